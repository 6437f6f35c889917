/**
 * A bulk batch: a sliding window of item workflows with at most `concurrency` in flight. Each item
 * workflow runs the same extraction workflow as the synchronous API as its child, raises the item's
 * webhook event and signals this workflow when it has settled. Item workflows are started with
 * ParentClosePolicy ABANDON, so they keep running while this workflow continues as new; the small
 * cursor in the input (next position, items in flight) is all that crosses over. With nothing left to
 * start and nothing in flight it closes the batch, which the database refuses if files were appended
 * meanwhile (those are started first) or while the caller holds the batch open for more chunks (then
 * it waits, on a durable timer, for the next append, a seal or the end of the hold): a batch sends
 * exactly one batch.completed.
 */
import {
  ParentClosePolicy,
  WorkflowIdReusePolicy,
  condition,
  continueAsNew,
  defineQuery,
  defineSignal,
  executeChild,
  getExternalWorkflowHandle,
  proxyLocalActivities,
  setHandler,
  startChild,
  workflowInfo,
} from '@temporalio/workflow';
import type { BatchSummary, BulkActivities, ItemToStart } from '../activities/bulk-batch.js';
import type { SchemaVersion } from '../src/extraction/contract.js';
import { SdsApiKeyId, SdsBatchId, SdsFileName, SdsTraffic } from '../src/temporal/search-attributes.js';
import { TASK_QUEUES } from '../src/temporal/task-queues.js';
import { deliverWebhookWorkflow, webhookDeliveryWorkflowId } from './deliver-webhook.js';
import { extractDocumentWorkflow } from './extract-document.js';

export interface BulkBatchInput {
  batchId: string;
  apiKeyId: string;
  schemaVersion: SchemaVersion;
  languageHint?: string;
  /** Base of the result and status URLs in webhook events. */
  publicBaseUrl: string;
  /** The key's window in the bulk lane, shared by its batches that have items to run. */
  concurrency: number;
  /** Items one run starts before it continues as new. */
  itemsPerRun: number;
  /** Position of the next item to start. */
  nextSeq: number;
  /** Request ids of items started (by this or an earlier run) that have not settled yet. */
  inFlight: string[];
  cancelRequested: boolean;
}

export interface BulkItemInput {
  batchId: string;
  apiKeyId: string;
  requestId: string;
  fileName: string;
  blobRef: string;
  schemaVersion: SchemaVersion;
  languageHint?: string;
  publicBaseUrl: string;
}

export interface BatchProgress {
  nextSeq: number;
  inFlight: number;
  /** This batch's part of its key's window, as of its last look for items to start. */
  window: number;
  cancelRequested: boolean;
  startedThisRun: number;
}

export const cancelBatchSignal = defineSignal('cancelBatch');
/** Sent after files were appended to the batch's items in the database. */
export const filesAppendedSignal = defineSignal('filesAppended');
/** Sent after the caller stopped holding the batch open (it may close once its items have settled). */
export const batchSealedSignal = defineSignal('batchSealed');
export const itemSettledSignal = defineSignal<[string]>('itemSettled');
export const batchProgressQuery = defineQuery<BatchProgress>('batchProgress');

/*
 * The batch's bookkeeping runs as local activities: in the worker that runs this workflow, right
 * after the workflow task that needs it, never in the bulk lane's activity slots, where it would
 * queue behind other documents' extractions (a scan's OCR takes minutes). It is database work only,
 * so it needs no slot of its own; extractions run on their own threads and leave the event loop free.
 */

// Per-item steps are single small queries: a short timeout, so a worker killed mid-call stalls nothing long.
const { nextItemsToStart, markBatchRunning, raiseItemEvent } = proxyLocalActivities<BulkActivities>({
  startToCloseTimeout: '15 seconds',
  retry: { maximumInterval: '30 seconds' },
});

// Per-batch steps read or update every item of the batch once.
const { cancelRemainingItems, completeBatch, closeCancelledBatch } = proxyLocalActivities<BulkActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { maximumInterval: '1 minute' },
});

/**
 * The least a held-open batch waits before asking the database again: the hold's end comes from the
 * API's clock, the check from the worker's, and a small skew must not turn the wait into a busy loop.
 */
const MIN_HOLD_WAIT_MS = 1_000;

export function bulkItemWorkflowId(requestId: string): string {
  return `bulk-item-${requestId}`;
}

/** Starts one delivery workflow per stored delivery; they outlive whoever started them. */
async function startDeliveries(deliveryIds: readonly string[]): Promise<void> {
  await Promise.all(
    deliveryIds.map((deliveryId) =>
      startChild(deliverWebhookWorkflow, {
        workflowId: webhookDeliveryWorkflowId(deliveryId),
        taskQueue: TASK_QUEUES.webhooks,
        args: [deliveryId],
        parentClosePolicy: ParentClosePolicy.ABANDON,
      }),
    ),
  );
}

