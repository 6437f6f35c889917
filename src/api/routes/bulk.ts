/**
 * Bulk extraction: POST /v1/extract-sds/bulk (multipart `files` or JSON listing earlier uploads),
 * GET /v1/extract-sds/bulk/{batch_id} (state, counts, items with cursor pagination),
 * POST /v1/extract-sds/bulk/{batch_id}/close (no more chunks follow) and
 * POST /v1/extract-sds/bulk/{batch_id}/cancel.
 */
import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import {
  FILES_FIELD,
  parseJsonBulkRequest,
  parseMultipartBulkRequest,
  type BulkRequest,
} from '../../bulk/bulk-request.js';
import { notFoundForKey } from '../../bulk/not-found.js';
import { sealBatch } from '../../bulk/seal-batch.js';
import { submitBulk, type BulkSubmissionResult } from '../../bulk/submit-batch.js';
import { ServiceError } from '../../errors.js';
import { tierLimits } from '../../keys/tiers.js';
import { isFinished, type BatchRecord } from '../../storage/repositories/batches.js';
import type { ApiContext, ApiState } from '../context.js';
import type { ApiDependencies } from '../dependencies.js';
import { memoryMultipart, readMultipart } from '../middleware/multipart.js';
import { toServiceError } from '../middleware/upload.js';
import { apiBaseUrl, extractionSdscomUrl } from '../status-url.js';
import { readJsonBody } from './json-body.js';

const MAX_FORM_FIELDS = 8;
const MAX_FIELD_BYTES = 32 * 1024;
const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 1000;

function batchUrl(ctx: ApiContext, deps: ApiDependencies, batchId: string): string {
  return `${apiBaseUrl(ctx, deps.config)}/v1/extract-sds/bulk/${encodeURIComponent(batchId)}`;
}

/** Holds the `files` parts in memory within the per-file and per-request limits. */
function bulkUpload(deps: ApiDependencies): Middleware<ApiState> {
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) return next();
    const { maxFilesPerRequest, maxRequestBytes } = deps.config.bulk;
    const maxFileBytes = Math.min(
      deps.config.limits.maxFileBytes,
      tierLimits(ctx.state.apiKey.tier).maxFileBytes,
    );
    if (ctx.request.length !== undefined && ctx.request.length > maxRequestBytes) {
      ctx.set('Connection', 'close');
      throw new ServiceError('file_too_large', `A bulk request carries at most ${maxRequestBytes} bytes.`, {
        max_request_bytes: maxRequestBytes,
      });
    }
    const upload = memoryMultipart({
      fileBytes: maxFileBytes,
      files: maxFilesPerRequest,
      fields: MAX_FORM_FIELDS,
      fieldBytes: MAX_FIELD_BYTES,
    }).array(FILES_FIELD, maxFilesPerRequest);
    await readMultipart(ctx, upload, (error) => toServiceError(error, maxFileBytes));
    await next();
  };
}

async function parseBulkRequest(ctx: ApiContext): Promise<BulkRequest> {
  const idempotencyKey = ctx.get('Idempotency-Key') || undefined;
  if (ctx.is('multipart/form-data')) {
    const request = ctx.request as typeof ctx.request & { body?: Record<string, unknown> };
    const parts = (ctx.request.files ?? []) as Express.Multer.File[];
    return parseMultipartBulkRequest(
      request.body ?? {},
      parts.map((part) => ({ bytes: part.buffer, fileName: part.originalname || 'document.pdf' })),
      idempotencyKey,
    );
  }
  if (ctx.is('application/json')) return parseJsonBulkRequest(await readJsonBody(ctx), idempotencyKey);
  throw new ServiceError(
    'unsupported_media_type',
    'Send files as multipart/form-data, or list uploaded files as application/json.',
  );
}

function acceptedBody(ctx: ApiContext, deps: ApiDependencies, result: BulkSubmissionResult) {
  return {
    batch_id: result.batch.id,
    state: result.batch.state,
    request_ids: result.submission.requestIds,
    counts: { accepted: result.submission.requestIds.length, total: result.batch.itemCount },
    open_until: result.batch.openUntil,
    status_url: batchUrl(ctx, deps, result.batch.id),
    ...(result.webhookSecret ? { webhook_secret: result.webhookSecret } : {}),
  };
}

