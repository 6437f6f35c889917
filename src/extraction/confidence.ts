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
  /** Share of the fields every SDS states that the record holds (0..1). */
  completeness: number;
}

/**
 * Document confidence: starts from the structure found and the field confidences, then each warning
 * costs its catalogue penalty. Calibrated on the labelled corpus (see docs/engine.md, Confidence).
 */
export function confidenceScore(inputs: ConfidenceInputs): number {
  const structure = inputs.sectionsFound / 16;
  const keys = inputs.keyFieldsTotal ? inputs.keyFieldConfidence / inputs.keyFieldsTotal : 0;
  let score = 0.2 * structure + 0.2 * inputs.meanFieldConfidence + 0.25 * keys + 0.35 * inputs.completeness;
  if (inputs.ocrShare > 0) score -= inputs.ocrShare * (0.1 + 0.3 * (1 - (inputs.ocrConfidence ?? 0.5)));
  for (const w of inputs.warnings) score -= WARNING_CODES[w.code].penalty;
  return Math.round(Math.max(0, Math.min(1, score)) * 1000) / 1000;
}
