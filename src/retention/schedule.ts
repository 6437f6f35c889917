/**
 * The Temporal Schedule that runs the retention purge (RETENTION_SCHEDULE_CRON, UTC), created on
 * worker start-up or brought in line with the configuration when it already exists.
 */
import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client } from '@temporalio/client';
import type { RetentionConfig } from '../config.js';
import { TASK_QUEUES } from '../temporal/task-queues.js';

export const RETENTION_SCHEDULE_ID = 'sds-retention';
export const RETENTION_WORKFLOW_TYPE = 'retentionWorkflow';

function scheduleOptions(retention: RetentionConfig) {
  return {
    spec: { cronExpressions: [retention.scheduleCron] },
    action: {
      type: 'startWorkflow' as const,
      workflowType: RETENTION_WORKFLOW_TYPE,
      workflowId: 'sds-retention-run',
      taskQueue: TASK_QUEUES.bulk,
      args: [{}],
    },
    // A purge still running when the next is due makes the next one pointless; a missed day is
    // caught up once, since the next run covers everything expired by then anyway.
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 day' },
  };
}

export async function ensureRetentionSchedule(client: Client, retention: RetentionConfig): Promise<void> {
  const options = scheduleOptions(retention);
  try {
    await client.schedule.create({ scheduleId: RETENTION_SCHEDULE_ID, ...options });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
    await client.schedule.getHandle(RETENTION_SCHEDULE_ID).update((previous) => ({
      ...previous,
      spec: options.spec,
      action: options.action,
      policies: { ...previous.policies, ...options.policies },
    }));
  }
}
