/**
 * The batch workflow's history, run by run along its continue-as-new chain: events and encoded bytes
 * of each run, against the server's warning limits. Defaults of Temporal's dynamic config
 * (common/dynamicconfig/constants.go): limit.historyCount.warn 10*1024 events,
 * limit.historySize.warn 10 MB; the error limits that terminate a run are 50*1024 events and 50 MB.
 */
import type { Client } from '@temporalio/client';
import proto from '@temporalio/proto';
import { bulkItemWorkflowId } from '../../../workflows/bulk-batch.js';

export const HISTORY_WARN_LIMITS = { events: 10 * 1024, bytes: 10 * 1024 * 1024 };

export interface RunHistory {
  runId: string;
  events: number;
  bytes: number;
}

async function runHistory(client: Client, workflowId: string, runId?: string): Promise<RunHistory> {
  const handle = client.workflow.getHandle(workflowId, runId);
  const history = await handle.fetchHistory();
  return {
    runId: runId ?? (await handle.describe()).runId,
    events: history.events?.length ?? 0,
    bytes: proto.temporal.api.history.v1.History.encode(history).finish().length,
  };
}

/** Every run of the batch workflow, oldest first. */
export async function batchRunHistories(client: Client, batchId: string): Promise<RunHistory[]> {
  const runs: { runId: string; startTime: Date }[] = [];
  for await (const execution of client.workflow.list({ query: `WorkflowId = '${batchId}'` })) {
    runs.push({ runId: execution.runId, startTime: execution.startTime });
  }
  runs.sort((a, b) => a.startTime.getTime() - b.startTime.getTime());
  const histories: RunHistory[] = [];
  for (const run of runs) histories.push(await runHistory(client, batchId, run.runId));
  return histories;
}

/** One item's two workflows (the bulk item and its extraction child), for comparison. */
export async function itemHistories(
  client: Client,
  requestId: string,
): Promise<{ item: RunHistory; extraction: RunHistory }> {
  return {
    item: await runHistory(client, bulkItemWorkflowId(requestId)),
    extraction: await runHistory(client, requestId),
  };
}
