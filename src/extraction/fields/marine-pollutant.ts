import type { ExtractionContext } from '../context.js';
import { fieldLabels, valuePhrases } from '../languages/index.js';
import { cells, fold, RIGHT_TO_LEFT, type SourceLine } from '../text.js';
import { longestFirst } from './labels.js';
import { modeBlocks, modeOf, withoutModes } from './transport-modes.js';
import { subsectionNumber } from './subsections.js';
import { withWrappedLabel } from './wrapped-label.js';

/** The labels of the answer (the modules' `fieldLabels`, folded, longest first). */
const MARINE_LABELS = longestFirst(fieldLabels('marinePollutant'));
const ENVIRONMENT_LABELS = longestFirst(fieldLabels('environmentalHazards'));
const YES = valuePhrases('yes');
const NO = valuePhrases('no');
/** "Not applicable", "none", "not classified": a weaker "no" (the modules' `valuePhrases`). */
const WEAK_NO = [
  ...valuePhrases('notApplicable'),
  ...valuePhrases('none'),
  ...valuePhrases('notClassified'),
  ...valuePhrases('notRegulated'),
];
/** UN 3077 and UN 3082 are the environmentally hazardous substances of the Model Regulations. */
const ENVIRONMENTALLY_HAZARDOUS_UN = new Set(['UN3077', 'UN3082']);

/** Item numbering, bullets and the mode printed before a label in its cell ("14.5", "·", "IMDG"). */
const CELL_PREFIX = /^(?:\s*(?:14\.\d+\.?|[·•*-]))*\s*/;
/** Separators and a bracketed qualifier between a label and its answer (": ", " - ", "(IMDG):"). */
const BEFORE_ANSWER = /^(?:\s*(?:[:：=*\-–]|\([^)]*\)))*\s*/;
/** How many words of a numbered 14.5 line whose title is not a known label may come before its answer. */
const TITLE_WORDS = 4;

type Strength = 'explicit' | 'weak';
interface Answer {
  value: boolean;
  strength: Strength;
}

const startsWithWord = (text: string, word: string) =>
  text.startsWith(word) && !/[\p{L}\p{N}]/u.test(text[word.length] ?? '');

/** A value without the separators, qualifiers and modes printed before its answer, folded. */
const bareValue = (value: string) =>
  withoutModes(fold(value).replace(BEFORE_ANSWER, '')).replace(BEFORE_ANSWER, '');

/** The answer a value starts with: yes or no (explicit), or "not applicable"/"none" (a weak no). */
function answerOf(value: string): Answer | undefined {
  const text = bareValue(value);
  if (YES.some((word) => startsWithWord(text, word))) return { value: true, strength: 'explicit' };
  if (NO.some((word) => startsWithWord(text, word))) return { value: false, strength: 'explicit' };
  if (WEAK_NO.some((phrase) => text.startsWith(phrase))) return { value: false, strength: 'weak' };
  return undefined;
}

/** The answer of the first of the values that holds more than separators. */
function firstAnswer(values: readonly string[]): Answer | undefined {
  const value = values.find((candidate) => bareValue(candidate) !== '');
  return value === undefined ? undefined : answerOf(value);
}

/** The answer among the first words of a title no label knows ("14.5 Dangers pour Non."). */
function titleAnswer(title: string): Answer | undefined {
  const words = fold(title).replace(CELL_PREFIX, '').split(' ');
  for (let w = 0; w <= TITLE_WORDS && w < words.length; w++) {
    const answer = answerOf(words.slice(w).join(' '));
    if (answer) return answer;
  }
  return undefined;
}

/** The regulations' acronyms, the same in every language. */
const REGULATION = /\b(?:adr|rid|adn|adg|imdg|iata|icao|dot|tdg)\b/i;

/**
 * The answer of the line below a label that ends its row: its first cell, or the cell after a mode
 * that names the regulation ("IMDG   No", "Transport par mer (IMDG)   :   Aucun").
 */
function answerBelow(line: SourceLine): Answer | undefined {
  const [first = '', ...others] = cells(line.text);
  const byMode = modeOf(first) !== undefined || REGULATION.test(first);
  return firstAnswer([first]) ?? (byMode ? firstAnswer(others) : undefined);
}

interface Reading extends Answer {
  line: SourceLine;
  marine: boolean;
  sea: boolean;
}

/** The label a cell starts with (after its numbering and mode), and what the label is of. */
function cellLabel(cell: string): { label: string; marine: boolean; rest: string } | undefined {
  const folded = withoutModes(fold(cell).replace(CELL_PREFIX, ''));
  for (const [marine, labels] of [
    [true, MARINE_LABELS],
    [false, ENVIRONMENT_LABELS],
  ] as const) {
    const label = labels.find((candidate) => startsWithWord(folded, candidate));
    if (label !== undefined) return { label, marine, rest: folded.slice(label.length) };
  }
  return undefined;
}

