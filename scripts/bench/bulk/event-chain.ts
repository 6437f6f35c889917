/**
 * Where an item event's latency goes, read from the Temporal histories of the chain: the extraction
 * workflow closes; the item workflow's next workflow task is picked up and completes (its local
 * activity raises the event); the delivery workflow starts on the webhook lane, its workflow task
 * schedules the delivery activity, which posts to the receiver. Each step's time is the difference
 * between two of these moments (server clock, the receiver's for the last), per item.
 */
import type { Client } from '@temporalio/client';
import proto from '@temporalio/proto';
import { bulkItemWorkflowId } from '../../../workflows/bulk-batch.js';
import { percentile } from './statistics.js';

const EventType = proto.temporal.api.enums.v1.EventType;
type HistoryEvent = proto.temporal.api.history.v1.IHistoryEvent;

/** The steps, in chain order: each one ends where the next begins. */
export const CHAIN_STEPS = [
  'item task queued',
  'item task + local activity',
  'delivery workflow started',
  'delivery task queued',
  'delivery task to activity start',
  'activity start to received',
] as const;
export type ChainStep = (typeof CHAIN_STEPS)[number];

/** Milliseconds per step, and the attempt of the delivery activity that reached the receiver. */
export type ItemEventChain = Record<ChainStep, number> & { deliveryAttempt: number };

function millisOf(event: HistoryEvent): number {
  const time = event.eventTime!;
  return Number(time.seconds ?? 0) * 1000 + Math.floor((time.nanos ?? 0) / 1e6);
}

function firstAfter(
  events: readonly HistoryEvent[],
  from: number,
  type: proto.temporal.api.enums.v1.EventType,
) {
  const found = events.slice(from).findIndex((event) => event.eventType === type);
  if (found < 0) throw new Error(`no ${EventType[type]} after event ${from} of the history`);
  return { index: from + found, at: millisOf(events[from + found]!) };
}

async function historyOf(client: Client, workflowId: string): Promise<HistoryEvent[]> {
  return (await client.workflow.getHandle(workflowId).fetchHistory()).events ?? [];
}

/** One item's steps, from its extraction's close to `receivedAt` (its event's first delivery). */
export async function itemEventChain(
  client: Client,
  requestId: string,
  extractionClosedAt: number,
  receivedAt: number,
): Promise<ItemEventChain> {
  const item = await historyOf(client, bulkItemWorkflowId(requestId));
  const childDone = firstAfter(item, 0, EventType.EVENT_TYPE_CHILD_WORKFLOW_EXECUTION_COMPLETED);
  const itemTaskStarted = firstAfter(item, childDone.index, EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED);
  const deliveryStart = firstAfter(
    item,
    childDone.index,
    EventType.EVENT_TYPE_START_CHILD_WORKFLOW_EXECUTION_INITIATED,
  );
  const deliveryWorkflowId =
    item[deliveryStart.index]!.startChildWorkflowExecutionInitiatedEventAttributes!.workflowId!;
  const itemTaskDone = firstAfter(item, itemTaskStarted.index, EventType.EVENT_TYPE_WORKFLOW_TASK_COMPLETED);
  const delivery = await historyOf(client, deliveryWorkflowId);
  const deliveryStarted = millisOf(delivery[0]!);
  const deliveryTaskStarted = firstAfter(delivery, 0, EventType.EVENT_TYPE_WORKFLOW_TASK_STARTED);
  const activityStarted = firstAfter(delivery, 0, EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED);
  return {
    'item task queued': itemTaskStarted.at - extractionClosedAt,
    'item task + local activity': itemTaskDone.at - itemTaskStarted.at,
    'delivery workflow started': deliveryStarted - itemTaskDone.at,
    'delivery task queued': deliveryTaskStarted.at - deliveryStarted,
    'delivery task to activity start': activityStarted.at - deliveryTaskStarted.at,
    'activity start to received': receivedAt - activityStarted.at,
    deliveryAttempt: delivery[activityStarted.index]!.activityTaskStartedEventAttributes!.attempt ?? 1,
  };
}

/** `step p50/p95 ms` for each step over the items, in chain order, and the deliveries that were retried. */
export function chainSummary(chains: readonly ItemEventChain[]): string {
  const steps = CHAIN_STEPS.map((step) => {
    const values = chains.map((chain) => chain[step]);
    return `${step} ${percentile(values, 0.5).toFixed(0)}/${percentile(values, 0.95).toFixed(0)}`;
  });
  const retried = chains.filter((chain) => chain.deliveryAttempt > 1).length;
  return `${steps.join(', ')}; events delivered on a retried attempt: ${retried}`;
}
