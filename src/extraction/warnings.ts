import type { ExtractionWarning, WarningSeverity } from './contract.js';

/**
 * Every warning code the engine emits, defined once with its severity and the confidence
 * penalty it costs (documented in docs/api.md, Warnings and confidence).
 */
export const WARNING_CODES = {
  not_an_sds: { severity: 'error', penalty: 0.6 },
  section_missing: { severity: 'warning', penalty: 0.03 },
  low_ocr_quality: { severity: 'warning', penalty: 0.15 },
  pages_not_read: { severity: 'warning', penalty: 0.05 },
  conflicting_values: { severity: 'warning', penalty: 0.1 },
  invalid_code: { severity: 'warning', penalty: 0.05 },
  invalid_cas_number: { severity: 'warning', penalty: 0.04 },
  signal_word_mismatch: { severity: 'warning', penalty: 0.05 },
  pictogram_mismatch: { severity: 'info', penalty: 0.03 },
  pictograms_inferred: { severity: 'info', penalty: 0.02 },
  flash_point_mismatch: { severity: 'warning', penalty: 0.05 },
  un_class_mismatch: { severity: 'warning', penalty: 0.1 },
  concentration_sum: { severity: 'warning', penalty: 0.04 },
  component_codes_in_section_2: { severity: 'warning', penalty: 0.05 },
  date_ambiguous: { severity: 'info', penalty: 0.03 },
  language_mismatch: { severity: 'info', penalty: 0.02 },
  language_unsupported: { severity: 'warning', penalty: 0.3 },
  statements_from_text: { severity: 'info', penalty: 0.03 },
  statement_text_mismatch: { severity: 'warning', penalty: 0.03 },
  classification_below_harmonised: { severity: 'warning', penalty: 0 },
} as const satisfies Record<string, { severity: WarningSeverity; penalty: number }>;

export type WarningCode = keyof typeof WARNING_CODES;

export interface EngineWarning extends ExtractionWarning {
  code: WarningCode;
}

export function warning(
  code: WarningCode,
  message: string,
  where: { field?: string; page?: number } = {},
): EngineWarning {
  const result: EngineWarning = { code, message, severity: WARNING_CODES[code].severity };
  if (where.field !== undefined) result.field = where.field;
  if (where.page !== undefined) result.page = where.page;
  return result;
}
