/**
 * Latin re-reading of code-shaped words. On a page read by a script model beside English (Greek,
 * Cyrillic, Korean, Thai, Arabic), tesseract sometimes takes the script model's reading of a word
 * that is printed in Latin letters and digits: "υΝΊ1090" for UN1090, "พ 319" for H319, "20210" for
 * P210, ".1" for the section number "1." of a right-to-left line, "50-200" for SD-200. SDS codes,
 * numbers, dates and quantities are printed with ASCII digits in every language, so each run of
 * adjacent words that carries one is cut out of the page, the cut-outs are stacked into one small
 * image, and English alone reads them; its reading replaces the script model's where it is sure.
 * A Chinese or Japanese model reads its page alone, Latin words included; there every run of Latin
 * words is read again, and English's reading taken where it is surer (latinRuns).
 */
import { meanWordConfidence, type OcrBox, type OcrLine, type OcrWord } from './hocr.js';
import {
  linesOfPlacement,
  stackCutouts,
  unionBox,
  type GreyPage,
  type Placement,
  type Stack,
} from './stack.js';

// script.ts stacks unread lines the same way.
export type { GreyPage } from './stack.js';

/**
 * Words closer than this share of the line height belong to one run (a code split in two by the
 * script model, "พ 319"); a word without a digit joins a run only when this short (a code's letters).
 */
const RUN_GAP_SHARE = 0.2;
const MAX_LETTERS_JOINING = 2;
/** Border kept around a cut-out's words, and white margin put around it, as shares of its height. */
const BORDER_SHARE = 0.1;
const MARGIN_SHARE = 0.6;
/**
 * English's reading replaces the script model's at this mean word confidence or above, unless the
 * script model was surer by more than LATIN_PREFERENCE points (codes are printed in Latin letters, so
 * English is preferred; a script model reads "SD-200" as "50-200" at 91, English "1.3" as "13" at 76).
 * A Chinese or Japanese model's reading of Latin words is replaced only where English is surer: it
 * reads them well, and English reads a number between two Han characters with a part of them
 * ("10%" for the 10 of "第 10 部分").
 */
const MIN_LATIN_CONFIDENCE = 60;
const LATIN_PREFERENCE = 10;
const ASCII_DIGIT = /[0-9]/;
const ASCII_ALPHANUMERIC = /[0-9A-Za-z]/;
const NON_LATIN_LETTER = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;
/** UN numbers have four digits (UN Model Regulations, Dangerous Goods List). */
const MALFORMED_UN_NUMBER = /^UN(?:\d{1,3}|\d{5,})(?!\d)/;

/** Words of one line cut out of the page: a run carrying an ASCII digit, or a run of Latin words. */
export interface Cut {
  line: OcrLine;
  words: OcrWord[];
  box: OcrBox;
}

/** English's reading of a stack of cut-outs. */
export interface LatinReading {
  stack: Stack<Cut>;
  lines: OcrLine[];
}

/** Which runs of a page's words English reads again, and how strongly its reading is preferred. */
export interface LatinRereading {
  runs: (lines: OcrLine[]) => Cut[];
  /** English's reading replaces the script model's unless the script model was surer by more than this. */
  latinPreference: number;
}

/** Runs of adjacent words carrying an ASCII digit. */
export function codeRuns(lines: OcrLine[]): Cut[] {
  return runsOf(lines, (word) => hasDigit(word) || [...word.text].length <= MAX_LETTERS_JOINING, hasDigit);
}

/**
 * Runs of adjacent words in Latin letters and digits, with the short words between them that the
 * script model could not read ("工" for the first "1" of "1.1"). For pages read by a Chinese or
 * Japanese model alone, whose reading of Latin text is weaker than English's (chi_sim drops the
 * full stop of "Ltd.").
 */
export function latinRuns(lines: OcrLine[]): Cut[] {
  return runsOf(
    lines,
    (word) =>
      !hasNonLatinLetter(word.text) ||
      ([...word.text].length <= MAX_LETTERS_JOINING && word.confidence < MIN_LATIN_CONFIDENCE),
    (word) => ASCII_ALPHANUMERIC.test(word.text),
  );
}

/** Runs of adjacent words that each `joins`, of which at least one `marks` the run as one to read again. */
/** Codes on pages read by a script model beside English (Greek, Cyrillic, Korean, Thai, Arabic). */
export const CODE_REREADING: LatinRereading = { runs: codeRuns, latinPreference: LATIN_PREFERENCE };
/** Latin words on pages read by a Chinese or Japanese model alone. */
export const LATIN_WORD_REREADING: LatinRereading = { runs: latinRuns, latinPreference: 0 };

