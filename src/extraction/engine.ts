import { ServiceError } from '../errors.js';
import { confidenceScore } from './confidence.js';
import { ExtractionContext } from './context.js';
import { adjustFieldConfidence, missingFields } from './field-confidence.js';
import type { ExtractionResult, SchemaVersion } from './contract.js';
import { judgeSds } from './document-kind.js';
import { keepLabelledValues } from './labelled-values.js';
import { extractComposition } from './fields/composition.js';
import { extractHazards } from './fields/hazards.js';
import { extractIdentification } from './fields/identification.js';
import { extractProperties } from './fields/properties.js';
import { extractExposureControls } from './fields/ppe.js';
import { extractRevision } from './fields/revision.js';
import { withSubstanceName } from './fields/substance-name.js';
import { extractToxicology } from './fields/toxicology.js';
import { extractTransport } from './fields/transport.js';
import { detectLanguage } from './languages/detect.js';
import type { DocumentText } from './pdf/types.js';
import { toCsv } from './render/csv.js';
import { toXml } from './render/xml.js';
import { toVersionedRecord, type LayoutA } from './schema/index.js';
import { screenComposition } from './screening/index.js';
import { findSections } from './sections/index.js';
import { documentLines, fold } from './text.js';
import { validateRecord } from './validate/rules.js';
import { warning, type EngineWarning } from './warnings.js';

/** Below this many readable characters per page the text is too poor to extract (422 low_text_quality). */
export const MIN_READABLE_CHARS_PER_PAGE = 80;
/** Below this share of letters/digits among non-space characters the text is judged garbled. */
export const MIN_READABLE_RATIO = 0.5;
/** The highest confidence of a document judged an SDS on thin evidence (few sections: a scan, an old form). */
const THIN_SDS_CONFIDENCE = 0.5;
const OSHA_MARKERS = [
  'material safety data sheet',
  'msds',
  'osha 174',
  'hazardous ingredients',
  'section ii',
  'health hazard data',
];

interface TextQuality {
  readableChars: number;
  ratio: number;
}

function textQuality(text: string): TextQuality {
  const nonSpace = text.replace(/\s/g, '');
  const readable = (nonSpace.match(/[\p{L}\p{N}]/gu) ?? []).length;
  return { readableChars: readable, ratio: nonSpace.length ? readable / nonSpace.length : 0 };
}

function assertReadable(doc: DocumentText, text: string): void {
  const quality = textQuality(text);
  // Pages past the OCR budget have no text by choice, not because the document is poor.
  const perPage = quality.readableChars / Math.max(1, doc.pageCount - doc.unreadPages.length);
  if (perPage < MIN_READABLE_CHARS_PER_PAGE || quality.ratio < MIN_READABLE_RATIO) {
    throw new ServiceError(
      'low_text_quality',
      `The document's readable text is too poor to extract (${Math.round(perPage)} readable characters per page, ${Math.round(quality.ratio * 100)} % readable; minimum ${MIN_READABLE_CHARS_PER_PAGE} and ${MIN_READABLE_RATIO * 100} %).`,
      { readable_chars_per_page: Math.round(perPage), readable_ratio: Number(quality.ratio.toFixed(2)) },
    );
  }
}

function nonLatinShare(text: string): number {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  const latin = (text.match(/\p{Script=Latin}/gu) ?? []).length;
  return letters ? 1 - latin / letters : 0;
}

function unreadPagesWarning(doc: DocumentText): EngineWarning {
  const first = doc.unreadPages[0];
  const last = doc.unreadPages.at(-1);
  return warning(
    'pages_not_read',
    `${doc.unreadPages.length} pages without a usable text layer (pages ${first} to ${last}) were not read: ` +
      `OCR reads the first ${doc.ocrPages.length} such pages of a document.`,
    { page: first },
  );
}

function textSource(doc: DocumentText): 'native' | 'ocr' | 'mixed' {
  const ocr = doc.pages.filter((page) => page.source === 'ocr').length;
  if (ocr === 0) return 'native';
  return ocr === doc.pages.length ? 'ocr' : 'mixed';
}

