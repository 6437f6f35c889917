/**
 * The extraction activity's outcome metric counts documents, not attempts: a real failure is recorded
 * under its error code, while an attempt cut short by cancellation (or by the worker's shutdown, which
 * cancels the same way) is left to its retry and not recorded as a failure.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MockActivityEnvironment } from '@temporalio/testing';
import { createExtractActivity } from '../../../activities/extract.js';
import { loadConfig } from '../../../src/config.js';
import { closeExtractionPool } from '../../../src/extraction/isolated.js';
import { metrics } from '../../../src/observability/metrics.js';
import { newRequestId } from '../../../src/request-ids.js';
import { FileSystemBlobStore } from '../../../src/storage/blob/index.js';
import { openDatabase, type Database } from '../../../src/storage/database.js';
import type { ExtractDocumentInput } from '../../../src/temporal/contracts.js';
import { buildScannedSdsPdf } from '../../fixtures/special-pdfs.js';

let directory: string;
let db: Database;
let blobStore: FileSystemBlobStore;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'sds-extract-activity-'));
  db = await openDatabase({ dataDir: directory });
  blobStore = new FileSystemBlobStore(path.join(directory, 'blobs'));
});

afterAll(async () => {
  await closeExtractionPool();
  await db.close();
  await rm(directory, { recursive: true, force: true });
});

async function failureCounts(): Promise<Record<string, number>> {
  const { values } = await metrics.extractionDuration.get();
  return Object.fromEntries(
    values
      .filter((value) => value.metricName === 'sds_extraction_duration_seconds_count')
      .map((value) => [String(value.labels.outcome), value.value]),
  );
}

async function runExtraction(bytes: Uint8Array, environment: MockActivityEnvironment): Promise<unknown> {
  const { ref } = await blobStore.put(bytes);
  const extractDocument = createExtractActivity({
    db,
    blobStore,
    config: loadConfig({ DATA_DIR: directory }),
  });
  const input: ExtractDocumentInput = {
    requestId: newRequestId(),
    blobRef: ref,
    fileName: 'document.pdf',
    schemaVersion: '2025-06',
    traffic: 'production',
  };
  // The API records the request before the workflow starts; the activity moves that row along.
  await db.extractions.create({ ...input, apiKeyId: null, byteSize: bytes.byteLength });
  return environment.run(extractDocument, input).then(
    () => 'completed',
    (error: unknown) => error,
  );
}

describe('the extraction outcome metric', () => {
  it('records a document that cannot be read under its error code', async () => {
    const before = (await failureCounts()).invalid_document ?? 0;
    await runExtraction(
      new TextEncoder().encode('%PDF-1.7\nnot really a pdf'),
      new MockActivityEnvironment(),
    );
    expect((await failureCounts()).invalid_document).toBe(before + 1);
  });

  it('does not count an attempt cancelled in the middle of OCR as a failed extraction', async () => {
    const before = await failureCounts();
    const environment = new MockActivityEnvironment();
    const outcome = runExtraction(await buildScannedSdsPdf(), environment);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    environment.cancel('WORKER_SHUTDOWN');
    expect(await outcome).not.toBe('completed');
    expect(await failureCounts()).toEqual(before);
  });
});
