/**
 * The request and outcome record of every extraction. A row moves queued → running → succeeded |
 * failed; terminal states are final, so a retried activity can never overwrite an outcome.
 */
import type { Kysely } from 'kysely';
import type { ErrorCode } from '../../errors.js';
import type { ExtractionEnvelope, SchemaVersion } from '../../extraction/contract.js';
import { nowIso } from '../clock.js';
import { recordNotFound } from '../record-not-found.js';
import type { DatabaseSchema, ExtractionRow, ExtractionRowUpdate } from '../schema.js';

export const EXTRACTION_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ExtractionStatus = (typeof EXTRACTION_STATUSES)[number];

export const OPEN_STATUSES: readonly ExtractionStatus[] = ['queued', 'running'];

/** Production traffic comes from API keys; evaluation traffic from the public website. */
export type Traffic = 'production' | 'evaluation';

export interface NewExtraction {
  requestId: string;
  apiKeyId: string | null;
  traffic: Traffic;
  fileName: string;
  blobRef: string;
  byteSize: number;
  schemaVersion: SchemaVersion;
  languageHint?: string | null;
  idempotencyKey?: string | null;
  batchId?: string | null;
}

export interface ExtractionFailure {
  code: ErrorCode;
  message: string;
}

export interface ExtractionOutcome {
  envelope: ExtractionEnvelope;
  confidenceScore: number;
  warningCount: number;
}

export interface ExtractionRecord {
  requestId: string;
  apiKeyId: string | null;
  traffic: Traffic;
  status: ExtractionStatus;
  fileName: string;
  blobRef: string;
  byteSize: number;
  schemaVersion: SchemaVersion;
  languageHint: string | null;
  idempotencyKey: string | null;
  batchId: string | null;
  envelope: ExtractionEnvelope | null;
  confidenceScore: number | null;
  warningCount: number | null;
  error: ExtractionFailure | null;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** When retention released the uploaded file; null while it is kept. */
  filePurgedAt: string | null;
}

export interface CreateExtractionResult {
  record: ExtractionRecord;
  /** False when the request id or (API key, idempotency key) pair already had a row: nothing was written. */
  created: boolean;
}

export class ExtractionRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /**
   * Inserts the request, or returns the row that already answers it: a replay of the same request id
   * (an activity retry) or of the same Idempotency-Key for the same API key. One statement, so two
   * concurrent replays cannot both create a row.
   */
  async create(input: NewExtraction): Promise<CreateExtractionResult> {
    const now = nowIso();
    const inserted = await this.db
      .insertInto('extractions')
      .values({
        request_id: input.requestId,
        api_key_id: input.apiKeyId,
        traffic: input.traffic,
        status: 'queued',
        file_name: input.fileName,
        blob_ref: input.blobRef,
        byte_size: input.byteSize,
        schema_version: input.schemaVersion,
        language_hint: input.languageHint ?? null,
        idempotency_key: input.idempotencyKey ?? null,
        batch_id: input.batchId ?? null,
        envelope_json: null,
        confidence_score: null,
        warning_count: null,
        error_code: null,
        error_message: null,
        created_at: now,
        updated_at: now,
        started_at: null,
        finished_at: null,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { record: toRecord(inserted), created: true };

    const existing =
      (input.idempotencyKey && input.apiKeyId !== null
        ? await this.findByIdempotencyKey(input.apiKeyId, input.idempotencyKey)
        : null) ?? (await this.get(input.requestId));
    if (!existing) throw new Error(`Insert of extraction ${input.requestId} conflicted with no visible row.`);
    return { record: existing, created: false };
  }

  async markRunning(requestId: string): Promise<ExtractionRecord> {
    const now = nowIso();
    return this.transitionOpen(requestId, { status: 'running', started_at: now, updated_at: now });
  }

  async complete(requestId: string, outcome: ExtractionOutcome): Promise<ExtractionRecord> {
    const now = nowIso();
    return this.transitionOpen(requestId, {
      status: 'succeeded',
      envelope_json: JSON.stringify(outcome.envelope),
      confidence_score: outcome.confidenceScore,
      warning_count: outcome.warningCount,
      updated_at: now,
      finished_at: now,
    });
  }

  async fail(requestId: string, failure: ExtractionFailure): Promise<ExtractionRecord> {
    const now = nowIso();
    return this.transitionOpen(requestId, {
      status: 'failed',
      error_code: failure.code,
      error_message: failure.message,
      updated_at: now,
      finished_at: now,
    });
  }

  /**
   * Whether an interactive extraction (one without a batch: a synchronous call or a website trial)
   * created at or after `createdSince` is still queued or running.
   */
  async hasOpenInteractive(createdSince: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('extractions')
      .select('request_id')
      .where('batch_id', 'is', null)
      .where('status', 'in', OPEN_STATUSES)
      .where('created_at', '>=', createdSince)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async get(requestId: string): Promise<ExtractionRecord | null> {
    const row = await this.db
      .selectFrom('extractions')
      .selectAll()
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** The row only if it belongs to this API key: a key never sees another key's extractions. */
  async getForKey(requestId: string, apiKeyId: string): Promise<ExtractionRecord | null> {
    const row = await this.db
      .selectFrom('extractions')
      .selectAll()
      .where('request_id', '=', requestId)
      .where('api_key_id', '=', apiKeyId)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async findByIdempotencyKey(apiKeyId: string, idempotencyKey: string): Promise<ExtractionRecord | null> {
    const row = await this.db
      .selectFrom('extractions')
      .selectAll()
      .where('api_key_id', '=', apiKeyId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** Applies the change only while the row is still open; a finished row is returned unchanged. */
  private async transitionOpen(requestId: string, change: ExtractionRowUpdate): Promise<ExtractionRecord> {
    const updated = await this.db
      .updateTable('extractions')
      .set(change)
      .where('request_id', '=', requestId)
      .where('status', 'in', OPEN_STATUSES)
      .returningAll()
      .executeTakeFirst();
    if (updated) return toRecord(updated);
    const existing = await this.get(requestId);
    if (!existing) throw recordNotFound('extraction', requestId);
    return existing;
  }
}

function toRecord(row: ExtractionRow): ExtractionRecord {
  return {
    requestId: row.request_id,
    apiKeyId: row.api_key_id,
    // Status, traffic and schema version are only written from the typed inputs above.
    traffic: row.traffic as Traffic,
    status: row.status as ExtractionStatus,
    fileName: row.file_name,
    blobRef: row.blob_ref,
    byteSize: Number(row.byte_size),
    schemaVersion: row.schema_version as SchemaVersion,
    languageHint: row.language_hint,
    idempotencyKey: row.idempotency_key,
    batchId: row.batch_id,
    envelope: row.envelope_json === null ? null : (JSON.parse(row.envelope_json) as ExtractionEnvelope),
    confidenceScore: row.confidence_score,
    warningCount: row.warning_count,
    error:
      row.error_code === null
        ? null
        : { code: row.error_code as ErrorCode, message: row.error_message ?? '' },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    filePurgedAt: row.file_purged_at,
  };
}
