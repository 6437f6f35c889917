/**
 * The official English texts of the statements and the names of the pictograms a record lists, for
 * the viewer to print next to the codes (UN GHS Rev. 10, Annex 3; CLP Annex III for EUH; the
 * engine's reference data name their sources).
 */
import { reference } from '../../extraction/reference/index.js';

interface LabelCodes {
  h_statements: string[];
  euh_statements: string[];
  p_statements: string[];
  pictograms: string[];
}

export interface LabelTexts {
  statements: Record<string, string>;
  pictograms: Record<string, string>;
}

export function labelTexts(hazards: LabelCodes): LabelTexts {
  const data = reference();
  const statements: Record<string, string> = {};
  for (const code of hazards.h_statements) {
    // A suffixed code (H360Fd) names the differentiation of its base statement's text.
    const text = data.hStatements.statements[code] ?? data.hStatements.statements[code.slice(0, 4)];
    if (text) statements[code] = text;
  }
  for (const code of hazards.euh_statements) {
    const text = data.euhStatements.statements[code];
    if (text) statements[code] = text;
  }
  for (const code of hazards.p_statements) {
    const parts = code.split('+').map((part) => data.pStatements.statements[part]?.text);
    if (parts.every((part) => part !== undefined)) statements[code] = parts.join(' ');
  }
  const pictograms: Record<string, string> = {};
  for (const code of hazards.pictograms) {
    const name = data.labelElements.pictograms[code]?.name;
    if (name) pictograms[code] = name;
  }
  return { statements, pictograms };
}
