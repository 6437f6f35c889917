/**
 * Fairness within one key: the key's window in the bulk lane (its tier's share, standard 4) is split
 * among its batches that have items to run, re-divided whenever a batch looks for its next items.
 * Observed through each batch workflow's progress query; real Temporal, real workers.
 */
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import { batchProgressQuery } from '../../../workflows/bulk-batch.js';
import { startApiHarness, type ApiHarness } from '../api/harness.js';
import { BulkCaller, eventually, type BulkAccepted, type NamedFile } from './bulk-calls.js';

const STANDARD_SHARE = 4;

let harness: ApiHarness;
let file: NamedFile;

beforeAll(async () => {
  harness = await startApiHarness({ lanes: ['bulk'] });
  file = { name: 'sds.pdf', bytes: await buildTextSdsPdf() };
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

async function submit(caller: BulkCaller, count: number): Promise<string> {
  const response = await caller.postBulk(Array.from({ length: count }, () => file));
  if (response.status !== 202) throw new Error(`bulk answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as BulkAccepted).batch_id;
}

async function windowOf(batchId: string): Promise<number> {
  return (await harness.temporal.workflow.getHandle(batchId).query(batchProgressQuery)).window;
}

function windowsReach(expected: Record<string, number>): Promise<true> {
  return eventually(async () => {
    for (const [batchId, window] of Object.entries(expected)) {
      if ((await windowOf(batchId)) !== window) return undefined;
    }
    return true;
  });
}

it("splits one key's window between its running batches and gives it back when one finishes; other keys keep theirs", async () => {
  const caller = new BulkCaller(harness.baseUrl, (await harness.createKey('standard')).plaintext);
  const otherKey = new BulkCaller(harness.baseUrl, (await harness.createKey('standard')).plaintext);

  const backfill = await submit(caller, 24);
  await windowsReach({ [backfill]: STANDARD_SHARE });

  // A second batch of the same key: the two share the key's window once each has looked again.
  const second = await submit(caller, 4);
  const foreign = await submit(otherKey, 4);
  await windowsReach({ [backfill]: STANDARD_SHARE / 2, [second]: STANDARD_SHARE / 2 });
  expect(await windowOf(foreign)).toBe(STANDARD_SHARE);

  await eventually(async () => ((await caller.batchStatus(second)).state === 'completed' ? true : undefined));
  const backfillThen = await caller.batchStatus(backfill);
  expect(backfillThen.counts.queued).toBeGreaterThan(0);
  // The backfill alone again: its next look takes the whole window back.
  await windowsReach({ [backfill]: STANDARD_SHARE });

  const cancel = await caller.call(`/v1/extract-sds/bulk/${backfill}/cancel`, { method: 'POST' });
  expect(cancel.status).toBe(202);
  await eventually(async () =>
    (await caller.batchStatus(backfill)).state === 'cancelled' ? true : undefined,
  );
}, 300_000);
