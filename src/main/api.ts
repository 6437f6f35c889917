/**
 * The production API process. It starts even while Temporal or the database's network peer is
 * down (readiness says so); SIGINT/SIGTERM stop accepting connections and finish open requests.
 */
import type { AddressInfo } from 'node:net';
import { createApiApp } from '../api/app.js';
import { BatchClient } from '../bulk/batch-client.js';
import { createBlobStore } from '../storage/blob/index.js';
import { ExtractionClient } from '../temporal/extraction-client.js';
import { openHttpProcessResources, serveUntilSignal } from './http-process.js';
import { listen } from './http-server.js';

const resources = await openHttpProcessResources('api');
const { config, logger, db, temporal } = resources;

const app = createApiApp({
  config,
  db,
  blobStore: createBlobStore(config),
  workflows: new ExtractionClient(temporal),
  bulk: new BatchClient(temporal),
  logger,
});
const server = await listen(app.callback(), config.api.host, config.api.port);
// The sync path holds a request open up to SYNC_TIMEOUT_MS; the server must not cut it first.
server.requestTimeout = config.limits.syncTimeoutMs + 60_000;
const { port } = server.address() as AddressInfo;
logger.info({ url: `http://${config.api.host}:${port}`, temporal: config.temporal.address }, 'API listening');

await serveUntilSignal(server, resources, { drainMs: config.api.drainMs });
