/**
 * The service's Prometheus metrics, defined once. One registry per process (the Prometheus
 * convention): the API and website record requests, the worker records extractions, webhook
 * attempts and queue depth, and each process serves its registry on its operator port.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ExtractionResult } from '../extraction/contract.js';

export class ServiceMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'sds_http_requests_total',
    help: 'HTTP requests answered, by app, route template and status code.',
    labelNames: ['app', 'method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpRequestDuration = new Histogram({
    name: 'sds_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by app and route template.',
    labelNames: ['app', 'method', 'route'] as const,
    buckets: [0.005, 0.025, 0.1, 0.25, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [this.registry],
  });

  readonly extractionDuration = new Histogram({
    name: 'sds_extraction_duration_seconds',
    help: 'Time the extraction activity spent on one document, by outcome (ok or the error code).',
    labelNames: ['outcome'] as const,
    buckets: [0.25, 0.5, 1, 2.5, 5, 10, 20, 40, 80, 160, 320, 600],
    registers: [this.registry],
  });

  readonly extractionPages = new Histogram({
    name: 'sds_extraction_pages',
    help: 'Pages per extracted document.',
    buckets: [1, 2, 4, 8, 12, 16, 24, 32, 50, 100, 200],
    registers: [this.registry],
  });

  readonly ocrPages = new Counter({
    name: 'sds_ocr_pages_total',
    help: 'Pages whose text came from OCR rather than the PDF text layer.',
    registers: [this.registry],
  });

  readonly confidence = new Histogram({
    name: 'sds_extraction_confidence',
    help: 'Confidence score (0 to 1) of extracted documents.',
    buckets: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 1],
    registers: [this.registry],
  });

  readonly warnings = new Counter({
    name: 'sds_extraction_warnings_total',
    help: 'Warnings attached to extracted documents, by warning code.',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });

  readonly bulkYield = new Histogram({
    name: 'sds_bulk_yield_seconds',
    help: 'Time a bulk item waited for interactive extractions in progress before its own started.',
    buckets: [0, 0.1, 0.5, 1, 2.5, 5, 10, 20, 30, 60],
    registers: [this.registry],
  });

  readonly webhookAttempts = new Counter({
    name: 'sds_webhook_attempts_total',
    help: 'Webhook delivery attempts, by outcome (succeeded, retrying, failed).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  private queueDepthSource?: () => Promise<void>;

  readonly queueDepth = new Gauge({
    name: 'sds_task_queue_backlog',
    help: 'Approximate number of tasks waiting on each Temporal task queue, by task kind.',
    labelNames: ['task_queue', 'kind'] as const,
    registers: [this.registry],
    // Arrow function: prom-client calls collect with the gauge as `this`, the source lives here.
    collect: () => this.queueDepthSource?.(),
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'sds_' });
  }

  /** Called at every scrape to refresh the queue-depth gauge (the worker sets it). */
  setQueueDepthSource(source: () => Promise<void>): void {
    this.queueDepthSource = source;
  }

  recordExtraction(result: ExtractionResult, durationSeconds: number): void {
    this.extractionDuration.observe({ outcome: 'ok' }, durationSeconds);
    this.extractionPages.observe(result.pageCount);
    this.ocrPages.inc(result.ocrPages);
    this.confidence.observe(result.confidenceScore);
    for (const warning of result.warnings) this.warnings.inc({ code: warning.code });
  }

  recordFailedExtraction(errorCode: string, durationSeconds: number): void {
    this.extractionDuration.observe({ outcome: errorCode }, durationSeconds);
  }
}

/** This process's metrics. */
export const metrics = new ServiceMetrics();
