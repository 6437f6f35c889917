/**
 * `npm run bench -- bulk`: a BENCH_BULK_ITEMS (10,000) file backfill through the real stack.
 *  1. sync p95 while idle: BENCH_BULK_SYNC_SAMPLES one-at-a-time calls to POST /v1/extract-sds;
 *  2. the single-file path's throughput: BENCH_BULK_SINGLE_FILE_ITEMS calls, as many clients as the
 *     production lane has slots;
 *  3. the backfill: submitted in requests of BULK_MAX_FILES_PER_REQUEST to a loopback webhook receiver,
 *     with worker and API RSS sampled throughout; once a tenth of it has settled, the same sync calls
 *     as in 1 measure p95 under load;
 *  4. every item event and batch.completed checked, the batch workflow's history measured per run;
 *  5. item-event latency (extraction end to event received) in a batch of BENCH_BULK_EVENT_ITEMS (24)
 *     where every BENCH_BULK_SCANNED_EVERY-th (4th) item is a scanned SDS whose OCR holds the bulk slot.
 * Prints the figures and one `bulk-result {json}` line for the tables of docs/benchmarks.md. SIGINT/SIGTERM during the
 * backfill ends the wait: the report then covers the items settled so far, and the stack is stopped.
 */
import os from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { loadConfig } from '../../../src/config.js';
import { tierLimits } from '../../../src/keys/tiers.js';
import { buildTextSdsPdf } from '../../../test/fixtures/sds-pdf.js';
import { startWebhookReceiver } from '../../../test/integration/bulk/webhook-receiver.js';
import { perItem, snapshot, type CpuSnapshot } from './cpu.js';
import { chainSummary } from './event-chain.js';
import { checkEvents, settledItems } from './events.js';
import { batchRunHistories, HISTORY_WARN_LIMITS, itemHistories } from './history.js';
import { measureItemEventLatency } from './item-events.js';
import { RssSampler, summarise, type RssSummary } from './memory.js';
import { startBulkStack, type WorkerProcessSpec } from './stack.js';
import { mean, percentile } from './statistics.js';
import { appendFiles, createBatch } from './submit.js';
import { runSyncCalls, type SyncCallsResult } from './sync-calls.js';

const ITEMS = Number(process.env.BENCH_BULK_ITEMS ?? 10_000);
const SYNC_SAMPLES = Number(process.env.BENCH_BULK_SYNC_SAMPLES ?? 30);
const SINGLE_FILE_ITEMS = Number(process.env.BENCH_BULK_SINGLE_FILE_ITEMS ?? 100);
const EVENT_ITEMS = Number(process.env.BENCH_BULK_EVENT_ITEMS ?? 24);
const SCANNED_EVERY = Number(process.env.BENCH_BULK_SCANNED_EVERY ?? 4);
const DISTINCT_PDFS = 20;
const LOAD_PHASE_AFTER_FRACTION = 0.1;
/** The close's peak watch starts when all but this share of the items have settled. */
const CLOSE_WATCH_REMAINING_FRACTION = 0.01;
const RSS_INTERVAL_MS = 2_000;
const PROGRESS_INTERVAL_MS = 30_000;
/** Give up when no item has settled for this long. */
const STALL_TIMEOUT_MS = 10 * 60_000;
const TARGETS = { p95Ratio: 1.5, memoryGrowth: 1.1, itemEventP95Seconds: 2 };

const STACK_ENVIRONMENT = { WEBHOOK_ALLOW_LOOPBACK: 'true' };

/**
 * BENCH_BULK_WORKERS: `shared` (default) runs every lane in one worker process, as `npm start` does;
 * `split` gives the production lane a worker process of its own and runs the bulk and webhook lanes in
 * another at niceness BENCH_BULK_NICENESS (10), the layout docs/operations.md "Scaling workers" recommends.
 */