/** SDS understanding: the text of a document to the validated record, outputs, warnings and confidence. */
export function understandSds(
  doc: DocumentText,
  options: { schemaVersion: SchemaVersion; languageHint?: string },
): ExtractionResult {
  const lines = documentLines(doc);
  const fullText = lines.map((line) => line.text).join('\n');
  assertReadable(doc, fullText);
  const sectioned = findSections(lines);
  const detected = detectLanguage(fullText)?.iso ?? null;
  const ctx = new ExtractionContext(sectioned, detected ?? options.languageHint ?? null);
  if (options.languageHint && detected && options.languageHint.slice(0, 2) !== detected) {
    ctx.warn(
      warning(
        'language_mismatch',
        `The language hint is ${options.languageHint}, the text reads as ${detected}.`,
      ),
    );
  }

  const folded = fold(fullText.slice(0, 20000));
  const { isSds, thin } = judgeSds(sectioned);
  // Section titles in no known language (the sections were found by their numbers): only what is
  // language-independent (codes, numbers, dates) can be trusted.
  const languageUnsupported = isSds && sectioned.byNumbering;
  const format: LayoutA['document']['format'] = !isSds
    ? 'other'
    : OSHA_MARKERS.some((marker) => folded.includes(marker)) &&
        !/\bh\d{3}\b/.test(folded) &&
        !folded.includes('ghs')
      ? 'osha_msds'
      : 'ghs_sds';

  const identification = extractIdentification(ctx);
  const composition = withSubstanceName(ctx, extractComposition(ctx), identification.product_name);
  const hazards = extractHazards(ctx);
  const screening = screenComposition(composition, hazards.ghs_classification);
  const extracted: LayoutA = {
    schema_version: '2027-01',
    document: {
      language: ctx.language,
      page_count: doc.pageCount,
      text_source: textSource(doc),
      format,
      sections_found: [...sectioned.sections.values()]
        .map((s) => ({ number: s.number, page: s.page }))
        .sort((a, b) => a.number - b.number),
    },
    product_identification: identification,
    hazards_identification: hazards,
    composition: screening.composition,
    exposure_controls_ppe: extractExposureControls(ctx, composition.components),
    physical_chemical_properties: extractProperties(ctx),
    toxicological_information: extractToxicology(ctx, composition),
    transport_information: extractTransport(ctx),
    revision_metadata: extractRevision(ctx),
    regulatory_screening: screening.regulatory_screening,
    evidence: ctx.evidence,
  };

  if (languageUnsupported) {
    ctx.warn(
      warning(
        'language_unsupported',
        'The document is in a language the engine has no vocabulary for; only language-independent fields (codes, CAS and UN numbers, dates, numbers) were read.',
      ),
    );
  }
  if (!isSds) {
    ctx.warn(
      warning(
        'not_an_sds',
        'The document does not look like a safety data sheet (no SDS title, sections, CAS numbers or hazard codes, or it is titled as another kind of document); only values printed beside their own label were kept.',
      ),
    );
  } else {
    const expected = format === 'osha_msds' ? [1, 3, 8, 9] : [1, 2, 3, 8, 9, 14];
    for (const number of expected.filter((n) => !sectioned.sections.has(n))) {
      ctx.warn(warning('section_missing', `Section ${number} was not found.`));
    }
  }
  const ocrPages = doc.pages.filter((page) => page.source === 'ocr');
  const ocrConfidence = ocrPages.length
    ? ocrPages.reduce((sum, page) => sum + (page.ocrConfidence ?? 0), 0) / ocrPages.length
    : null;
  if (ocrConfidence !== null && ocrConfidence < 0.7) {
    ctx.warn(
      warning('low_ocr_quality', `OCR word confidence is ${(ocrConfidence * 100).toFixed(0)} %.`, {
        page: ocrPages[0]?.number,
      }),
    );
  }
  if (doc.unreadPages.length > 0) ctx.warn(unreadPagesWarning(doc));
  const { record, warnings } = isSds
    ? { record: extracted, warnings: [...ctx.warnings, ...validateRecord(extracted), ...screening.warnings] }
    : keepLabelledValues(extracted, ctx);
  adjustFieldConfidence(ctx.evidence, doc, warnings, (path) => {
    const line = ctx.evidenceLines.get(path);
    return line === undefined ? undefined : ctx.sectionOfLine(line);
  });
  const evidence = Object.values(ctx.evidence);
  // Key fields count with their own confidence: a product name guessed from a bare line weighs less
  // than one printed beside its label.
  const keyFieldConfidences = [
    ctx.evidence['product_identification.product_name']?.confidence ?? 0,
    ctx.evidence['revision_metadata.revision_date']?.confidence ?? 0,
    ctx.evidence['product_identification.supplier_name']?.confidence ?? 0,
    sectioned.sections.has(2) ? 1 : 0,
    sectioned.sections.has(3) ? 1 : 0,
  ];
  const confidence = confidenceScore({
    warnings,
    sectionsFound: sectioned.sections.size,
    ocrShare: ocrPages.length / Math.max(1, doc.pages.length),
    ocrConfidence,
    meanFieldConfidence: evidence.length
      ? evidence.reduce((sum, e) => sum + e.confidence, 0) / evidence.length
      : 0,
    keyFieldConfidence: keyFieldConfidences.reduce((sum, value) => sum + value, 0),
    keyFieldsTotal: keyFieldConfidences.length,
    missing: missingFields(record),
    nonLatinShare: nonLatinShare(fullText),
  });

  const json = toVersionedRecord(record, options.schemaVersion);
  return {
    outputs: { json, xml: toXml(json), csv: toCsv(json) },
    confidenceScore: !isSds
      ? Math.min(confidence, 0.2)
      : thin
        ? Math.min(confidence, THIN_SDS_CONFIDENCE)
        : confidence,
    warnings,
    pageCount: doc.pageCount,
    textSource: record.document.text_source,
    ocrPages: ocrPages.length,
  };
}
