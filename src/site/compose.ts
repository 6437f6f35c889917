/**
 * Builds the website's dependencies from configuration: bot check and generative provider when
 * configured, the engine's example output, the signing secret. Shared by src/main/site.ts and the tests.
 */
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config.js';
import { DEFAULT_SCHEMA_VERSION } from '../extraction/contract.js';
import { extractSds } from '../extraction/index.js';
import { readPdf } from '../extraction/pdf/index.js';
import { toCsv } from '../extraction/render/csv.js';
import { toXml } from '../extraction/render/xml.js';
import type { Logger } from '../logging.js';
import type { BlobStore } from '../storage/blob/index.js';
import type { Database } from '../storage/database.js';
import { createBotCheck, NO_BOT_CHECK } from './bot-check.js';
import { exampleOutput } from './example/example-output.js';
import { createGenerativeExtractor } from './generative/generative-extractor.js';
import { OpenAiCompatibleProvider } from './generative/openai-compatible.js';
import type { SiteDependencies } from './site-dependencies.js';
import type { EvaluationWorkflows, GenerativeExtractor } from './trial/trial-extractions.js';

export interface SiteComposition {
  config: AppConfig;
  db: Database;
  blobStore: BlobStore;
  logger: Logger;
  workflows: EvaluationWorkflows;
  openApiYaml: string;
}

function generativeExtractor(config: AppConfig): GenerativeExtractor | undefined {
  const settings = config.site.generative;
  if (settings === undefined) return undefined;
  return createGenerativeExtractor({
    provider: new OpenAiCompatibleProvider(settings),
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
    workflows: parts.workflows,
    extractionTimeoutMs: config.limits.extractionTimeoutMs,
    generative: generativeExtractor(config),
    botCheck: config.site.botCheck ? createBotCheck(config.site.botCheck) : NO_BOT_CHECK,
    openApiYaml: parts.openApiYaml,
    exampleEnvelope: exampleOutput(
      (pdf) =>
        extractSds(pdf, { schemaVersion: DEFAULT_SCHEMA_VERSION, maxPages: config.site.limits.maxPages }),
      parts.logger,
    ),
  };
}
