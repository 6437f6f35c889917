import type { MissingFields } from './field-confidence.js';
import { WARNING_CODES, type EngineWarning } from './warnings.js';

export interface ConfidenceInputs {
  warnings: readonly EngineWarning[];
  /** How many of the 16 sections were found (0..16). */
  sectionsFound: number;
  /** Share of pages read by OCR, and their mean OCR confidence. */
  ocrShare: number;
  ocrConfidence: number | null;
  /** Mean field confidence over the evidence entries. */
  meanFieldConfidence: number;
  /**
   * Sum of the key fields' confidences (product name, revision date, supplier; 1 for each of sections 2
   * and 3 found), out of keyFieldsTotal.
   */
  keyFieldConfidence: number;
  keyFieldsTotal: number;
  /** Core fields (product, supplier, revision date) and other fields every SDS states, missing from the record. */
  missing: MissingFields;
  /** Share of the letters that are not Latin (CJK, Arabic, Cyrillic, Thai ...), 0..1. */
  nonLatinShare: number;
}

/** What each gap and doubt costs; calibrated on the labelled corpus (docs/engine.md, Confidence). */
const MISSING_CORE_FIELD = 0.1;
const MISSING_EXPECTED_FIELD = 0.05;
const OCR_BASE = 0.18;
const OCR_DOUBT = 0.3;
/**
 * Label patterns, table cells split at wide gaps and number formats were developed mostly on
 * Latin-script sheets; documents in other scripts are read less reliably.
 */
const NON_LATIN_SCRIPT = 0.08;

/**
 * Document confidence: starts from the structure found and the field confidences; each missing core or
 * expected field, OCR doubt, a non-Latin script and each warning (its catalogue penalty) cost. Calibrated on the labelled corpus (see docs/engine.md, Confidence).
 */
export function confidenceScore(inputs: ConfidenceInputs): number {
  const structure = inputs.sectionsFound / 16;
  const keys = inputs.keyFieldsTotal ? inputs.keyFieldConfidence / inputs.keyFieldsTotal : 0;
  let score = 0.3 * structure + 0.3 * inputs.meanFieldConfidence + 0.4 * keys;
  score -= MISSING_CORE_FIELD * inputs.missing.core + MISSING_EXPECTED_FIELD * inputs.missing.expected;
  if (inputs.ocrShare > 0)
    score -= inputs.ocrShare * (OCR_BASE + OCR_DOUBT * (1 - (inputs.ocrConfidence ?? 0.5)));
  score -= NON_LATIN_SCRIPT * inputs.nonLatinShare;
  for (const w of inputs.warnings) score -= WARNING_CODES[w.code].penalty;
  return Math.round(Math.max(0, Math.min(1, score)) * 1000) / 1000;
}
