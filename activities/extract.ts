/**
 * The extraction activity: reads the stored PDF, runs the engine off the event loop, stores the
 * envelope, and returns only a summary (the envelope never travels through Temporal).
 */
import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import { InteractiveYield } from '../src/bulk/interactive-yield.js';
import { ServiceError } from '../src/errors.js';
import type { ExtractionEnvelope, RevisionMembers } from '../src/extraction/contract.js';
import { toEnvelope } from '../src/extraction/envelope.js';
import { currentRecordOf } from '../src/extraction/schema/index.js';
import { extractIsolated } from '../src/extraction/isolated.js';
import { metrics } from '../src/observability/metrics.js';
import { linkDocument, revisionMembersOf } from '../src/revisions/link-document.js';
import type { ExtractDocumentInput } from '../src/temporal/contracts.js';
import { isDocumentErrorCode } from '../src/temporal/failures.js';
import type { ActivityDependencies } from './dependencies.js';

export interface ExtractionSummary {
  confidence: number;
  warningCount: number;
}

const HEARTBEAT_INTERVAL_MS = 5_000;
const YIELD_POLL_MS = 100;
const YIELD_QUIET_MS = 1_000;

/** Engine errors become non-retryable failures whose type is the error code, so the workflow can report it. */
function toActivityFailure(error: unknown): unknown {
  if (error instanceof ServiceError) {
    return ApplicationFailure.create({
      type: error.code,
      message: error.message,
      nonRetryable: isDocumentErrorCode(error.code),
      details: [error.details],
    });
  }
  return error;
}

export function createExtractActivity({ db, blobStore, config }: ActivityDependencies) {
  /** An API key's document joins its product; the envelope tells how (nothing for website trials). */
  async function linkToProduct(
    envelope: ExtractionEnvelope,
    input: ExtractDocumentInput,
    uploadedAt: string,
  ): Promise<RevisionMembers> {
    if (input.apiKeyId === undefined) return {};
    const linked = await linkDocument(db.products, {
      extractionId: input.requestId,
      apiKeyId: input.apiKeyId,
      batchId: input.batchId ?? null,
      contentHash: input.blobRef,
      uploadedAt,
      record: currentRecordOf(envelope.outputs.json, envelope.schema_version),
    });
    return linked ? revisionMembersOf(linked) : {};
  }

  const interactiveYield = new InteractiveYield(db.extractions, {
    maxWaitMs: config.bulk.yieldMaxWaitMs,
    callerPatienceMs: Math.max(config.limits.syncTimeoutMs, config.site.limits.syncTimeoutMs),
    pollMs: YIELD_POLL_MS,
    quietMs: YIELD_QUIET_MS,
  });

  return async function extractDocument(input: ExtractDocumentInput): Promise<ExtractionSummary> {
    const context = Context.current();
    const heartbeat = setInterval(() => context.heartbeat(), HEARTBEAT_INTERVAL_MS);
    const background = input.batchId !== undefined;
    let startedAt = performance.now();
    try {
      if (background) {
        metrics.bulkYield.observe((await interactiveYield.waitForQuiet(context.cancellationSignal)) / 1000);
        startedAt = performance.now();
      }
      const running = await db.extractions.markRunning(input.requestId);
      const bytes = await blobStore.get(input.blobRef);
      const result = await extractIsolated(
        bytes,
        {
          schemaVersion: input.schemaVersion,
          languageHint: input.languageHint,
          maxPages: config.limits.maxPages,
          // The pool enforces EXTRACTION_TIMEOUT_MS itself (configured by the worker process).
          signal: context.cancellationSignal,
        },
        background ? 'background' : 'interactive',
      );
      metrics.recordExtraction(result, (performance.now() - startedAt) / 1000);
      const extracted = toEnvelope(
        input.requestId,
        input.schemaVersion,
        result,
        performance.now() - startedAt,
      );
      const envelope = { ...extracted, ...(await linkToProduct(extracted, input, running.createdAt)) };
      await db.extractions.complete(input.requestId, {
        envelope,
        confidenceScore: envelope.confidence_score,
        warningCount: envelope.warnings.length,
      });
      return { confidence: envelope.confidence_score, warningCount: envelope.warnings.length };
    } catch (error) {
      // An attempt interrupted by cancellation or by the worker's shutdown is not a failed
      // extraction: the workflow retries it elsewhere or reports the cancellation.
      if (!context.cancellationSignal.aborted) {
        const outcome = error instanceof ServiceError ? error.code : 'internal_error';
        metrics.recordFailedExtraction(outcome, (performance.now() - startedAt) / 1000);
      }
      throw toActivityFailure(error);
    } finally {
      clearInterval(heartbeat);
    }
  };
}
