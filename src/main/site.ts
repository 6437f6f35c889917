/**
 * The public website process: its own port, its own app and limits. Trial extractions run on the
 * evaluation task queue (a worker with the evaluation lane must be running).
 */
import { readFile } from 'node:fs/promises';
import { createSiteApp } from '../site/app.js';
import { composeSite } from '../site/compose.js';
import { createBlobStore } from '../storage/blob/index.js';
import { ExtractionClient } from '../temporal/extraction-client.js';
import { openHttpProcessResources, serveUntilSignal } from './http-process.js';
import { listen } from './http-server.js';

const OPENAPI_PATH = new URL('../../openapi.yaml', import.meta.url);

const resources = await openHttpProcessResources('site');
const { config, logger, db, temporal } = resources;

const app = createSiteApp(
  composeSite({
    config,
    db,
    blobStore: createBlobStore(config),
    logger,
    workflows: new ExtractionClient(temporal),
    openApiYaml: await readFile(OPENAPI_PATH, 'utf8'),
  }),
);
const server = await listen(app.callback(), config.site.host, config.site.port);
server.requestTimeout = config.site.limits.syncTimeoutMs + 60_000;
logger.info({ url: `http://${config.site.host}:${config.site.port}` }, 'website listening');

await serveUntilSignal(server, resources, { drainMs: config.site.drainMs });
