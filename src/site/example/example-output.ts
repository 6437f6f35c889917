/** Computes the landing page's example output once, in the background, with the real engine. */
import {
  DEFAULT_SCHEMA_VERSION,
  type ExtractionEnvelope,
  type ExtractionResult,
} from '../../extraction/contract.js';
import { toEnvelope } from '../../extraction/envelope.js';
import type { Logger } from '../../logging.js';
import { buildExampleSdsPdf } from './example-sds.js';

export type Extract = (pdf: Uint8Array) => Promise<ExtractionResult>;

/** Returns a getter that answers undefined until the example is ready (or if it failed, logged). */
export function exampleOutput(extract: Extract, logger: Logger): () => ExtractionEnvelope | undefined {
  let envelope: ExtractionEnvelope | undefined;
  const startedAt = performance.now();
  buildExampleSdsPdf()
    .then(extract)
    .then((result) => {
      envelope = toEnvelope('example', DEFAULT_SCHEMA_VERSION, result, performance.now() - startedAt);
    })
    .catch((error: unknown) => logger.error({ err: error }, 'example output could not be computed'));
  return () => envelope;
}
