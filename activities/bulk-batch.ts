/**
 * The batch workflow's I/O: which items to start next, the batch's state, cancellation of the rest,
 * and turning finished items and batches into stored webhook deliveries (one per target endpoint).
 */
import {
  isFinished,
  type BatchItem,
  type BatchItemCounts,
  type FinalBatchState,
  type FinishedBatch,
} from '../src/storage/repositories/batches.js';
import {
  batchStatusUrl,
  extractionResultUrl,
  type BatchCompletedEvent,
  type BatchRevisionCounts,
  type WebhookEvent,
} from '../src/webhooks/events.js';
import { batchWindow } from '../src/bulk/key-share.js';
import { revisionMembersOfEnvelope } from '../src/revisions/envelope-members.js';
import type { ActivityDependencies } from './dependencies.js';

/** What the batch workflow needs to start an item's child: references only, never bytes. */
export type ItemToStart = Pick<BatchItem, 'seq' | 'requestId' | 'fileName' | 'blobRef'>;

export interface BatchSummary {
  state: FinalBatchState;
  deliveryIds: string[];
}

export interface NextItems {
  /** How many of the batch's items may be in flight now. */
  window: number;
  items: ItemToStart[];
}

/** A closed batch's summary, or how many items a batch still open has and until when the caller holds it. */
export type Closing = { summary: BatchSummary } | { itemCount: number; openUntil: string | null };

export function createBulkActivities({ db }: Pick<ActivityDependencies, 'db'>) {
  async function notify(
    apiKeyId: string,
    webhookEndpointId: string | null,
    eventKey: string,
    event: WebhookEvent,
  ): Promise<string[]> {
    const targets = await db.webhookEndpoints.notificationTargets(apiKeyId, webhookEndpointId);
    const payload = JSON.stringify(event);
    const deliveries = await Promise.all(
      targets.map((endpoint) =>
        db.webhookDeliveries.createOnce({
          apiKeyId,
          endpointId: endpoint.id,
          eventType: event.event,
          eventKey,
          payload,
        }),
      ),
    );
    return deliveries.map((delivery) => delivery.id);
  }

  async function revisionCounts(batchId: string): Promise<BatchRevisionCounts> {
    const counts = await db.products.batchCounts(batchId);
    return {
      new_products: counts.newProducts,
      new_revisions: counts.newRevisions,
      with_regulatory_changes: counts.revisionsWithRegulatoryChanges,
      resends: counts.duplicates,
    };
  }

  /** Stores the batch's batch.completed event for each target; a batch has exactly one. */
  async function announceBatch(
    batch: FinishedBatch,
    counts: BatchItemCounts,
    publicBaseUrl: string,
  ): Promise<BatchSummary> {
    const { state } = batch;
    const event: BatchCompletedEvent = {
      event: 'batch.completed',
      batch_id: batch.id,
      state,
      counts: { total: batch.itemCount, ...counts },
      warning_summary: await db.batches.warningSummary(batch.id),
      svhc_counts: await db.batches.svhcCounts(batch.id),
      revisions: await revisionCounts(batch.id),
      status_url: batchStatusUrl(publicBaseUrl, batch.id),
      metadata: batch.metadata,
      occurred_at: batch.finishedAt ?? batch.updatedAt,
    };
    const deliveryIds = await notify(
      batch.apiKeyId,
      batch.webhookEndpointId,
      `batch.completed:${batch.id}`,
      event,
    );
    return { state, deliveryIds };
  }

  async function batchOf(batchId: string) {
    const batch = await db.batches.get(batchId);
    if (!batch) throw new Error(`No batch ${batchId}.`);
    return batch;
  }

  return {
    /**
     * The batch's part of its key's window (`keyShare`, split among the key's batches with items to run)
     * and up to that many items from `fromSeq` on to start next.
     */
    async nextItemsToStart(
      batchId: string,
      apiKeyId: string,
      fromSeq: number,
      keyShare: number,
    ): Promise<NextItems> {
      const window = batchWindow(keyShare, await db.batches.activeBatchIds(apiKeyId), batchId);
      const items = await db.batches.listItems(batchId, fromSeq, window);
      return {
        window,
        items: items.map(({ seq, requestId, fileName, blobRef }) => ({ seq, requestId, fileName, blobRef })),
      };
    },

    async markBatchRunning(batchId: string): Promise<void> {
      await db.batches.setState(batchId, 'running');
    },

    async cancelRemainingItems(batchId: string, fromSeq: number): Promise<number> {
      await db.batches.setState(batchId, 'cancelled');
      return db.batches.cancelQueuedItems(batchId, fromSeq);
    },

    /** Stores the item's extraction.completed or extraction.failed event for each target; returns delivery ids. */
    async raiseItemEvent(requestId: string, publicBaseUrl: string): Promise<string[]> {
      const item = await db.extractions.get(requestId);
      if (!item?.batchId || !item.apiKeyId) throw new Error(`Extraction ${requestId} is not a batch item.`);
      if (item.status !== 'succeeded' && item.status !== 'failed') {
        throw new Error(`Extraction ${requestId} has not finished (${item.status}).`);
      }
      const batch = await batchOf(item.batchId);
      const common = {
        request_id: requestId,
        batch_id: batch.id,
        result_url: extractionResultUrl(publicBaseUrl, requestId),
        metadata: batch.metadata,
        occurred_at: item.finishedAt ?? item.updatedAt,
      };
      const event: WebhookEvent =
        item.status === 'succeeded' && item.envelope
          ? {
              event: 'extraction.completed',
              ...common,
              status: 'success',
              confidence_score: item.envelope.confidence_score,
              warnings: item.envelope.warnings,
              ...revisionMembersOfEnvelope(item.envelope),
            }
          : {
              event: 'extraction.failed',
              ...common,
              status: 'failed',
              error: item.error ?? { code: 'internal_error', message: 'The extraction failed.' },
            };
      return notify(batch.apiKeyId, batch.webhookEndpointId, `${event.event}:${requestId}`, event);
    },

    /**
     * Completes a batch whose `startedItems` items have all settled: its final state from the items, and
     * its one batch.completed event. The batch stays open when files were appended meanwhile or the
     * caller holds it open for more; the answer then says how many items it has and until when it waits.
     */
    async completeBatch(batchId: string, startedItems: number, publicBaseUrl: string): Promise<Closing> {
      const counts = await db.batches.countItems(batchId);
      const outcome = await db.batches.close(
        batchId,
        counts.failed > 0 ? 'completed_with_errors' : 'completed',
        startedItems,
      );
      if (!outcome.closed) return { itemCount: outcome.itemCount, openUntil: outcome.openUntil };
      return { summary: await announceBatch(outcome.batch, counts, publicBaseUrl) };
    },

    /** Stores the batch.completed event of a cancelled batch once its running items have settled. */
    async closeCancelledBatch(batchId: string, publicBaseUrl: string): Promise<BatchSummary> {
      const batch = await batchOf(batchId);
      if (!isFinished(batch)) throw new Error(`Batch ${batchId} is ${batch.state}, not cancelled.`);
      return announceBatch(batch, await db.batches.countItems(batchId), publicBaseUrl);
    },
  };
}

export type BulkActivities = ReturnType<typeof createBulkActivities>;
