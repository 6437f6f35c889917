import type { ExtractionContext } from '../context.js';
import { DATE_LABELS, fieldLabels } from '../languages/index.js';
import type { LayoutA } from '../schema/index.js';
import { cellNearest, cells, fold, foldInPlace, type SourceLine } from '../text.js';
import { warning } from '../warnings.js';
import { parseDate } from './dates.js';
import { wordAlternation } from './labels.js';
import { findVersion } from './version.js';

type Revision = LayoutA['revision_metadata'];

/**
 * Date labels are looked for anywhere in a line, in this order: the first one found with a date wins.
 * The modules' words come in registry order (English first, then as `LANGUAGES` lists them), not the
 * document's language first, so that the order stays that of the lists these were taken from.
 */
const REVISION = [...fieldLabels('revisionDate'), ...DATE_LABELS.revision];
/** The date of issue or publication: the revision date when no revision is printed. */
const ISSUE = [...fieldLabels('issueDate'), ...DATE_LABELS.issue];
/** Preparation and creation dates, and a bare "Date": the last resort. */
const PREPARATION = fieldLabels('preparationDate');
const SUPERSEDES = fieldLabels('supersededDate');
const PRINT = fieldLabels('printDate');
/** Labels of other dates: a date printed below one of them is not the revision date above. */
const OTHER_DATE_LABELS = [...SUPERSEDES, ...PRINT];
/** "Version 2.0 del 22 aprile 2026", "Version 3 vom 01.02.2020": the date the version was issued. */
const VERSION_DATE =
  /\b(?:version|versao|versione|versie|wersja|verze|verzia|verzio|versio|surum)\s*(?:no\.?|nr\.?|n°)?\s*[:：]?\s*\d+(?:\.\d+)*\s+(?:del|vom|du|of|from|de|dated|z|ze|van)\s+(.{6,30})/;

