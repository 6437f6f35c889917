import {
  compareRevisions,
  matchingRevision,
  previousRevisionDocument,
  type ProductDocument,
} from '../../../src/revisions/revision-order.js';

function document(
  extractionId: string,
  facts: Partial<ProductDocument> & Pick<ProductDocument, 'revisionDate' | 'version'>,
): ProductDocument {
  return {
    extractionId,
    role: 'revision',
    relatedExtractionId: null,
    language: 'en',
    uploadedAt: '2026-01-01T00:00:00.000Z',
    ...facts,
  };
}

it('orders revisions by revision date, then version (numerically), then upload time', () => {
  const documents = [
    document('c', { revisionDate: '2025-01-01', version: '3.10' }),
    document('b', { revisionDate: '2025-01-01', version: '3.9' }),
    document('d', { revisionDate: '2025-01-01', version: '3.10', uploadedAt: '2026-02-01T00:00:00.000Z' }),
    document('a', { revisionDate: '2023-05-01', version: '7' }),
  ];
  expect([...documents].sort(compareRevisions).map((each) => each.extractionId)).toEqual([
    'a',
    'b',
    'c',
    'd',
  ]);
});

it('takes a document of a known revision date and version as that revision, not a new one', () => {
  const documents = [document('en-1', { revisionDate: '2024-03-15', version: '3.1' })];
  const german = { revisionDate: '2024-03-15', version: '3.1', language: 'de', uploadedAt: '2026-03-01' };
  expect(matchingRevision(german, documents)?.extractionId).toBe('en-1');
  expect(matchingRevision({ ...german, version: '3.2' }, documents)).toBeUndefined();
  // Nothing printed to tell revisions apart: each document stands as its own.
  const undated = [document('x', { revisionDate: null, version: null })];
  expect(matchingRevision({ ...german, revisionDate: null, version: null }, undated)).toBeUndefined();
});

it('compares a revision with the previous revision in its own language when that has one', () => {
  const documents = [
    document('old-en', { revisionDate: '2022-01-01', version: '1' }),
    document('old-ja', {
      revisionDate: '2022-01-01',
      version: '1',
      language: 'ja',
      role: 'variant',
      relatedExtractionId: 'old-en',
    }),
    document('new-ja', { revisionDate: '2024-01-01', version: '2', language: 'ja' }),
    document('new-de', {
      revisionDate: '2024-01-01',
      version: '2',
      language: 'de',
      role: 'variant',
      relatedExtractionId: 'new-ja',
    }),
  ];
  const byId = (id: string) => documents.find((each) => each.extractionId === id)!;
  expect(previousRevisionDocument(byId('new-ja'), documents)?.extractionId).toBe('old-ja');
  expect(previousRevisionDocument(byId('new-de'), documents)?.extractionId).toBe('old-en');
  expect(previousRevisionDocument(byId('old-en'), documents)).toBeUndefined();
  expect(previousRevisionDocument(byId('old-ja'), documents)).toBeUndefined();
});
