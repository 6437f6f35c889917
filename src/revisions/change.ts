/** One difference between two records of a product, as GET /v1/extractions/{id}/changes lists it. */
import type { Evidence } from '../extraction/schema/index.js';

export const CHANGE_KINDS = ['added', 'removed', 'changed'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** `regulatory`: what obliges a reader to act (hazards, composition thresholds, transport, limits, flash point). */
export const SIGNIFICANCES = ['regulatory', 'editorial'] as const;
export type Significance = (typeof SIGNIFICANCES)[number];

export interface RecordChange {
  /** Dotted path of the field; list elements are named by what identifies them, e.g. `composition.components[67-64-1].concentration`. */
  path: string;
  kind: ChangeKind;
  significance: Significance;
  /** The value in the earlier record (null when added). */
  before: unknown;
  /** The value in the later record (null when removed). */
  after: unknown;
  /** Where each record printed the value, so a reader can see the change on both documents. */
  evidence: { before: Evidence | null; after: Evidence | null };
}
