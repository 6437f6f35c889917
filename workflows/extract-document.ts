/**
 * One document, one workflow: the synchronous API, bulk batches and evaluation runs all start it.
 * Deterministic code only; the activities do the I/O. The envelope stays in the database: the
 * workflow returns a small outcome so histories stay small whatever the document.
 */
import {
  ActivityFailure,
  ApplicationFailure,
  isCancellation,
  proxyActivities,
  upsertSearchAttributes,
} from '@temporalio/workflow';
import type { ExtractionActivities } from '../activities/index.js';
import { DOCUMENT_ERROR_CODES, isDocumentErrorCode } from '../src/temporal/failures.js';
import { SdsConfidence, SdsStatus } from '../src/temporal/search-attributes.js';
import type { ErrorCode } from '../src/errors.js';
import type { ExtractDocumentInput, ExtractDocumentOutcome } from '../src/temporal/contracts.js';

const { extractDocument } = proxyActivities<ExtractionActivities>({
  // The activity enforces the configured processing-time limit itself; this is the backstop.
  startToCloseTimeout: '30 minutes',
  // The activity heartbeats every 5 s while the engine runs off its event loop: a killed worker is
  // noticed within 20 s and the document retried on another one well within a minute.
  heartbeatTimeout: '20 seconds',
  retry: { maximumAttempts: 3, nonRetryableErrorTypes: [...DOCUMENT_ERROR_CODES] },
});

const { recordFailure } = proxyActivities<ExtractionActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumInterval: '30 seconds' },
});

function failureOf(error: unknown): { code: ErrorCode; message: string } {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  if (cause instanceof ApplicationFailure && isDocumentErrorCode(cause.type)) {
    return { code: cause.type, message: cause.message };
  }
  return { code: 'internal_error', message: 'The extraction failed unexpectedly.' };
}

export async function extractDocumentWorkflow(input: ExtractDocumentInput): Promise<ExtractDocumentOutcome> {
  upsertSearchAttributes([{ key: SdsStatus, value: 'running' }]);
  try {
    const summary = await extractDocument(input);
    upsertSearchAttributes([
      { key: SdsStatus, value: 'succeeded' },
      { key: SdsConfidence, value: summary.confidence },
    ]);
    return { status: 'succeeded', confidence: summary.confidence, warningCount: summary.warningCount };
  } catch (error) {
    // A cancelled extraction (a cancelled batch) ends as cancelled, not as a failed document.
    if (isCancellation(error)) throw error;
    const failure = failureOf(error);
    await recordFailure({ requestId: input.requestId, ...failure });
    upsertSearchAttributes([{ key: SdsStatus, value: 'failed' }]);
    return { status: 'failed', warningCount: 0, error: failure };
  }
}
