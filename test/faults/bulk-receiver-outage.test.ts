/**
 * Issue 4, "done means": the customer's receiver is down (its port closed) for the first minutes of a
 * batch, then answers 500 for a while, then 200: every event arrives, none is lost, and each attempt
 * (status, error, latency) is recorded and readable through the webhook-deliveries API. The retry
 * delays are shortened by configuration; the retries themselves are the real durable activity.
 */
import { startApiHarness, type ApiHarness } from '../integration/api/harness.js';
import { buildBatchFiles } from '../integration/bulk/batch-files.js';
import { BulkCaller, eventually } from '../integration/bulk/bulk-calls.js';
import {
  distinctEvents,
  receiverUrl,
  reservePort,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../integration/bulk/webhook-receiver.js';

const ITEMS = 4;
const DOWN_MS = 125_000;
/** Answers of 500 each event gets before the receiver recovers. */
const ERROR_ANSWERS_PER_EVENT = 2;

let api: ApiHarness;
let receiver: WebhookReceiver | undefined;

beforeAll(async () => {
  api = await startApiHarness({
    lanes: ['bulk', 'webhooks'],
    environment: {
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      WEBHOOK_TIMEOUT_MS: '2000',
      WEBHOOK_RETRY_FIRST_DELAY_MS: '3000',
      WEBHOOK_RETRY_MAX_DELAY_MS: '15000',
    },
  });
}, 120_000);

afterAll(async () => {
  await receiver?.close();
  await api?.close();
});

it('delivers every event of a batch after its receiver was down for two minutes and then failing, recording each attempt', async () => {
  const customer = new BulkCaller(api.baseUrl, (await api.createKey('enterprise')).plaintext);
  const port = await reservePort();
  const secrets: string[] = [];
  await customer.registerEndpoint({ secrets }, receiverUrl(port));
  const { files } = await buildBatchFiles(ITEMS, [2]);
  const submittedAt = Date.now();
  const accepted = await customer.submitInChunks(files, ITEMS);

  // While the port is closed every event waits, retried, as a pending delivery.
  const waiting = await eventually(async () => {
    const pending = await customer.allDeliveries('pending');
    return pending.length === ITEMS + 1 && pending.every((delivery) => delivery.attempt_count >= 2)
      ? pending
      : undefined;
  }, DOWN_MS - 5_000);
  expect(waiting.every((delivery) => delivery.last_status_code === null)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, submittedAt + DOWN_MS - Date.now()));

  receiver = await startWebhookReceiver({ port, secrets });
  receiver.otherwiseStatus = 500;
  const up = receiver;
  await eventually(() => {
    const errors = up.received.filter((hook) => hook.answeredStatus === 500);
    const perEvent = [...distinctEvents(errors).keys()].map(
      (id) => errors.filter((hook) => hook.id === id).length,
    );
    return perEvent.length === ITEMS + 1 && perEvent.every((count) => count >= ERROR_ANSWERS_PER_EVENT)
      ? true
      : undefined;
  }, 120_000);
  up.otherwiseStatus = 200;

  const acknowledged = await eventually(() => {
    const ok = distinctEvents(up.received.filter((hook) => hook.answeredStatus === 200));
    return ok.size === ITEMS + 1 ? ok : undefined;
  }, 120_000);
  process.stdout.write(
    `bulk-receiver-outage: every event acknowledged ${Date.now() - submittedAt} ms after submission\n`,
  );

  expect(up.received.every((hook) => hook.signatureValid)).toBe(true);
  const events = [...acknowledged.values()];
  expect(events.filter((hook) => hook.body.event === 'batch.completed')).toHaveLength(1);
  expect(new Set(events.flatMap((hook) => (hook.body.request_id ? [hook.body.request_id] : [])))).toEqual(
    new Set(accepted.request_ids),
  );

  // Each delivery's attempts: refused connections for the first two minutes, then 500s, then one 200.
  const deliveries = await eventually(async () => {
    const succeeded = await customer.allDeliveries('succeeded');
    return succeeded.length === ITEMS + 1 ? succeeded : undefined;
  }, 30_000);
  expect(new Set(deliveries.map((delivery) => delivery.webhook_id))).toEqual(new Set(acknowledged.keys()));
  for (const delivery of deliveries) {
    const attempts = await customer.deliveryAttempts(delivery.id);
    expect(attempts.map((attempt) => attempt.attempt)).toEqual(attempts.map((_, index) => index + 1));
    const refused = attempts.filter((attempt) => attempt.status_code === null);
    const failing = attempts.filter((attempt) => attempt.status_code === 500);
    expect(refused.length).toBeGreaterThanOrEqual(4);
    expect(failing.length).toBeGreaterThanOrEqual(ERROR_ANSWERS_PER_EVENT);
    expect(attempts.map((attempt) => attempt.status_code)).toEqual([
      ...refused.map(() => null),
      ...failing.map(() => 500),
      200,
    ]);
    expect(refused.every((attempt) => attempt.error && attempt.outcome === 'retrying')).toBe(true);
    const refusedFor = Date.parse(refused.at(-1)!.attempted_at) - Date.parse(refused[0]!.attempted_at);
    expect(refusedFor).toBeGreaterThan(60_000);
    expect(failing.every((attempt) => attempt.outcome === 'retrying')).toBe(true);
    expect(attempts.at(-1)).toMatchObject({ outcome: 'succeeded', error: null });
    expect(attempts.every((attempt) => Number.isInteger(attempt.latency_ms) && attempt.latency_ms >= 0)).toBe(
      true,
    );
  }
}, 360_000);
