/**
 * `npm run bench -- revisions`: a bulk batch of 200 generated SDSs over 60 products (issue 26) through
 * the real stack (Temporal, worker, API, SQLite, signed webhooks). A first batch makes 40 of the
 * products known; the planned batch then brings new products, newer revisions with and without
 * regulatory changes, language variants and re-sends (test/fixtures/revision-batch.ts). The
 * `revisions` counts of both batch.completed events must equal the plan's exactly: the run fails
 * (exit code 1) when they do not. BENCH_REVISIONS_PRODUCTS (60) sets the products for a quick run.
 */
import os from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import { loadConfig } from '../../src/config.js';
import { planRevisionBatch, type RevisionCounts } from '../../test/fixtures/revision-batch.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../test/integration/bulk/webhook-receiver.js';
import { startBulkStack, type BulkStack } from './bulk/stack.js';
import { appendFiles, createBatch } from './bulk/submit.js';

const PRODUCTS = Number(process.env.BENCH_REVISIONS_PRODUCTS ?? 60);
const STACK_ENVIRONMENT = { WEBHOOK_ALLOW_LOOPBACK: 'true', WORKER_BULK_SLOTS: '2' };
const POLL_MS = 1_000;
const BATCH_TIMEOUT_MS = 60 * 60_000;

interface BatchOutcome {
  counts: Record<string, number>;
  revisions: RevisionCounts;
  seconds: number;
}

/** Sends `pdfs` as one batch (in requests of `filesPerRequest`) and waits for its batch.completed. */
async function runBatch(
  stack: BulkStack,
  receiver: WebhookReceiver,
  pdfs: readonly Uint8Array[],
  filesPerRequest: number,
): Promise<BatchOutcome> {
  const started = Date.now();
  const batch = await createBatch(
    stack,
    pdfs,
    Math.min(pdfs.length, filesPerRequest),
    pdfs.length,
    receiver.url,
  );
  receiver.secrets.push(batch.webhookSecret);
  await appendFiles(stack, pdfs, batch, pdfs.length, filesPerRequest);
  for (;;) {
    const completed = receiver.received.find(
      (hook) => hook.body.event === 'batch.completed' && hook.body.batch_id === batch.batchId,
    );
    if (completed) {
      if (!completed.signatureValid)
        throw new Error(`batch.completed of ${batch.batchId} is not signed right`);
      return {
        counts: completed.body.counts as Record<string, number>,
        revisions: completed.body.revisions as RevisionCounts,
        seconds: (completed.receivedAt - started) / 1000,
      };
    }
    if (Date.now() - started > BATCH_TIMEOUT_MS) {
      throw new Error(`batch ${batch.batchId} did not complete in ${BATCH_TIMEOUT_MS / 60_000} min`);
    }
    await delay(POLL_MS);
  }
}

/** Prints the batch's counts against the plan; true when every count is exact and every item succeeded. */
function report(name: string, files: number, outcome: BatchOutcome, expected: RevisionCounts): boolean {
  const exact = isDeepStrictEqual(outcome.revisions, expected);
  const allSucceeded = outcome.counts.total === files && outcome.counts.succeeded === files;
  console.log(
    `revisions   ${name}: ${files} files in ${outcome.seconds.toFixed(0)} s; counts ${JSON.stringify(outcome.counts)} ` +
      `${allSucceeded ? 'ALL SUCCEEDED' : 'NOT ALL SUCCEEDED'}; revisions ${JSON.stringify(outcome.revisions)}, ` +
      `planned ${JSON.stringify(expected)}: ${exact ? 'EXACT' : 'MISMATCH'}`,
  );
  return exact && allSucceeded;
}

export async function runRevisionBatchBenchmark(): Promise<void> {
  const config = loadConfig({ ...process.env, ...STACK_ENVIRONMENT });
  const plan = await planRevisionBatch(PRODUCTS);
  console.log(
    `revisions   ${PRODUCTS} products: ${plan.known.length} files known before, a batch of ${plan.batch.length}; ` +
      `bulk slots ${STACK_ENVIRONMENT.WORKER_BULK_SLOTS}; ${os.availableParallelism()} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const receiver = await startWebhookReceiver();
  const stack = await startBulkStack(STACK_ENVIRONMENT, [
    { name: 'worker', environment: { WORKER_LANES: 'production,bulk,webhooks' }, niceness: 0 },
  ]);
  try {
    const filesPerRequest = config.bulk.maxFilesPerRequest;
    const bytesOf = (files: typeof plan.batch) => files.map((file) => file.bytes);
    const known = await runBatch(stack, receiver, bytesOf(plan.known), filesPerRequest);
    const knownExact = report('known products', plan.known.length, known, plan.expected.known);
    const batch = await runBatch(stack, receiver, bytesOf(plan.batch), filesPerRequest);
    const batchExact = report('the batch', plan.batch.length, batch, plan.expected.batch);
    console.log(`revisions   load ${os.loadavg()[0]!.toFixed(1)}`);
    if (!knownExact || !batchExact) process.exitCode = 1;
  } finally {
    await stack.close();
    await receiver.close();
  }
}
