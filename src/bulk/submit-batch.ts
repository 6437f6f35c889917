/**
 * A bulk submission: every file stored once in the blob store, the batch (new, or the one being
 * appended to) and its items recorded in one transaction, then the batch workflow started or told
 * about the new items. An Idempotency-Key replay answers with the first submission. A finished batch
 * takes no more files (it has sent its one batch.completed), and no batch grows past
 * BULK_MAX_ITEMS_PER_BATCH however many requests its files come in. A request with `more_files` holds
 * the batch open for the next chunk (up to BULK_OPEN_BATCH_IDLE_MS); one without releases it.
 */
import type { BulkConfig, WebhookConfig } from '../config.js';
import { ServiceError } from '../errors.js';
import { tierLimits } from '../keys/tiers.js';
import type { BlobStore } from '../storage/blob/index.js';
import type { Database } from '../storage/database.js';
import type { ApiKeyRecord } from '../storage/repositories/api-keys.js';
import type {
  AddFilesRefusal,
  BatchRecord,
  NewBatchFile,
  Submission,
} from '../storage/repositories/batches.js';
import { parseWebhookUrl } from '../webhooks/target-policy.js';
import type { BulkBatchInput } from '../../workflows/bulk-batch.js';
import type { BatchClient } from './batch-client.js';
import type { BulkRequest, FileSource } from './bulk-request.js';
import { notFoundForKey } from './not-found.js';

export interface BulkDependencies {
  db: Database;
  blobStore: BlobStore;
  batches: BatchClient;
  config: { bulk: BulkConfig; webhooks: WebhookConfig };
}

export interface BulkSubmissionResult {
  batch: BatchRecord;
  submission: Submission;
  replayed: boolean;
  /** The secret of the batch's own webhook_url endpoint; only in the answer that created it. */
  webhookSecret?: string;
}

/**
 * The input of a batch's first run. A batch workflow starts from the first item; later runs continue
 * as new with their cursor, and appended files reach the running workflow as a signal.
 */
export function batchWorkflowInput(
  config: { bulk: BulkConfig },
  batch: BatchRecord,
  apiKey: ApiKeyRecord,
  publicBaseUrl: string,
): BulkBatchInput {
  return {
    batchId: batch.id,
    apiKeyId: batch.apiKeyId,
    schemaVersion: batch.schemaVersion,
    languageHint: batch.languageHint ?? undefined,
    publicBaseUrl,
    // A key's window in the shared bulk lane follows its tier, so one key's backfill cannot take every slot.
    concurrency: Math.min(config.bulk.maxBatchConcurrency, tierLimits(apiKey.tier).bulkConcurrencyShare),
    itemsPerRun: config.bulk.itemsPerWorkflowRun,
    nextSeq: 0,
    inFlight: [],
    cancelRequested: false,
  };
}

async function resolveFile(
  deps: BulkDependencies,
  apiKey: ApiKeyRecord,
  source: FileSource,
): Promise<NewBatchFile> {
  switch (source.kind) {
    case 'upload': {
      const stored = await deps.blobStore.put(source.part.bytes);
      return { fileName: source.part.fileName, blobRef: stored.ref, byteSize: stored.size };
    }
    case 'blob': {
      const known = await deps.db.batches.findUploadedFile(apiKey.id, source.blobRef);
      if (!known) throw notFoundForKey('uploaded file', source.blobRef);
      return { ...known, fileName: source.fileName ?? known.fileName };
    }
    case 'request': {
      const earlier = await deps.db.extractions.getForKey(source.requestId, apiKey.id);
      if (!earlier) throw notFoundForKey('extraction', source.requestId);
      return { fileName: earlier.fileName, blobRef: earlier.blobRef, byteSize: earlier.byteSize };
    }
  }
}

function refusal(
  reason: AddFilesRefusal,
  batchId: string | undefined,
  itemCount: number,
  adding: number,
  maxItems: number,
): ServiceError {
  switch (reason) {
    case 'cancelled':
      return new ServiceError('batch_cancelled', `Batch ${batchId} was cancelled; it takes no more files.`);
    case 'finished':
      return new ServiceError(
        'batch_finished',
        `Batch ${batchId} has finished and sent batch.completed; send further files as a new batch.`,
      );
    case 'full':
      return new ServiceError(
        'batch_full',
        `A batch holds at most ${maxItems} files (BULK_MAX_ITEMS_PER_BATCH); ` +
          `${batchId ? `batch ${batchId} has ${itemCount}` : 'a new batch has none'} and this request adds ${adding}.`,
        { max_items: maxItems, item_count: itemCount },
      );
  }
}

