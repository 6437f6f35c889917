/**
 * The service's configuration: every environment variable it reads, with its default, validated
 * once. The configuration table of docs/operations.md documents the same list; keep the two in step.
 */
import path from 'node:path';
import { z } from 'zod';
import type { S3BlobStoreOptions } from './storage/blob/s3.js';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const nonNegativeInt = z.coerce.number().int().min(0);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value));
const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

// A request that waited the full synchronous time still needs a moment to write its answer.
const DRAIN_MARGIN_MS = 10_000;

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,

  API_HOST: z.string().default('0.0.0.0'),
  API_PORT: port.default(8080),
  SITE_PORT: port.default(3000),
  /** Base of the absolute URLs the API hands out (status_url, Location); defaults to the request's own origin. */
  PUBLIC_BASE_URL: optionalText,

  TEMPORAL_ADDRESS: optionalText,
  TEMPORAL_NAMESPACE: z.string().default('default'),
  TEMPORAL_TLS_CERT: optionalText,
  TEMPORAL_TLS_KEY: optionalText,
  TEMPORAL_TLS_CA: optionalText,
  TEMPORAL_API_KEY: optionalText,
  TEMPORAL_PORT: port.default(7233),
  TEMPORAL_UI_PORT: port.default(8233),

  WORKER_LANES: z.string().default('production,bulk,evaluation,webhooks'),
  WORKER_PRODUCTION_SLOTS: positiveInt.default(2),
  /**
   * One: on a host shared with synchronous calls a second bulk slot bought 5 % more backfill
   * throughput and made the first sync calls during a backfill 2.4x slower (docs/benchmarks.md).
   */
  WORKER_BULK_SLOTS: positiveInt.default(1),
  WORKER_EVALUATION_SLOTS: positiveInt.default(1),
  WORKER_WEBHOOKS_SLOTS: positiveInt.default(20),
  /** On SIGTERM, how long a worker lets running activities finish before handing them back. */
  WORKER_SHUTDOWN_GRACE_MS: positiveInt.default(30_000),
  /** Extraction threads bulk items may hold at once (default: all but one when callers are served too). */
  WORKER_BULK_EXTRACTION_THREADS: positiveInt.optional(),

  MAX_FILE_BYTES: positiveInt.default(25 * 1024 * 1024),
  MAX_PAGES: positiveInt.default(1000),
  SYNC_TIMEOUT_MS: positiveInt.default(60_000),
  EXTRACTION_TIMEOUT_MS: positiveInt.default(600_000),
  TRUST_PROXY: booleanFlag.default(false),
  /** How long SIGTERM waits for open HTTP requests; default: the process's synchronous wait + 10 s. */
  SHUTDOWN_DRAIN_MS: positiveInt.optional(),

  SITE_HOST: z.string().default('0.0.0.0'),
  SITE_MAX_FILE_BYTES: positiveInt.default(5 * 1024 * 1024),
  SITE_MAX_PAGES: positiveInt.default(20),
  SITE_SYNC_TIMEOUT_MS: positiveInt.default(120_000),
  SITE_UPLOADS_PER_HOUR: positiveInt.default(10),
  SITE_FORMS_PER_HOUR: positiveInt.default(30),
  SITE_EVENTS_PER_MINUTE: positiveInt.default(120),
  SITE_DOWNLOAD_TTL_SECONDS: positiveInt.default(300),
  /** Signs download links and keys the visitor hash; a random one per process when unset. */
  SITE_SECRET: optionalText,
  ANALYTICS_ADMIN_KEY: optionalText,
  ANALYTICS_ADMIN_IP_ALLOWLIST: z.string().default(''),
  BOT_CHECK_SECRET: optionalText,
  BOT_CHECK_VERIFY_URL: optionalText,
  BOT_CHECK_SITE_KEY: optionalText,
  /** The provider's widget script, loaded by the trial and contact pages; its origin joins the CSP. */
  BOT_CHECK_SCRIPT_URL: optionalText,
  BOT_CHECK_WIDGET: z.enum(['turnstile', 'hcaptcha', 'recaptcha']).default('turnstile'),
  /** Further CSP sources the widget's frames, styles and calls come from (comma-separated). */
  BOT_CHECK_CSP_SOURCES: z.string().default(''),
  BOT_CHECK_TIMEOUT_MS: positiveInt.default(5_000),
  GENERATIVE_API_URL: optionalText,
  GENERATIVE_API_KEY: optionalText,
  GENERATIVE_MODEL: optionalText,
  GENERATIVE_TIMEOUT_MS: positiveInt.default(30_000),

  BULK_MAX_FILES_PER_REQUEST: positiveInt.default(100),
  BULK_MAX_REQUEST_BYTES: positiveInt.default(512 * 1024 * 1024),
  BULK_MAX_ITEMS_PER_BATCH: positiveInt.default(100_000),
  BULK_MAX_BATCH_CONCURRENCY: positiveInt.default(16),
  BULK_ITEMS_PER_WORKFLOW_RUN: positiveInt.default(500),
  BULK_OPEN_BATCH_IDLE_MS: positiveInt.default(60 * 60 * 1000),
  /** How long a bulk item waits for synchronous calls and website trials in progress; 0 turns waiting off. */
  BULK_YIELD_MAX_WAIT_MS: nonNegativeInt.default(30_000),
  WEBHOOK_ALLOW_LOOPBACK: booleanFlag.default(false),
  WEBHOOK_TIMEOUT_MS: positiveInt.default(10_000),
  WEBHOOK_RETRY_FIRST_DELAY_MS: positiveInt.default(5_000),
  WEBHOOK_RETRY_MAX_DELAY_MS: positiveInt.default(3 * 60 * 60 * 1000),
  WEBHOOK_RETRY_WINDOW_MS: positiveInt.default(26 * 60 * 60 * 1000),

  BLOB_STORE: z.enum(['fs', 's3']).default('fs'),
  S3_BUCKET: optionalText,
  S3_PREFIX: z.string().default('blobs/'),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalText,
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,

  METRICS_HOST: z.string().default('0.0.0.0'),
  /** Operator port of /metrics; 0 turns the endpoint off. */
  METRICS_PORT: port.default(9464),

  RETENTION_FILE_DAYS: positiveInt.default(30),
  RETENTION_ENVELOPE_DAYS: positiveInt.default(90),
  RETENTION_LEAD_DAYS: positiveInt.default(365),
  RETENTION_SCHEDULE_CRON: z.string().default('17 3 * * *'),
});

