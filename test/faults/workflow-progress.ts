/** Waits for a workflow to reach a point worth breaking something at. */
import type { Client, WorkflowHandle } from '@temporalio/client';
import { temporal as proto } from '@temporalio/proto';

const WAIT_MS = 60_000;
const POLL_MS = 200;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once a worker has picked up the workflow's extractDocument activity. */
export async function waitForExtractionActivity(handle: WorkflowHandle): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const { raw } = await handle.describe();
    const started = raw.pendingActivities?.some(
      (activity) =>
        activity.activityType?.name === 'extractDocument' &&
        activity.state === proto.api.enums.v1.PendingActivityState.PENDING_ACTIVITY_STATE_STARTED,
    );
    if (started) return;
    await sleep(POLL_MS);
  }
  throw new Error('the extraction activity never started');
}

/** The id of the first running workflow in the client's namespace. */
export async function waitForRunningWorkflowId(client: Client): Promise<string> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    for await (const execution of client.workflow.list({ query: "ExecutionStatus = 'Running'" })) {
      return execution.workflowId;
    }
    await sleep(POLL_MS);
  }
  throw new Error('no workflow started');
}

export interface FinishedAttempt {
  attempt?: number | null;
  /** The worker that ran it (`pid@host`). */
  identity?: string | null;
  lastFailure?: proto.api.failure.v1.IFailure | null;
  startedAtMs: number;
}

/** The extractDocument attempt that finished (Temporal records only that one's start event). */
export async function finishedExtractionAttempt(handle: WorkflowHandle): Promise<FinishedAttempt> {
  const events = (await handle.fetchHistory()).events ?? [];
  const scheduled = events.find(
    (event) => event.activityTaskScheduledEventAttributes?.activityType?.name === 'extractDocument',
  );
  const started = events.find(
    (event) =>
      String(event.activityTaskStartedEventAttributes?.scheduledEventId) === String(scheduled?.eventId),
  );
  const { attempt, identity, lastFailure } = started?.activityTaskStartedEventAttributes ?? {};
  // int64 seconds arrive as Long, whose string form is the plain number.
  return { attempt, identity, lastFailure, startedAtMs: Number(String(started?.eventTime?.seconds)) * 1000 };
}
