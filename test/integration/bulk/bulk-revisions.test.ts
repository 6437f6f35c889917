/**
 * A bulk batch of new revisions, a language variant, a re-send and a new product, after a batch that
 * made four products known: the item event of a newer revision carries `revision_of` and its
 * regulatory change count, and batch.completed counts the batch's new products, new revisions (with
 * regulatory changes) and re-sends exactly. Real Temporal, workers, SQLite, PDFs and webhooks.
 * (The 200-item, 60-product batch of issue 26 is too slow for two shared cores; this is its small form.)
 */
import { languageById } from '../../../src/extraction/languages/index.js';
import {
  buildLanguageSdsPdf,
  LANGUAGE_SDS_FACTS,
  type LanguageSdsFacts,
} from '../../fixtures/language-sds.js';
import { startApiHarness, type ApiHarness } from '../api/harness.js';
import { BulkCaller, eventually, type NamedFile } from './bulk-calls.js';
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from './webhook-receiver.js';

let harness: ApiHarness;
let receiver: WebhookReceiver;

beforeAll(async () => {
  [harness, receiver] = await Promise.all([
    startApiHarness({
      lanes: ['bulk', 'webhooks'],
      environment: { WEBHOOK_ALLOW_LOOPBACK: 'true', WORKER_BULK_SLOTS: '2' },
    }),
    startWebhookReceiver(),
  ]);
}, 120_000);

afterAll(async () => {
  await receiver?.close();
  await harness?.close();
});

const english = languageById('en')!;
const product = (name: string, changes: Partial<LanguageSdsFacts> = {}): LanguageSdsFacts => ({
  ...LANGUAGE_SDS_FACTS,
  productName: `Solvex ${name}`,
  ...changes,
});
const file = async (name: string, facts: LanguageSdsFacts, language = english): Promise<NamedFile> => ({
  name: `${name}.pdf`,
  bytes: await buildLanguageSdsPdf(language, {}, facts),
});

async function batchCompleted(batchId: string): Promise<ReceivedWebhook> {
  return eventually(
    () =>
      receiver.received.find(
        (hook) => hook.body.event === 'batch.completed' && hook.body.batch_id === batchId,
      ),
    240_000,
  );
}

it('counts new products, new revisions with regulatory changes and re-sends of a batch', async () => {
  const customer = new BulkCaller(harness.baseUrl, (await harness.createKey('enterprise')).plaintext);
  await customer.registerEndpoint(receiver, receiver.url);
  const known = await Promise.all(['A', 'B', 'C', 'D'].map((name) => file(name, product(name))));
  const first = await customer.submitInChunks(known, known.length);
  expect((await batchCompleted(first.batch_id)).body.revisions).toEqual({
    new_products: 4,
    new_revisions: 0,
    with_regulatory_changes: 0,
    resends: 0,
  });

  const later = { revisionDate: '2025-09-30' };
  const second = await customer.submitInChunks(
    [
      await file('A-2', product('A', { ...later, hCodes: ['H225', 'H319', 'H317'] })),
      await file('B-2', product('B', later)),
      known[2]!,
      await file('D-de', product('D'), languageById('de')!),
      await file('E', product('E')),
    ],
    5,
  );
  expect((await batchCompleted(second.batch_id)).body.revisions).toEqual({
    new_products: 1,
    new_revisions: 2,
    with_regulatory_changes: 1,
    resends: 1,
  });
  const itemEvent = receiver.received.find((hook) => hook.body.request_id === second.request_ids[0]);
  expect(itemEvent?.body).toMatchObject({
    event: 'extraction.completed',
    revision_of: first.request_ids[0],
    regulatory_changes: 2,
  });
}, 600_000);
