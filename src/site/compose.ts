/**
 * Builds the website's dependencies from configuration: the bot check when configured, the
 * evaluation lane of the extraction client, the engine's example output, the signing secret.
 * Shared by src/main/site.ts and the tests.
 */
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config.js';
import { DEFAULT_SCHEMA_VERSION } from '../extraction/contract.js';
import { extractSds } from '../extraction/index.js';
import { renderPageImages } from '../extraction/page-images.js';
import type { Logger } from '../logging.js';
import type { BlobStore } from '../storage/blob/index.js';
import type { Database } from '../storage/database.js';
import type { ExtractionClient } from '../temporal/extraction-client.js';
import { createBotCheck, NO_BOT_CHECK } from './bot-check.js';
import { exampleOutput } from './example/example-output.js';
import type { SiteDependencies } from './site-dependencies.js';
import { evaluationLane } from './trial/trial-extractions.js';

export interface SiteComposition {
  config: AppConfig;
  db: Database;
  blobStore: BlobStore;
  logger: Logger;
  /** The Temporal extraction client; the site uses only its evaluation lane. */
  workflows: Pick<ExtractionClient, 'start' | 'waitForOutcome'>;
  openApiYaml: string;
}

export function composeSite(parts: SiteComposition): SiteDependencies {
  const { config } = parts;
  return {
    config: config.site,
    // Without SITE_SECRET, download links and visitor hashes are valid for this process only.
    secret: config.site.secret ?? randomBytes(32).toString('base64url'),
    db: parts.db,
    blobStore: parts.blobStore,
    logger: parts.logger,
    workflows: evaluationLane(parts.workflows),
    extractionTimeoutMs: config.limits.extractionTimeoutMs,
    generativeTimeoutMs: config.site.generative?.timeoutMs,
    botCheck: config.site.botCheck ? createBotCheck(config.site.botCheck) : NO_BOT_CHECK,
    openApiYaml: parts.openApiYaml,
    example: exampleOutput(
      (pdf) =>
        extractSds(pdf, { schemaVersion: DEFAULT_SCHEMA_VERSION, maxPages: config.site.limits.maxPages }),
      (pdf) => renderPageImages(pdf, { maxPages: config.site.limits.maxPages }),
      parts.logger,
    ),
  };
}
