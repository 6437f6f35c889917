import type { ExtractionContext } from '../context.js';
import { isKnownEuhCode, isKnownHCode, isKnownPCode, reference } from '../reference/index.js';
import { fieldLabels, SIGNAL_WORDS, valuePhrases } from '../languages/index.js';
import type { LayoutA } from '../schema/index.js';
import { fold, type SourceLine } from '../text.js';
import { warning } from '../warnings.js';
import {
  classesLeftUnread,
  classesFromStatementWording,
  contradictsClassification,
  classificationsFromHCodes,
  findClassifications,
  oneCategoryPerClass,
  reconcileWithRowHCodes,
  type FoundClassification,
} from './classification.js';
import { findEuhCodes, findHCodes, findPCodes, unique } from './codes.js';
import { euhCodesFromText, hCodesFromText, mismatchedStatements, pCodesFromText } from './statement-text.js';

type Hazards = LayoutA['hazards_identification'];

/**
 * The label words of section 2 (the language modules' `fieldLabels`, folded; English first, then the
 * modules in registry order): the label elements' heading, the signal word's and the statements' labels.
 */
const LABEL_ELEMENTS = [...fieldLabels('labelElements'), ...fieldLabels('emergencyOverview')];
/**
 * The labels of the signal word as the CLP language versions print them. The first label found on a
 * line is taken (the union's order, English first, as the list held here was ordered).
 */
const SIGNAL_WORD_LABELS = fieldLabels('signalWord');
const HAZARD_STATEMENT_LABELS = fieldLabels('hazardStatements');
const PRECAUTIONARY_LABELS = fieldLabels('precautionaryStatements');
/** Where section 2 ends its label statements: other hazards, unclassified hazards, supplementary notes. */
const AFTER_STATEMENTS = [...fieldLabels('otherHazards'), ...fieldLabels('supplementalLabelElements')];
/** Where section 2's label elements end, supplemental label elements (EUH wording) included. */
const OTHER_HAZARDS = fieldLabels('otherHazards');
/** Section 2 saying the product is not classified: statement wording there describes effects, not labels. */
const NOT_CLASSIFIED = valuePhrases('notClassified');
const PICTOGRAM_LABELS = fieldLabels('pictogram');
/** A signal word printed as "none" in the languages' words (whole words), or "n/a". */
const NEGATIONS = new RegExp(`\\b(?:${valuePhrases('none').map(escapeRegExp).join('|')})\\b|n\\/a`);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function isLabelElementsStart(line: SourceLine): boolean {
  const folded = fold(line.text);
  return /^2\.2\b/.test(folded) || LABEL_ELEMENTS.some((marker) => folded.includes(marker));
}

/**
 * Whether section 2 is a GHS one: it names GHS/CLP or labels a signal word or statements. A pre-GHS
 * MSDS describes hazards in prose ("WARNING! May cause eye irritation") that must not become codes.
 */
function hasGhsLabelElements(lines: SourceLine[]): boolean {
  // "Emergency overview" heads pre-GHS US MSDSs too.
  const labels = [
    ...SIGNAL_WORD_LABELS,
    ...HAZARD_STATEMENT_LABELS,
    ...PRECAUTIONARY_LABELS,
    ...fieldLabels('labelElements'),
  ];
  return lines.some((line) => {
    const folded = fold(line.text);
    return /\bghs\b|\bclp\b|1272\/2008/.test(folded) || labels.some((label) => folded.includes(label));
  });
}

/** Section 2 up to its label elements: where the product's own classification is printed. */
function classificationRegion(lines: SourceLine[]): SourceLine[] {
  const end = lines.findIndex(isLabelElementsStart);
  return end < 0 ? lines : lines.slice(0, end);
}

/** Section 2 from its label elements on: the statements the label carries. */
function labelRegion(lines: SourceLine[]): SourceLine[] {
  const start = lines.findIndex(isLabelElementsStart);
  return start < 0 ? [] : lines.slice(start);
}

