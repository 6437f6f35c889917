/**
 * The synchronous extraction path: store the file once, record the request, start its workflow
 * (workflow id = request id) and wait up to the deadline. An Idempotency-Key replay answers from the
 * first request's record and workflow, never a second one.
 */
import { ServiceError } from '../errors.js';
import type { ExtractionEnvelope } from '../extraction/contract.js';
import type { Database } from '../storage/database.js';
import { blobRefOf, type BlobStore } from '../storage/blob/index.js';
import type { ApiKeyRecord } from '../storage/repositories/api-keys.js';
import type { ExtractionRecord, ExtractionStatus } from '../storage/repositories/extractions.js';
import type { ExtractionClient } from '../temporal/extraction-client.js';
import type { ExtractDocumentInput } from '../temporal/contracts.js';
import type { ExtractionRequest } from './extraction-request.js';

export interface SubmitDependencies {
  db: Database;
  blobStore: BlobStore;
  workflows: ExtractionClient;
}

export type SubmissionResult =
  | { kind: 'completed'; requestId: string; replayed: boolean; envelope: ExtractionEnvelope }
  | { kind: 'pending'; requestId: string; replayed: boolean; status: ExtractionStatus };

export interface Submission {
  requestId: string;
  apiKey: ApiKeyRecord;
  request: ExtractionRequest;
  /** Epoch ms after which the caller gets 202 instead of waiting longer. */
  deadline: number;
}

export function workflowInputOf(record: ExtractionRecord): ExtractDocumentInput {
  return {
    requestId: record.requestId,
    blobRef: record.blobRef,
    fileName: record.fileName,
    schemaVersion: record.schemaVersion,
    languageHint: record.languageHint ?? undefined,
    traffic: record.traffic,
    apiKeyId: record.apiKeyId ?? undefined,
    batchId: record.batchId ?? undefined,
  };
}

export async function submitExtraction(
  deps: SubmitDependencies,
  submission: Submission,
): Promise<SubmissionResult> {
  const { apiKey, request } = submission;
  if (request.idempotencyKey) {
    const earlier = await deps.db.extractions.findByIdempotencyKey(apiKey.id, request.idempotencyKey);
    if (earlier) return replay(deps, earlier, submission);
  }
  const blob = await deps.blobStore.put(request.bytes);
  const { record, created } = await deps.db.extractions.create({
    requestId: submission.requestId,
    apiKeyId: apiKey.id,
    traffic: 'production',
    fileName: request.fileName,
    blobRef: blob.ref,
    byteSize: blob.size,
    schemaVersion: request.schemaVersion,
    languageHint: request.languageHint,
    idempotencyKey: request.idempotencyKey,
  });
  // Lost a race with a concurrent request carrying the same Idempotency-Key.
  if (!created) return replay(deps, record, submission);
  try {
    await deps.workflows.start(workflowInputOf(record), 'production');
  } catch (error) {
    // With an Idempotency-Key the record stays queued: the caller's retry starts its workflow.
    if (!request.idempotencyKey && error instanceof ServiceError) {
      await deps.db.extractions.fail(record.requestId, { code: error.code, message: error.message });
    }
    throw error;
  }
  return awaitOutcome(deps, record.requestId, submission.deadline, false);
}

async function replay(
  deps: SubmitDependencies,
  earlier: ExtractionRecord,
  submission: Submission,
): Promise<SubmissionResult> {
  if (earlier.blobRef !== blobRefOf(submission.request.bytes)) {
    throw new ServiceError('conflict', 'This Idempotency-Key was already used with a different file.', {
      request_id: earlier.requestId,
    });
  }
  const settled = settledResult(earlier, true);
  if (settled) return settled;
  // Starting again is a no-op for a workflow that exists, and recovers one whose start failed.
  await deps.workflows.start(workflowInputOf(earlier), 'production');
  return awaitOutcome(deps, earlier.requestId, submission.deadline, true);
}

async function awaitOutcome(
  deps: SubmitDependencies,
  requestId: string,
  deadline: number,
  replayed: boolean,
): Promise<SubmissionResult> {
  await deps.workflows.waitForOutcome(requestId, deadline - Date.now());
  const record = await deps.db.extractions.get(requestId);
  if (!record) throw new ServiceError('internal_error', `Extraction ${requestId} has no record.`);
  return settledResult(record, replayed) ?? { kind: 'pending', requestId, replayed, status: record.status };
}

/** The final answer of a finished extraction: its envelope, or its error thrown as the response. */
function settledResult(record: ExtractionRecord, replayed: boolean): SubmissionResult | undefined {
  if (record.status === 'succeeded' && record.envelope) {
    return { kind: 'completed', requestId: record.requestId, replayed, envelope: record.envelope };
  }
  if (record.status === 'failed') {
    const error = record.error ?? { code: 'internal_error' as const, message: 'The extraction failed.' };
    throw new ServiceError(error.code, error.message);
  }
  return undefined;
}
