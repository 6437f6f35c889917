import { SECTION_WORDS } from '../languages/index.js';
import { collapseSpaces, fold } from '../text.js';
import { topicOfTitle } from './topics.js';

/** The word for "section" in the supported languages (accent-folded), before or after the number; longest first. */
const SECTION_WORD = `(?:${[...SECTION_WORDS]
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|')})`;
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

const CHINESE_DIGITS = '一二三四五六七八九';
/** "第3部分", "第十四部分", "十一、" (Chinese and Taiwanese SDS headings), numbered in either digits. */
const CHINESE_NUMBERED = /^(?:第\s*)?(\d{1,2}|[一二三四五六七八九十]{1,3})\s*(?:部分|、)\s*/u;

function chineseNumeral(numeral: string): number {
  if (/^\d+$/.test(numeral)) return Number(numeral);
  const [tens, units] = numeral.includes('十') ? numeral.split('十') : ['', numeral];
  const digit = (text: string | undefined) => CHINESE_DIGITS.indexOf(text ?? '') + 1;
  return numeral.includes('十') ? (tens ? digit(tens) : 1) * 10 + (units ? digit(units) : 0) : digit(units);
}

/** Rewrites a heading numbered the Chinese way as "N " (the rest of the line unchanged). */
function arabicNumbered(folded: string): string {
  return folded.replace(CHINESE_NUMBERED, (_, numeral: string) => `${chineseNumeral(numeral)} `);
}

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
  // OCR reads the frame of a heading box as a leading bracket, bar, dash, quote or other lone mark
  // ("[2 IDENTIFICATION", "- 2 HAZARDS", "' 8 Exposure", "! 8 Exposure");
  // a star or bullet marks a revised section ("*   SECTION 1: Identification").
  const folded = fold(line)
    .replace(/^[-=*#_~]{3,}\s*|^[[|]\s*|^[^\p{L}\p{N}\s]\s+(?=\d)|^[*·•]\s+(?=section|\d)/u, '')
    .replace(/\s*[-=*#_~]{3,}$/, '');
  const match = HEADING.exec(arabicNumbered(folded));
  if (!match?.groups) return null;
  const { word, number, word2, title = '' } = match.groups;
  const explicit = Boolean(word ?? word2);
  const printedNumber = /\d/.test(number ?? '') ? Number(number) : ROMAN.indexOf(number ?? '') + 1;
  if (printedNumber < 1 || printedNumber > 16) return null;
  const roman = !/\d/.test(number ?? '');
  const cleanTitle = title.trim();
  if (cleanTitle.length > MAX_TITLE_LENGTH) return null;
  // A heading title starts with a letter (or a CJK/Arabic character), never with a number or unit.
  if (cleanTitle && !/^[\p{L}(]/u.test(cleanTitle)) return null;
  const topic = cleanTitle ? topicOfTitle(cleanTitle.slice(0, 80)) : null;
  // A Roman numeral without a section word ("I. NHẬN DẠNG HÓA CHẤT…", Vietnamese sheets) heads a
  // section only when its title names that same section: "v." or "ii)" also number list items.
  if (roman && !explicit) return topic === printedNumber ? { number: topic, printedNumber, explicit } : null;
  // "… der volle Wortlaut in / Abschnitt 16 aufgeführt.", "See Section / 8 for suggested personal protective
  // equipment": a lowercase word after the number continues a sentence that refers to the section; it is
  // not the section's title, whatever topic its words name, unless a section word heads it.
  const originalTitle = collapseSpaces(line).slice(-cleanTitle.length);
  const continuesSentence = cleanTitle !== '' && /^\p{Ll}/u.test(originalTitle);
  if (topic !== null && !(continuesSentence && !explicit)) return { number: topic, printedNumber, explicit };
  if (continuesSentence) return null;
  if (explicit && !roman && (cleanTitle === '' || cleanTitle.length < 80)) {
    return { number: printedNumber, printedNumber, explicit };
  }
  return null;
}
