import { isValidCas } from './fields/composition.js';
import { matchedWords, matchedWordsPattern, SDS_TITLES } from './languages/index.js';
import type { SectionedDocument } from './sections/index.js';
import { fold, type SourceLine } from './text.js';

/** Sections found (by title, or by numbering with the codes every SDS prints) that make an SDS by themselves. */
const MIN_SECTIONS_FOR_SDS = 5;
/** Fewer sections than this are too few to count as an SDS's structure (a letter may name one topic). */
const MIN_SECTIONS_AS_EVIDENCE = 2;
/** The lines at the top of the document where its own title stands. */
const TITLE_LINES = 20;
/** How much of the text is searched for SDS vocabulary and numbers. */
const SEARCHED_CHARS = 20000;

const CAS_NUMBER = /(?<![\d-])\d{2,7}-\d{2}-\d(?![\d-])/g;
const CAS_NUMBER_ONCE = /\b\d{2,7}-\d{2}-\d\b/;
const HAZARD_CODE = /\b(?:H[2-4]\d{2}|P[1-5]\d{2})\b/;
/** The title of another kind of document at the start of a line (the modules' `otherDocumentTitle`). */
const OTHER_TITLE = new RegExp(`^\\W*(?:${matchedWordsPattern(matchedWords('otherDocumentTitle'))})`, 'u');

export interface SdsVerdict {
  isSds: boolean;
  /**
   * An SDS by thin evidence only (a title, a CAS number, a few headings): its fields are read, its
   * confidence stays low.
   */
  thin: boolean;
}

const hasSdsTitle = (folded: string) => SDS_TITLES.some((title) => folded.includes(title));

function hasValidCas(text: string): boolean {
  return [...text.matchAll(CAS_NUMBER)].some((match) => isValidCas(match[0]));
}

/** A top line that titles the document as something else (an invoice, a technical data sheet…). */
function titledOtherwise(top: readonly SourceLine[]): boolean {
  return top.some((line) => {
    const folded = fold(line.text);
    return OTHER_TITLE.test(folded) && !hasSdsTitle(folded);
  });
}

/**
 * Whether a document is a safety data sheet. Its structure (five sections or more) makes it one;
 * otherwise any SDS evidence does (an SDS title, a valid CAS number, H or P codes, two section
 * headings such as an old MSDS form's "Hazardous Ingredients" and "Health Hazard Data"), unless a line
 * at the top titles it as another kind of document (an invoice, a technical data sheet).
 */
export function judgeSds(sectioned: SectionedDocument): SdsVerdict {
  const fullText = sectioned.lines.map((line) => line.text).join('\n');
  const sections = sectioned.sections.size;
  // Sections found by their numbering alone make an SDS only with the codes every SDS prints.
  const structured =
    sections >= MIN_SECTIONS_FOR_SDS &&
    (!sectioned.byNumbering || (HAZARD_CODE.test(fullText) && CAS_NUMBER_ONCE.test(fullText)));
  if (structured) return { isSds: true, thin: false };
  const text = fullText.slice(0, SEARCHED_CHARS);
  const evidence =
    hasSdsTitle(fold(text)) ||
    hasValidCas(text) ||
    HAZARD_CODE.test(text) ||
    sections >= MIN_SECTIONS_AS_EVIDENCE;
  return { isSds: evidence && !titledOtherwise(sectioned.lines.slice(0, TITLE_LINES)), thin: true };
}
