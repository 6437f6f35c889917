/**
 * The public view of a sample: status, which engine answered, confidence, warnings, output previews,
 * and what the Record tab shows: the record with its evidence, the official texts of its statements
 * and the page images the evidence boxes are drawn on.
 */
import type { ExtractionEnvelope } from '../../extraction/contract.js';
import { currentRecordOf, isLayoutA } from '../../extraction/schema/index.js';
import type { Sample, SamplePageInfo } from '../../storage/repositories/samples.js';
import { previewsOf } from '../trial/previews.js';
import { labelTexts } from '../trial/statement-texts.js';

export function sampleEnvelope(sample: Sample): ExtractionEnvelope | undefined {
  return sample.envelope_json === null ? undefined : (JSON.parse(sample.envelope_json) as ExtractionEnvelope);
}

/** Confidence, warnings, previews and the record view of an envelope; page images under `pagesUrl`. */
export function resultView(
  envelope: ExtractionEnvelope,
  pages: SamplePageInfo[],
  pagesUrl: string,
): Record<string, unknown> {
  const record = isLayoutA(envelope.schema_version)
    ? currentRecordOf(envelope.outputs.json, envelope.schema_version)
    : undefined;
  return {
    confidence_score: envelope.confidence_score,
    warnings: envelope.warnings,
    previews: previewsOf(envelope.outputs),
    ...(record ? { record, label_texts: labelTexts(record.hazards_identification) } : {}),
    pages: pages.map((page) => ({ ...page, url: `${pagesUrl}/${page.number}` })),
  };
}

export function sampleView(sample: Sample, pages: SamplePageInfo[] = []): Record<string, unknown> {
  const envelope = sampleEnvelope(sample);
  return {
    status: sample.status,
    file_name: sample.file_name,
    engine: sample.engine,
    engine_note: sample.engine_note,
    ...(envelope ? resultView(envelope, pages, `/api/samples/${sample.id}/pages`) : {}),
    ...(sample.status === 'failed'
      ? { error: { code: sample.error_code, message: sample.error_message } }
      : {}),
  };
}
