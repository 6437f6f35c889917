/**
 * The production API process. It starts even while Temporal or the database's network peer is
 * down (readiness says so); SIGINT/SIGTERM stop accepting connections and finish open requests.
 */
import type { AddressInfo } from 'node:net';
import { createApiApp } from '../api/app.js';
import { BatchClient } from '../bulk/batch-client.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../logging.js';
import { startOperatorEndpoint } from '../observability/operator-endpoint.js';
import { createBlobStore } from '../storage/blob/index.js';
import { openDatabase } from '../storage/database.js';
import { createClient } from '../temporal/connection.js';
import { ExtractionClient } from '../temporal/extraction-client.js';
import { closeServerOnSignal, listen } from './http-server.js';

const config = loadConfig();
const logger = createLogger({ level: config.logLevel, name: 'api' });
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const client = await createClient(config.temporal, { maxAttempts: 3 });

const app = createApiApp({
  config,
  db,
  blobStore: createBlobStore(config),
  workflows: new ExtractionClient(client),
  bulk: new BatchClient(client),
  logger,
});
const server = await listen(app.callback(), config.api.host, config.api.port);
// The sync path holds a request open up to SYNC_TIMEOUT_MS; the server must not cut it first.
server.requestTimeout = config.limits.syncTimeoutMs + 60_000;
const { port } = server.address() as AddressInfo;
logger.info({ url: `http://${config.api.host}:${port}`, temporal: config.temporal.address }, 'API listening');

const operatorEndpoint = await startOperatorEndpoint(config, logger);

closeServerOnSignal(
  server,
  logger,
  async () => {
    await operatorEndpoint.close();
    await client.connection.close();
    await db.close();
  },
  { drainMs: config.api.drainMs },
);