/** Every environment variable the service reads (deployment checks compare against this list). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(environmentSchema.shape);

export const WORKER_LANE_NAMES = ['production', 'bulk', 'evaluation', 'webhooks'] as const;
export type WorkerLane = (typeof WORKER_LANE_NAMES)[number];

export interface TemporalConfig {
  /** host:port of the frontend; without TEMPORAL_ADDRESS, the local dev server on TEMPORAL_PORT. */
  address: string;
  namespace: string;
  tls?: { clientCertPath?: string; clientKeyPath?: string; serverCaPath?: string };
  apiKey?: string;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  logLevel: string;
  dataDir: string;
  databaseUrl?: string;
  api: { host: string; port: number; publicBaseUrl?: string; trustProxy: boolean; drainMs: number };
  site: SiteConfig;
  temporal: TemporalConfig;
  worker: {
    lanes: WorkerLane[];
    slots: Record<WorkerLane, number>;
    shutdownGraceMs: number;
    bulkExtractionThreads?: number;
  };
  limits: { maxFileBytes: number; maxPages: number; syncTimeoutMs: number; extractionTimeoutMs: number };
  bulk: BulkConfig;
  webhooks: WebhookConfig;
  blob: BlobStoreConfig;
  metrics: { host: string; port: number };
  retention: RetentionConfig;
}