function workerLayout(): WorkerProcessSpec[] {
  const layout = process.env.BENCH_BULK_WORKERS ?? 'shared';
  if (layout === 'shared') {
    return [{ name: 'worker', environment: { WORKER_LANES: 'production,bulk,webhooks' }, niceness: 0 }];
  }
  if (layout === 'split') {
    return [
      { name: 'production worker', environment: { WORKER_LANES: 'production' }, niceness: 0 },
      {
        name: 'bulk worker',
        environment: { WORKER_LANES: 'bulk,webhooks' },
        niceness: Number(process.env.BENCH_BULK_NICENESS ?? 10),
      },
    ];
  }
  throw new Error(`BENCH_BULK_WORKERS must be shared or split; got "${layout}"`);
}

function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'FAIL';
}

function latencyLine(name: string, result: SyncCallsResult): string {
  const failures = Object.entries(result.failures).map(([status, count]) => `${status}: ${count}`);
  return (
    `${name}: ${result.latenciesMs.length} calls, p50 ${(percentile(result.latenciesMs, 0.5) / 1000).toFixed(2)} s, ` +
    `p95 ${(percentile(result.latenciesMs, 0.95) / 1000).toFixed(2)} s` +
    (failures.length > 0 ? ` (not 200: ${failures.join(', ')})` : '')
  );
}

function cpuLine(cpu: CpuSnapshot): string {
  const parts = Object.entries(cpu).map(([name, seconds]) => `${name} ${seconds.toFixed(2)}`);
  return `CPU s per item: ${parts.join(', ')}`;
}

/** The peak over the close against the mean of the last quarter of the items: the close must not add memory. */
function closeLine(name: string, peakMb: number, memory: RssSummary): string {
  const ratio = peakMb / memory.lastQuarterMeanMb;
  return (
    `${name} peak RSS from the last 1 % of the items to batch.completed: ${peakMb.toFixed(0)} MB = ` +
    `${ratio.toFixed(2)}x the last-quarter mean (target <= ${TARGETS.memoryGrowth}x) ${verdict(ratio <= TARGETS.memoryGrowth)}`
  );
}

function memoryLine(name: string, memory: RssSummary): string {
  const flat = memory.lastQuarterMeanMb <= memory.firstQuarterMeanMb * TARGETS.memoryGrowth;
  return (
    `${name} RSS: start ${memory.startMb.toFixed(0)} MB, peak ${memory.peakMb.toFixed(0)} MB, end ` +
    `${memory.endMb.toFixed(0)} MB; first-quarter mean ${memory.firstQuarterMeanMb.toFixed(0)} MB, last-quarter ` +
    `mean ${memory.lastQuarterMeanMb.toFixed(0)} MB, second half ${memory.secondHalfMbPer1000Items.toFixed(1)} MB ` +
    `per 1,000 items (flat: last quarter <= ${TARGETS.memoryGrowth}x first) ${verdict(flat)}`
  );
}