/**
 * The answers printed after the labels: in the rest of the label's cell, the cells after it, or (when
 * the label ends its row) the line below ("Marine pollutant" over "Yes", "14.5 Environmental hazards"
 * over "ADR   No"). A label must start its cell, so a shipping name's "(MARINE POLLUTANT)" or a
 * sentence is not one. A numbered 14.5 line whose title is no known label gives the first answer among
 * its title's first words or its cells ("14.5 Dangers pour   Non.   Non.").
 */
function readings(lines: readonly SourceLine[]): Reading[] {
  const seaLines = new Set(
    modeBlocks(lines)
      .filter((block) => block.mode === 'sea')
      .flatMap((block) => block.lines),
  );
  const found: Reading[] = [];
  for (const [i, line] of lines.entries()) {
    const rowCells = cells(withWrappedLabel(line.text, lines[i + 1]?.text));
    const below = lines.slice(i + 1).find((next) => next.text.trim() !== '');
    const sea = seaLines.has(line) || fold(line.text).includes('imdg');
    let labelled = false;
    for (const [c, cell] of rowCells.entries()) {
      const labelCell = cellLabel(cell);
      if (!labelCell) continue;
      labelled = true;
      // Right-to-left lines print the label last and its values before it.
      const after =
        c > 0 && c === rowCells.length - 1 && RIGHT_TO_LEFT.test(cell)
          ? rowCells.slice(0, c).reverse()
          : rowCells.slice(c + 1);
      const rest = [labelCell.rest, ...after];
      const endsRow = rest.every((value) => bareValue(value) === '');
      const answer = endsRow ? below && answerBelow(below) : firstAnswer(rest);
      if (answer) found.push({ ...answer, line, marine: labelCell.marine, sea });
    }
    if (!labelled && subsectionNumber(line.text) === '14.5') {
      const answer = titleAnswer(rowCells[0] ?? '') ?? firstAnswer(rowCells.slice(1));
      if (answer) found.push({ ...answer, line, marine: false, sea });
    }
  }
  return found;
}

/** How sure each kind of answer is. */
const CONFIDENCE = {
  marine: 0.9,
  environment: 0.8,
  disagreeing: 0.7,
  shippedAsEnvironmentallyHazardous: 0.6,
  weak: 0.6,
} as const;

/**
 * Whether section 14 calls the product a marine pollutant: a "Marine pollutant" answer (the sea mode's
 * when the modes answer apart), else the environmental hazards' answer (14.5), else "yes" for a product
 * shipped as UN 3077/3082, else a weak "no" ("Not applicable", "None"); null when section 14 says
 * nothing of it.
 */
const NOT_A_MARINE_POLLUTANT = /\bnot\s+(?:an?\s+)?marine pollutant\b/;

export function marinePollutant(
  ctx: ExtractionContext,
  lines: readonly SourceLine[],
  unNumbers: ReadonlyArray<string | null>,
): boolean | null {
  const path = 'transport_information.marine_pollutant';
  const found = readings(lines);
  const pick = (candidates: Reading[]) => candidates.find((reading) => reading.sea) ?? candidates[0];
  for (const marine of [true, false]) {
    const explicit = found.filter((reading) => reading.marine === marine && reading.strength === 'explicit');
    const chosen = pick(explicit);
    if (!chosen) continue;
    const agree = explicit.every((reading) => reading.value === chosen.value);
    const confidence = marine ? CONFIDENCE.marine : CONFIDENCE.environment;
    ctx.note(path, chosen.line, agree ? confidence : CONFIDENCE.disagreeing);
    return chosen.value;
  }
  // "Environmental hazards: not a marine pollutant", the negation printed as the answer (English).
  const negated = lines.find((line) => NOT_A_MARINE_POLLUTANT.test(fold(line.text)));
  if (negated) {
    ctx.note(path, negated, CONFIDENCE.environment);
    return false;
  }
  const unLine = lines.find((line) => /(?<!\d)30(?:77|82)(?!\d)/.test(line.text));
  if (unLine && unNumbers.some((un) => un !== null && ENVIRONMENTALLY_HAZARDOUS_UN.has(un))) {
    ctx.note(path, unLine, CONFIDENCE.shippedAsEnvironmentallyHazardous);
    return true;
  }
  const weak = pick(found.filter((reading) => reading.marine)) ?? pick(found);
  if (!weak) return null;
  ctx.note(path, weak.line, CONFIDENCE.weak);
  return weak.value;
}
