/**
 * A trial upload end to end: store the PDF, record the lead, the extraction and the sample, run the
 * extraction workflow on the evaluation task queue and, when a generative provider is configured, ask
 * it too. The provider's record answers when it is valid; otherwise the built-in engine's does, and
 * the sample says which one and why.
 */
import type { ExtractDocumentInput, ExtractDocumentOutcome } from '../../../workflows/extract-document.js';
import { ServiceError } from '../../errors.js';
import { DEFAULT_SCHEMA_VERSION, type ExtractionEnvelope } from '../../extraction/contract.js';
import type { Logger } from '../../logging.js';
import type { BlobStore } from '../../storage/blob/index.js';
import type { Database } from '../../storage/database.js';
import type { Sample } from '../../storage/repositories/samples.js';
import type { ExtractionClient } from '../../temporal/extraction-client.js';
import { GenerativeProviderError } from '../generative/provider-error.js';

/** The part of the Temporal extraction client a trial needs (src/temporal/extraction-client.ts). */
export type EvaluationWorkflows = Pick<ExtractionClient, 'start' | 'waitForOutcome'>;

/** A generative provider turned into a whole envelope (text in, record validated, outputs rendered). */
export interface GenerativeExtractor {
  extract(bytes: Uint8Array, requestId: string): Promise<ExtractionEnvelope>;
}

export interface TrialDependencies {
  db: Database;
  blobStore: BlobStore;
  workflows: EvaluationWorkflows;
  generative?: GenerativeExtractor;
  logger: Logger;
  /** How long the upload request waits before answering with a sample that is still running. */
  syncTimeoutMs: number;
  /** How long the sample waits for the workflow at all before it is marked failed. */
  extractionTimeoutMs: number;
}

export interface TrialUpload {
  requestId: string;
  bytes: Uint8Array;
  fileName: string;
  lead: { fullName: string; workEmail: string; company: string };
}

type GenerativeAttempt = { ok: true; envelope: ExtractionEnvelope } | { ok: false; reason: string };

function reasonOf(error: unknown): string {
  if (error instanceof GenerativeProviderError) return `generative provider: ${error.message}`;
  return 'generative provider failed unexpectedly';
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
    const input: ExtractDocumentInput = {
      requestId: upload.requestId,
      blobRef: blob.ref,
      fileName: upload.fileName,
      schemaVersion: DEFAULT_SCHEMA_VERSION,
      traffic: 'evaluation',
    };
    try {
      await this.deps.workflows.start(input, 'evaluation');
    } catch (error) {
      const failure =
        error instanceof ServiceError
          ? error
          : new ServiceError('internal_error', 'The extraction could not be started.');
      await db.samples.fail(sample.id, { code: failure.code, message: failure.message });
      await db.extractions.fail(upload.requestId, { code: failure.code, message: failure.message });
      throw error;
    }
    const finished = this.finish(sample, input, upload.bytes).catch((error: unknown) =>
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

  private async finish(sample: Sample, input: ExtractDocumentInput, bytes: Uint8Array): Promise<void> {
    const { db, workflows, generative } = this.deps;
    const builtIn = workflows.waitForOutcome(input.requestId, this.deps.extractionTimeoutMs);
    let engineNote: string | undefined;
    if (generative !== undefined) {
      const attempt: GenerativeAttempt = await generative.extract(bytes, input.requestId).then(
        (envelope) => ({ ok: true, envelope }),
        (error: unknown) => {
          if (!(error instanceof GenerativeProviderError)) {
            this.deps.logger.error(
              { err: error, sample_id: sample.id },
              'generative extraction failed unexpectedly',
            );
          }
          return { ok: false, reason: reasonOf(error) };
        },
      );
      if (attempt.ok) {
        await db.samples.complete(sample.id, { engine: 'generative', envelope: attempt.envelope });
        // The workflow still finishes on the evaluation queue and records the built-in result.
        builtIn.catch((error: unknown) =>
          this.deps.logger.warn({ err: error, sample_id: sample.id }, 'built-in trial extraction failed'),
        );
        return;
      }
      engineNote = attempt.reason;
      this.deps.logger.warn(
        { sample_id: sample.id, reason: attempt.reason },
        'generative provider fell back',
      );
    }
    let outcome: ExtractDocumentOutcome | undefined;
    try {
      outcome = await builtIn;
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
    const record = outcome.status === 'succeeded' ? await db.extractions.get(input.requestId) : null;
    if (record?.envelope) {
      await db.samples.complete(sample.id, { engine: 'built-in', engineNote, envelope: record.envelope });
    } else {
      await db.samples.fail(
        sample.id,
        outcome.error ?? { code: 'internal_error', message: 'The extraction failed.' },
      );
    }
  }
}
