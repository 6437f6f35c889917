/**
 * Computes the landing page's example once, in the background, with the real engine: its output
 * and the images of its pages for the same record view a trial shows.
 */
import {
  DEFAULT_SCHEMA_VERSION,
  type ExtractionEnvelope,
  type ExtractionResult,
} from '../../extraction/contract.js';
import { toEnvelope } from '../../extraction/envelope.js';
import type { PageImage } from '../../extraction/page-images.js';
import type { Logger } from '../../logging.js';
import { buildExampleSdsPdf } from './example-sds.js';

export type Extract = (pdf: Uint8Array) => Promise<ExtractionResult>;
export type RenderPages = (pdf: Uint8Array) => Promise<PageImage[]>;

export interface Example {
  envelope: ExtractionEnvelope;
  pages: PageImage[];
}

/** Returns a getter that answers undefined until the example is ready (or if it failed, logged). */
export function exampleOutput(
  extract: Extract,
  renderPages: RenderPages,
  logger: Logger,
): () => Example | undefined {
  let example: Example | undefined;
  const startedAt = performance.now();
  buildExampleSdsPdf()
    .then(async (pdf) => {
      const result = await extract(pdf);
      const envelope = toEnvelope('example', DEFAULT_SCHEMA_VERSION, result, performance.now() - startedAt);
      example = { envelope, pages: await renderPages(pdf) };
    })
    .catch((error: unknown) => logger.error({ err: error }, 'example output could not be computed'));
  return () => example;
}