function parseCursor(raw: unknown): number {
  if (raw === undefined) return 0;
  const seq = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (Number.isNaN(seq))
    throw new ServiceError('invalid_request', 'cursor must be a value from next_cursor.');
  return seq;
}

function parseLimit(raw: unknown): number {
  if (raw === undefined) return DEFAULT_PAGE_SIZE;
  const limit = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(limit >= 1 && limit <= MAX_PAGE_SIZE)) {
    throw new ServiceError('invalid_request', `limit must be between 1 and ${MAX_PAGE_SIZE}.`);
  }
  return limit;
}

async function batchStatus(ctx: ApiContext, deps: ApiDependencies, batch: BatchRecord) {
  const fromSeq = parseCursor(ctx.query.cursor);
  const limit = parseLimit(ctx.query.limit);
  const [counts, items] = await Promise.all([
    deps.db.batches.countItems(batch.id),
    deps.db.batches.listItems(batch.id, fromSeq, limit + 1),
  ]);
  const page = items.slice(0, limit);
  const settled = counts.succeeded + counts.failed + counts.cancelled;
  return {
    batch_id: batch.id,
    state: batch.state,
    accepting_files: !isFinished(batch),
    open_until: batch.openUntil,
    created_at: batch.createdAt,
    finished_at: batch.finishedAt,
    metadata: batch.metadata,
    counts: { total: batch.itemCount, ...counts },
    progress: batch.itemCount === 0 ? 0 : settled / batch.itemCount,
    items: page.map((item) => ({
      request_id: item.requestId,
      file_name: item.fileName,
      status: item.status,
      confidence_score: item.confidenceScore,
      warnings: { count: item.warningCount ?? 0, codes: item.warningCodes },
      sdscom_url: item.status === 'succeeded' ? extractionSdscomUrl(ctx, deps.config, item.requestId) : null,
      ...(item.error ? { error: item.error } : {}),
    })),
    next_cursor: items.length > limit ? String(items[limit]!.seq) : null,
  };
}

export function bulkRoutes(deps: ApiDependencies): Router<ApiState> {
  const router = new Router<ApiState>();
  const batches = deps.bulk;

  router.post('/extract-sds/bulk', bulkUpload(deps), async (ctx) => {
    const request = await parseBulkRequest(ctx);
    const result = await submitBulk(
      { db: deps.db, blobStore: deps.blobStore, batches, config: deps.config },
      ctx.state.apiKey,
      request,
      apiBaseUrl(ctx, deps.config),
    );
    if (result.replayed) ctx.set('Idempotent-Replayed', 'true');
    ctx.status = 202;
    ctx.set('Location', batchUrl(ctx, deps, result.batch.id));
    ctx.body = acceptedBody(ctx, deps, result);
  });

  router.get('/extract-sds/bulk/:batchId', async (ctx) => {
    const batchId = ctx.params.batchId ?? '';
    const batch = await deps.db.batches.getForKey(batchId, ctx.state.apiKey.id);
    if (!batch) throw notFoundForKey('batch', batchId);
    ctx.body = await batchStatus(ctx, deps, batch);
  });

  router.post('/extract-sds/bulk/:batchId/close', async (ctx) => {
    const batchId = ctx.params.batchId ?? '';
    const batch = await sealBatch({ db: deps.db, batches }, ctx.state.apiKey, batchId);
    ctx.body = await batchStatus(ctx, deps, batch);
  });

  router.post('/extract-sds/bulk/:batchId/cancel', async (ctx) => {
    const batchId = ctx.params.batchId ?? '';
    const batch = await deps.db.batches.getForKey(batchId, ctx.state.apiKey.id);
    if (!batch) throw notFoundForKey('batch', batchId);
    if (batch.state === 'cancelled') {
      throw new ServiceError('batch_cancelled', `Batch ${batchId} has already been cancelled.`);
    }
    if (batch.state !== 'queued' && batch.state !== 'running') {
      throw new ServiceError('batch_finished', `Batch ${batchId} has already finished (${batch.state}).`);
    }
    if (!(await batches.cancel(batchId))) {
      throw new ServiceError('conflict', `Batch ${batchId} is not running.`);
    }
    ctx.status = 202;
    ctx.body = {
      batch_id: batchId,
      state: batch.state,
      cancel_requested: true,
      status_url: batchUrl(ctx, deps, batchId),
    };
  });

  return router;
}