/** A classification under the directives CLP replaced (67/548/EEC, 1999/45/EC). */
const OLD_DIRECTIVE = /67\/548|1999\/45/;
/** A class of those directives on one line: "Carc. Cat. 3; R40", "Xn; R20/22". */
const OLD_CLASS = /\bcat\.?\s*\d\s*;|;\s*R\s?\d{2}\b/i;

/**
 * The lines that may hold the product's GHS/CLP classification: not the block of an old-directive
 * classification (up to the next mention of CLP or the label elements), nor an old class written
 * with its R phrases.
 */
function withoutOldClassification(lines: SourceLine[]): SourceLine[] {
  let inOldBlock = false;
  return lines.filter((line) => {
    if (/1272\/2008|\bGHS\b/.test(line.text) || isLabelElementsStart(line)) inOldBlock = false;
    else if (OLD_DIRECTIVE.test(line.text)) inOldBlock = true;
    return !inOldBlock && !OLD_CLASS.test(line.text);
  });
}

/**
 * The classes read in some lines: by name or abbreviation, as a hazard statement's wording with a
 * category, checked against the H code printed on the same row, one category per class.
 */
function readClassifications(lines: SourceLine[]): FoundClassification[] {
  const read = [...findClassifications(lines), ...classesFromStatementWording(lines)];
  return oneCategoryPerClass(reconcileWithRowHCodes(read, lines));
}

/**
 * The product's classification and the lines it was read in: printed before the label elements, or,
 * where a document prints the signal word first, anywhere in section 2 outside the statement lines.
 */
function findProductClassifications(lines: SourceLine[]): {
  found: FoundClassification[];
  read: SourceLine[];
} {
  const current = withoutOldClassification(lines);
  const region = classificationRegion(current);
  const beforeLabel = readClassifications(region);
  if (beforeLabel.length > 0) return { found: beforeLabel, read: region };
  const outsideStatements = current.filter((line) => !/\b(?:H|P|EUH)\s?\d{3}/.test(line.text));
  return { found: readClassifications(outsideStatements), read: outsideStatements };
}

/**
 * The product's classification, completed from its printed H codes where the classification read
 * leaves something out: nothing printed, or a category or H code printed beside a class in words the
 * reader does not know. A classification read in full is the document's word even where 2.2 prints more codes.
 * Classes from codes are trusted less than printed ones.
 */
function productClassifications(lines: SourceLine[], hCodes: readonly string[]): FoundClassification[] {
  const { found, read } = findProductClassifications(lines);
  if (found.length > 0 && !classesLeftUnread(read, found)) return found;
  const fromHCodes = classificationsFromHCodes(
    hCodes,
    found.map((entry) => entry.value),
  ).flatMap(({ value, hCode }) => {
    const line = firstLineWith(lines, hCode);
    return line ? [{ value, line, confidence: 0.6 }] : [];
  });
  return oneCategoryPerClass([...found, ...fromHCodes]);
}

/**
 * The block of section 2 that lists hazard (or precautionary) statements: from its label to the next
 * block. Statement wording elsewhere (symptoms, "other information") is not a statement of the label.
 * Without a label, the label elements are searched when they can be told apart: the class names of
 * the classification before them read like statements ("Serious eye damage/eye irritation" like H318).
 */
function statementBlock(lines: SourceLine[], start: readonly string[], stop: readonly string[]): string {
  const from = lines.findIndex((line) => start.some((label) => fold(line.text).includes(label)));
  if (from < 0) {
    const label = labelRegion(lines);
    return joined(label.length > 0 ? label : lines);
  }
  const rest = lines.slice(from);
  const to = rest.findIndex((line, i) => i > 0 && stop.some((label) => fold(line.text).includes(label)));
  return joined(to < 0 ? rest : rest.slice(0, to));
}

function tokenPattern(words: readonly string[]): RegExp {
  return new RegExp(`(?<![\\p{L}])(${words.join('|')})(?![\\p{L}])`, 'u');
}

function signalWordIn(text: string): 'Danger' | 'Warning' | null | undefined {
  const { Danger, Warning } = SIGNAL_WORDS;
  const folded = fold(text);
  const danger = tokenPattern(Danger).exec(folded);
  const warn = tokenPattern(Warning).exec(folded);
  if (danger && (!warn || danger.index <= warn.index)) return 'Danger';
  if (warn) return 'Warning';
  if (NEGATIONS.test(folded)) return null;
  return undefined;
}

