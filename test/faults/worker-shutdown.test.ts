/**
 * SIGTERM to a worker process (src/main/worker.ts) while its extraction activity runs OCR on a
 * generated scanned SDS. Within its shutdown grace time the worker finishes the document, exits 0,
 * and a second worker carries the workflow on: the customer waiting on the synchronous call gets
 * the envelope. A worker whose grace time is shorter than the work hands the activity back at once
 * and another worker retries it without waiting for the heartbeat timeout.
 */
import type { WorkflowHandle } from '@temporalio/client';
import { buildScannedSdsPdf } from '../fixtures/special-pdfs.js';
import { postExtraction } from '../integration/api/http.js';
import { startApiHarness, type ApiHarness } from '../integration/api/harness.js';
import { startWorkerProcess, type ServiceProcess } from './service-process.js';
import {
  finishedExtractionAttempt,
  waitForExtractionActivity,
  waitForRunningWorkflowId,
} from './workflow-progress.js';

const TEST_TIMEOUT_MS = 240_000;
// Long enough for OCR of the scanned fixture on a loaded machine (it takes 20-50 s here).
const GENEROUS_GRACE_MS = 150_000;
const SHORT_GRACE_MS = 1_000;
// The extraction activity's heartbeat timeout: a killed worker's activity is retried only after it.
const HEARTBEAT_TIMEOUT_MS = 20_000;

let api: ApiHarness;
const workers: ServiceProcess[] = [];

beforeAll(async () => {
  // The caller waits synchronously for as long as the test can take.
  api = await startApiHarness({ startWorkers: false, environment: { SYNC_TIMEOUT_MS: '200000' } });
});
// Each test starts its own workers, so a retry can only land on that test's second worker.
afterEach(async () => {
  const running = workers.splice(0);
  for (const worker of running) worker.child.kill('SIGKILL');
  await Promise.all(running.map((worker) => worker.exited()));
});
afterAll(async () => {
  await api?.close();
});

function startWorker(shutdownGraceMs = GENEROUS_GRACE_MS): Promise<ServiceProcess> {
  return startWorkerProcess(api.config, {
    WORKER_LANES: 'production',
    WORKER_SHUTDOWN_GRACE_MS: String(shutdownGraceMs),
  }).then((worker) => {
    workers.push(worker);
    return worker;
  });
}

/** How the worker process ended: its exit code, or the signal that killed it. */
async function endOf(worker: ServiceProcess): Promise<{ code: number | null; signal: string | null }> {
  await worker.exited();
  return { code: worker.child.exitCode, signal: worker.child.signalCode };
}

/** Sends a scanned SDS synchronously and resolves once a worker runs its extraction activity. */
async function extractionInFlight(): Promise<{ answer: Promise<Response>; handle: WorkflowHandle }> {
  const key = await api.createKey('enterprise');
  const pdf = await buildScannedSdsPdf();
  const answer = postExtraction(api.baseUrl, {
    key: key.plaintext,
    file: { bytes: pdf, name: 'scanned.pdf' },
  });
  const handle = api.temporal.workflow.getHandle(await waitForRunningWorkflowId(api.temporal));
  await waitForExtractionActivity(handle);
  return { answer, handle };
}

/**
 * Starts a worker with `graceMs` and a second one, SIGTERMs the first while it runs OCR, and checks
 * that it exits 0 and the waiting caller still gets its envelope.
 */
async function stopFirstWorkerDuringOcr(graceMs: number) {
  const first = await startWorker(graceMs);
  const { answer, handle } = await extractionInFlight();
  // The second worker takes the workflow's next tasks once the first stops polling.
  const second = await startWorker();
  const stoppedAt = Date.now();
  first.child.kill('SIGTERM');

  expect(await endOf(first)).toEqual({ code: 0, signal: null });
  const exitedInMs = Date.now() - stoppedAt;
  const response = await answer;
  expect(response.status).toBe(200);
  expect(((await response.json()) as { request_id: string }).request_id).toBe(handle.workflowId);
  return { first, second, stoppedAt, exitedInMs, attempt: await finishedExtractionAttempt(handle) };
}

it(
  'a worker told to stop during OCR finishes the document, exits 0, and the waiting caller gets the envelope',
  async () => {
    const { first, exitedInMs, attempt } = await stopFirstWorkerDuringOcr(GENEROUS_GRACE_MS);
    expect(attempt.attempt).toBe(1);
    expect(attempt.identity).toMatch(new RegExp(`^${first.child.pid}@`));
    process.stdout.write(`worker-shutdown: finished its OCR and exited ${exitedInMs} ms after SIGTERM\n`);
  },
  TEST_TIMEOUT_MS,
);

it(
  'a worker whose grace time runs out hands the activity back, exits 0, and another worker retries it at once',
  async () => {
    const { second, stoppedAt, exitedInMs, attempt } = await stopFirstWorkerDuringOcr(SHORT_GRACE_MS);
    expect(attempt.attempt).toBe(2);
    expect(attempt.identity).toMatch(new RegExp(`^${second.child.pid}@`));
    expect(attempt.lastFailure?.applicationFailureInfo?.type).toBe('WorkerShutdown');
    // Handed back, not abandoned: the retry did not wait for the heartbeat timeout.
    const retriedAfterMs = attempt.startedAtMs - stoppedAt;
    expect(retriedAfterMs).toBeLessThan(HEARTBEAT_TIMEOUT_MS);
    process.stdout.write(
      `worker-shutdown: handed the activity back and exited ${exitedInMs} ms after SIGTERM, retried after ${retriedAfterMs} ms\n`,
    );
  },
  TEST_TIMEOUT_MS,
);
