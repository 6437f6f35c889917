/**
 * Turns a generative provider's record into the same envelope the built-in engine produces: the
 * document's text goes to the provider, the validated record is rendered to XML and CSV by the
 * engine's own renderers, and the confidence is the mean of the provider's per-field evidence.
 */
import {
  DEFAULT_SCHEMA_VERSION,
  type ExtractionEnvelope,
  type ExtractionOutputs,
} from '../../extraction/contract.js';
import { toEnvelope } from '../../extraction/envelope.js';
import { toVersionedRecord, type LayoutA } from '../../extraction/schema/index.js';
import type { OpenAiCompatibleProvider } from './openai-compatible.js';

/** A generative provider turned into a whole envelope (text in, record validated, outputs rendered). */
export interface GenerativeExtractor {
  extract(bytes: Uint8Array, requestId: string, signal?: AbortSignal): Promise<ExtractionEnvelope>;
}

export interface GenerativeExtractorDependencies {
  provider: Pick<OpenAiCompatibleProvider, 'extractRecord'>;
  /** The document's text, pages separated by form feeds (the engine's PDF reader). */
  readText: (bytes: Uint8Array) => Promise<{ text: string; pageCount: number }>;
  /** XML and CSV of a versioned record (the engine's renderers). */
  render: (record: Record<string, unknown>) => Pick<ExtractionOutputs, 'xml' | 'csv'>;
}

function meanEvidenceConfidence(record: LayoutA): number {
  const confidences = Object.values(record.evidence).map((evidence) => evidence.confidence);
  if (confidences.length === 0) return 0;
  return Math.round((confidences.reduce((sum, value) => sum + value, 0) / confidences.length) * 100) / 100;
}

export function createGenerativeExtractor(deps: GenerativeExtractorDependencies): GenerativeExtractor {
  return {
    async extract(bytes, requestId, signal) {
      const startedAt = performance.now();
      const document = await deps.readText(bytes);
      const record = await deps.provider.extractRecord(document.text, signal);
      const json = toVersionedRecord(record, DEFAULT_SCHEMA_VERSION);
      return toEnvelope(
        requestId,
        DEFAULT_SCHEMA_VERSION,
        {
          outputs: { json, ...deps.render(json) },
          confidenceScore: meanEvidenceConfidence(record),
          warnings: [],
          pageCount: document.pageCount,
          textSource: record.document.text_source,
          ocrPages: 0,
        },
        performance.now() - startedAt,
      );
    },
  };
}
