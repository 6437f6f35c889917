/** Task queue per lane: synchronous production calls never wait behind bulk or evaluation work. */
import type { WorkerLane } from '../config.js';

export const TASK_QUEUES: Record<WorkerLane, string> = {
  production: 'sds-production',
  bulk: 'sds-bulk',
  evaluation: 'sds-evaluation',
  /** Webhook deliveries: network waits on customers' receivers, kept off the extraction slots. */
  webhooks: 'sds-webhooks',
};
