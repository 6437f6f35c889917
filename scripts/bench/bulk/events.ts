/**
 * What the benchmark's webhook receiver (written from the Standard Webhooks specification, shared
 * with the bulk integration tests) got for one batch: one item event per request id, the
 * batch.completed event, and whether every signature verified.
 */
import type { ReceivedWebhook } from '../../../test/integration/bulk/webhook-receiver.js';

export interface EventCheck {
  itemEventsReceived: number;
  itemsWithoutEvent: number;
  duplicateDeliveries: number;
  failedItems: number;
  invalidSignatures: number;
  batchCompleted?: Record<string, unknown>;
}

/** Request ids whose item event has arrived (re-deliveries of one webhook-id counted once). */
export function settledItems(received: readonly ReceivedWebhook[], batchId: string): Set<string> {
  const settled = new Set<string>();
  for (const hook of received) {
    if (hook.body.batch_id === batchId && typeof hook.body.request_id === 'string') {
      settled.add(hook.body.request_id);
    }
  }
  return settled;
}

export function checkEvents(
  received: readonly ReceivedWebhook[],
  batchId: string,
  requestIds: readonly string[],
): EventCheck {
  const forBatch = received.filter((hook) => hook.body.batch_id === batchId);
  const itemEvents = forBatch.filter((hook) => typeof hook.body.request_id === 'string');
  const settled = settledItems(received, batchId);
  return {
    itemEventsReceived: settled.size,
    itemsWithoutEvent: requestIds.filter((requestId) => !settled.has(requestId)).length,
    duplicateDeliveries: forBatch.length - new Set(forBatch.map((hook) => hook.id)).size,
    failedItems: itemEvents.filter((hook) => hook.body.event === 'extraction.failed').length,
    invalidSignatures: forBatch.filter((hook) => !hook.signatureValid).length,
    batchCompleted: forBatch.find((hook) => hook.body.event === 'batch.completed')?.body,
  };
}
