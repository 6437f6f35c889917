import type { ExtractionEnvelope } from '../../contract.js';
import { currentRecordOf, type LayoutA } from '../../schema/index.js';
import { toSdscom } from './index.js';

/** The producing system named in every eSDScom file (`SystemUsedInPreparation`). */
export const SDSCOM_TOOL = 'sds-extraction-service (automated extraction from the SDS PDF)';

/** The engine's record behind an envelope, whichever schema version the caller asked for. */
export function recordOf(envelope: ExtractionEnvelope): LayoutA {
  return currentRecordOf(envelope.outputs.json, envelope.schema_version);
}

export function sdscomForEnvelope(
  envelope: ExtractionEnvelope,
  options: { editingDate: string },
): { record: LayoutA; xml: string } {
  const record = recordOf(envelope);
  return { record, xml: toSdscom(record, { editingDate: options.editingDate, tool: SDSCOM_TOOL }) };
}
