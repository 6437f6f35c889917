/**
 * Queue depth: the approximate backlog of each task queue, asked from the Temporal server when
 * Prometheus scrapes (DescribeTaskQueue with report_stats), so it is never stale.
 */
import proto from '@temporalio/proto';
import type { Logger } from '../logging.js';
import type { ServiceMetrics } from './metrics.js';

// @temporalio/proto is CommonJS: under native ESM only its default export is reachable.
const { temporal } = proto;

type WorkflowService = proto.temporal.api.workflowservice.v1.WorkflowService;

const KINDS = [
  { kind: 'workflow', type: temporal.api.enums.v1.TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW },
  { kind: 'activity', type: temporal.api.enums.v1.TaskQueueType.TASK_QUEUE_TYPE_ACTIVITY },
] as const;

export type TaskQueueBacklog = Record<(typeof KINDS)[number]['kind'], number>;

export async function taskQueueBacklog(
  service: WorkflowService,
  namespace: string,
  taskQueue: string,
): Promise<TaskQueueBacklog> {
  const counts = await Promise.all(
    KINDS.map(async ({ type }) => {
      const response = await service.describeTaskQueue({
        namespace,
        taskQueue: { name: taskQueue, kind: temporal.api.enums.v1.TaskQueueKind.TASK_QUEUE_KIND_NORMAL },
        taskQueueType: type,
        reportStats: true,
      });
      const count = response.stats?.approximateBacklogCount;
      return count === undefined || count === null ? 0 : Number(count);
    }),
  );
  return { workflow: counts[0] ?? 0, activity: counts[1] ?? 0 };
}

/**
 * Makes the queue-depth gauge ask the server for these task queues at every scrape. While the
 * server cannot answer, the gauge is emptied rather than left showing stale numbers.
 */
export function trackQueueDepth(options: {
  metrics: ServiceMetrics;
  service: WorkflowService;
  namespace: string;
  taskQueues: readonly string[];
  logger: Logger;
}): void {
  const { metrics, service, namespace, taskQueues, logger } = options;
  metrics.setQueueDepthSource(async () => {
    try {
      const backlogs = await Promise.all(
        taskQueues.map((taskQueue) => taskQueueBacklog(service, namespace, taskQueue)),
      );
      backlogs.forEach((backlog, index) => {
        for (const [kind, count] of Object.entries(backlog)) {
          metrics.queueDepth.set({ task_queue: taskQueues[index], kind }, count);
        }
      });
    } catch (error) {
      metrics.queueDepth.reset();
      logger.warn({ err: error }, 'could not read task queue backlog from Temporal');
    }
  });
}
