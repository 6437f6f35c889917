/** Everything the website's app needs, handed in by src/main/site.ts and by the tests. */
import type { SiteConfig } from '../config.js';
import type { Logger } from '../logging.js';
import type { BlobStore } from '../storage/blob/index.js';
import type { Database } from '../storage/database.js';
import type { BotCheck } from './bot-check.js';
import type { Example } from './example/example-output.js';
import type { EvaluationWorkflows } from './trial/trial-extractions.js';

export interface SiteDependencies {
  config: SiteConfig;
  /** Signs download links and keys visitor hashes. */
  secret: string;
  db: Database;
  blobStore: BlobStore;
  logger: Logger;
  /** Starts and awaits extraction workflows; the site only ever uses the evaluation lane. */
  workflows: EvaluationWorkflows;
  /** Upper bound on one trial extraction (the production EXTRACTION_TIMEOUT_MS). */
  extractionTimeoutMs: number;
  /**
   * Trials ask the generative provider first (inside the evaluation workflow) and give it this long;
   * undefined when GENERATIVE_API_URL is not set, and the built-in engine answers.
   */
  generativeTimeoutMs?: number;
  botCheck: BotCheck;
  /** The service's OpenAPI document (served as is and rendered as the API docs page). */
  openApiYaml: string;
  /** A real output of the engine with its page images for the landing page; undefined while it is being computed. */
  example: () => Example | undefined;
}
