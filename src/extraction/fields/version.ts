import { fieldLabels } from '../languages/index.js';
import { cellNearest, collapseSpaces, fold, positionedCells, type SourceLine } from '../text.js';
import { parseDate } from './dates.js';
import { longestFirst } from './labels.js';

/**
 * The document's version or revision number as printed ("Version 3.1", "Revision Number 2",
 * "Número de revisão: (03)", "Version : N°1", "V001.7"). A number that starts a date ("Data da revisão:
 * 19 Dez 2022") or belongs to the superseded edition ("Supersedes version: 03.01.2017") is not one.
 */
// Compounds first ("revisionsnummer" before "revision"): the regex takes the first label that matches
// at a position.
const VERSION_LABELS = longestFirst(fieldLabels('versionNumber'));
const NUMBER_WORD = String.raw`(?:no\.?|nr\.?|number|numero|nummer|n°|n[ºo]\.?|#)?`;
/** The label's translation in brackets, as bilingual sheets print it ("버전 (Version) : 3.1"): words only. */
const TRANSLATION = String.raw`(?:\s*\([\p{L}\s.'/-]{2,40}\))?`;
const VERSION = new RegExp(
  String.raw`(?<![\p{L}])(${VERSION_LABELS.map((label) => label.replace(/\./g, '\\.')).join('|')})${TRANSLATION}\s*${NUMBER_WORD}\s*[:：.]?\s*\(?\s*(?:n°\s*)?(\d+(?:\.\d+)*)(?![\d/-])`,
  'gu',
);
/** "V001.7" in a page header: a lone V before a dotted number. */
const SHORT_VERSION = /(?<![\p{L}\d])v(\d+\.\d+)(?![\d.])/u;
/** Words before a label that make its number the superseded edition's ("Supersedes version: 3"). */
const SUPERSEDED_BEFORE =
  /(?:supersedes|supercedes|replaces|previous|ersetzt|remplace|sustituye|substitui|sostituisce|vervangt|zastepuje|nahrazuje|korvaa|erstatter)\W*(?:\p{L}+\W+){0,2}$/u;
/** "Date of revision", "Data da revisão": the label names a date, not a number. */
const DATE_BEFORE =
  /(?:date|datum|data|fecha|dato|paivays)(?:\s+(?:of|de|da|do|di|der|del|van|for)|\s+d')?\W*$/u;

export interface FoundVersion {
  value: string;
  line: SourceLine;
  /** After a version label (not a lone "V" before a dotted number). */
  besideLabel: boolean;
}

function versionIn(text: string): Omit<FoundVersion, 'line'> | undefined {
  const folded = fold(collapseSpaces(text));
  for (const match of folded.matchAll(VERSION)) {
    const number = match[2];
    const before = folded.slice(Math.max(0, match.index - 24), match.index);
    const from = folded.slice(match.index + match[0].length - (number?.length ?? 0));
    const isDate = parseDate(from.slice(0, 20), false)?.index === 0;
    if (!number || SUPERSEDED_BEFORE.test(before) || DATE_BEFORE.test(before) || isDate) continue;
    return { value: number, besideLabel: true };
  }
  const short = SHORT_VERSION.exec(folded)?.[1];
  return short === undefined ? undefined : { value: short, besideLabel: false };
}

const LABEL_ONLY = new RegExp(
  `^(?:${VERSION_LABELS.join('|').replace(/\./g, '\\.')})${TRANSLATION}\\s*${NUMBER_WORD}$`,
  'u',
);
const isLabelOnly = (text: string) => LABEL_ONLY.test(fold(text).replace(/[\s:：]+$/, ''));
const isVersionNumber = (value: string | undefined): value is string =>
  value !== undefined && /^\d+(?:\.\d+)*$/.test(value);

/** A label alone on its line ("Version Number") with the number on the next line. */
function versionBelow(line: SourceLine, next: SourceLine | undefined): string | undefined {
  const value = next?.text.trim();
  return isLabelOnly(line.text) && isVersionNumber(value) ? value : undefined;
}

/**
 * A label heading a column of a header row ("Version   Revision Date:   SDS Number:") with the number
 * in the cell of the next line under it ("2.4       10/01/2024         660000000394").
 */
function versionUnder(line: SourceLine, next: SourceLine | undefined): string | undefined {
  const header = positionedCells(line.text);
  const label = header.length > 1 ? header.find((cell) => isLabelOnly(cell.text)) : undefined;
  const value = label && next ? cellNearest(next.text, label.start) : undefined;
  return isVersionNumber(value) ? value : undefined;
}

export function findVersion(lines: readonly SourceLine[]): FoundVersion | undefined {
  for (const [i, line] of lines.entries()) {
    const inLine = versionIn(line.text);
    if (inLine) return { ...inLine, line };
    const below = versionBelow(line, lines[i + 1]) ?? versionUnder(line, lines[i + 1]);
    if (below) return { value: below, line: lines[i + 1] as SourceLine, besideLabel: true };
  }
  return undefined;
}