interface FoundSignalWord {
  value: 'Danger' | 'Warning' | null;
  line?: SourceLine;
  confidence: number;
}

const NO_SIGNAL_WORD: FoundSignalWord = { value: null, confidence: 0 };

/** A signal word followed by "!" at the start of a text ("WARNING! FLAMMABLE LIQUID AND VAPOR."). */
function exclaimedSignalWord(text: string): 'Danger' | 'Warning' | undefined {
  const word = /^[\s:.*-]*(\p{L}+(?:\s\p{L}+)?)\s*!/u.exec(fold(text))?.[1];
  if (word === undefined) return undefined;
  if (SIGNAL_WORDS.Danger.includes(word)) return 'Danger';
  if (SIGNAL_WORDS.Warning.includes(word)) return 'Warning';
  return undefined;
}

/**
 * The signal word of an ANSI Z400.1 / OSHA emergency overview: the overview's first word, followed by
 * "!" ("EMERGENCY OVERVIEW:  WARNING! FLAMMABLE LIQUID AND VAPOR."), on the label's line or the first
 * line below it. Read only where no signal-word label is printed, and trusted less than a labelled one.
 */
function overviewSignalWord(lines: SourceLine[]): FoundSignalWord | undefined {
  const overviewLabels = fieldLabels('emergencyOverview');
  for (let i = 0; i < lines.length; i++) {
    const folded = fold(lines[i]?.text ?? '');
    const label = overviewLabels.find((candidate) => folded.includes(candidate));
    if (!label) continue;
    const after = folded.slice(folded.indexOf(label) + label.length);
    const sameLine = exclaimedSignalWord(after);
    if (sameLine) return { value: sameLine, line: lines[i], confidence: 0.7 };
    if (/\p{L}/u.test(after)) continue;
    const next = lines.slice(i + 1, i + 3).find((line) => line.text.trim() !== '');
    const below = next ? exclaimedSignalWord(next.text) : undefined;
    if (below && next) return { value: below, line: next, confidence: 0.7 };
  }
  return undefined;
}

function findSignalWord(lines: SourceLine[]): FoundSignalWord {
  for (let i = 0; i < lines.length; i++) {
    const folded = fold(lines[i]?.text ?? '');
    const label = SIGNAL_WORD_LABELS.find((candidate) => folded.includes(candidate));
    if (!label) continue;
    const after = folded.slice(folded.indexOf(label) + label.length);
    const sameLine = signalWordIn(after);
    if (sameLine !== undefined) return { value: sameLine, line: lines[i], confidence: 0.95 };
    // A value printed beside the label that is no signal word is not completed by the lines below.
    if (/\p{L}{3}/u.test(after.replace(/\([^)]*\)/g, ''))) continue;
    for (const next of lines.slice(i + 1, i + 4)) {
      if (!next.text.trim()) continue;
      const value = signalWordIn(next.text.length < 40 ? next.text : next.text.slice(0, 40));
      if (value !== undefined) return { value, line: next, confidence: 0.95 };
    }
  }
  const { Danger, Warning } = SIGNAL_WORDS;
  for (const line of lines) {
    const bare = fold(line.text)
      .replace(/[!.:*\s]+/g, ' ')
      .trim();
    if (Danger.includes(bare)) return { value: 'Danger', line, confidence: 0.8 };
    if (Warning.includes(bare)) return { value: 'Warning', line, confidence: 0.8 };
  }
  return overviewSignalWord(lines) ?? NO_SIGNAL_WORD;
}

function findPictograms(lines: SourceLine[]): Array<{ code: string; line: SourceLine }> {
  const found: Array<{ code: string; line: SourceLine }> = [];
  for (const line of lines) {
    for (const match of line.text.matchAll(/\bGHS\s?0?([1-9])\b/g))
      found.push({ code: `GHS0${match[1]}`, line });
    const folded = fold(line.text);
    if (!PICTOGRAM_LABELS.some((label) => folded.includes(label))) continue;
    for (const [code, pictogram] of Object.entries(reference().labelElements.pictograms)) {
      if (pictogram.names.some((name) => tokenPattern([name]).test(folded))) found.push({ code, line });
    }
  }
  return found;
}

