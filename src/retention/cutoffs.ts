/** The instants before which each kind of data has expired, from the configured retention periods. */
import type { RetentionConfig } from '../config.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionCutoffs {
  /**
   * Uploaded files. Never earlier than the envelope cutoff: a record is only deleted once its file
   * is gone, so a shorter envelope period shortens the files' life too.
   */
  files: string;
  /** Extraction records with their envelopes, finished batches and webhook deliveries. */
  envelopes: string;
  /** Website leads with their samples, contacts and accesses; analytics events. */
  leads: string;
}

export function retentionCutoffs(retention: RetentionConfig, asOf: Date): RetentionCutoffs {
  const before = (days: number): string => new Date(asOf.getTime() - days * DAY_MS).toISOString();
  return {
    files: before(Math.min(retention.fileDays, retention.envelopeDays)),
    envelopes: before(retention.envelopeDays),
    leads: before(retention.leadDays),
  };
}
