import type { ExtractionWarning, RevisionMembers } from '../extraction/contract.js';
import type { SvhcCounts } from '../storage/repositories/batches.js';

/** The event types a webhook receiver can get; payload shapes are documented in openapi.yaml. */
export const WEBHOOK_EVENT_TYPES = ['extraction.completed', 'extraction.failed', 'batch.completed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** With the envelope's revision members (issue 26) when the document was linked to a product. */
export interface ExtractionCompletedEvent extends RevisionMembers {
  event: 'extraction.completed';
  request_id: string;
  batch_id: string | null;
  status: 'success';
  confidence_score: number;
  warnings: ExtractionWarning[];
  result_url: string;
  metadata: unknown;
  occurred_at: string;
}

export interface ExtractionFailedEvent {
  event: 'extraction.failed';
  request_id: string;
  batch_id: string | null;
  status: 'failed';
  error: { code: string; message: string };
  result_url: string;
  metadata: unknown;
  occurred_at: string;
}

export interface BatchCounts {
  total: number;
  queued: number;
  running: number;
  succeeded: number;
  failed: number;
  cancelled: number;
}

export interface WarningCount {
  code: string;
  count: number;
}

/** What a batch's documents brought to the key's products (issue 26). */
export interface BatchRevisionCounts {
  /** Products first seen in this batch. */
  new_products: number;
  /** Documents that are a newer revision of a known product. */
  new_revisions: number;
  /** Of those, the revisions with at least one regulatory change. */
  with_regulatory_changes: number;
  /** Files sent before (the same content): duplicates, not revisions. */
  resends: number;
}

export interface BatchCompletedEvent {
  event: 'batch.completed';
  batch_id: string;
  state: 'completed' | 'completed_with_errors' | 'cancelled';
  counts: BatchCounts;
  warning_summary: WarningCount[];
  /** Succeeded items whose record (schema 2027-01) finds an SVHC above 0.1 % w/w, or possibly so. */
  svhc_counts: SvhcCounts;
  revisions: BatchRevisionCounts;
  status_url: string;
  metadata: unknown;
  occurred_at: string;
}

export type WebhookEvent = ExtractionCompletedEvent | ExtractionFailedEvent | BatchCompletedEvent;

export function extractionResultUrl(publicBaseUrl: string, requestId: string): string {
  return new URL(`/v1/extractions/${encodeURIComponent(requestId)}`, publicBaseUrl).toString();
}

export function batchStatusUrl(publicBaseUrl: string, batchId: string): string {
  return new URL(`/v1/extract-sds/bulk/${encodeURIComponent(batchId)}`, publicBaseUrl).toString();
}
