import type { SourceLine } from '../text.js';
import { numbersLikeAnnexII, subsectionLines } from './subsections.js';

/** The supplier's (or the SDS contact's) e-mail address printed in section 1. */

/** An address whose domain ends with a top-level domain of letters ("sds@example.com"). */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.\p{L}{2,}(?![\w-])/u;

/**
 * How sure an address is: printed in the numbered 1.3 (the supplier's details), elsewhere in section 1,
 * or only in the lines read when section 1 was not found.
 */
export const EMAIL_CONFIDENCE = { anchored: 0.9, section: 0.75, fallback: 0.6 } as const;

function firstEmail(lines: readonly SourceLine[]): { value: string; line: SourceLine } | undefined {
  for (const line of lines) {
    const value = EMAIL.exec(line.text)?.[0];
    if (value) return { value, line };
  }
  return undefined;
}

export function findSupplierEmail(
  lines: readonly SourceLine[],
  inSection: boolean,
): { value: string; line: SourceLine; confidence: number } | undefined {
  const anchored =
    inSection && numbersLikeAnnexII(lines) ? firstEmail(subsectionLines(lines, '1.3')) : undefined;
  if (anchored) return { ...anchored, confidence: EMAIL_CONFIDENCE.anchored };
  const found = firstEmail(lines);
  return found && { ...found, confidence: inSection ? EMAIL_CONFIDENCE.section : EMAIL_CONFIDENCE.fallback };
}
