/**
 * The public website process: its own port, its own app and limits. Trial extractions run on the
 * evaluation task queue (a worker with the evaluation lane must be running).
 */
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../config.js';
import { createLogger } from '../logging.js';
import { startOperatorEndpoint } from '../observability/operator-endpoint.js';
import { createSiteApp } from '../site/app.js';
import { composeSite } from '../site/compose.js';
import { createBlobStore } from '../storage/blob/index.js';
import { openDatabase } from '../storage/database.js';
import { createClient } from '../temporal/connection.js';
import { ExtractionClient } from '../temporal/extraction-client.js';
import { closeServerOnSignal, listen } from './http-server.js';

const OPENAPI_PATH = new URL('../../openapi.yaml', import.meta.url);

const config = loadConfig();
const logger = createLogger({ level: config.logLevel, name: 'site' });
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const client = await createClient(config.temporal, { maxAttempts: 3 });

const app = createSiteApp(
  composeSite({
    config,
    db,
    blobStore: createBlobStore(config),
    logger,
    workflows: new ExtractionClient(client),
    openApiYaml: await readFile(OPENAPI_PATH, 'utf8'),
  }),
);
const server = await listen(app.callback(), config.site.host, config.site.port);
server.requestTimeout = config.site.limits.syncTimeoutMs + 60_000;
logger.info({ url: `http://${config.site.host}:${config.site.port}` }, 'website listening');

const operatorEndpoint = await startOperatorEndpoint(config, logger);

closeServerOnSignal(
  server,
  logger,
  async () => {
    await operatorEndpoint.close();
    await client.connection.close();
    await db.close();
  },
  { drainMs: config.site.drainMs },
);
