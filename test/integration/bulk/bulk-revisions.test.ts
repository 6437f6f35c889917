/**
 * A bulk batch over products with revisions (test/fixtures/revision-batch.ts, one cycle of its
 * recipes: 6 products, 20 files), after a batch that made four of them known: new products in several
 * languages, revisions with and without regulatory changes, language variants and re-sends, within
 * the batch and of files sent before. batch.completed counts them exactly, and a newer revision's
 * item event carries `revision_of` and its regulatory change count, a re-send's `duplicate_of`.
 * Real Temporal, workers, SQLite, PDFs and webhooks. The 200-file, 60-product form of issue 26 is
 * `npm run bench -- revisions`: too slow for two shared cores in the suite.
 */
import { planRevisionBatch, type RevisionBatchPlan } from '../../fixtures/revision-batch.js';
import { startApiHarness, type ApiHarness } from '../api/harness.js';
import { BulkCaller, eventually } from './bulk-calls.js';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from './webhook-receiver.js';

const PRODUCTS = 6;

let harness: ApiHarness;
let receiver: WebhookReceiver;
let plan: RevisionBatchPlan;

beforeAll(async () => {
  [harness, receiver, plan] = await Promise.all([
    startApiHarness({
      lanes: ['bulk', 'webhooks'],
      environment: { WEBHOOK_ALLOW_LOOPBACK: 'true', WORKER_BULK_SLOTS: '2' },
    }),
    startWebhookReceiver(),
    planRevisionBatch(PRODUCTS),
  ]);
}, 180_000);

afterAll(async () => {
  await receiver?.close();
  await harness?.close();
});

async function batchCompleted(batchId: string): Promise<ReceivedWebhook> {
  return eventually(
    () =>
      receiver.received.find(
        (hook) => hook.body.event === 'batch.completed' && hook.body.batch_id === batchId,
      ),
    480_000,
  );
}

it('counts new products, new revisions with regulatory changes and re-sends of a batch', async () => {
  const customer = new BulkCaller(harness.baseUrl, (await harness.createKey('enterprise')).plaintext);
  await customer.registerEndpoint(receiver, receiver.url);
  const known = await customer.submitInChunks(plan.known, plan.known.length);
  expect((await batchCompleted(known.batch_id)).body.revisions).toEqual(plan.expected.known);

  const batch = await customer.submitInChunks(plan.batch, plan.batch.length);
  const completed = (await batchCompleted(batch.batch_id)).body;
  expect(completed.counts).toMatchObject({ total: plan.batch.length, succeeded: plan.batch.length });
  expect(completed.revisions).toEqual(plan.expected.batch);

  // The regulatory revision of the third product, sent twice: one item is the revision, the other its re-send.
  const knownRegulatory =
    known.request_ids[plan.known.findIndex((file) => file.name.startsWith('product-3-'))];
  const sentTwice = plan.batch.flatMap((file, index) =>
    file.name === 'product-3-en-regulatory.pdf' ? [batch.request_ids[index]!] : [],
  );
  const events = sentTwice.map(
    (requestId) => receiver.received.find((hook) => hook.body.request_id === requestId)!.body,
  );
  const revision = events.find((event) => event.revision_of !== undefined);
  expect(revision).toMatchObject({
    event: 'extraction.completed',
    revision_of: knownRegulatory,
    regulatory_changes: 3,
  });
  expect(events.find((event) => event !== revision)).toMatchObject({ duplicate_of: revision?.request_id });
}, 900_000);