/** Pictograms implied by the H codes, with the CLP Article 26 precedence rules applied. */
export function pictogramsForHCodes(hCodes: readonly string[]): string[] {
  const bases = new Set(hCodes.map((code) => code.slice(0, 4)));
  const result = new Set<string>();
  for (const [code, pictogram] of Object.entries(reference().labelElements.pictograms)) {
    if (pictogram.h_codes.some((h) => bases.has(h))) result.add(code);
  }
  const only = (codes: string[]) =>
    [...bases]
      .filter((h) => reference().labelElements.pictograms.GHS07?.h_codes.includes(h))
      .every((h) => codes.includes(h));
  if (result.has('GHS06')) result.delete('GHS07');
  if (result.has('GHS05') && only(['H315', 'H319'])) result.delete('GHS07');
  if (bases.has('H334') && only(['H315', 'H317', 'H319'])) result.delete('GHS07');
  return [...result].sort();
}

function joined(lines: SourceLine[]): string {
  return lines.map((line) => line.text).join('\n');
}

function firstLineWith(lines: SourceLine[], needle: string): SourceLine | undefined {
  const compact = needle.replace(/\+/g, '');
  return lines.find((line) => line.text.replace(/\s|\+/g, '').includes(compact));
}

function keepKnown(
  ctx: ExtractionContext,
  codes: string[],
  isKnown: (code: string) => boolean,
  field: string,
  lines: SourceLine[],
): string[] {
  // A combination keeps its known parts: an unknown part (a misprint, a code newer than the reference)
  // costs that part only.
  const kept = codes.map((code) => {
    const parts = code.split('+');
    const known = parts.filter((part) => isKnown(part));
    for (const part of parts.filter((candidate) => !known.includes(candidate))) {
      ctx.warn(
        warning('invalid_code', `${part} is not a GHS/CLP code; left out.`, {
          field,
          page: firstLineWith(lines, part)?.page,
        }),
      );
    }
    return known.join('+');
  });
  return unique(kept.filter((code) => code !== ''));
}

/** Printed codes whose wording beside them is another statement's: warned about, trusted less. */
function crossCheckWording(ctx: ExtractionContext, text: string, path: string): Set<string> {
  const codes = new Set<string>();
  for (const { printed, wording } of mismatchedStatements(text)) {
    printed.split('+').forEach((code) => codes.add(code));
    const field = printed.startsWith('EUH')
      ? 'euh_statements'
      : printed.startsWith('H')
        ? 'h_statements'
        : 'p_statements';
    ctx.warn(
      warning(
        'statement_text_mismatch',
        `${printed} is printed beside the official wording of ${wording.join(', ')}; the code was kept.`,
        { field: `${path}.${field}` },
      ),
    );
  }
  return codes;
}

