/**
 * The worker process: one Temporal Worker per configured lane (WORKER_LANES), activities wired to
 * the database and blob store. On SIGINT/SIGTERM (the Temporal runtime's shutdown signals) the
 * workers stop polling and let running activities finish for WORKER_SHUTDOWN_GRACE_MS; activities
 * still running then are cancelled and handed back to Temporal, which retries them on another worker.
 */
import { createActivities } from '../../activities/index.js';
import { loadConfig, type AppConfig } from '../config.js';
import { closeExtractionPool, configureExtractionPool } from '../extraction/isolated.js';
import { createLogger } from '../logging.js';
import { prepareRetention } from '../retention/start-up.js';
import { metrics } from '../observability/metrics.js';
import { startOperatorEndpoint } from '../observability/operator-endpoint.js';
import { trackQueueDepth } from '../observability/queue-depth.js';
import { installTemporalRuntime } from '../observability/temporal-runtime.js';
import { createBlobStore } from '../storage/blob/index.js';
import { openDatabase } from '../storage/database.js';
import { connectWorkerConnection } from '../temporal/connection.js';
import { TASK_QUEUES } from '../temporal/task-queues.js';
import { createLaneWorkers } from '../temporal/workers.js';

const config = loadConfig();
const logger = createLogger({ level: config.logLevel, name: 'worker' });
const sdkMetrics = await installTemporalRuntime(logger.child({ component: 'temporal-sdk' }));
configureExtractionPool({
  timeLimitMs: config.limits.extractionTimeoutMs,
  ...backgroundThreads(config.worker),
});

const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const connection = await connectWorkerConnection(config.temporal);
const taskQueues = config.worker.lanes.map((lane) => TASK_QUEUES[lane]);
trackQueueDepth({
  metrics,
  service: connection.workflowService,
  namespace: config.temporal.namespace,
  taskQueues,
  logger,
});
const operatorEndpoint = await startOperatorEndpoint(config, logger, [sdkMetrics]);
await prepareRetention(connection, config, logger);
try {
  const workers = await createLaneWorkers({
    connection,
    namespace: config.temporal.namespace,
    lanes: config.worker.lanes,
    slots: config.worker.slots,
    activities: createActivities({ db, blobStore: createBlobStore(config), config }),
    logger,
    shutdownGraceTime: `${config.worker.shutdownGraceMs} ms`,
  });
  logger.info(
    {
      temporal: config.temporal.address,
      namespace: config.temporal.namespace,
      taskQueues,
    },
    'worker polling',
  );
  await Promise.all(workers.map((worker) => worker.run()));
  logger.info('worker stopped');
} finally {
  await operatorEndpoint.close();
  await closeExtractionPool();
  await connection.close();
  await db.close();
}

/**
 * Bulk items keep a thread free for synchronous callers and trials only where this worker serves
 * them too; a bulk-only worker gives them every thread.
 */
function backgroundThreads(worker: AppConfig['worker']): { backgroundThreads?: number } {
  if (worker.bulkExtractionThreads !== undefined) return { backgroundThreads: worker.bulkExtractionThreads };
  const servesCallers = worker.lanes.includes('production') || worker.lanes.includes('evaluation');
  return servesCallers ? {} : { backgroundThreads: Number.POSITIVE_INFINITY };
}
