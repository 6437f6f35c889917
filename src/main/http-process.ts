/**
 * What the API and the website processes share around their Koa app: the configuration, logger,
 * database and Temporal client they open, and the operator endpoint they start beside the server and
 * release, with the rest, after draining on SIGINT/SIGTERM.
 */
import type http from 'node:http';
import type { Client } from '@temporalio/client';
import { loadConfig, type AppConfig } from '../config.js';
import { createLogger, type Logger } from '../logging.js';
import { startOperatorEndpoint } from '../observability/operator-endpoint.js';
import { openDatabase, type Database } from '../storage/database.js';
import { createClient } from '../temporal/connection.js';
import { closeServerOnSignal } from './http-server.js';

export interface HttpProcessResources {
  config: AppConfig;
  logger: Logger;
  db: Database;
  temporal: Client;
}

export async function openHttpProcessResources(name: string): Promise<HttpProcessResources> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, name });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const temporal = await createClient(config.temporal, { maxAttempts: 3 });
  return { config, logger, db, temporal };
}

/** Starts the operator endpoint; on a stop signal drains `server`, then releases every resource. */
export async function serveUntilSignal(
  server: http.Server,
  { config, logger, db, temporal }: HttpProcessResources,
  { drainMs }: { drainMs: number },
): Promise<void> {
  const operatorEndpoint = await startOperatorEndpoint(config, logger);
  closeServerOnSignal(
    server,
    logger,
    async () => {
      await operatorEndpoint.close();
      await temporal.connection.close();
      await db.close();
    },
    { drainMs },
  );
}
