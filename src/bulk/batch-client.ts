/**
 * The client side of the batch and webhook delivery workflows: start a batch or tell it about appended
 * files (one signal-with-start), cancel it, redeliver a webhook.
 */
import {
  WorkflowExecutionAlreadyStartedError,
  WorkflowNotFoundError,
  type Client,
  type SignalDefinition,
} from '@temporalio/client';
import { SdsApiKeyId, SdsBatchId } from '../temporal/search-attributes.js';
import { TASK_QUEUES } from '../temporal/task-queues.js';
import { isTemporalUnreachable, temporalUnavailable } from '../temporal/unavailable.js';
import {
  batchSealedSignal,
  cancelBatchSignal,
  filesAppendedSignal,
  type BulkBatchInput,
  type bulkBatchWorkflow,
} from '../../workflows/bulk-batch.js';
import { webhookDeliveryWorkflowId, type deliverWebhookWorkflow } from '../../workflows/deliver-webhook.js';

const CALL_DEADLINE_MS = 10_000;

export class BatchClient {
  constructor(private readonly client: Client) {}

  /**
   * Starts the batch workflow with `input` if it never ran, or signals the running one that files were
   * appended. A batch workflow that has already closed is never started again: it closed only after
   * starting every item the database held, so the files this call reports were among them.
   */
  async startOrNotify(input: BulkBatchInput): Promise<void> {
    try {
      await this.call(() =>
        this.client.workflow.signalWithStart<typeof bulkBatchWorkflow, []>('bulkBatchWorkflow', {
          workflowId: input.batchId,
          taskQueue: TASK_QUEUES.bulk,
          workflowIdReusePolicy: 'REJECT_DUPLICATE',
          args: [input],
          signal: filesAppendedSignal,
          signalArgs: [],
          typedSearchAttributes: [
            { key: SdsBatchId, value: input.batchId },
            { key: SdsApiKeyId, value: input.apiKeyId },
          ],
        }),
      );
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }

  /** False when no batch workflow is running (the batch had already finished). */
  cancel(batchId: string): Promise<boolean> {
    return this.signalRunning(batchId, cancelBatchSignal);
  }

  /** Tells the batch workflow that the caller no longer holds the batch open; false when none runs. */
  sealed(batchId: string): Promise<boolean> {
    return this.signalRunning(batchId, batchSealedSignal);
  }

  private async signalRunning(batchId: string, signal: SignalDefinition): Promise<boolean> {
    try {
      await this.call(() => this.client.workflow.getHandle(batchId).signal(signal));
      return true;
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) return false;
      throw error;
    }
  }

  /**
   * Starts a new delivery run for a delivery the caller has just reopened (its last attempt was final).
   * The previous run under the same ID may still be winding down after recording that attempt; it has
   * nothing left to do, so it is replaced rather than mistaken for a running attempt.
   */
  async redeliver(deliveryId: string): Promise<void> {
    await this.call(() =>
      this.client.workflow.start<typeof deliverWebhookWorkflow>('deliverWebhookWorkflow', {
        workflowId: webhookDeliveryWorkflowId(deliveryId),
        taskQueue: TASK_QUEUES.webhooks,
        args: [deliveryId],
        workflowIdConflictPolicy: 'TERMINATE_EXISTING',
      }),
    );
  }

  private async call<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await this.client.connection.withDeadline(Date.now() + CALL_DEADLINE_MS, operation);
    } catch (error) {
      if (isTemporalUnreachable(error)) throw temporalUnavailable();
      throw error;
    }
  }
}
