/**
 * Keeps the Temporal namespace's workflow history retention equal to the envelope retention, so a
 * job's history (request ID, file name, API key ID in its search attributes) lives exactly as long
 * as the service's own record of it.
 */
import { msToTs } from '@temporalio/common/lib/time.js';
import type { temporal } from '@temporalio/proto';

type WorkflowService = temporal.api.workflowservice.v1.WorkflowService;

const DAY_SECONDS = 24 * 60 * 60;

export async function namespaceRetentionDays(service: WorkflowService, namespace: string): Promise<number> {
  const { config } = await service.describeNamespace({ namespace });
  const seconds = Number(config?.workflowExecutionRetentionTtl?.seconds ?? 0);
  return seconds / DAY_SECONDS;
}

/** Needs namespace-admin rights; on Temporal Cloud the retention is set in the Cloud console instead. */
export async function setNamespaceRetention(
  service: WorkflowService,
  namespace: string,
  days: number,
): Promise<void> {
  if ((await namespaceRetentionDays(service, namespace)) === days) return;
  await service.updateNamespace({
    namespace,
    config: { workflowExecutionRetentionTtl: msToTs(`${days} days`) },
  });
}
