/**
 * A website trial on the evaluation task queue: the generative provider is asked first, within the
 * time the site allows it; when it is not asked, fails or runs out of time, the built-in engine's
 * workflow answers in the same run. The outcome says which engine answered and why. The provider's
 * credentials never enter this workflow: the activity reads them from the worker's configuration.
 */
import {
  ActivityFailure,
  ApplicationFailure,
  isCancellation,
  proxyActivities,
  TimeoutFailure,
  upsertSearchAttributes,
} from '@temporalio/workflow';
import type { ExtractionActivities } from '../activities/index.js';
import { SdsConfidence, SdsStatus } from '../src/temporal/search-attributes.js';
import type { EvaluateDocumentInput, EvaluateDocumentOutcome } from '../src/temporal/contracts.js';
import { extractDocumentWorkflow } from './extract-document.js';

const { recordRunning } = proxyActivities<ExtractionActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumInterval: '30 seconds' },
});

function fallbackReason(error: unknown, timeoutMs: number): string {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  if (cause instanceof TimeoutFailure) return `generative provider: No answer within ${timeoutMs} ms.`;
  if (cause instanceof ApplicationFailure) return `generative provider: ${cause.message}`;
  return 'generative provider failed unexpectedly';
}

export async function evaluateDocumentWorkflow(
  input: EvaluateDocumentInput,
): Promise<EvaluateDocumentOutcome> {
  if (input.generative === undefined) {
    return { ...(await extractDocumentWorkflow(input)), engine: 'built-in' };
  }
  const { timeoutMs } = input.generative;
  // One attempt: an evaluator waits for this answer, and the built-in engine is the retry.
  const { extractWithGenerativeProvider } = proxyActivities<ExtractionActivities>({
    startToCloseTimeout: timeoutMs,
    retry: { maximumAttempts: 1 },
  });
  upsertSearchAttributes([{ key: SdsStatus, value: 'running' }]);
  await recordRunning(input.requestId);
  let engineNote: string;
  try {
    const summary = await extractWithGenerativeProvider(input);
    upsertSearchAttributes([
      { key: SdsStatus, value: 'succeeded' },
      { key: SdsConfidence, value: summary.confidence },
    ]);
    return {
      status: 'succeeded',
      confidence: summary.confidence,
      warningCount: summary.warningCount,
      engine: 'generative',
    };
  } catch (error) {
    if (isCancellation(error)) throw error;
    engineNote = fallbackReason(error, timeoutMs);
  }
  return { ...(await extractDocumentWorkflow(input)), engine: 'built-in', engineNote };
}