export function extractHazards(ctx: ExtractionContext): Hazards {
  const lines = ctx.section(2);
  const text = joined(lines);
  const path = 'hazards_identification';

  const printedHCodes = keepKnown(ctx, unique(findHCodes(text)), isKnownHCode, `${path}.h_statements`, lines);
  // The label elements carry the product's statements; 2.1 may list more (H400 beside H410, H335 of a
  // class the label leaves out).
  const labelHCodes = unique(findHCodes(joined(labelRegion(lines)))).filter((code) =>
    printedHCodes.includes(code),
  );
  let hCodes = labelHCodes.length > 0 ? labelHCodes : printedHCodes;

  const classified = productClassifications(lines, printedHCodes);
  classified.forEach((entry, i) =>
    ctx.note(`${path}.ghs_classification[${i}]`, entry.line, entry.confidence ?? 0.85),
  );
  const classifications = classified.map((entry) => entry.value);
  let euhCodes = keepKnown(ctx, unique(findEuhCodes(text)), isKnownEuhCode, `${path}.euh_statements`, lines);
  let pCodes = keepKnown(ctx, unique(findPCodes(text)), isKnownPCode, `${path}.p_statements`, lines);
  const ghs = printedHCodes.length > 0 || classifications.length > 0 || hasGhsLabelElements(lines);
  // A pre-GHS MSDS's emergency overview ("WARNING! …") is an ANSI warning, not a GHS signal word.
  const signal = ghs ? findSignalWord(lines) : NO_SIGNAL_WORD;
  let statementsFromText = false;
  const notClassified = NOT_CLASSIFIED.some((phrase) => fold(text).includes(phrase));
  if (hCodes.length === 0 && ghs && !notClassified) {
    hCodes = hCodesFromText(
      statementBlock(lines, HAZARD_STATEMENT_LABELS, [...PRECAUTIONARY_LABELS, ...AFTER_STATEMENTS]),
    );
    statementsFromText ||= hCodes.length > 0;
  }
  const hazardous = hCodes.length > 0 || classifications.length > 0 || signal.value !== null;
  if (pCodes.length === 0 && hazardous) {
    pCodes = pCodesFromText(statementBlock(lines, PRECAUTIONARY_LABELS, AFTER_STATEMENTS));
    statementsFromText ||= pCodes.length > 0;
  }
  let euhFromText = false;
  if (euhCodes.length === 0 && lines.length > 0) {
    euhCodes = euhCodesFromText(statementBlock(lines, LABEL_ELEMENTS, OTHER_HAZARDS));
    euhFromText = euhCodes.length > 0;
  }
  const codeConfidence = statementsFromText ? 0.75 : 0.95;
  const mismatched = crossCheckWording(ctx, text, path);
  const confidenceOf = (code: string) =>
    code.split('+').some((part) => mismatched.has(part)) ? 0.6 : codeConfidence;
  if (statementsFromText || euhFromText) {
    ctx.warn(
      warning(
        'statements_from_text',
        'Section 2 prints statements without codes; codes were assigned by matching the official GHS wording.',
        {
          field: `${path}.${statementsFromText ? 'h_statements' : 'euh_statements'}`,
          page: lines[0]?.page,
        },
      ),
    );
  }
  hCodes.forEach((code, i) =>
    ctx.note(
      `${path}.h_statements[${i}]`,
      firstLineWith(lines, code) ?? lines[0],
      contradictsClassification(code, classifications) ? 0.5 : confidenceOf(code),
    ),
  );
  euhCodes.forEach((code, i) =>
    ctx.note(
      `${path}.euh_statements[${i}]`,
      firstLineWith(lines, code) ?? lines[0],
      euhFromText ? 0.75 : confidenceOf(code),
    ),
  );
  pCodes.forEach((code, i) =>
    ctx.note(`${path}.p_statements[${i}]`, firstLineWith(lines, code) ?? lines[0], confidenceOf(code)),
  );
  if (signal.line) ctx.note(`${path}.signal_word`, signal.line, signal.confidence);

  const printedPictograms = findPictograms(lines);
  let pictograms = unique(printedPictograms.map((p) => p.code)).sort();
  printedPictograms.forEach((p) =>
    ctx.note(`${path}.pictograms[${pictograms.indexOf(p.code)}]`, p.line, 0.9),
  );
  if (pictograms.length === 0 && hCodes.length > 0) {
    pictograms = pictogramsForHCodes(hCodes);
    if (pictograms.length > 0) {
      ctx.warn(
        warning(
          'pictograms_inferred',
          'No pictogram is printed as text (images only); pictograms were derived from the H codes.',
          {
            field: `${path}.pictograms`,
            page: lines[0]?.page,
          },
        ),
      );
      // Inferred twice over where the H codes themselves were matched from wording.
      const inferred = statementsFromText ? 0.6 : 0.75;
      pictograms.forEach((_, i) => ctx.note(`${path}.pictograms[${i}]`, lines[0], inferred));
    }
  }

  return {
    ghs_classification: classifications,
    signal_word: signal.value,
    h_statements: hCodes,
    euh_statements: euhCodes,
    p_statements: pCodes,
    pictograms,
  };
}
