/**
 * The client side of extractDocumentWorkflow: start it (idempotently: workflow id = request id),
 * wait a bounded time for its outcome, and check that Temporal answers.
 */
import { WorkflowExecutionAlreadyStartedError, WorkflowFailedError, type Client } from '@temporalio/client';
import type { SearchAttributePair } from '@temporalio/common';
import proto from '@temporalio/proto';
import type { WorkerLane } from '../config.js';
import { ServiceError } from '../errors.js';
import type { extractDocumentWorkflow } from '../../workflows/extract-document.js';
import type { ExtractDocumentInput, ExtractDocumentOutcome } from './contracts.js';
import { SdsApiKeyId, SdsBatchId, SdsFileName, SdsStatus, SdsTraffic } from './search-attributes.js';
import { TASK_QUEUES } from './task-queues.js';
import { isTemporalUnreachable, temporalUnavailable } from './unavailable.js';

// @temporalio/proto is CommonJS: under native ESM only its default export is reachable.
const { temporal } = proto;

const CALL_DEADLINE_MS = 10_000;
const RECONNECT_PAUSE_MS = 1_000;

/** Search attribute values are capped by Temporal; file names are for finding a job, not an archive. */
const MAX_KEYWORD_LENGTH = 255;

export function initialSearchAttributes(input: ExtractDocumentInput): SearchAttributePair[] {
  const pairs: SearchAttributePair[] = [
    { key: SdsTraffic, value: input.traffic },
    { key: SdsStatus, value: 'queued' },
    { key: SdsFileName, value: input.fileName.slice(0, MAX_KEYWORD_LENGTH) },
  ];
  if (input.apiKeyId) pairs.push({ key: SdsApiKeyId, value: input.apiKeyId });
  if (input.batchId) pairs.push({ key: SdsBatchId, value: input.batchId });
  return pairs;
}

export class ExtractionClient {
  constructor(private readonly client: Client) {}

  /**
   * Starts the workflow unless one with this request id exists already (running or finished).
   * Website trials start evaluateDocumentWorkflow, which takes the same input and more.
   */
  async start(
    input: ExtractDocumentInput,
    lane: WorkerLane,
    workflowType: 'extractDocumentWorkflow' | 'evaluateDocumentWorkflow' = 'extractDocumentWorkflow',
  ): Promise<void> {
    try {
      await this.client.connection.withDeadline(Date.now() + CALL_DEADLINE_MS, () =>
        this.client.workflow.start(workflowType, {
          workflowId: input.requestId,
          taskQueue: TASK_QUEUES[lane],
          args: [input],
          typedSearchAttributes: initialSearchAttributes(input),
          workflowIdReusePolicy: 'REJECT_DUPLICATE',
          workflowIdConflictPolicy: 'USE_EXISTING',
        }),
      );
    } catch (error) {
      if (error instanceof WorkflowExecutionAlreadyStartedError) return;
      throw this.translate(error);
    }
  }

  /**
   * The outcome, or undefined if the workflow is still running after `timeoutMs`. The workflow is
   * durable, so a Temporal server that drops out (a restart) is waited for until the deadline.
   */
  async waitForOutcome<Outcome extends ExtractDocumentOutcome = ExtractDocumentOutcome>(
    requestId: string,
    timeoutMs: number,
  ): Promise<Outcome | undefined> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const timeout = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
      try {
        return await this.client.connection.withAbortSignal(
          timeout,
          () =>
            this.client.workflow
              .getHandle<typeof extractDocumentWorkflow>(requestId)
              .result() as Promise<Outcome>,
        );
      } catch (error) {
        if (timeout.aborted) return undefined;
        if (!isTemporalUnreachable(error) || Date.now() + RECONNECT_PAUSE_MS >= deadline) {
          throw this.translate(error);
        }
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_PAUSE_MS));
      }
    }
  }

  async ping(): Promise<void> {
    await this.client.connection.withDeadline(Date.now() + CALL_DEADLINE_MS, () =>
      this.client.workflowService.getSystemInfo({}),
    );
  }

  /**
   * Throws unless a worker polls the production lane: Temporal's description of the task queue
   * lists the workers that polled it in the last minutes. Until one does, a submission would wait.
   */
  async assertProductionLanePolled(): Promise<void> {
    const { pollers } = await this.client.connection.withDeadline(Date.now() + CALL_DEADLINE_MS, () =>
      this.client.workflowService.describeTaskQueue({
        namespace: this.client.options.namespace,
        taskQueue: {
          name: TASK_QUEUES.production,
          kind: temporal.api.enums.v1.TaskQueueKind.TASK_QUEUE_KIND_NORMAL,
        },
        taskQueueType: temporal.api.enums.v1.TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW,
      }),
    );
    if (pollers.length === 0) throw new Error(`no worker polls the task queue ${TASK_QUEUES.production}`);
  }

  private translate(error: unknown): unknown {
    if (isTemporalUnreachable(error)) return temporalUnavailable();
    if (error instanceof WorkflowFailedError) {
      return new ServiceError('internal_error', 'The extraction workflow ended without an outcome.');
    }
    return error;
  }
}
