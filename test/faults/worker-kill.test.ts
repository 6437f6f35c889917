/**
 * A worker killed while it runs OCR: its extraction activity stops heartbeating, Temporal times the
 * attempt out after the heartbeat timeout (20 s) and hands the retry to another worker, and the
 * customer's request still completes. Real worker processes (src/main/worker.ts), the real API and a
 * generated scanned PDF that goes through OCR.
 */
import { temporal as proto } from '@temporalio/proto';
import { buildScannedSdsPdf } from '../fixtures/special-pdfs.js';
import { getExtraction, postExtraction } from '../integration/api/http.js';
import { startApiHarness, type ApiHarness } from '../integration/api/harness.js';
import { startWorkerProcess, type ServiceProcess } from './service-process.js';
import { finishedExtractionAttempt, waitForExtractionActivity } from './workflow-progress.js';

const TEST_TIMEOUT_MS = 300_000;

let api: ApiHarness;
const workers: ServiceProcess[] = [];

beforeAll(async () => {
  // Short sync limit: the request answers 202 at once and the test follows the workflow itself.
  api = await startApiHarness({ startWorkers: false, environment: { SYNC_TIMEOUT_MS: '1000' } });
});
afterAll(async () => {
  for (const worker of workers) worker.child.kill('SIGKILL');
  await Promise.all(workers.map((worker) => worker.exited()));
  await api?.close();
});

function startWorker(): Promise<ServiceProcess> {
  return startWorkerProcess(api.config, {
    WORKER_LANES: 'production',
  }).then((worker) => {
    workers.push(worker);
    return worker;
  });
}

it(
  'retries the OCR activity on a second worker after the first one is SIGKILLed mid-run',
  async () => {
    const key = await api.createKey('enterprise');
    const [first, pdf] = await Promise.all([startWorker(), buildScannedSdsPdf()]);
    const accepted = await postExtraction(api.baseUrl, {
      key: key.plaintext,
      file: { bytes: pdf, name: 'scanned.pdf' },
    });
    expect(accepted.status).toBe(202);
    const { request_id: requestId } = (await accepted.json()) as { request_id: string };
    const handle = api.temporal.workflow.getHandle(requestId);

    await waitForExtractionActivity(handle);
    const killedAt = Date.now();
    first.child.kill('SIGKILL');
    await first.exited();
    await startWorker();

    await handle.result();
    const completedInMs = Date.now() - killedAt;

    // The attempt that finished names its number and why the attempt before it ended.
    const retry = await finishedExtractionAttempt(handle);
    expect(retry.attempt).toBe(2);
    expect(retry.lastFailure?.timeoutFailureInfo?.timeoutType).toBe(
      proto.api.enums.v1.TimeoutType.TIMEOUT_TYPE_HEARTBEAT,
    );
    // The retry starts once the heartbeat timeout (20 s) has passed: well inside the minute the issue
    // asks for. (The second OCR run's own duration depends on the machine's load, so it is reported.)
    const retriedInMs = retry.startedAtMs - killedAt;
    expect(retriedInMs).toBeLessThan(60_000);

    const record = await getExtraction(api.baseUrl, requestId, key.plaintext);
    expect(record.status).toBe(200);
    const envelope = (await record.json()) as { request_id: string; confidence_score: number };
    expect(envelope.request_id).toBe(requestId);
    expect(envelope.confidence_score).toBeGreaterThan(0);
    process.stdout.write(
      `worker-kill: retry started ${retriedInMs} ms and completed ${completedInMs} ms after SIGKILL\n`,
    );
  },
  TEST_TIMEOUT_MS,
);
