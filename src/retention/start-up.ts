/**
 * Retention set-up done by the workers that poll the bulk lane (where the purge runs): the
 * schedule exists and matches the configuration, and the namespace keeps histories as long as
 * the service keeps envelopes.
 */
import { Client } from '@temporalio/client';
import type { NativeConnection } from '@temporalio/worker';
import type { AppConfig } from '../config.js';
import type { Logger } from '../logging.js';
import { setNamespaceRetention } from './namespace-retention.js';
import { ensureRetentionSchedule } from './schedule.js';

export async function prepareRetention(
  connection: NativeConnection,
  config: Pick<AppConfig, 'temporal' | 'retention' | 'worker'>,
  logger: Logger,
): Promise<void> {
  if (!config.worker.lanes.includes('bulk')) return;
  const { namespace } = config.temporal;
  await ensureRetentionSchedule(new Client({ connection, namespace }), config.retention);
  try {
    await setNamespaceRetention(connection.workflowService, namespace, config.retention.envelopeDays);
  } catch (error) {
    // Managed clusters (Temporal Cloud) refuse namespace updates from workers: set it there instead.
    logger.warn(
      { err: error, namespace, days: config.retention.envelopeDays },
      'could not set the namespace retention; set it to RETENTION_ENVELOPE_DAYS on the cluster',
    );
  }
}