/** The label's translation in brackets ("최종 개정일자 (Revision date) : 2024-11-05"): words only. */
const TRANSLATION = /^\s*\([\p{L}\s.'/-]{2,60}\)/u;

interface FoundDate {
  iso: string;
  ambiguous: boolean;
  line: SourceLine;
}

function isUsDocument(lines: readonly SourceLine[]): boolean {
  return lines.some((line) => /\b(OSHA|29 ?CFR|HazCom|Hazard Communication Standard)\b/i.test(line.text));
}

/** A North American number as printed at home, without "+1": "(800) 424-9300", "1-800-424-9300", "800-424-9300". */
const NORTH_AMERICAN_PHONE =
  /(?<![\d+\-./])(?:(?:1[-\s.])?\(\d{3}\)\s?\d{3}[-.\s]\d{4}|1[-.]\d{3}[-.]\d{3}[-.]\d{4}|\d{3}-\d{3}-\d{4})(?![\d-])/;
/** The United States Postal Service's state codes. */
const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';
/** A US address's city, state and ZIP code: "Dayton, OH 45402", "Racine WI 53403-2236". */
const US_ADDRESS = new RegExp(String.raw`\p{L}{2,},?\s+(?:${US_STATES})\s+\d{5}(?:-\d{4})?(?![\d-])`, 'u');
/** A number with an international prefix other than North America's ("+44 …", "+61 2 …"). */
const FOREIGN_PHONE = /\+\s?\(?[02-9]/;
/** The EU and UK SDS regulations: a sheet citing them is European whatever its supplier's address. */
const EUROPEAN_REGULATION = /\b(?:1907\/2006|1272\/2008|2020\/878|2015\/830|453\/2010)\b/;

/**
 * A North American sheet that names no OSHA standard: an English sheet whose section 1 prints a US
 * address or a North American number in its domestic form, with no number of another country there and
 * no EU regulation cited anywhere (European and Australian sheets of American companies print the
 * American office too, beside their own).
 */
function isNorthAmerican(ctx: ExtractionContext): boolean {
  if (ctx.language !== 'en') return false;
  const section1 = ctx.section(1).length > 0 ? ctx.section(1) : ctx.doc.lines.slice(0, 60);
  const signed = section1.some((line) => NORTH_AMERICAN_PHONE.test(line.text) || US_ADDRESS.test(line.text));
  const foreign = section1.some((line) => FOREIGN_PHONE.test(line.text));
  return signed && !foreign && !ctx.doc.lines.some((line) => EUROPEAN_REGULATION.test(line.text));
}

/**
 * What follows a label within its own cell: a row of labels ("Revision Date:   SDS Number:   Date of
 * last issue: 10/25/2023") gives each label its own cell, and a date in another label's cell is not
 * this one's.
 */
function ownCell(rest: string): { text: string; inOwnCell: boolean; inHeaderRow: boolean } {
  const restCells = rest.split(/\s{2,}/);
  const nextLabel = restCells.findIndex((cell, k) => k > 0 && /\p{L}{2}[^:：]*[:：]/u.test(cell));
  if (nextLabel < 0) return { text: rest, inOwnCell: false, inHeaderRow: false };
  const text = restCells.slice(0, nextLabel).join('  ');
  return { text, inOwnCell: true, inHeaderRow: !/\d/.test(text) };
}

function findDate(
  lines: SourceLine[],
  labels: string[],
  order: DateOrder,
  exclude: string[] = [],
): FoundDate | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    // Dates are read from the folded text: folding may change lengths (NFKD splits バ in two).
    const folded = fold(line.text);
    const inPlace = foldInPlace(line.text);
    for (const label of labels) {
      const pattern = new RegExp(`(?<![a-z])${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
      const at = folded.search(pattern);
      if (at < 0) continue;
      // "Print date", "Datum der letzten Ausgabe", "前作成日", "Date of last issue": an excluded word
      // before the label or in the rest of its phrase (up to the value).
      const around = folded.slice(Math.max(0, at - 12), at + label.length);
      const phrase = folded.slice(at, at + 40).split(/[:：\d]/)[0] ?? '';
      const isOtherDate = (word: string) =>
        around.includes(word) || (OTHER_DATE_LABELS.includes(word) && phrase.includes(word));
      if (exclude.some((word) => isOtherDate(word) && !label.includes(word))) continue;
      // A bilingual sheet prints the label's translation in brackets before the date: passed over.
      // The label's own cell, found in the line as printed (folding collapses the spaces between cells).
      const column = inPlace.search(pattern);
      const cell = column < 0 ? undefined : ownCell(inPlace.slice(column + label.length));
      const rest = cell?.inOwnCell ? cell.text : folded.slice(at + label.length).replace(TRANSLATION, '');
      const sameLine = parseDate(rest.slice(0, 60), order.monthFirst, order.stated);
      if (sameLine) return { ...sameLine, line };
      const next = lines[i + 1];
      // A header row's label: the date is the cell of the next line under it.
      const under = cell?.inHeaderRow && next ? cellNearest(next.text, column) : undefined;
      const inColumn = under ? parseDate(under, order.monthFirst, order.stated) : undefined;
      if (next && inColumn) return { ...inColumn, line: next };
      // A date below belongs to this label unless the line below carries its own date label.
      const ownLabelBelow = !next || OTHER_DATE_LABELS.some((word) => fold(next.text).includes(word));
      const below = next && !ownLabelBelow ? parseDate(next.text, order.monthFirst, order.stated) : undefined;
      if (next && below) return { ...below, line: next };
      const above = /^[\s:.]*$/.test(rest) ? unlabelledDateAbove(lines[i - 1], order) : undefined;
      if (above) return above;
    }
  }
  return undefined;
}

/**
 * OCR puts a value printed a little higher than its label on the line above ("21/02/2017" above
 * "Data da Publicação:"): a label without a value takes a date that starts a cell of the line above
 * when no label of its own precedes that cell.
 */
function unlabelledDateAbove(line: SourceLine | undefined, order: DateOrder): FoundDate | undefined {
  const lineCells = line ? cells(line.text) : [];
  for (const [index, cell] of lineCells.entries()) {
    if (!/^\d/.test(cell)) continue;
    if (index > 0 && /:\s*$/.test(lineCells[index - 1] ?? '')) continue;
    const found = parseDate(cell, order.monthFirst, order.stated);
    if (found && line) return { ...found, line };
  }
  return undefined;
}

function findVersionDate(lines: SourceLine[], order: DateOrder): FoundDate | undefined {
  for (const line of lines) {
    const printed = VERSION_DATE.exec(fold(line.text))?.[1];
    const found = printed ? parseDate(printed, order.monthFirst, order.stated) : undefined;
    if (found) return { ...found, line };
  }
  return undefined;
}

/** "Date format: dd.mm.yyyy", "Datumsformat TT.MM.JJJJ": the order the document states for its dates. */
const STATED_FORMAT = new RegExp(
  String.raw`(?:${wordAlternation(fieldLabels('dateFormat'))})\s*[:：]?\s*\(?\s*(dd|tt|jj|gg|mm)\s*[./-]\s*(dd|tt|jj|gg|mm)`,
);

interface DateOrder {
  monthFirst: boolean;
  stated: boolean;
  /** The document's own slashed dates show the order ("09/26/2016" elsewhere in it). */
  shownBySlashedDates: boolean;
}

const SLASHED_DATE = /(?<![\d./])(\d{1,2})\s*\/\s*(\d{1,2})\s*\/\s*(?:\d{4}|\d{2})(?![\d/])/g;

/**
 * The order the document's slashed dates show where a part is above 12 ("09/26/2016" is month first),
 * when all of them agree; undefined when none tells or they disagree.
 */
function orderShownBySlashedDates(lines: readonly SourceLine[]): boolean | undefined {
  let monthFirst = 0;
  let dayFirst = 0;
  for (const line of lines) {
    for (const [, first, second] of line.text.matchAll(SLASHED_DATE)) {
      const [a, b] = [Number(first), Number(second)];
      if (a > 12 && a <= 31 && b >= 1 && b <= 12) dayFirst++;
      else if (b > 12 && b <= 31 && a >= 1 && a <= 12) monthFirst++;
    }
  }
  if (monthFirst > 0 && dayFirst === 0) return true;
  if (dayFirst > 0 && monthFirst === 0) return false;
  return undefined;
}

function dateOrder(lines: readonly SourceLine[], northAmerican: boolean): DateOrder {
  for (const line of lines) {
    const stated = STATED_FORMAT.exec(fold(line.text));
    if (stated) return { monthFirst: stated[1] === 'mm', stated: true, shownBySlashedDates: false };
  }
  const shown = orderShownBySlashedDates(lines);
  return shown === undefined
    ? { monthFirst: northAmerican || isUsDocument(lines), stated: false, shownBySlashedDates: false }
    : { monthFirst: shown, stated: false, shownBySlashedDates: true };
}

/** Whether day and month of the chosen date remain a guess: not when the document's slashed dates settle it. */
function isAmbiguous(date: FoundDate, order: DateOrder): boolean {
  const slashed = new RegExp(SLASHED_DATE.source).test(date.line.text);
  return date.ambiguous && !(order.shownBySlashedDates && slashed);
}

/** Every date of the revision is read after its label ("Revision date", "Version 3 of 12.03.2024"). */
const READ_AFTER_LABEL = { besideLabel: true } as const;

/** How sure a revision date is, by the label it was found under. */
const DATE_CONFIDENCE = { revision: 0.9, issue: 0.8, preparation: 0.65, ambiguous: 0.6 } as const;

export function extractRevision(ctx: ExtractionContext): Revision {
  const all = ctx.doc.lines;
  const order = dateOrder(all, isNorthAmerican(ctx));
  const head = all.slice(0, 150);
  const tail = ctx.section(16);
  const scope = [...head, ...tail];
  // Another edition's date or a print date is never this one's, whatever label it shares.
  const elsewhere = [...PRINT, ...SUPERSEDES];
  const revision =
    findDate(scope, REVISION, order, elsewhere) ??
    findDate(all, REVISION, order, elsewhere) ??
    findVersionDate(head, order);
  const issue = findDate(scope, ISSUE, order, [...elsewhere, 'revision']);
  const preparation = findDate(scope, PREPARATION, order, [...elsewhere, 'revision']);
  const supersedes = findDate(scope, SUPERSEDES, order);
  const version = findVersion(scope);
  const path = 'revision_metadata';
  const chosen = revision ?? issue ?? preparation;
  if (chosen) {
    const tier = chosen === revision ? 'revision' : chosen === issue ? 'issue' : 'preparation';
    const ambiguous = isAmbiguous(chosen, order);
    ctx.note(
      `${path}.revision_date`,
      chosen.line,
      Math.min(DATE_CONFIDENCE[tier], ambiguous ? DATE_CONFIDENCE.ambiguous : 1),
      READ_AFTER_LABEL,
    );
    if (ambiguous) {
      ctx.warn(
        warning(
          'date_ambiguous',
          `Day and month of '${chosen.line.text.trim().slice(0, 60)}' could be swapped; read as ${chosen.iso}.`,
          {
            field: `${path}.revision_date`,
            page: chosen.line.page,
          },
        ),
      );
    }
  }
  const issueDate = issue ?? preparation;
  if (issueDate) ctx.note(`${path}.issue_date`, issueDate.line, issue ? 0.8 : 0.65, READ_AFTER_LABEL);
  if (supersedes) ctx.note(`${path}.supersedes_date`, supersedes.line, 0.8, READ_AFTER_LABEL);
  if (version) ctx.note(`${path}.version`, version.line, 0.8, { besideLabel: version.besideLabel });
  return {
    revision_date: chosen?.iso ?? null,
    issue_date: issueDate?.iso ?? null,
    version: version?.value ?? null,
    supersedes_date: supersedes?.iso ?? null,
  };
}
