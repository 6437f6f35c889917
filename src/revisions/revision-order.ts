/**
 * The documents of one product and how a new one joins them. A product's revisions are ordered by
 * revision date, then version, then upload time. A document with the revision date and version of a
 * known revision is a variant of it (another language, a file printed again), not a new revision;
 * the same file sent again (same content hash) is a duplicate.
 */

export const DOCUMENT_ROLES = ['revision', 'variant', 'duplicate'] as const;
export type DocumentRole = (typeof DOCUMENT_ROLES)[number];

export interface RevisionFacts {
  revisionDate: string | null;
  version: string | null;
  language: string | null;
  uploadedAt: string;
}

export interface ProductDocument extends RevisionFacts {
  extractionId: string;
  role: DocumentRole;
  /** The revision a variant belongs to, or the document a duplicate repeats. */
  relatedExtractionId: string | null;
}

const VERSION_ORDER = new Intl.Collator('en', { numeric: true });

function compareNullsFirst(a: string | null, b: string | null, compare: (a: string, b: string) => number) {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return compare(a, b);
}

/** Earlier revisions first: revision date, then version (numerically: 3.10 after 3.9), then upload time. */
export function compareRevisions(a: RevisionFacts, b: RevisionFacts): number {
  return (
    compareNullsFirst(a.revisionDate, b.revisionDate, (x, y) => x.localeCompare(y)) ||
    compareNullsFirst(a.version, b.version, (x, y) => VERSION_ORDER.compare(x, y)) ||
    a.uploadedAt.localeCompare(b.uploadedAt)
  );
}

/** Whether a document states the same revision: the same date and version, at least one of them printed. */
export function isSameRevision(a: RevisionFacts, b: RevisionFacts): boolean {
  return (
    (a.revisionDate !== null || a.version !== null) &&
    a.revisionDate === b.revisionDate &&
    a.version === b.version
  );
}

/** The revision a document belongs to: itself, or the revision a variant or duplicate joins. */
export function revisionOf(
  document: ProductDocument,
  documents: readonly ProductDocument[],
): ProductDocument {
  if (document.role === 'revision' || document.relatedExtractionId === null) return document;
  const related = documents.find((candidate) => candidate.extractionId === document.relatedExtractionId);
  return related ? revisionOf(related, documents) : document;
}

/** The known revision a new document states again, if any. */
export function matchingRevision(
  facts: RevisionFacts,
  documents: readonly ProductDocument[],
): ProductDocument | undefined {
  return documents.find((document) => document.role === 'revision' && isSameRevision(document, facts));
}

/**
 * The document of the revision just before `document`'s own to compare it with: the one in the same
 * language when that revision has one, otherwise the revision's own document.
 */
export function previousRevisionDocument(
  document: ProductDocument,
  documents: readonly ProductDocument[],
): ProductDocument | undefined {
  const own = revisionOf(document, documents);
  const earlier = documents
    .filter((candidate) => candidate.role === 'revision' && compareRevisions(candidate, own) < 0)
    .sort(compareRevisions)
    .at(-1);
  if (!earlier) return undefined;
  const sameLanguage = documents.find(
    (candidate) =>
      candidate.language === document.language &&
      candidate.role !== 'duplicate' &&
      revisionOf(candidate, documents).extractionId === earlier.extractionId,
  );
  return sameLanguage ?? earlier;
}
