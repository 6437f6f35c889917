import { fieldLabels, subsectionTitles } from '../languages/index.js';
import { cells, collapseSpaces, fold, RIGHT_TO_LEFT, type SourceLine } from '../text.js';
import { wordAlternation } from './labels.js';
import {
  numbersLikeAnnexII,
  subsectionLines,
  subsectionNumber,
  withoutSubsectionNumber,
} from './subsections.js';

/**
 * The emergency telephone number of sub-section 1.4. Numbers are the same in every language, so the
 * anchor is the numbered "1.4" line, then the label: the 1.4 titles of Annex II and the label words SDSs
 * print (the language modules' `emergencyPhone`).
 */
/** How many lines below a label (without a numbered 1.4) may hold the number. */
const LINES_BELOW_LABEL = 3;
/** A telephone number: digits with the separators numbers are printed with, "+" and area codes in brackets. */
/** Brazilian numbers print the carrier code as a placeholder: "(0XX11) 3205 7000". */
const PHONE = /\+?\s?\(?(?:0[xX]{2})?\+?\d[\d\s().\-/]{4,}\d/g;
/** Fewer digits are times ("24/7") or short codes; more are not one number. */
const MIN_DIGITS = 6;
const MAX_DIGITS = 16;
const DATE = /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$|^\d{4}[./-]\d{1,2}[./-]\d{1,2}$/;

export interface FoundPhone {
  value: string;
  line: SourceLine;
  confidence: number;
}

/** A trailing note such as "(24 h" is not part of the number. */
function trimNote(printed: string): string {
  const open = printed.lastIndexOf('(');
  const balanced = open > printed.lastIndexOf(')') ? printed.slice(0, open) : printed;
  return balanced.trim();
}

/**
 * A fax number is printed after its label, and so are postal codes ("CEP 13904-906", "C.P. 22114") and
 * registration numbers ("ABN: 58 629 549 506"); a number running on into letters is a vanity number.
 * The labels' words are the language modules' (`notPhoneNumber`, `companyRegistration`); fax and the dotted abbreviations
 * ("C.P.", "P.O. Box") are patterns kept here.
 */
const NOT_A_PHONE_BEFORE = new RegExp(
  String.raw`(?<![a-z])(?:fax|c\.\s?p\.|p\.?\s?o\.? box|${wordAlternation([...fieldLabels('notPhoneNumber'), ...fieldLabels('companyRegistration')])})(?![a-z])\D{0,8}$`,
  'i',
);
const LETTERS_AFTER = /^-?[A-Za-z]/;

/**
 * A number on a right-to-left line can come out of the text layer in visual order, its brackets
 * mirrored and its "+" on the wrong side: "44+ )0( 1235 239 671 )24 h(" for "+44 (0) 1235 239 671 (24 h)".
 * A closing bracket before any opening one shows the mirroring.
 */
function inLeftToRightOrder(printed: string): string {
  if (!RIGHT_TO_LEFT.test(printed) || !/^[^(]*\)/.test(printed)) return printed;
  return printed
    .replace(/[()]/g, (bracket) => (bracket === '(' ? ')' : '('))
    .replace(/(?<![\d+])(\d{1,3})\+(?=\s?[\d(])/g, '+$1');
}

/** The telephone numbers printed in a text, in order (fax and vanity numbers left out). */
export function phoneNumbers(printed: string): string[] {
  const text = collapseSpaces(inLeftToRightOrder(printed));
  return [...text.matchAll(PHONE)]
    .filter((match) => {
      const before = text.slice(Math.max(0, match.index - 16), match.index);
      const after = text.slice(match.index + match[0].length);
      return !NOT_A_PHONE_BEFORE.test(before) && !LETTERS_AFTER.test(after);
    })
    .map((match) => trimNote(match[0]))
    .filter((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= MIN_DIGITS && digits <= MAX_DIGITS && !DATE.test(value.trim());
    });
}

function firstPhone(lines: readonly SourceLine[], confidence: number): FoundPhone | undefined {
  for (const line of lines) {
    const [value] = phoneNumbers(withoutSubsectionNumber(line.text));
    if (value) return { value, line, confidence };
  }
  return undefined;
}

/** Emergency label words and the official 1.4 titles of every language module (folded). */
const ALL_EMERGENCY_LABELS = [...fieldLabels('emergencyPhone'), ...subsectionTitles('1.4')];

function hasEmergencyLabel(line: SourceLine): boolean {
  const folded = fold(line.text);
  return ALL_EMERGENCY_LABELS.some((label) => folded.includes(label));
}

/** Words that label a line as another telephone (general enquiries, fax). */
const OTHER_PHONE_LABEL = /(?:^|\P{L})(?:tel|phone|telephone|telefon\p{L}*|fax|puh)(?:\P{L}|$)/iu;

/**
 * A label wrapped over lines in its column ("INFORMACION SOBRE   1 (800) 000-0000" / "EMERGENCIAS" /
 * "SANITARIAS:"): the emergency word alone, without a colon, continues the label of the line above, and
 * the number beside that line's start is the value. The line above must not be another labelled phone.
 */
function besideWrappedLabel(lines: readonly SourceLine[], at: number): FoundPhone | undefined {
  const label = lines[at];
  const above = lines[at - 1];
  if (!label || !above || cells(label.text).length !== 1 || /[:：]/.test(label.text)) return undefined;
  const [aboveLabel, ...aboveValues] = cells(above.text);
  if (
    !aboveLabel ||
    aboveValues.length === 0 ||
    /[:：\d]/.test(aboveLabel) ||
    OTHER_PHONE_LABEL.test(aboveLabel)
  )
    return undefined;
  const [value] = phoneNumbers(aboveValues.join('  '));
  return value ? { value, line: above, confidence: 0.6 } : undefined;
}

/** The label line and a few lines below it, up to the next numbered sub-section. */
function belowLabel(lines: readonly SourceLine[], at: number): SourceLine[] {
  const below = lines.slice(at + 1, at + 1 + LINES_BELOW_LABEL);
  const end = below.findIndex((line) => subsectionNumber(line.text) !== undefined);
  return [lines[at] as SourceLine, ...(end < 0 ? below : below.slice(0, end))];
}

/**
 * The first number of sub-section 1.4 (numbered line found: sure), else the first number beside or
 * below an emergency label in the given lines (less sure: the label may be a line of prose).
 */
/** A line that is a telephone number and nothing else (brackets, "+" and the "0XX" placeholder allowed). */
function isBareNumber(text: string): boolean {
  const [value] = phoneNumbers(text);
  return value !== undefined && !/\p{L}/u.test(text.replace(/0[xX]{2}/, ''));
}

/**
 * OCR puts a value printed a little higher than its label on the line above ("(011) 3205 7000" over
 * "Emergency telephone:"): a label that ends with its colon, followed by another labelled line, takes
 * a bare number on the line above.
 */
function aboveEmptyLabel(lines: readonly SourceLine[], at: number): FoundPhone | undefined {
  const label = lines[at];
  const above = lines[at - 1];
  const below = lines[at + 1];
  const labelIsEmpty =
    label !== undefined && /[:：]\s*$/.test(label.text) && phoneNumbers(label.text).length === 0;
  const belowHasOwnLabel = !below || /^[^:：\d]{1,30}[:：]/.test(below.text.trim());
  if (!labelIsEmpty || !belowHasOwnLabel || !above || !isBareNumber(above.text)) return undefined;
  const [value] = phoneNumbers(above.text);
  return value ? { value, line: above, confidence: 0.6 } : undefined;
}

export function findEmergencyPhone(lines: readonly SourceLine[]): FoundPhone | undefined {
  const [heading, ...body] = numbersLikeAnnexII(lines) ? subsectionLines(lines, '1.4') : [];
  // Inside 1.4, a line labelled as the emergency number goes before general enquiry lines.
  const numbered =
    firstPhone(body.filter(hasEmergencyLabel), 0.9) ??
    (heading ? firstPhone([heading, ...body], 0.9) : undefined);
  if (numbered) return numbered;
  for (const [at, line] of lines.entries()) {
    if (!hasEmergencyLabel(line)) continue;
    const found =
      besideWrappedLabel(lines, at) ?? firstPhone(belowLabel(lines, at), 0.7) ?? aboveEmptyLabel(lines, at);
    if (found) return found;
  }
  return undefined;
}
