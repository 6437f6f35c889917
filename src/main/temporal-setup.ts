/**
 * Waits until Temporal answers, then registers the service's search attributes in the namespace
 * (idempotent). Run by scripts/start.sh before the worker and the API start.
 */
import { loadConfig } from '../config.js';
import { createLogger } from '../logging.js';
import { connectClient } from '../temporal/connection.js';
import { registerSearchAttributes } from '../temporal/register-search-attributes.js';

const WAIT_MS = 90_000;

const config = loadConfig();
const logger = createLogger({ level: config.logLevel, name: 'temporal-setup' });

async function connectWhenReady() {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      return await connectClient(config.temporal);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const connection = await connectWhenReady();
try {
  const added = await registerSearchAttributes(connection, config.temporal.namespace);
  logger.info({ namespace: config.temporal.namespace, added }, 'search attributes registered');
} catch (error) {
  // A managed cluster may refuse operator calls to this key: register them there by its own means.
  logger.warn({ err: error, namespace: config.temporal.namespace }, 'could not register search attributes');
} finally {
  await connection.close();
}
