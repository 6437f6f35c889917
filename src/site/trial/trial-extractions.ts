/**
 * A trial upload end to end: store the PDF, record the lead, the extraction and the sample, run the
 * evaluation workflow on the evaluation task queue (it asks the generative provider when the site
 * allows it and falls back to the built-in engine), and record which engine answered and why. While
 * the workflow runs, the pages are rendered for the evidence viewer and stored with the sample.
 */
import type { EvaluateDocumentInput, EvaluateDocumentOutcome } from '../../temporal/contracts.js';
import { ServiceError } from '../../errors.js';
import { DEFAULT_SCHEMA_VERSION } from '../../extraction/contract.js';
import type { Logger } from '../../logging.js';
import type { BlobStore } from '../../storage/blob/index.js';
import type { Database } from '../../storage/database.js';
import type { Sample } from '../../storage/repositories/samples.js';
import type { ExtractionClient } from '../../temporal/extraction-client.js';
import type { PageImage } from '../../extraction/page-images.js';

/** The evaluation lane of the Temporal extraction client: trials start only evaluateDocumentWorkflow. */
export interface EvaluationWorkflows {
  start(input: EvaluateDocumentInput): Promise<void>;
  waitForOutcome(requestId: string, timeoutMs: number): Promise<EvaluateDocumentOutcome | undefined>;
}

export function evaluationLane(
  client: Pick<ExtractionClient, 'start' | 'waitForOutcome'>,
): EvaluationWorkflows {
  return {
    start: (input) => client.start(input, 'evaluation', 'evaluateDocumentWorkflow'),
    waitForOutcome: (requestId, timeoutMs) =>
      client.waitForOutcome<EvaluateDocumentOutcome>(requestId, timeoutMs),
  };
}

export interface TrialDependencies {
  db: Database;
  blobStore: BlobStore;
  workflows: EvaluationWorkflows;
  /** How long the generative provider may take; undefined when none is configured for the site. */
  generativeTimeoutMs?: number;
  logger: Logger;
  /** How long the upload request waits before answering with a sample that is still running. */
  syncTimeoutMs: number;
  /** How long the sample waits for the workflow at all before it is marked failed. */
  extractionTimeoutMs: number;
  /** The document's pages as images for the viewer. */
  renderPages: (pdf: Uint8Array) => Promise<PageImage[]>;
}

export interface TrialUpload {
  requestId: string;
  bytes: Uint8Array;
  fileName: string;
  lead: { fullName: string; workEmail: string; company: string };
}

export class TrialExtractions {
  constructor(private readonly deps: TrialDependencies) {}

  /** Resolves with the sample as it stands when the extraction finished or the wait ran out. */
  async run(upload: TrialUpload): Promise<Sample> {
    const { db, blobStore } = this.deps;
    const blob = await blobStore.put(upload.bytes);
    await db.extractions.create({
      requestId: upload.requestId,
      apiKeyId: null,
      traffic: 'evaluation',
      fileName: upload.fileName,
      blobRef: blob.ref,
      byteSize: blob.size,
      schemaVersion: DEFAULT_SCHEMA_VERSION,
    });
    const lead = await db.leads.create({ source: 'sample_upload', ...upload.lead });
    const sample = await db.samples.create({
      requestId: upload.requestId,
      leadId: lead.id,
      fileName: upload.fileName,
    });
    const { generativeTimeoutMs } = this.deps;
    const input: EvaluateDocumentInput = {
      requestId: upload.requestId,
      blobRef: blob.ref,
      fileName: upload.fileName,
      schemaVersion: DEFAULT_SCHEMA_VERSION,
      traffic: 'evaluation',
      ...(generativeTimeoutMs === undefined ? {} : { generative: { timeoutMs: generativeTimeoutMs } }),
    };
    try {
      await this.deps.workflows.start(input);
    } catch (error) {
      const failure =
        error instanceof ServiceError
          ? error
          : new ServiceError('internal_error', 'The extraction could not be started.');
      await db.samples.fail(sample.id, { code: failure.code, message: failure.message });
      await db.extractions.fail(upload.requestId, { code: failure.code, message: failure.message });
      throw error;
    }
    const pages = this.renderPages(sample, upload.bytes);
    const finished = this.finish(sample, input.requestId, pages).catch((error: unknown) =>
      this.deps.logger.error({ err: error, sample_id: sample.id }, 'trial extraction could not be recorded'),
    );
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.deps.syncTimeoutMs);
    });
    await Promise.race([finished, waited]);
    clearTimeout(timer);
    return (await db.samples.get(sample.id)) ?? sample;
  }

  /** Never rejects: without page images the viewer still shows the record. */
  private async renderPages(sample: Sample, pdf: Uint8Array): Promise<PageImage[]> {
    const startedAt = performance.now();
    try {
      const pages = await this.deps.renderPages(pdf);
      this.deps.logger.info(
        { sample_id: sample.id, pages: pages.length, render_ms: Math.round(performance.now() - startedAt) },
        'trial page images rendered',
      );
      return pages;
    } catch (error) {
      this.deps.logger.warn({ err: error, sample_id: sample.id }, 'trial page images could not be rendered');
      return [];
    }
  }

  private async finish(sample: Sample, requestId: string, pages: Promise<PageImage[]>): Promise<void> {
    const { db, workflows } = this.deps;
    let outcome: EvaluateDocumentOutcome | undefined;
    try {
      outcome = await workflows.waitForOutcome(requestId, this.deps.extractionTimeoutMs);
    } catch (error) {
      this.deps.logger.error({ err: error, sample_id: sample.id }, 'evaluation workflow failed');
      await db.samples.fail(sample.id, {
        code: 'service_unavailable',
        message: 'The extraction could not be run.',
      });
      return;
    }
    if (outcome === undefined) {
      await db.samples.fail(sample.id, {
        code: 'service_unavailable',
        message: 'The extraction did not finish in time.',
      });
      return;
    }
    if (outcome.engineNote !== undefined) {
      this.deps.logger.warn(
        { sample_id: sample.id, reason: outcome.engineNote },
        'generative provider fell back',
      );
    }
    const record = outcome.status === 'succeeded' ? await db.extractions.get(requestId) : null;
    if (record?.envelope) {
      await db.samples.savePages(sample.id, await pages);
      await db.samples.complete(sample.id, {
        engine: outcome.engine,
        engineNote: outcome.engineNote,
        envelope: record.envelope,
      });
    } else {
      await db.samples.fail(
        sample.id,
        outcome.error ?? { code: 'internal_error', message: 'The extraction failed.' },
      );
    }
  }
}