export async function bulkItemWorkflow(input: BulkItemInput): Promise<void> {
  await executeChild(extractDocumentWorkflow, {
    workflowId: input.requestId,
    taskQueue: TASK_QUEUES.bulk,
    workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
    typedSearchAttributes: [
      { key: SdsApiKeyId, value: input.apiKeyId },
      { key: SdsTraffic, value: 'bulk' },
      { key: SdsFileName, value: input.fileName },
      { key: SdsBatchId, value: input.batchId },
    ],
    args: [
      {
        requestId: input.requestId,
        blobRef: input.blobRef,
        fileName: input.fileName,
        schemaVersion: input.schemaVersion,
        languageHint: input.languageHint,
        traffic: 'production',
        apiKeyId: input.apiKeyId,
        batchId: input.batchId,
      },
    ],
  });
  await startDeliveries(await raiseItemEvent(input.requestId, input.publicBaseUrl));
  await getExternalWorkflowHandle(input.batchId).signal(itemSettledSignal, input.requestId);
}

export async function bulkBatchWorkflow(input: BulkBatchInput): Promise<string> {
  const inFlight = new Set(input.inFlight);
  let nextSeq = input.nextSeq;
  let cancelRequested = input.cancelRequested;
  // Set by an append or a seal: the batch's items or its hold changed in the database since the last look.
  let batchChanged = false;
  let startedThisRun = 0;
  let window = input.concurrency;
  let pending: ItemToStart[] = [];

  setHandler(cancelBatchSignal, () => void (cancelRequested = true));
  setHandler(filesAppendedSignal, () => void (batchChanged = true));
  setHandler(batchSealedSignal, () => void (batchChanged = true));
  setHandler(itemSettledSignal, (requestId) => void inFlight.delete(requestId));
  setHandler(batchProgressQuery, () => ({
    nextSeq,
    inFlight: inFlight.size,
    window,
    cancelRequested,
    startedThisRun,
  }));

  if (input.nextSeq === 0 && input.inFlight.length === 0) await markBatchRunning(input.batchId);

  const startItem = async (item: ItemToStart): Promise<void> => {
    inFlight.add(item.requestId);
    await startChild(bulkItemWorkflow, {
      workflowId: bulkItemWorkflowId(item.requestId),
      taskQueue: TASK_QUEUES.bulk,
      parentClosePolicy: ParentClosePolicy.ABANDON,
      typedSearchAttributes: [{ key: SdsBatchId, value: input.batchId }],
      args: [
        {
          batchId: input.batchId,
          apiKeyId: input.apiKeyId,
          requestId: item.requestId,
          fileName: item.fileName,
          blobRef: item.blobRef,
          schemaVersion: input.schemaVersion,
          languageHint: input.languageHint,
          publicBaseUrl: input.publicBaseUrl,
        },
      ],
    });
  };

  let summary: BatchSummary | null = null;
  while (!summary) {
    await condition(() => cancelRequested || inFlight.size < window);
    if (cancelRequested) break;
    if (startedThisRun >= input.itemsPerRun || workflowInfo().continueAsNewSuggested) {
      await continueAsNew<typeof bulkBatchWorkflow>({
        ...input,
        nextSeq,
        inFlight: [...inFlight],
        cancelRequested,
      });
    }
    if (pending.length === 0) {
      batchChanged = false;
      // The key's other batches may have started or finished: each look for items re-divides its window.
      ({ window, items: pending } = await nextItemsToStart(
        input.batchId,
        input.apiKeyId,
        nextSeq,
        input.concurrency,
      ));
    }
    if (pending.length === 0) {
      // Nothing left to start: wait for the items in flight, unless files arrive meanwhile.
      await condition(() => cancelRequested || batchChanged || inFlight.size === 0);
      if (cancelRequested || batchChanged) continue;
      // Closing refuses further files; refused itself when files were appended since the last look
      // (started next) or while the caller holds the batch open (then wait for a change or the hold's end).
      const closing = await completeBatch(input.batchId, nextSeq, input.publicBaseUrl);
      if ('summary' in closing) {
        summary = closing.summary;
      } else if (closing.itemCount <= nextSeq && closing.openUntil !== null) {
        const holdMs = Date.parse(closing.openUntil) - Date.now();
        await condition(() => cancelRequested || batchChanged, Math.max(holdMs, MIN_HOLD_WAIT_MS));
      }
      continue;
    }
    const batch = pending.splice(0, Math.max(window - inFlight.size, 0));
    if (batch.length === 0) continue;
    nextSeq = batch.at(-1)!.seq + 1;
    startedThisRun += batch.length;
    await Promise.all(batch.map(startItem));
  }

  if (!summary) {
    await cancelRemainingItems(input.batchId, nextSeq);
    // Items already running finish (their outcome and events are real); the batch settles after them.
    await condition(() => inFlight.size === 0);
    summary = await closeCancelledBatch(input.batchId, input.publicBaseUrl);
  }
  await startDeliveries(summary.deliveryIds);
  return summary.state;
}
