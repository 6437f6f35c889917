/**
 * Bulk batches: the batch record, the submissions that added files to it (each with its own
 * Idempotency-Key) and the ordered items, each an extraction row of its own.
 */
import { randomBytes } from 'node:crypto';
import { newRequestId } from '../../request-ids.js';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ErrorCode } from '../../errors.js';
import type { ExtractionWarning, SchemaVersion } from '../../extraction/contract.js';
import { nowIso } from '../clock.js';
import type { DatabaseDialect } from '../database.js';
import type { DatabaseSchema } from '../schema.js';
import type { BatchesTable } from './bulk-tables.js';
import { ExtractionRepository, type ExtractionStatus } from './extractions.js';
import { WebhookEndpointRepository } from './webhook-endpoints.js';

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
  /** Until then the caller holds the batch open for more files; null when it does not. */
  openUntil: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export type FinishedBatch = BatchRecord & { state: FinalBatchState };

export function isFinished(batch: BatchRecord): batch is FinishedBatch {
  return (FINAL_STATES as readonly BatchState[]).includes(batch.state);
}

export interface NewBatch {
  apiKeyId: string;
  schemaVersion: SchemaVersion;
  languageHint?: string | null;
  metadata?: unknown;
  /** The URL of the batch's own webhook endpoint, created with the batch. */
  webhookUrl?: string;
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

/** The batch.completed event's count of products with a Candidate List substance above 0.1 % w/w. */
export interface SvhcCounts {
  products_with_svhc: number;
  products_possibly_with_svhc: number;
}

export interface AddFilesOptions {
  idempotencyKey: string | null;
  /** The batch's item count may not exceed this, whatever number of requests the files come in. */
  maxItems: number;
  /**
   * More files follow: the batch stays open this long after this request even when every item has
   * settled. Absent when this request is the last, which releases a batch held open. Only a batch
   * being created or still held is held (again): once a request without it, a close or the end of the
   * hold has released a batch, a late request with it adds its files without holding the batch.
   */
  holdOpenMs?: number;
}

/** The outcome of trying to close a batch whose started items have all settled. */
export type CloseOutcome =
  { closed: true; batch: FinishedBatch } | { closed: false; itemCount: number; openUntil: string | null };

/** Why a batch takes no more files. */
export type AddFilesRefusal = 'cancelled' | 'finished' | 'full';

export type SubmissionOutcome =
  | { outcome: 'added'; batch: BatchRecord; submission: Submission; webhookSecret?: string }
  | { outcome: 'replayed'; submission: Submission }
  | { outcome: 'refused'; reason: AddFilesRefusal; itemCount: number };

type BatchRow = Selectable<BatchesTable>;

const FINAL_STATES: readonly FinalBatchState[] = ['completed', 'completed_with_errors', 'cancelled'];
const OPEN_STATES: readonly BatchState[] = ['queued', 'running'];

/** Ends a transaction early with an outcome, undoing whatever it wrote. */
class RolledBack {
  constructor(readonly outcome: SubmissionOutcome) {}
}

async function settleTransaction(
  db: Kysely<DatabaseSchema>,
  work: (trx: Kysely<DatabaseSchema>) => Promise<SubmissionOutcome>,
): Promise<SubmissionOutcome> {
  try {
    return await db.transaction().execute(async (trx) => {
      const outcome = await work(trx);
      if (outcome.outcome !== 'added') throw new RolledBack(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.outcome;
    throw error;
  }
}

/**
 * Reserves positions for the files (the batch row's item count, checked against the cap and the
 * batch's state in the same statement, so concurrent appends and the batch's closing serialise on
 * that row), then writes the submission, an extraction row and an item per file.
 */
function holdUntil(now: Date, holdOpenMs: number): string {
  return new Date(now.getTime() + holdOpenMs).toISOString();
}

async function insertFiles(
  trx: Kysely<DatabaseSchema>,
  dialect: DatabaseDialect,
  batchId: string,
  files: readonly NewBatchFile[],
  { idempotencyKey, maxItems, holdOpenMs }: AddFilesOptions,
): Promise<SubmissionOutcome> {
  const now = new Date();
  const reserved = await trx
    .updateTable('batches')
    .set((eb) => ({
      item_count: eb('item_count', '+', files.length),
      open_until:
        holdOpenMs === undefined
          ? null
          : eb
              .case()
              .when('open_until', '>', now.toISOString())
              .then(holdUntil(now, holdOpenMs))
              .else(null)
              .end(),
      updated_at: now.toISOString(),
    }))
    .where('id', '=', batchId)
    .where('state', 'in', OPEN_STATES)
    .where('item_count', '<=', maxItems - files.length)
    .returningAll()
    .executeTakeFirst();
  if (!reserved) {
    const batch = await new BatchRepository(trx, dialect).get(batchId);
    if (!batch) throw new Error(`No batch ${batchId}.`);
    const reason: AddFilesRefusal =
      batch.state === 'cancelled' ? 'cancelled' : isFinished(batch) ? 'finished' : 'full';
    return { outcome: 'refused', reason, itemCount: batch.itemCount };
  }
  const batch = toRecord(reserved);
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
    const earlier = await new BatchRepository(trx, dialect).findSubmission(batch.apiKeyId, idempotencyKey);
    if (!earlier) throw new Error(`Submission ${idempotencyKey} conflicted with no visible row.`);
    return { outcome: 'replayed', submission: earlier };
  }
  const firstSeq = batch.itemCount - files.length;
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
  return { outcome: 'added', batch, submission: { batchId: batch.id, firstSeq, requestIds } };
}

export class BatchRepository {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly dialect: DatabaseDialect,
  ) {}

  /**
   * Creates a batch with its first files (and the endpoint behind its webhook_url) in one transaction:
   * a failure anywhere leaves no batch without its items.
   */
  async create(
    input: NewBatch,
    files: readonly NewBatchFile[],
    options: AddFilesOptions,
  ): Promise<SubmissionOutcome> {
    return settleTransaction(this.db, async (trx) => {
      const now = nowIso();
      const batchId = `bat_${randomBytes(10).toString('hex')}`;
      let webhookSecret: string | undefined;
      let webhookEndpointId: string | null = null;
      if (input.webhookUrl !== undefined) {
        const { endpoint, secret } = await new WebhookEndpointRepository(trx).create({
          apiKeyId: input.apiKeyId,
          url: input.webhookUrl,
          batchId,
        });
        webhookEndpointId = endpoint.id;
        webhookSecret = secret;
      }
      await trx
        .insertInto('batches')
        .values({
          id: batchId,
          api_key_id: input.apiKeyId,
          state: 'queued',
          schema_version: input.schemaVersion,
          language_hint: input.languageHint ?? null,
          webhook_endpoint_id: webhookEndpointId,
          metadata_json: input.metadata === undefined ? null : JSON.stringify(input.metadata),
          item_count: 0,
          open_until: options.holdOpenMs === undefined ? null : holdUntil(new Date(now), options.holdOpenMs),
          created_at: now,
          updated_at: now,
          finished_at: null,
        })
        .execute();
      const outcome = await insertFiles(trx, this.dialect, batchId, files, options);
      return outcome.outcome === 'added' && webhookSecret ? { ...outcome, webhookSecret } : outcome;
    });
  }

  /**
   * Appends files to an open batch in one transaction: the submission, an extraction row per file and
   * the items at the next positions. Refused when the batch has finished or would exceed `maxItems`;
   * a repeated Idempotency-Key returns the first submission. Neither writes anything.
   */
  async addFiles(
    batchId: string,
    files: readonly NewBatchFile[],
    options: AddFilesOptions,
  ): Promise<SubmissionOutcome> {
    return settleTransaction(this.db, (trx) => insertFiles(trx, this.dialect, batchId, files, options));
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

  /**
   * The key's open batches that still have items queued or running, oldest first: those that share
   * the key's window in the bulk lane.
   */
  async activeBatchIds(apiKeyId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('batches')
      .select('batches.id')
      .where('batches.api_key_id', '=', apiKeyId)
      .where('batches.state', 'in', OPEN_STATES)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('extractions')
            .select('extractions.request_id')
            .whereRef('extractions.batch_id', '=', 'batches.id')
            .where('extractions.status', 'in', ['queued', 'running']),
        ),
      )
      .orderBy('batches.created_at')
      .orderBy('batches.id')
      .execute();
    return rows.map((row) => row.id);
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

  /**
   * How often each warning code occurs over the batch's succeeded items, most frequent first. Counted
   * by the database inside the stored envelopes, so closing a batch of any size costs the caller one
   * row per code.
   */
  async warningSummary(batchId: string): Promise<{ code: string; count: number }[]> {
    const warnings =
      this.dialect === 'postgres'
        ? sql`cross join lateral json_array_elements(e.envelope_json::json -> 'warnings') as w(value)`
        : sql`cross join json_each(e.envelope_json, '$.warnings') as w`;
    const code = this.dialect === 'postgres' ? sql`w.value ->> 'code'` : sql`json_extract(w.value, '$.code')`;
    const byCode = this.dialect === 'postgres' ? sql`(${code}) collate "C"` : code;
    const { rows } = await sql<{ code: string; count: number | string | bigint }>`
      select ${code} as code, count(*) as count
      from batch_items as bi
      join extractions as e on e.request_id = bi.request_id
      ${warnings}
      where bi.batch_id = ${batchId} and e.status = 'succeeded' and e.envelope_json is not null
      group by ${code}
      order by count(*) desc, ${byCode}`.execute(this.db);
    return rows.map((row) => ({ code: row.code, count: Number(row.count) }));
  }

  /**
   * How many of the batch's succeeded items contain a Candidate List substance above 0.1 % w/w (`yes`)
   * and how many possibly do (`possible`), by their record's `regulatory_screening` (schema 2027-01;
   * records of older versions have none and count in neither). Counted by the database.
   */
  async svhcCounts(batchId: string): Promise<SvhcCounts> {
    const answer =
      this.dialect === 'postgres'
        ? sql`e.envelope_json::json -> 'outputs' -> 'json' -> 'regulatory_screening' ->> 'svhc_above_0_1_percent'`
        : sql`json_extract(e.envelope_json, '$.outputs.json.regulatory_screening.svhc_above_0_1_percent')`;
    const { rows } = await sql<{ answer: string; count: number | string | bigint }>`
      select ${answer} as answer, count(*) as count
      from batch_items as bi
      join extractions as e on e.request_id = bi.request_id
      where bi.batch_id = ${batchId} and e.status = 'succeeded' and e.envelope_json is not null
      group by ${answer}`.execute(this.db);
    const countOf = (wanted: string) => Number(rows.find((row) => row.answer === wanted)?.count ?? 0);
    return { products_with_svhc: countOf('yes'), products_possibly_with_svhc: countOf('possible') };
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

  /** Moves an open batch to `state`; a finished batch stays as it finished. Returns the batch as stored. */
  async setState(batchId: string, state: BatchState): Promise<BatchRecord | null> {
    const now = nowIso();
    await this.db
      .updateTable('batches')
      .set({
        state,
        updated_at: now,
        finished_at: (FINAL_STATES as readonly BatchState[]).includes(state) ? now : null,
      })
      .where('id', '=', batchId)
      .where('state', 'in', OPEN_STATES)
      .execute();
    return this.get(batchId);
  }

  /**
   * Finishes an open batch in `state` unless files were appended beyond the `startedItems` its workflow
   * has started, or the caller holds it open for more (then it stays open, and the answer says which).
   * From then on the batch takes no more files. Also answers `closed` when an earlier call finished it.
   */
  async close(batchId: string, state: FinalBatchState, startedItems: number): Promise<CloseOutcome> {
    const now = nowIso();
    await this.db
      .updateTable('batches')
      .set({ state, open_until: null, updated_at: now, finished_at: now })
      .where('id', '=', batchId)
      .where('state', 'in', OPEN_STATES)
      .where('item_count', '<=', startedItems)
      .where((eb) => eb.or([eb('open_until', 'is', null), eb('open_until', '<=', now)]))
      .execute();
    const batch = await this.get(batchId);
    if (!batch) throw new Error(`No batch ${batchId}.`);
    return isFinished(batch)
      ? { closed: true, batch }
      : { closed: false, itemCount: batch.itemCount, openUntil: batch.openUntil };
  }

  /** Stops holding an open batch open: it closes once its items have settled. Returns the batch as stored. */
  async seal(batchId: string): Promise<BatchRecord | null> {
    await this.db
      .updateTable('batches')
      .set({ open_until: null, updated_at: nowIso() })
      .where('id', '=', batchId)
      .where('state', 'in', OPEN_STATES)
      .where('open_until', 'is not', null)
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
    openUntil: row.open_until,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}