export type BlobStoreConfig = { kind: 'fs' } | ({ kind: 's3' } & S3BlobStoreOptions);

export interface RetentionConfig {
  /** Uploaded PDFs in the blob store. */
  fileDays: number;
  /** Extraction records with their envelopes, and finished batches. */
  envelopeDays: number;
  /** Website leads with their samples, contacts and analytics events. */
  leadDays: number;
  /** When the retention Temporal Schedule runs (cron, UTC). */
  scheduleCron: string;
}

export interface BulkConfig {
  maxFilesPerRequest: number;
  maxRequestBytes: number;
  maxItemsPerBatch: number;
  /** Upper bound of one batch's children in flight; the key's tier share may set it lower. */
  maxBatchConcurrency: number;
  /** Items a batch workflow run starts before it continues as new, keeping its history small. */
  itemsPerWorkflowRun: number;
  /** How long a batch held open with `more_files` waits for its next chunk before it closes. */
  openBatchIdleMs: number;
  /** The longest a bulk item's extraction waits while interactive extractions are in progress (0: never). */
  yieldMaxWaitMs: number;
}

export interface WebhookConfig {
  /** Permits http:// and loopback targets: local use and tests only. */
  allowLoopback: boolean;
  timeoutMs: number;
  retry: { firstDelayMs: number; maxDelayMs: number; windowMs: number };
}

export interface SiteConfig {
  host: string;
  port: number;
  trustProxy: boolean;
  /** How long SIGTERM waits for open requests before closing their connections. */
  drainMs: number;
  limits: { maxFileBytes: number; maxPages: number; syncTimeoutMs: number };
  rateLimits: { uploadsPerHour: number; formsPerHour: number; eventsPerMinute: number };
  downloadTtlSeconds: number;
  secret?: string;
  /** The API's address shown to customers in the docs: PUBLIC_BASE_URL, else the API on this host. */
  apiBaseUrl: string;
  analyticsAdmin: { key?: string; ipAllowList: string[] };
  botCheck?: { secret: string; verifyUrl: string; timeoutMs: number; widget: BotCheckWidget };
  generative?: { url: string; apiKey?: string; model: string; timeoutMs: number };
}