function runsOf(
  lines: OcrLine[],
  joins: (word: OcrWord) => boolean,
  marks: (word: OcrWord) => boolean,
): Cut[] {
  const runs: Cut[] = [];
  for (const line of lines) {
    const height = line.bbox.y1 - line.bbox.y0;
    let current: OcrWord[] = [];
    const close = (): void => {
      if (current.some(marks))
        runs.push({ line, words: current, box: unionBox(current.map((word) => word.bbox)) });
      current = [];
    };
    for (const word of [...line.words].sort((a, b) => a.bbox.x0 - b.bbox.x0)) {
      if (!joins(word)) {
        close();
        continue;
      }
      const previous = current.at(-1);
      if (previous && word.bbox.x0 - previous.bbox.x1 > RUN_GAP_SHARE * height) close();
      current.push(word);
    }
    close();
  }
  return runs;
}

/**
 * The cut-outs one below the other on a white image: each keeps only its words' box (and a thin
 * border), so no part of a neighbouring line comes with it, and white space as wide as its height
 * around it.
 */
export function stackCuts(page: GreyPage, cuts: readonly Cut[]): Stack<Cut> {
  return stackCutouts(
    page,
    cuts.map((cut) => {
      const height = cut.box.y1 - cut.box.y0;
      const border = Math.ceil(BORDER_SHARE * height);
      return {
        item: cut,
        margin: Math.ceil(MARGIN_SHARE * height),
        box: {
          x0: cut.box.x0 - border,
          y0: cut.box.y0 - border,
          x1: cut.box.x1 + border,
          y1: cut.box.y1 + border,
        },
      };
    }),
  );
}

/**
 * The runs English did not read with confidence. A cut-out's reading depends on the others stacked
 * with it (tesseract reads the stack as one block): UN1090 came out as "UN21090" at confidence 25 in
 * a stack of forty runs and as UN1090 at 90 in a stack of its own, so these runs are read once more,
 * stacked apart from the runs English was sure of.
 */
export function unsureCuts(reading: LatinReading): Cut[] {
  return reading.stack.placements
    .filter((placement) => !isSure(latinWords(placement, reading.lines)))
    .map((placement) => placement.item);
}

/**
 * The page's lines with each run's words replaced by English's reading of its cut-out where English
 * is surer of it than the script model was (each run is read sure in one reading at most).
 */
export function applyLatinReading(
  lines: OcrLine[],
  readings: readonly LatinReading[],
  latinPreference = LATIN_PREFERENCE,
): OcrLine[] {
  const replaced = new Map<OcrLine, Map<OcrWord, OcrWord[]>>();
  for (const reading of readings) {
    for (const placement of reading.stack.placements) {
      const words = latinWords(placement, reading.lines);
      if (!isSure(words)) continue;
      const run = placement.item;
      if (meanWordConfidence(words) + latinPreference < meanWordConfidence(run.words)) continue;
      const byWord = replaced.get(run.line) ?? new Map<OcrWord, OcrWord[]>();
      run.words.forEach((word, index) => byWord.set(word, index === 0 ? words : []));
      replaced.set(run.line, byWord);
    }
  }
  return lines.map((line) => {
    const byWord = replaced.get(line);
    if (!byWord) return line;
    const words = line.words.flatMap((word) => byWord.get(word) ?? [word]);
    return { ...line, words: words.sort((a, b) => a.bbox.x0 - b.bbox.x0) };
  });
}

function latinWords(placement: Placement<Cut>, stackLines: readonly OcrLine[]): OcrWord[] {
  return linesOfPlacement(placement, stackLines)
    .flatMap((line) => line.words)
    .filter((word) => word.text.trim().length > 0);
}

/** Confident, and no UN number of other than four digits ("UN21090"): such a reading is a misreading. */
function isSure(words: readonly OcrWord[]): boolean {
  return (
    meanWordConfidence(words) >= MIN_LATIN_CONFIDENCE &&
    !words.some((word) => MALFORMED_UN_NUMBER.test(word.text))
  );
}

/** Whether the text has a letter of a script other than Latin (digits, punctuation and symbols belong to every script). */
export function hasNonLatinLetter(text: string): boolean {
  return NON_LATIN_LETTER.test(text);
}

function hasDigit(word: OcrWord): boolean {
  return ASCII_DIGIT.test(word.text);
}