export async function runBulkBenchmark(): Promise<void> {
  const config = loadConfig({ ...process.env, ...STACK_ENVIRONMENT });
  const productionSlots = config.worker.slots.production;
  console.log(
    `bulk   ${ITEMS} items; lanes: production ${productionSlots} slots, bulk ${config.worker.slots.bulk} slots, ` +
      `webhooks ${config.worker.slots.webhooks}; batch window ` +
      `${Math.min(config.bulk.maxBatchConcurrency, tierLimits('enterprise').bulkConcurrencyShare)} (enterprise), ${config.bulk.maxFilesPerRequest} files per request, continue-as-new every ` +
      `${config.bulk.itemsPerWorkflowRun} items; ${os.availableParallelism()} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const pdfs = await Promise.all(
    Array.from({ length: DISTINCT_PDFS }, (_, index) =>
      buildTextSdsPdf({ productName: `Bulk benchmark solvent ${index + 1}` }),
    ),
  );
  const receiver = await startWebhookReceiver();
  const workers = workerLayout();
  const stack = await startBulkStack(STACK_ENVIRONMENT, workers);
  const interrupted = new AbortController();
  const interrupt = (): void => interrupted.abort();
  process.once('SIGINT', interrupt).once('SIGTERM', interrupt);
  try {
    console.log(
      `bulk   stack up (${stack.database}); api ${stack.baseUrl}; workers: ` +
        workers
          .map((worker) => `${worker.name} [${worker.environment.WORKER_LANES}] nice ${worker.niceness}`)
          .join(', '),
    );
    await runSyncCalls(stack, pdfs, 2, 1); // the worker loads pdf.js and the engine on its first documents
    const idle = await runSyncCalls(stack, pdfs, SYNC_SAMPLES, 1);
    console.log(`bulk   ${latencyLine('sync idle', idle)}`);
    const beforeSingle = await snapshot(stack.pids);
    const single = await runSyncCalls(stack, pdfs, SINGLE_FILE_ITEMS, productionSlots);
    const singleCpu = perItem(beforeSingle, await snapshot(stack.pids), SINGLE_FILE_ITEMS);
    const singlePerMinute = (single.latenciesMs.length / single.wallMs) * 60_000;
    console.log(
      `bulk   single-file path: ${SINGLE_FILE_ITEMS} sync calls by ${productionSlots} clients in ` +
        `${(single.wallMs / 1000).toFixed(1)} s = ${singlePerMinute.toFixed(1)} items/min; ${cpuLine(singleCpu)}`,
    );

    let batchId = '';
    const settledCount = (): number => (batchId ? settledItems(receiver.received, batchId).size : 0);
    const sampler = new RssSampler(stack.pids, settledCount);
    sampler.start(RSS_INTERVAL_MS);
    const batchStarted = Date.now();
    const beforeBatch = await snapshot(stack.pids);
    const progress = setInterval(() => {
      const minutes = (Date.now() - batchStarted) / 60_000;
      console.log(
        `bulk   … ${settledCount()}/${ITEMS} settled after ${minutes.toFixed(1)} min ` +
          `(${(settledCount() / minutes).toFixed(1)} items/min), RSS ` +
          [...sampler.samples.keys()]
            .map((name) => `${name} ${sampler.latestMb(name).toFixed(0)} MB`)
            .join(', ') +
          `, load ${os.loadavg()[0]!.toFixed(1)}`,
      );
    }, PROGRESS_INTERVAL_MS);
    try {
      const filesPerRequest = config.bulk.maxFilesPerRequest;
      const batch = await createBatch(stack, pdfs, Math.min(ITEMS, filesPerRequest), ITEMS, receiver.url);
      // Items settle while the rest is appended; their events must verify from the first one on.
      receiver.secrets.push(batch.webhookSecret);
      batchId = batch.batchId;
      await appendFiles(stack, pdfs, batch, ITEMS, filesPerRequest);
      console.log(
        `bulk   submitted ${batch.requestIds.length} files in ${batch.requests} requests in ` +
          `${((Date.now() - batchStarted) / 1000).toFixed(1)} s (batch ${batchId})`,
      );

      await waitFor(
        () => settledCount() >= Math.ceil(ITEMS * LOAD_PHASE_AFTER_FRACTION),
        settledCount,
        interrupted.signal,
      );
      const settledBeforeLoadPhase = settledCount();
      const loaded = await runSyncCalls(stack, pdfs, SYNC_SAMPLES, 1);
      const settledAfterLoadPhase = settledCount();
      // Bulk items give way to sync calls (BULK_YIELD_MAX_WAIT_MS): how far the backfill got meanwhile.
      const loadPhasePerMinute = ((settledAfterLoadPhase - settledBeforeLoadPhase) / loaded.wallMs) * 60_000;
      console.log(
        `bulk   ${latencyLine('sync during backfill', loaded)}; the backfill ` +
          `${settledAfterLoadPhase < ITEMS ? 'was still running' : 'had FINISHED before the phase ended'} (${settledAfterLoadPhase}/${ITEMS}), ` +
          `settling ${loadPhasePerMinute.toFixed(1)} items/min meanwhile`,
      );
      const p95Ratio = percentile(loaded.latenciesMs, 0.95) / percentile(idle.latenciesMs, 0.95);
      console.log(
        `bulk   sync p95 under load / idle: ${p95Ratio.toFixed(2)}x (target <= ${TARGETS.p95Ratio}x) ${verdict(p95Ratio <= TARGETS.p95Ratio)}`,
      );

      // The close (counting, the warning summary, batch.completed) comes right after the last items:
      // watch each process's peak from the last percent of the items to batch.completed.
      const closeWatched = await waitFor(
        () => settledCount() >= ITEMS - Math.ceil(ITEMS * CLOSE_WATCH_REMAINING_FRACTION),
        settledCount,
        interrupted.signal,
      );
      if (closeWatched) await sampler.resetPeaks();
      const batchDone = await waitFor(
        () => {
          const completed = receiver.received.find(
            (hook) => hook.body.event === 'batch.completed' && hook.body.batch_id === batchId,
          );
          return completed && settledCount() >= ITEMS ? completed : undefined;
        },
        settledCount,
        interrupted.signal,
      );
      const closePeaks = batchDone && closeWatched ? await sampler.peaksMb() : undefined;
      clearInterval(progress);
      await sampler.stop();
      const measuredItems = batchDone ? ITEMS : settledCount();
      const batchCpu = perItem(beforeBatch, await snapshot(stack.pids), measuredItems);
      const batchMinutes = ((batchDone?.receivedAt ?? Date.now()) - batchStarted) / 60_000;
      const bulkPerMinute = measuredItems / batchMinutes;
      if (!batchDone)
        console.log(`bulk   INTERRUPTED: the figures below cover the ${measuredItems} items settled so far`);
      console.log(
        `bulk   backfill: ${measuredItems} items in ${batchMinutes.toFixed(1)} min = ${bulkPerMinute.toFixed(1)} items/min; ` +
          `against the single-file path ${(bulkPerMinute / singlePerMinute).toFixed(2)}x; ${cpuLine(batchCpu)} ` +
          `(includes the sync calls of the load phase)`,
      );

      const memory = Object.fromEntries(
        [...sampler.samples].map(([name, samples]) => [name, summarise(samples, measuredItems)]),
      );
      for (const [name, summary] of Object.entries(memory))
        console.log(`bulk   ${memoryLine(name, summary)}`);
      for (const [name, peakMb] of Object.entries(closePeaks ?? {})) {
        const summary = memory[name]!;
        console.log(`bulk   ${closeLine(name, peakMb, summary)}`);
      }

      const events = checkEvents(receiver.received, batchId, batch.requestIds);
      const counts = events.batchCompleted?.counts as Record<string, number> | undefined;
      const eventsComplete =
        events.itemsWithoutEvent === 0 && events.invalidSignatures === 0 && counts?.total === ITEMS;
      console.log(
        `bulk   events: ${events.itemEventsReceived}/${ITEMS} item events (${events.failedItems} extraction.failed), ` +
          `${events.duplicateDeliveries} re-deliveries, ${events.invalidSignatures} bad signatures, batch.completed ` +
          `${JSON.stringify(counts ?? null)} ${verdict(eventsComplete)}`,
      );

      const itemEvents = await measureItemEventLatency(stack, receiver, EVENT_ITEMS, SCANNED_EVERY);
      const itemEventP95Seconds = percentile(itemEvents.latenciesMs, 0.95) / 1000;
      console.log(
        `bulk   item events beside scans: ${itemEvents.items} items (${itemEvents.scannedItems} scanned), extraction end ` +
          `to event received p50 ${(percentile(itemEvents.latenciesMs, 0.5) / 1000).toFixed(2)} s, p95 ` +
          `${itemEventP95Seconds.toFixed(2)} s, max ${(Math.max(...itemEvents.latenciesMs) / 1000).toFixed(2)} s ` +
          `(target p95 < ${TARGETS.itemEventP95Seconds} s) ${verdict(itemEventP95Seconds < TARGETS.itemEventP95Seconds)}`,
      );
      console.log(`bulk   item event steps, p50/p95 ms: ${chainSummary(itemEvents.chains)}`);

      const runs = await batchRunHistories(stack.temporal, batchId);
      const largest = {
        events: Math.max(...runs.map((run) => run.events)),
        bytes: Math.max(...runs.map((run) => run.bytes)),
      };
      const item = await itemHistories(stack.temporal, batch.requestIds[0]!);
      const underLimits =
        largest.events < HISTORY_WARN_LIMITS.events && largest.bytes < HISTORY_WARN_LIMITS.bytes;
      console.log(
        `bulk   batch workflow history: ${runs.length} runs, largest ${largest.events} events / ` +
          `${(largest.bytes / 1024).toFixed(0)} KiB, mean ${mean(runs.map((run) => run.events)).toFixed(0)} events ` +
          `(warn limits ${HISTORY_WARN_LIMITS.events} events / 10 MiB) ${verdict(underLimits)}; one item: ` +
          `${item.item.events} + ${item.extraction.events} events`,
      );
      console.log(
        `bulk-result ${JSON.stringify({
          items: ITEMS,
          settled: measuredItems,
          workers: process.env.BENCH_BULK_WORKERS ?? 'shared',
          database: stack.database,
          loadAverage: { mean: mean(sampler.loadAverages), max: Math.max(...sampler.loadAverages) },
          single: { itemsPerMinute: singlePerMinute, clients: productionSlots },
          bulk: {
            itemsPerMinute: bulkPerMinute,
            minutes: batchMinutes,
            ratio: bulkPerMinute / singlePerMinute,
          },
          syncP95Seconds: {
            idle: percentile(idle.latenciesMs, 0.95) / 1000,
            duringBackfill: percentile(loaded.latenciesMs, 0.95) / 1000,
            ratio: p95Ratio,
            backfillItemsPerMinuteMeanwhile: loadPhasePerMinute,
          },
          memory,
          closePeakMb: closePeaks ?? null,
          events,
          itemEvents: {
            items: itemEvents.items,
            scannedItems: itemEvents.scannedItems,
            p50Seconds: percentile(itemEvents.latenciesMs, 0.5) / 1000,
            p95Seconds: itemEventP95Seconds,
            maxSeconds: Math.max(...itemEvents.latenciesMs) / 1000,
          },
          history: { runs: runs.length, largest, item },
        })}`,
      );
    } finally {
      clearInterval(progress);
      await sampler.stop();
    }
  } finally {
    process.off('SIGINT', interrupt).off('SIGTERM', interrupt);
    await stack.close();
    await receiver.close();
  }
}

/**
 * Polls until `done` yields a value; undefined once `interrupted` fires (SIGINT/SIGTERM: the report
 * then covers the items settled so far). Fails when the settled count stops moving for STALL_TIMEOUT_MS.
 */
async function waitFor<T>(
  done: () => T | undefined | false,
  settled: () => number,
  interrupted: AbortSignal,
): Promise<T | undefined> {
  let lastCount = settled();
  let lastMove = Date.now();
  for (;;) {
    const value = done();
    if (value) return value;
    if (interrupted.aborted) return undefined;
    if (settled() !== lastCount) {
      lastCount = settled();
      lastMove = Date.now();
    } else if (Date.now() - lastMove > STALL_TIMEOUT_MS) {
      throw new Error(`no item settled for ${STALL_TIMEOUT_MS / 60_000} min (${lastCount}/${ITEMS})`);
    }
    await delay(1_000);
  }
}
