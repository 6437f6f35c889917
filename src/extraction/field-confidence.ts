import type { DocumentText } from './pdf/types.js';
import type { Evidence, LayoutA } from './schema/index.js';
import type { EngineWarning } from './warnings.js';

/** A value read from an OCR page is only as sure as the recognition of that page. */
const OCR_WEIGHT = 0.5;
/** A value that a cross-field rule contradicts keeps this share of its confidence. */
const CONTRADICTED_SHARE = 0.6;
/** A value read outside the section the regulation puts it in was found by a fallback: at most this sure. */
const OUTSIDE_ITS_SECTION = 0.6;

/** The section each part of the record is read from (the revision's dates and version stand anywhere). */
const SECTION_OF_PART: Readonly<Record<string, number>> = {
  product_identification: 1,
  hazards_identification: 2,
  composition: 3,
  exposure_controls_ppe: 8,
  physical_chemical_properties: 9,
  toxicological_information: 11,
  transport_information: 14,
};

/** Where each value was read: the section of its evidence line, or undefined when unknown. */
export type SectionOfValue = (path: string) => number | undefined;

/**
 * Per-field confidence from how each value was found: the extractor's own confidence (label or
 * sub-section anchor matched, or position guessed), lowered by the OCR quality of its page, capped when
 * the value was read outside its regulated section (or where that section was not found), and lowered
 * when a cross-field rule contradicts it. Evidence entries are adjusted in place.
 */
export function adjustFieldConfidence(
  evidence: Record<string, Evidence>,
  doc: DocumentText,
  warnings: readonly EngineWarning[],
  sectionOfValue: SectionOfValue,
): void {
  const ocrConfidenceOfPage = new Map(
    doc.pages.filter((page) => page.source === 'ocr').map((page) => [page.number, page.ocrConfidence ?? 0.5]),
  );
  // Info warnings say how a value was found (the extractor already weighed that); warnings contradict.
  const contradicted = warnings.flatMap((w) => (w.field && w.severity !== 'info' ? [w.field] : []));
  for (const [path, entry] of Object.entries(evidence)) {
    let confidence = entry.confidence;
    const ocr = entry.page === null ? undefined : ocrConfidenceOfPage.get(entry.page);
    if (ocr !== undefined) confidence *= 1 - OCR_WEIGHT * (1 - ocr);
    const expected = SECTION_OF_PART[path.split('.')[0] ?? ''];
    if (expected !== undefined && sectionOfValue(path) !== expected)
      confidence = Math.min(confidence, OUTSIDE_ITS_SECTION);
    if (
      contradicted.some(
        (field) => path === field || path.startsWith(`${field}.`) || path.startsWith(`${field}[`),
      )
    ) {
      confidence *= CONTRADICTED_SHARE;
    }
    entry.confidence = Number(confidence.toFixed(3));
  }
}

/** The core fields: without one of them the record cannot be filed, so each gap weighs more. */
const CORE_FIELDS: ReadonlyArray<(record: LayoutA) => boolean> = [
  (r) => Boolean(r.product_identification.product_name),
  (r) => Boolean(r.product_identification.supplier_name),
  (r) => Boolean(r.revision_metadata.revision_date),
];

/**
 * What nearly every safety data sheet states besides the core fields. A record without one of them has
 * more often been misread than the document has left it out, so each gap lowers the document confidence.
 */
const EXPECTED_FIELDS: ReadonlyArray<(record: LayoutA) => boolean> = [
  (r) => Boolean(r.product_identification.emergency_phone),
  (r) => Boolean(r.physical_chemical_properties.physical_state),
  (r) => r.composition.components.length > 0,
  (r) => r.exposure_controls_ppe.ppe.length > 0,
  (r) => r.transport_information.regulated !== null || r.transport_information.un_number !== null,
];

export interface MissingFields {
  core: number;
  expected: number;
}

/** How many core and other expected fields the record lacks. */
export function missingFields(record: LayoutA): MissingFields {
  const missing = (checks: ReadonlyArray<(record: LayoutA) => boolean>) =>
    checks.filter((present) => !present(record)).length;
  return { core: missing(CORE_FIELDS), expected: missing(EXPECTED_FIELDS) };
}
