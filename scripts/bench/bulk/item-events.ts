/**
 * Item-event latency: from an item's extraction end (its extraction workflow's close time in
 * Temporal) to its webhook event at the receiver, in a batch whose scanned SDSs hold the bulk lane's
 * slot for their OCR while the text items beside them finish: a finished item's event must not wait
 * behind another document.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { buildScannedSdsPdf } from '../../../test/fixtures/special-pdfs.js';
import { buildTextSdsPdf } from '../../../test/fixtures/sds-pdf.js';
import type { ReceivedWebhook, WebhookReceiver } from '../../../test/integration/bulk/webhook-receiver.js';
import { itemEventChain, type ItemEventChain } from './event-chain.js';
import { settledItems } from './events.js';
import type { BulkStack } from './stack.js';
import { createBatch } from './submit.js';

const SCANNED_PAGES = 2;
const POLL_MS = 1_000;
/** Give up when the batch has not completed in this long. */
const BATCH_TIMEOUT_MS = 30 * 60_000;

export interface ItemEventLatency {
  items: number;
  scannedItems: number;
  /** Per item, extraction end to its first event delivery received. */
  latenciesMs: number[];
  /** Per item, the steps of that latency (event-chain.ts). */
  chains: ItemEventChain[];
}

/** The first delivery of each item's event of the batch, by request id. */
function firstEventAt(received: readonly ReceivedWebhook[], batchId: string): Map<string, number> {
  const first = new Map<string, number>();
  for (const hook of received) {
    const requestId = hook.body.request_id;
    if (hook.body.batch_id !== batchId || typeof requestId !== 'string') continue;
    first.set(requestId, Math.min(first.get(requestId) ?? Infinity, hook.receivedAt));
  }
  return first;
}

/** A batch of `items`, every `scannedEvery`-th a scanned SDS, the others text SDSs. */
export async function measureItemEventLatency(
  stack: BulkStack,
  receiver: WebhookReceiver,
  items: number,
  scannedEvery: number,
): Promise<ItemEventLatency> {
  const [text, scanned] = await Promise.all([
    buildTextSdsPdf({ productName: 'Event latency solvent' }),
    buildScannedSdsPdf({ productName: 'Event latency scan', pageCount: SCANNED_PAGES }),
  ]);
  const pdfs = Array.from({ length: items }, (_, item) => (item % scannedEvery === 0 ? scanned : text));
  const batch = await createBatch(stack, pdfs, items, items, receiver.url);
  receiver.secrets.push(batch.webhookSecret);
  const deadline = Date.now() + BATCH_TIMEOUT_MS;
  while (settledItems(receiver.received, batch.batchId).size < items) {
    if (Date.now() > deadline)
      throw new Error(`the event-latency batch did not settle in ${BATCH_TIMEOUT_MS / 60_000} min`);
    await delay(POLL_MS);
  }
  const eventAt = firstEventAt(receiver.received, batch.batchId);
  const measured = await Promise.all(
    batch.requestIds.map(async (requestId) => {
      const extraction = await stack.temporal.workflow.getHandle(requestId).describe();
      if (!extraction.closeTime) throw new Error(`extraction ${requestId} has no close time`);
      const closedAt = extraction.closeTime.getTime();
      const receivedAt = eventAt.get(requestId)!;
      return {
        latencyMs: receivedAt - closedAt,
        chain: await itemEventChain(stack.temporal, requestId, closedAt, receivedAt),
      };
    }),
  );
  return {
    items,
    scannedItems: pdfs.filter((pdf) => pdf === scanned).length,
    latenciesMs: measured.map((item) => item.latencyMs),
    chains: measured.map((item) => item.chain),
  };
}
