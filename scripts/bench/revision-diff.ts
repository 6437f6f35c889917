/**
 * `npm run bench -- diff`: GET /v1/extractions/{id}/changes' work on the embedded database (SQLite),
 * against reading the two records alone. Two generated revisions of one product are extracted by the
 * real engine, stored and linked as the extraction activity does; then, alternating, ROUNDS times
 * each: reading both records (the floor any diff pays), and the whole answer (the product's
 * documents, the previous revision, both records, the diff). Target: the diff under 100 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractSds, toEnvelope } from '../../src/extraction/index.js';
import { currentRecordOf } from '../../src/extraction/schema/index.js';
import { extractionChanges } from '../../src/revisions/extraction-changes.js';
import { linkDocument } from '../../src/revisions/link-document.js';
import { blobRefOf } from '../../src/storage/blob/index.js';
import { openDatabase, type Database } from '../../src/storage/database.js';
import { newRequestId } from '../../src/request-ids.js';
import { buildTextSdsPdf, DEFAULT_SDS_FACTS } from '../../test/fixtures/sds-pdf.js';

const ROUNDS = 200;
const TARGET_MS = 100;

async function storeExtraction(db: Database, apiKeyId: string, pdf: Uint8Array): Promise<string> {
  const requestId = newRequestId();
  const { record } = await db.extractions.create({
    requestId,
    apiKeyId,
    traffic: 'production',
    fileName: 'sds.pdf',
    blobRef: blobRefOf(pdf),
    byteSize: pdf.byteLength,
    schemaVersion: '2026-12',
  });
  const envelope = toEnvelope(
    requestId,
    '2026-12',
    await extractSds(pdf, { schemaVersion: '2026-12', maxPages: 50 }),
    0,
  );
  await linkDocument(db.products, {
    extractionId: requestId,
    apiKeyId,
    batchId: null,
    contentHash: record.blobRef,
    uploadedAt: record.createdAt,
    record: currentRecordOf(envelope.outputs.json, '2026-12'),
  });
  await db.extractions.complete(requestId, { envelope, confidenceScore: 1, warningCount: 0 });
  return requestId;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function runRevisionDiffBenchmark(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-diff-'));
  const db = await openDatabase({ dataDir });
  try {
    const { key } = await db.apiKeys.create({ environment: 'test', tier: 'standard', deployment: 'cloud' });
    const facts = DEFAULT_SDS_FACTS;
    const earlier = await storeExtraction(db, key.id, await buildTextSdsPdf({}));
    const later = await storeExtraction(
      db,
      key.id,
      await buildTextSdsPdf({
        revisionDate: '2025-06-01',
        hStatements: [...facts.hStatements, 'H317 May cause an allergic skin reaction.'],
        unNumber: 'UN1090',
      }),
    );
    const reads: number[] = [];
    const diffs: number[] = [];
    let changeCount = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      let started = performance.now();
      await Promise.all([db.extractions.getForKey(earlier, key.id), db.extractions.getForKey(later, key.id)]);
      reads.push(performance.now() - started);
      started = performance.now();
      changeCount = (await extractionChanges(db, key.id, later)).changes.length;
      diffs.push(performance.now() - started);
    }
    const read = median(reads);
    const diff = median(diffs);
    console.log(
      `diff: ${changeCount} changes; median over ${ROUNDS} rounds: reading the two records ${read.toFixed(2)} ms, ` +
        `the whole diff ${diff.toFixed(2)} ms (ratio ${(diff / read).toFixed(2)}x, p95 ` +
        `${[...diffs].sort((a, b) => a - b)[Math.floor(ROUNDS * 0.95)]!.toFixed(2)} ms); ` +
        `target < ${TARGET_MS} ms: ${diff < TARGET_MS ? 'met' : 'MISSED'}`,
    );
    if (diff >= TARGET_MS) process.exitCode = 1;
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
