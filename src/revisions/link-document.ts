/**
 * Links a finished extraction to its product within its API key: a duplicate of a file sent before,
 * a variant of a known revision (another language, the same revision printed again), or a revision.
 * A revision newer than a known one is compared with it, and the count of regulatory changes kept.
 * Linking twice (a retried activity) answers with the first link.
 */
import type { RevisionMembers } from '../extraction/contract.js';
import { currentRecordOf, type LayoutA } from '../extraction/schema/index.js';
import type { LinkedDocument, LinkingScope, ProductRepository } from '../storage/repositories/products.js';
import { productIdentityOf } from './product-identity.js';
import { diffRecords, regulatoryCount } from './record-diff.js';
import { matchingRevision, previousRevisionDocument, type RevisionFacts } from './revision-order.js';

export interface DocumentToLink {
  extractionId: string;
  apiKeyId: string;
  batchId: string | null;
  /** The file's blob reference: equal for the same bytes. */
  contentHash: string;
  uploadedAt: string;
  record: LayoutA;
}

export function revisionFactsOf(record: LayoutA, uploadedAt: string): RevisionFacts {
  return {
    revisionDate: record.revision_metadata.revision_date ?? record.revision_metadata.issue_date,
    version: record.revision_metadata.version,
    language: record.document.language,
    uploadedAt,
  };
}

/** The envelope members that tell how a linked document relates to its product's others. */
export function revisionMembersOf(document: LinkedDocument): RevisionMembers {
  return {
    product_id: document.productId,
    ...(document.revisionOf !== null
      ? { revision_of: document.revisionOf, regulatory_changes: document.regulatoryChanges ?? 0 }
      : {}),
    ...(document.role === 'duplicate' && document.relatedExtractionId !== null
      ? { duplicate_of: document.relatedExtractionId }
      : {}),
  };
}

/** The stored record of a succeeded extraction in the current shape. */
export async function storedRecord(
  extractions: LinkingScope['extractions'],
  extractionId: string,
): Promise<LayoutA | undefined> {
  const envelope = (await extractions.get(extractionId))?.envelope;
  return envelope ? currentRecordOf(envelope.outputs.json, envelope.schema_version) : undefined;
}

async function linkWithin(scope: LinkingScope, input: DocumentToLink): Promise<LinkedDocument | undefined> {
  const { products } = scope;
  const linked = await products.documentOf(input.extractionId);
  if (linked) return linked;
  const common = {
    extractionId: input.extractionId,
    apiKeyId: input.apiKeyId,
    batchId: input.batchId,
    contentHash: input.contentHash,
    ...revisionFactsOf(input.record, input.uploadedAt),
  };
  const sentBefore = await products.firstWithContent(input.apiKeyId, input.contentHash);
  if (sentBefore) {
    const duplicate: LinkedDocument = {
      ...common,
      productId: sentBefore.productId,
      role: 'duplicate',
      relatedExtractionId: sentBefore.extractionId,
      revisionOf: null,
      regulatoryChanges: null,
    };
    await products.insertDocument(duplicate);
    return duplicate;
  }
  const identity = productIdentityOf(input.record);
  if (!identity) return undefined;
  const product = await products.ensure(input.apiKeyId, identity, input.extractionId);
  const documents = await products.documents(product.id);
  const revised = matchingRevision(common, documents);
  const document: LinkedDocument = {
    ...common,
    productId: product.id,
    role: revised ? 'variant' : 'revision',
    relatedExtractionId: revised?.extractionId ?? null,
    revisionOf: null,
    regulatoryChanges: null,
  };
  const previous = revised ? undefined : previousRevisionDocument(document, [...documents, document]);
  const previousRecord = previous && (await storedRecord(scope.extractions, previous.extractionId));
  if (previous && previousRecord) {
    document.revisionOf = previous.extractionId;
    document.regulatoryChanges = regulatoryCount(diffRecords(previousRecord, input.record));
  }
  await products.insertDocument(document);
  return document;
}

/** The document's link (made now, or earlier by a retried attempt); undefined when it names no product. */
export function linkDocument(
  products: ProductRepository,
  input: DocumentToLink,
): Promise<LinkedDocument | undefined> {
  return products.exclusively(input.apiKeyId, (scope) => linkWithin(scope, input));
}
