/**
 * A bulk submission: every file stored once in the blob store, the batch (new, or the one being
 * appended to) and its items recorded in one transaction, then the batch workflow started or told
 * about the new items. An Idempotency-Key replay answers with the first submission.
 */
import type { BulkConfig, WebhookConfig } from '../config.js';
import { ServiceError } from '../errors.js';
import { tierLimits } from '../keys/tiers.js';
import type { BlobStore } from '../storage/blob/index.js';
import type { Database } from '../storage/database.js';
import type { ApiKeyRecord } from '../storage/repositories/api-keys.js';
import type { BatchRecord, NewBatchFile, Submission } from '../storage/repositories/batches.js';
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

export function batchWorkflowInput(
  config: { bulk: BulkConfig },
  batch: BatchRecord,
  apiKey: ApiKeyRecord,
  nextSeq: number,
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
    nextSeq,
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

async function batchToAppendTo(
  deps: BulkDependencies,
  apiKey: ApiKeyRecord,
  request: BulkRequest,
  batchId: string,
): Promise<BatchRecord> {
  const batch = await deps.db.batches.getForKey(batchId, apiKey.id);
  if (!batch) throw notFoundForKey('batch', batchId);
  if (batch.state === 'cancelled') {
    throw new ServiceError('batch_cancelled', `Batch ${batchId} was cancelled; it takes no more files.`);
  }
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
  if (batch.itemCount + request.files.length > deps.config.bulk.maxItemsPerBatch) {
    throw new ServiceError(
      'invalid_request',
      `A batch holds at most ${deps.config.bulk.maxItemsPerBatch} files.`,
      {
        max_items: deps.config.bulk.maxItemsPerBatch,
      },
    );
  }
  return batch;
}

async function newBatch(
  deps: BulkDependencies,
  apiKey: ApiKeyRecord,
  request: BulkRequest,
  webhookUrl: string | undefined,
): Promise<{ batch: BatchRecord; webhookSecret?: string }> {
  const batch = await deps.db.batches.create({
    apiKeyId: apiKey.id,
    schemaVersion: request.schemaVersion,
    languageHint: request.languageHint,
    metadata: request.metadata,
  });
  if (webhookUrl === undefined) return { batch };
  const { endpoint, secret } = await deps.db.webhookEndpoints.create({
    apiKeyId: apiKey.id,
    url: webhookUrl,
    batchId: batch.id,
  });
  await deps.db.batches.setWebhookEndpoint(batch.id, endpoint.id);
  return { batch: { ...batch, webhookEndpointId: endpoint.id }, webhookSecret: secret };
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
  if (batch.state !== 'cancelled') {
    await deps.batches.startOrNotify(
      batchWorkflowInput(deps.config, batch, apiKey, submission.firstSeq, publicBaseUrl),
    );
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
  const { maxFilesPerRequest } = deps.config.bulk;
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
  const webhookUrl =
    request.webhookUrl === undefined
      ? undefined
      : parseWebhookUrl(request.webhookUrl, { allowLoopback: deps.config.webhooks.allowLoopback }).toString();
  // Every file is resolved and stored before any batch row is written.
  const files: NewBatchFile[] = [];
  for (const source of request.files) files.push(await resolveFile(deps, apiKey, source));
  const target = appendTo ? { batch: appendTo } : await newBatch(deps, apiKey, request, webhookUrl);

  const { submission, created } = await deps.db.batches.addFiles(target.batch, files, idempotencyKey);
  if (!created) return replay(deps, apiKey, submission, publicBaseUrl);
  const batch = request.batchId
    ? await deps.db.batches.setState(target.batch.id, 'running')
    : await deps.db.batches.get(target.batch.id);
  if (!batch) throw notFoundForKey('batch', target.batch.id);
  await deps.batches.startOrNotify(
    batchWorkflowInput(deps.config, batch, apiKey, submission.firstSeq, publicBaseUrl),
  );
  return { batch, submission, replayed: false, webhookSecret: target.webhookSecret };
}
