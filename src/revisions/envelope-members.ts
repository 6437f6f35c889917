/** The revision members an envelope carries, copied as they are into the item's webhook event. */
import type { ExtractionEnvelope, RevisionMembers } from '../extraction/contract.js';

const MEMBER_NAMES = [
  'product_id',
  'revision_of',
  'regulatory_changes',
  'duplicate_of',
] as const satisfies readonly (keyof RevisionMembers)[];

export function revisionMembersOfEnvelope(envelope: ExtractionEnvelope): RevisionMembers {
  return Object.fromEntries(
    MEMBER_NAMES.filter((name) => envelope[name] !== undefined).map((name) => [name, envelope[name]]),
  ) as RevisionMembers;
}
