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
