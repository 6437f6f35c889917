/**
 * One Worker per lane, each on its own task queue with its own activity slots, all sharing one
 * workflow bundle (bundling is the slow part of start-up, so it happens once).
 */
import { fileURLToPath } from 'node:url';
import { bundleWorkflowCode, Worker, type NativeConnection } from '@temporalio/worker';
import type { WorkerLane } from '../config.js';
import type { Logger } from '../logging.js';
import { temporalLogger } from './logger.js';
import { TASK_QUEUES } from './task-queues.js';

export const WORKFLOWS_PATH = fileURLToPath(new URL('../../workflows/index.ts', import.meta.url));

export interface LaneWorkersOptions {
  connection: NativeConnection;
  namespace: string;
  lanes: readonly WorkerLane[];
  slots: Readonly<Record<WorkerLane, number>>;
  activities: object;
  logger: Logger;
  /** How long a shutting-down worker lets running activities finish before cancelling them. */
  shutdownGraceTime?: string;
}

export async function createLaneWorkers(options: LaneWorkersOptions): Promise<Worker[]> {
  // webpack reports every step at info level; only its warnings and errors are worth a log line.
  const bundlerLogger = temporalLogger(
    options.logger.child({ subsystem: 'workflow-bundler' }, { level: 'warn' }),
  );
  const workflowBundle = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: bundlerLogger });
  return Promise.all(
    options.lanes.map((lane) =>
      Worker.create({
        connection: options.connection,
        namespace: options.namespace,
        taskQueue: TASK_QUEUES[lane],
        workflowBundle,
        activities: options.activities,
        maxConcurrentActivityTaskExecutions: options.slots[lane],
        shutdownGraceTime: options.shutdownGraceTime ?? '30 seconds',
      }),
    ),
  );
}
