/**
 * Bulk batches: the batch record, the submissions that added files to it (each with its own
 * Idempotency-Key) and the ordered items, each an extraction row of its own.
 */
import { randomBytes } from 'node:crypto';
import { newRequestId } from '../../request-ids.js';
import type { Kysely, Selectable } from 'kysely';
import type { ErrorCode } from '../../errors.js';
import type { ExtractionWarning, SchemaVersion } from '../../extraction/contract.js';
import { nowIso } from '../clock.js';
import type { DatabaseSchema } from '../schema.js';
import type { BatchesTable } from './bulk-tables.js';
import { ExtractionRepository, type ExtractionStatus } from './extractions.js';

export const BATCH_STATES = ['queued', 'running', 'completed', 'completed_with_errors', 'cancelled'] as const;
export type BatchState = (typeof BATCH_STATES)[number];
export type FinalBatchState = Extract<BatchState, 'completed' | 'completed_with_errors' | 'cancelled'>;

/** The error code recorded on items a cancelled batch never started. */
export const BATCH_CANCELLED_CODE: ErrorCode = 'batch_cancelled';

export type BatchItemStatus = ExtractionStatus | 'cancelled';

export interface BatchRecord {
  id: string;
  apiKeyId: string;
  state: BatchState;
  schemaVersion: SchemaVersion;
  languageHint: string | null;
  webhookEndpointId: string | null;
  metadata: unknown;
  itemCount: number;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface NewBatch {
  apiKeyId: string;
  schemaVersion: SchemaVersion;
  languageHint?: string | null;
  metadata?: unknown;
}

export interface NewBatchFile {
  fileName: string;
  blobRef: string;
  byteSize: number;
}

export interface Submission {
  batchId: string;
  /** Position of the submission's first item in the batch. */
  firstSeq: number;
  requestIds: string[];
}

export interface BatchItem {
  seq: number;
  requestId: string;
  fileName: string;
  blobRef: string;
  status: BatchItemStatus;
  confidenceScore: number | null;
  warningCount: number | null;
  /** Distinct warning codes of a succeeded item, in order of first appearance. */
  warningCodes: string[];
  error: { code: string; message: string } | null;
}

export type BatchItemCounts = Record<BatchItemStatus, number>;

type BatchRow = Selectable<BatchesTable>;

const FINAL_STATES: readonly BatchState[] = ['completed', 'completed_with_errors', 'cancelled'];

export class BatchRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(input: NewBatch): Promise<BatchRecord> {
    const now = nowIso();
    const row = await this.db
      .insertInto('batches')
      .values({
        id: `bat_${randomBytes(10).toString('hex')}`,
        api_key_id: input.apiKeyId,
        state: 'queued',
        schema_version: input.schemaVersion,
        language_hint: input.languageHint ?? null,
        webhook_endpoint_id: null,
        metadata_json: input.metadata === undefined ? null : JSON.stringify(input.metadata),
        item_count: 0,
        created_at: now,
        updated_at: now,
        finished_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  async setWebhookEndpoint(batchId: string, endpointId: string): Promise<void> {
    await this.db
      .updateTable('batches')
      .set({ webhook_endpoint_id: endpointId, updated_at: nowIso() })
      .where('id', '=', batchId)
      .execute();
  }

  /**
   * Adds files to a batch in one transaction: the submission, an extraction row per file and the items
   * at the next positions. A repeated Idempotency-Key returns the first submission and writes nothing.
   */
  async addFiles(
    batch: BatchRecord,
    files: readonly NewBatchFile[],
    idempotencyKey: string | null,
  ): Promise<{ submission: Submission; created: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const submissionId = `sub_${randomBytes(10).toString('hex')}`;
      const inserted = await trx
        .insertInto('bulk_submissions')
        .values({
          id: submissionId,
          api_key_id: batch.apiKeyId,
          batch_id: batch.id,
          idempotency_key: idempotencyKey,
          created_at: nowIso(),
        })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      if (idempotencyKey !== null && (inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) {
        const earlier = await new BatchRepository(trx).findSubmission(batch.apiKeyId, idempotencyKey);
        if (!earlier) throw new Error(`Submission ${idempotencyKey} conflicted with no visible row.`);
        return { submission: earlier, created: false };
      }
      const { item_count: end } = await trx
        .updateTable('batches')
        .set((eb) => ({ item_count: eb('item_count', '+', files.length), updated_at: nowIso() }))
        .where('id', '=', batch.id)
        .returning('item_count')
        .executeTakeFirstOrThrow();
      const firstSeq = Number(end) - files.length;
      const extractions = new ExtractionRepository(trx);
      const requestIds: string[] = [];
      for (const [index, file] of files.entries()) {
        const requestId = newRequestId();
        await extractions.create({
          requestId,
          apiKeyId: batch.apiKeyId,
          traffic: 'production',
          fileName: file.fileName,
          blobRef: file.blobRef,
          byteSize: file.byteSize,
          schemaVersion: batch.schemaVersion,
          languageHint: batch.languageHint,
          batchId: batch.id,
        });
        await trx
          .insertInto('batch_items')
          .values({
            batch_id: batch.id,
            seq: firstSeq + index,
            request_id: requestId,
            submission_id: submissionId,
          })
          .execute();
        requestIds.push(requestId);
      }
      return { submission: { batchId: batch.id, firstSeq, requestIds }, created: true };
    });
  }

  async findSubmission(apiKeyId: string, idempotencyKey: string): Promise<Submission | null> {
    const submission = await this.db
      .selectFrom('bulk_submissions')
      .select(['id', 'batch_id'])
      .where('api_key_id', '=', apiKeyId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    if (!submission) return null;
    const items = await this.db
      .selectFrom('batch_items')
      .select(['request_id', 'seq'])
      .where('submission_id', '=', submission.id)
      .orderBy('seq')
      .execute();
    return {
      batchId: submission.batch_id,
      firstSeq: Number(items[0]?.seq ?? 0),
      requestIds: items.map((item) => item.request_id),
    };
  }

  /** A file this key uploaded before (in any extraction), so a JSON submission can refer to it. */
  async findUploadedFile(apiKeyId: string, blobRef: string): Promise<NewBatchFile | null> {
    const row = await this.db
      .selectFrom('extractions')
      .select(['file_name', 'blob_ref', 'byte_size'])
      .where('api_key_id', '=', apiKeyId)
      .where('blob_ref', '=', blobRef)
      .limit(1)
      .executeTakeFirst();
    return row ? { fileName: row.file_name, blobRef: row.blob_ref, byteSize: Number(row.byte_size) } : null;
  }

  async get(batchId: string): Promise<BatchRecord | null> {
    const row = await this.db.selectFrom('batches').selectAll().where('id', '=', batchId).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** The batch only if it belongs to this API key: a key never sees another key's batches. */
  async getForKey(batchId: string, apiKeyId: string): Promise<BatchRecord | null> {
    const row = await this.db
      .selectFrom('batches')
      .selectAll()
      .where('id', '=', batchId)
      .where('api_key_id', '=', apiKeyId)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** Items at positions >= fromSeq, in order. */
  async listItems(batchId: string, fromSeq: number, limit: number): Promise<BatchItem[]> {
    const rows = await this.db
      .selectFrom('batch_items')
      .innerJoin('extractions', 'extractions.request_id', 'batch_items.request_id')
      .select([
        'batch_items.seq',
        'batch_items.request_id',
        'extractions.file_name',
        'extractions.blob_ref',
        'extractions.status',
        'extractions.confidence_score',
        'extractions.warning_count',
        'extractions.envelope_json',
        'extractions.error_code',
        'extractions.error_message',
      ])
      .where('batch_items.batch_id', '=', batchId)
      .where('batch_items.seq', '>=', fromSeq)
      .orderBy('batch_items.seq')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      seq: Number(row.seq),
      requestId: row.request_id,
      fileName: row.file_name,
      blobRef: row.blob_ref,
      status: itemStatus(row.status as ExtractionStatus, row.error_code),
      confidenceScore: row.confidence_score,
      warningCount: row.warning_count,
      warningCodes: warningCodesOf(row.envelope_json),
      error: row.error_code === null ? null : { code: row.error_code, message: row.error_message ?? '' },
    }));
  }

  async countItems(batchId: string): Promise<BatchItemCounts> {
    const rows = await this.db
      .selectFrom('batch_items')
      .innerJoin('extractions', 'extractions.request_id', 'batch_items.request_id')
      .select(['extractions.status', 'extractions.error_code'])
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('batch_items.batch_id', '=', batchId)
      .groupBy(['extractions.status', 'extractions.error_code'])
      .execute();
    const counts: BatchItemCounts = { queued: 0, running: 0, succeeded: 0, failed: 0, cancelled: 0 };
    for (const row of rows) {
      counts[itemStatus(row.status as ExtractionStatus, row.error_code)] += Number(row.count);
    }
    return counts;
  }

  /** The warnings of every succeeded item, page by page, for the batch's warning summary. */
  async *succeededItemWarnings(batchId: string, pageSize = 500): AsyncGenerator<ExtractionWarning[]> {
    let fromSeq = 0;
    for (;;) {
      const rows = await this.db
        .selectFrom('batch_items')
        .innerJoin('extractions', 'extractions.request_id', 'batch_items.request_id')
        .select(['batch_items.seq', 'extractions.envelope_json'])
        .where('batch_items.batch_id', '=', batchId)
        .where('batch_items.seq', '>=', fromSeq)
        .where('extractions.status', '=', 'succeeded')
        .orderBy('batch_items.seq')
        .limit(pageSize)
        .execute();
      for (const row of rows) {
        if (row.envelope_json !== null) {
          yield (JSON.parse(row.envelope_json) as { warnings: ExtractionWarning[] }).warnings;
        }
      }
      if (rows.length < pageSize) return;
      fromSeq = Number(rows.at(-1)!.seq) + 1;
    }
  }

  /** Marks the still-queued items from `fromSeq` on as cancelled; returns how many were. */
  async cancelQueuedItems(batchId: string, fromSeq: number): Promise<number> {
    const now = nowIso();
    const result = await this.db
      .updateTable('extractions')
      .set({
        status: 'failed',
        error_code: BATCH_CANCELLED_CODE,
        error_message: 'The batch was cancelled before this file was extracted.',
        updated_at: now,
        finished_at: now,
      })
      .where('status', '=', 'queued')
      .where('request_id', 'in', (eb) =>
        eb
          .selectFrom('batch_items')
          .select('request_id')
          .where('batch_id', '=', batchId)
          .where('seq', '>=', fromSeq),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Moves an open batch to `state`; a cancelled batch stays cancelled. Returns the batch as stored. */
  async setState(batchId: string, state: BatchState): Promise<BatchRecord | null> {
    const now = nowIso();
    await this.db
      .updateTable('batches')
      .set({ state, updated_at: now, finished_at: FINAL_STATES.includes(state) ? now : null })
      .where('id', '=', batchId)
      .where('state', '!=', 'cancelled')
      .execute();
    return this.get(batchId);
  }
}

function warningCodesOf(envelopeJson: string | null): string[] {
  if (envelopeJson === null) return [];
  const { warnings } = JSON.parse(envelopeJson) as { warnings: ExtractionWarning[] };
  return [...new Set(warnings.map((warning) => warning.code))];
}

function itemStatus(status: ExtractionStatus, errorCode: string | null): BatchItemStatus {
  return status === 'failed' && errorCode === BATCH_CANCELLED_CODE ? 'cancelled' : status;
}

function toRecord(row: BatchRow): BatchRecord {
  return {
    id: row.id,
    apiKeyId: row.api_key_id,
    // State and schema version are only written from the typed inputs above.
    state: row.state as BatchState,
    schemaVersion: row.schema_version as SchemaVersion,
    languageHint: row.language_hint,
    webhookEndpointId: row.webhook_endpoint_id,
    metadata: row.metadata_json === null ? null : JSON.parse(row.metadata_json),
    itemCount: Number(row.item_count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}