/** The provider's browser widget: which provider's markup, its script and the public site key. */
export interface BotCheckWidget {
  kind: 'turnstile' | 'hcaptcha' | 'recaptcha';
  scriptUrl: string;
  siteKey: string;
  /** CSP sources the widget needs: the script's origin, then BOT_CHECK_CSP_SOURCES. */
  cspSources: string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseLanes(value: string): WorkerLane[] {
  const lanes = value
    .split(',')
    .map((lane) => lane.trim())
    .filter((lane) => lane !== '');
  const unknown = lanes.filter((lane) => !(WORKER_LANE_NAMES as readonly string[]).includes(lane));
  if (unknown.length > 0 || lanes.length === 0) {
    throw new ConfigError(`WORKER_LANES must list some of ${WORKER_LANE_NAMES.join(', ')}; got "${value}"`);
  }
  return [...new Set(lanes)] as WorkerLane[];
}

function botCheckConfig(env: z.infer<typeof environmentSchema>): SiteConfig['botCheck'] {
  if (env.BOT_CHECK_SECRET === undefined || env.BOT_CHECK_VERIFY_URL === undefined) return undefined;
  const scriptUrl = env.BOT_CHECK_SCRIPT_URL;
  if (
    env.BOT_CHECK_SITE_KEY === undefined ||
    scriptUrl === undefined ||
    !/^https?:\/\/[^/]/.test(scriptUrl)
  ) {
    throw new ConfigError(
      'a bot check needs its widget: BOT_CHECK_SITE_KEY and an http(s) BOT_CHECK_SCRIPT_URL',
    );
  }
  return {
    secret: env.BOT_CHECK_SECRET,
    verifyUrl: env.BOT_CHECK_VERIFY_URL,
    timeoutMs: env.BOT_CHECK_TIMEOUT_MS,
    widget: {
      kind: env.BOT_CHECK_WIDGET,
      scriptUrl,
      siteKey: env.BOT_CHECK_SITE_KEY,
      cspSources: [new URL(scriptUrl).origin, ...cspSourceList(env.BOT_CHECK_CSP_SOURCES)],
    },
  };
}

function cspSourceList(value: string): string[] {
  const sources = value
    .split(',')
    .map((source) => source.trim())
    .filter((source) => source !== '');
  const malformed = sources.filter((source) => !/^https?:\/\/[^\s;,']+$/.test(source));
  if (malformed.length > 0) {
    throw new ConfigError(
      `BOT_CHECK_CSP_SOURCES takes http(s) sources such as https://*.hcaptcha.com; got "${malformed.join(', ')}"`,
    );
  }
  return sources;
}

/**
 * A plain http(s) address (scheme, host, port, path of unreserved characters): it is written into the
 * docs' pages and scripts as it is, so nothing in it may need escaping.
 */
const PLAIN_BASE_URL = /^https?:\/\/[A-Za-z0-9.:[\]-]+(?:\/[A-Za-z0-9._~/-]*)?$/;

function documentedApiBaseUrl(env: z.infer<typeof environmentSchema>): string {
  const url = env.PUBLIC_BASE_URL?.replace(/\/+$/, '') ?? `http://localhost:${env.API_PORT}`;
  if (!PLAIN_BASE_URL.test(url))
    throw new ConfigError(`PUBLIC_BASE_URL must be a plain http(s) URL (scheme, host, port, path): ${url}`);
  return url;
}

function siteConfig(env: z.infer<typeof environmentSchema>): SiteConfig {
  if ((env.BOT_CHECK_SECRET === undefined) !== (env.BOT_CHECK_VERIFY_URL === undefined)) {
    throw new ConfigError('BOT_CHECK_SECRET and BOT_CHECK_VERIFY_URL are set together or not at all');
  }
  if ((env.GENERATIVE_API_URL === undefined) !== (env.GENERATIVE_MODEL === undefined)) {
    throw new ConfigError('GENERATIVE_API_URL and GENERATIVE_MODEL are set together or not at all');
  }
  return {
    host: env.SITE_HOST,
    port: env.SITE_PORT,
    trustProxy: env.TRUST_PROXY,
    drainMs: env.SHUTDOWN_DRAIN_MS ?? env.SITE_SYNC_TIMEOUT_MS + DRAIN_MARGIN_MS,
    limits: {
      maxFileBytes: env.SITE_MAX_FILE_BYTES,
      maxPages: env.SITE_MAX_PAGES,
      syncTimeoutMs: env.SITE_SYNC_TIMEOUT_MS,
    },
    rateLimits: {
      uploadsPerHour: env.SITE_UPLOADS_PER_HOUR,
      formsPerHour: env.SITE_FORMS_PER_HOUR,
      eventsPerMinute: env.SITE_EVENTS_PER_MINUTE,
    },
    downloadTtlSeconds: env.SITE_DOWNLOAD_TTL_SECONDS,
    secret: env.SITE_SECRET,
    apiBaseUrl: documentedApiBaseUrl(env),
    analyticsAdmin: {
      key: env.ANALYTICS_ADMIN_KEY,
      ipAllowList: env.ANALYTICS_ADMIN_IP_ALLOWLIST.split(',')
        .map((ip) => ip.trim())
        .filter((ip) => ip !== ''),
    },
    botCheck: botCheckConfig(env),
    generative:
      env.GENERATIVE_API_URL !== undefined && env.GENERATIVE_MODEL !== undefined
        ? {
            url: env.GENERATIVE_API_URL,
            apiKey: env.GENERATIVE_API_KEY,
            model: env.GENERATIVE_MODEL,
            timeoutMs: env.GENERATIVE_TIMEOUT_MS,
          }
        : undefined,
  };
}

function blobStoreConfig(env: z.infer<typeof environmentSchema>): BlobStoreConfig {
  if (env.BLOB_STORE === 'fs') return { kind: 'fs' };
  if (env.S3_BUCKET === undefined) throw new ConfigError('BLOB_STORE=s3 needs S3_BUCKET');
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    prefix: env.S3_PREFIX,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const tlsGiven = env.TEMPORAL_TLS_CERT ?? env.TEMPORAL_TLS_KEY ?? env.TEMPORAL_TLS_CA;
  return {
    env: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    api: {
      host: env.API_HOST,
      port: env.API_PORT,
      publicBaseUrl: env.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
      trustProxy: env.TRUST_PROXY,
      drainMs: env.SHUTDOWN_DRAIN_MS ?? env.SYNC_TIMEOUT_MS + DRAIN_MARGIN_MS,
    },
    site: siteConfig(env),
    temporal: {
      address: env.TEMPORAL_ADDRESS ?? `127.0.0.1:${env.TEMPORAL_PORT}`,
      namespace: env.TEMPORAL_NAMESPACE,
      tls: tlsGiven
        ? {
            clientCertPath: env.TEMPORAL_TLS_CERT,
            clientKeyPath: env.TEMPORAL_TLS_KEY,
            serverCaPath: env.TEMPORAL_TLS_CA,
          }
        : undefined,
      apiKey: env.TEMPORAL_API_KEY,
    },
    worker: {
      lanes: parseLanes(env.WORKER_LANES),
      slots: {
        production: env.WORKER_PRODUCTION_SLOTS,
        bulk: env.WORKER_BULK_SLOTS,
        evaluation: env.WORKER_EVALUATION_SLOTS,
        webhooks: env.WORKER_WEBHOOKS_SLOTS,
      },
      shutdownGraceMs: env.WORKER_SHUTDOWN_GRACE_MS,
      bulkExtractionThreads: env.WORKER_BULK_EXTRACTION_THREADS,
    },
    limits: {
      maxFileBytes: env.MAX_FILE_BYTES,
      maxPages: env.MAX_PAGES,
      syncTimeoutMs: env.SYNC_TIMEOUT_MS,
      extractionTimeoutMs: env.EXTRACTION_TIMEOUT_MS,
    },
    bulk: {
      maxFilesPerRequest: env.BULK_MAX_FILES_PER_REQUEST,
      maxRequestBytes: env.BULK_MAX_REQUEST_BYTES,
      maxItemsPerBatch: env.BULK_MAX_ITEMS_PER_BATCH,
      maxBatchConcurrency: env.BULK_MAX_BATCH_CONCURRENCY,
      itemsPerWorkflowRun: env.BULK_ITEMS_PER_WORKFLOW_RUN,
      openBatchIdleMs: env.BULK_OPEN_BATCH_IDLE_MS,
      yieldMaxWaitMs: env.BULK_YIELD_MAX_WAIT_MS,
    },
    webhooks: {
      allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK,
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      retry: {
        firstDelayMs: env.WEBHOOK_RETRY_FIRST_DELAY_MS,
        maxDelayMs: env.WEBHOOK_RETRY_MAX_DELAY_MS,
        windowMs: env.WEBHOOK_RETRY_WINDOW_MS,
      },
    },
    blob: blobStoreConfig(env),
    metrics: { host: env.METRICS_HOST, port: env.METRICS_PORT },
    retention: {
      fileDays: env.RETENTION_FILE_DAYS,
      envelopeDays: env.RETENTION_ENVELOPE_DAYS,
      leadDays: env.RETENTION_LEAD_DAYS,
      scheduleCron: env.RETENTION_SCHEDULE_CRON,
    },
  };
}