async function batchToAppendTo(
  deps: BulkDependencies,
  apiKey: ApiKeyRecord,
  request: BulkRequest,
  batchId: string,
): Promise<BatchRecord> {
  const batch = await deps.db.batches.getForKey(batchId, apiKey.id);
  if (!batch) throw notFoundForKey('batch', batchId);
  if (request.webhookUrl !== undefined || request.metadata !== undefined) {
    throw new ServiceError('invalid_request', 'webhook_url and metadata are set when a batch is created.');
  }
  if (
    request.schemaVersion !== batch.schemaVersion ||
    (request.languageHint ?? null) !== batch.languageHint
  ) {
    throw new ServiceError(
      'invalid_request',
      `Files appended to batch ${batchId} use its schema_version and language_hint.`,
    );
  }
  return batch;
}

const isOpen = (batch: BatchRecord): boolean => batch.state === 'queued' || batch.state === 'running';

/**
 * Refuses what the transaction would refuse as things stand, before any file is stored; the
 * transaction remains the authority for requests that race.
 */
function refuseEarly(batch: BatchRecord | undefined, adding: number, maxItems: number): void {
  const itemCount = batch?.itemCount ?? 0;
  if (batch && !isOpen(batch)) {
    throw refusal(
      batch.state === 'cancelled' ? 'cancelled' : 'finished',
      batch.id,
      itemCount,
      adding,
      maxItems,
    );
  }
  if (itemCount + adding > maxItems) throw refusal('full', batch?.id, itemCount, adding, maxItems);
}

async function replay(
  deps: BulkDependencies,
  apiKey: ApiKeyRecord,
  submission: Submission,
  publicBaseUrl: string,
): Promise<BulkSubmissionResult> {
  const batch = await deps.db.batches.getForKey(submission.batchId, apiKey.id);
  if (!batch) throw notFoundForKey('batch', submission.batchId);
  // Recovers a first attempt whose workflow start failed; a no-op signal for a running batch.
  if (isOpen(batch)) {
    await deps.batches.startOrNotify(batchWorkflowInput(deps.config, batch, apiKey, publicBaseUrl));
  }
  return { batch, submission, replayed: true };
}

export async function submitBulk(
  deps: BulkDependencies,
  apiKey: ApiKeyRecord,
  request: BulkRequest,
  publicBaseUrl: string,
): Promise<BulkSubmissionResult> {
  const idempotencyKey = request.idempotencyKey ?? null;
  if (idempotencyKey) {
    const earlier = await deps.db.batches.findSubmission(apiKey.id, idempotencyKey);
    if (earlier) return replay(deps, apiKey, earlier, publicBaseUrl);
  }
  const { maxFilesPerRequest, maxItemsPerBatch } = deps.config.bulk;
  if (request.files.length > maxFilesPerRequest) {
    throw new ServiceError(
      'invalid_request',
      `A request carries at most ${maxFilesPerRequest} files; send more requests with batch_id.`,
      {
        max_files: maxFilesPerRequest,
      },
    );
  }
  const appendTo = request.batchId
    ? await batchToAppendTo(deps, apiKey, request, request.batchId)
    : undefined;
  refuseEarly(appendTo, request.files.length, maxItemsPerBatch);
  const webhookUrl =
    request.webhookUrl === undefined
      ? undefined
      : parseWebhookUrl(
          request.webhookUrl,
          { allowLoopback: deps.config.webhooks.allowLoopback },
          'webhook_url',
        ).toString();
  // Every file is resolved and stored before any batch row is written; the batch's rows are then
  // written in one transaction, which also holds the batch to its item cap and refuses a finished batch.
  const files: NewBatchFile[] = [];
  for (const source of request.files) files.push(await resolveFile(deps, apiKey, source));
  const options = {
    idempotencyKey,
    maxItems: maxItemsPerBatch,
    holdOpenMs: request.moreFiles ? deps.config.bulk.openBatchIdleMs : undefined,
  };
  const outcome = appendTo
    ? await deps.db.batches.addFiles(appendTo.id, files, options)
    : await deps.db.batches.create(
        {
          apiKeyId: apiKey.id,
          schemaVersion: request.schemaVersion,
          languageHint: request.languageHint,
          metadata: request.metadata,
          webhookUrl,
        },
        files,
        options,
      );
  switch (outcome.outcome) {
    case 'refused':
      throw refusal(outcome.reason, appendTo?.id, outcome.itemCount, files.length, maxItemsPerBatch);
    case 'replayed':
      return replay(deps, apiKey, outcome.submission, publicBaseUrl);
    case 'added':
      await deps.batches.startOrNotify(batchWorkflowInput(deps.config, outcome.batch, apiKey, publicBaseUrl));
      return {
        batch: outcome.batch,
        submission: outcome.submission,
        replayed: false,
        webhookSecret: outcome.webhookSecret,
      };
  }
}
