/** The public view of a sample: status, which engine answered, confidence, warnings, output previews. */
import type { ExtractionEnvelope } from '../../extraction/contract.js';
import type { Sample } from '../../storage/repositories/samples.js';
import { previewsOf } from '../trial/previews.js';

export function sampleEnvelope(sample: Sample): ExtractionEnvelope | undefined {
  return sample.envelope_json === null ? undefined : (JSON.parse(sample.envelope_json) as ExtractionEnvelope);
}

export function sampleView(sample: Sample): Record<string, unknown> {
  const envelope = sampleEnvelope(sample);
  return {
    status: sample.status,
    file_name: sample.file_name,
    engine: sample.engine,
    engine_note: sample.engine_note,
    ...(envelope
      ? {
          confidence_score: envelope.confidence_score,
          warnings: envelope.warnings,
          previews: previewsOf(envelope.outputs),
        }
      : {}),
    ...(sample.status === 'failed'
      ? { error: { code: sample.error_code, message: sample.error_message } }
      : {}),
  };
}
