/**
 * The generative provider as an activity of the evaluation workflow: reads the stored PDF, asks the
 * OpenAI-compatible API configured on this worker (URL, model and key come from the worker's
 * configuration, never from the workflow's input), stores the envelope and returns a summary.
 * Provider failures are final for this attempt: the workflow falls back to the built-in engine.
 */
import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import { readPdf } from '../src/extraction/pdf/index.js';
import { toCsv } from '../src/extraction/render/csv.js';
import { toXml } from '../src/extraction/render/xml.js';
import { createGenerativeExtractor } from '../src/site/generative/generative-extractor.js';
import { OpenAiCompatibleProvider } from '../src/site/generative/openai-compatible.js';
import { GenerativeProviderError } from '../src/site/generative/provider-error.js';
import type { EvaluateDocumentInput } from '../src/temporal/contracts.js';
import type { ActivityDependencies } from './dependencies.js';
import type { ExtractionSummary } from './extract.js';

/** A provider's refusal ends this attempt for good; its reason becomes the failure type. */
function toActivityFailure(error: unknown): unknown {
  if (!(error instanceof GenerativeProviderError)) return error;
  return ApplicationFailure.create({
    type: `generative_${error.reason}`,
    message: error.message,
    nonRetryable: true,
  });
}

export function createGenerativeActivities({ db, blobStore, config }: ActivityDependencies) {
  return {
    async extractWithGenerativeProvider(input: EvaluateDocumentInput): Promise<ExtractionSummary> {
      const settings = config.site.generative;
      if (settings === undefined) {
        throw ApplicationFailure.nonRetryable(
          'No provider is configured on the evaluation worker (GENERATIVE_API_URL, GENERATIVE_MODEL).',
          'generative_not_configured',
        );
      }
      const context = Context.current();
      const extractor = createGenerativeExtractor({
        // The workflow decides how long the provider may take; the request ends with the activity.
        provider: new OpenAiCompatibleProvider({
          ...settings,
          timeoutMs: context.info.startToCloseTimeoutMs,
        }),
        readText: async (bytes) => {
          // pdf.js wants a plain Uint8Array (not a Buffer) and may detach it: hand it a copy.
          const document = await readPdf(new Uint8Array(bytes), { maxPages: config.site.limits.maxPages });
          return {
            text: document.pages.map((page) => page.lines.join('\n')).join('\f'),
            pageCount: document.pageCount,
          };
        },
        render: (record) => ({ xml: toXml(record), csv: toCsv(record) }),
      });
      const bytes = await blobStore.get(input.blobRef);
      const envelope = await extractor
        .extract(bytes, input.requestId, context.cancellationSignal)
        .catch((error: unknown) => {
          throw toActivityFailure(error);
        });
      await db.extractions.complete(input.requestId, {
        envelope,
        confidenceScore: envelope.confidence_score,
        warningCount: envelope.warnings.length,
      });
      return { confidence: envelope.confidence_score, warningCount: envelope.warnings.length };
    },
  };
}
