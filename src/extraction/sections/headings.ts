import { collapseSpaces, fold } from '../text.js';
import { topicOfTitle } from './topics.js';

/** The word for "section" in the supported languages (accent-folded), before or after the number. */
const SECTION_WORD =
  '(?:section|seccion|seccao|secao|seçao|abschnitt|rubrique|sezione|rubriek|sekcja|oddil|oddiel|szakasz|punkt|kohta|bolum|项目|項目|القسم)';
const ROMAN = [
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  'vi',
  'vii',
  'viii',
  'ix',
  'x',
  'xi',
  'xii',
  'xiii',
  'xiv',
  'xv',
  'xvi',
];

const HEADING = new RegExp(
  `^(?<word>${SECTION_WORD}\\s*)?(?<number>\\d{1,2}|[ivx]{1,5})(?!\\s*[.,]\\s*\\d)(?:\\s*\\.)?\\s*(?<word2>${SECTION_WORD})?\\s*[:.\\-–—)]?\\s*(?<title>.*)$`,
);

export interface Heading {
  /** The canonical GHS section number of the heading's topic. */
  number: number;
  /** The number printed in the document (old MSDS and ANSI orders differ from GHS). */
  printedNumber: number;
  explicit: boolean;
}

const MAX_TITLE_LENGTH = 110;

/** Recognises a section heading line ("SECTION 2: Hazards identification", "2. SZAKASZ: ...", "Section II - ..."). */
export function parseHeading(line: string): Heading | null {
  // Rules drawn around a heading ("------SECTION 1: IDENTIFICATION ------") are decoration.
  // OCR reads the frame of a heading box as a leading bracket, bar or dash ("[2 IDENTIFICATION", "- 2 HAZARDS");
  // a star or bullet marks a revised section ("*   SECTION 1: Identification").
  const folded = fold(line)
    .replace(/^[-=*#_~]{3,}\s*|^[[|]\s*|^[-–—|‘“"]\s+(?=\d)|^[*·•]\s+(?=section|\d)/, '')
    .replace(/\s*[-=*#_~]{3,}$/, '');
  const match = HEADING.exec(folded);
  if (!match?.groups) return null;
  const { word, number, word2, title = '' } = match.groups;
  const explicit = Boolean(word ?? word2);
  const printedNumber = /\d/.test(number ?? '') ? Number(number) : ROMAN.indexOf(number ?? '') + 1;
  if (printedNumber < 1 || printedNumber > 16) return null;
  const roman = !/\d/.test(number ?? '');
  if (roman && !explicit) return null;
  const cleanTitle = title.trim();
  if (cleanTitle.length > MAX_TITLE_LENGTH) return null;
  // A heading title starts with a letter (or a CJK/Arabic character), never with a number or unit.
  if (cleanTitle && !/^[\p{L}(]/u.test(cleanTitle)) return null;
  const topic = cleanTitle ? topicOfTitle(cleanTitle.slice(0, 80)) : null;
  if (topic !== null) return { number: topic, printedNumber, explicit };
  // "… der volle Wortlaut in / Abschnitt 16 aufgeführt.": a lowercase word after the number continues a
  // sentence that refers to the section; it is not the section's title.
  const originalTitle = collapseSpaces(line).slice(-cleanTitle.length);
  if (cleanTitle && /^\p{Ll}/u.test(originalTitle)) return null;
  if (explicit && !roman && (cleanTitle === '' || cleanTitle.length < 80)) {
    return { number: printedNumber, printedNumber, explicit };
  }
  return null;
}
