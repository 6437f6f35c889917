import { fieldLabels } from '../languages/index.js';
import { cells, collapseSpaces, fold, type SourceLine } from '../text.js';
import { continuedValue, type ContinuationRules } from './continued-value.js';
import {
  findLabelled,
  longestFirst,
  startsWithLabel,
  wordAlternation,
  type LabelledValue,
} from './labels.js';
import { isHeadingOrLabel, OTHER_LABELS } from './section1-labels.js';
import { statesNothing } from './states-nothing.js';
import { numbersLikeAnnexII, subsectionLines, withoutSubsectionNumber } from './subsections.js';

/** The uses of sub-section 1.2: the identified (recommended) use and the uses advised against. */

const RECOMMENDED_USE = longestFirst(fieldLabels('recommendedUse'));
const RESTRICTIONS = longestFirst(fieldLabels('usesAdvisedAgainst'));
/** Labels of other section 1 fields: a "1.2" line that starts with one numbers another scheme's item. */
const OTHER_ITEMS = longestFirst([
  ...fieldLabels('productName'),
  ...fieldLabels('productCode'),
  ...fieldLabels('supplier'),
  ...fieldLabels('supplierAddress'),
  ...fieldLabels('emergencyPhone'),
]);

/** The rest of a heading ("Recommended use | of the chemical and restrictions on use") starts with these. */
const HEADING_REST = new RegExp(
  `^(?:${wordAlternation(fieldLabels('headingContinuation'))})(?![\\p{L}])`,
  'u',
);
/** A row "label: value" whose label is a few words without digits ("Sector of use: SU3"). */
const LABELLED_ROW = /^([^\d:：]{2,40})[:：]\s*(.*)$/u;
const MAX_VALUE_LENGTH = 200;

/**
 * How sure a use is: read after its label inside the numbered 1.2, as the first item of 1.2 without a
 * label the modules know, or after a label found elsewhere in section 1 (no anchor: the label may be a
 * heading's).
 */
export const USE_CONFIDENCE = { anchoredLabel: 0.85, anchoredItem: 0.7, label: 0.6 } as const;

/**
 * A use is text, not a heading, label, the rest of a heading, a label that may not stand in it, or a
 * statement that no use is available ("No disponible.").
 */
function isUseText(value: string, otherLabels: readonly string[]): boolean {
  const folded = fold(value);
  return (
    /\p{L}{2}/u.test(value) &&
    value.length <= MAX_VALUE_LENGTH &&
    !statesNothing(value) &&
    !/[:：]$/.test(value) &&
    !HEADING_REST.test(folded) &&
    !otherLabels.some((label) => folded.includes(label)) &&
    !isHeadingOrLabel(value)
  );
}

/** Where a use ends: at a numbered line (the caller's), a heading, a label or a labelled row. */
function opensItem(text: string): boolean {
  return (
    isHeadingOrLabel(text) ||
    startsWithLabel(text, RECOMMENDED_USE) ||
    startsWithLabel(text, RESTRICTIONS) ||
    LABELLED_ROW.test(text)
  );
}

/**
 * Inside 1.2 a use runs to the next item; elsewhere only a sentence wrapped over a few lines is read,
 * and a line flush with the label that names another section 1 field ("Supplier") ends it.
 */
const ANCHORED: ContinuationRules = {
  stops: opensItem,
  maxLines: 8,
  sentenceEnds: false,
  ownLineEndsAtCapital: false,
};
const UNANCHORED: ContinuationRules = {
  stops: (text) => opensItem(text) || OTHER_LABELS.test(fold(text)),
  maxLines: 3,
  sentenceEnds: true,
  ownLineEndsAtCapital: true,
};

export interface FoundUse {
  found: LabelledValue;
  confidence: number;
  /** Read beside its own label (not the first item of 1.2 taken as the identified use). */
  besideLabel: boolean;
}

/**
 * The numbered 1.2 when it is Annex II's uses sub-section: not in a section 1 numbered the older
 * national way (up to 1.5), nor a "1.2" that is another item ("1.2. Código interno").
 */
function usesBlock(lines: readonly SourceLine[]): SourceLine[] {
  const block = subsectionLines(lines, '1.2');
  const [heading] = block;
  if (!heading || !numbersLikeAnnexII(lines)) return [];
  return startsWithLabel(withoutSubsectionNumber(heading.text), OTHER_ITEMS) ? [] : block;
}

/**
 * The first item of 1.2 when no label the modules know stands there: the value beside the title, or
 * below it (passing over the title's wrapped rest, which starts lowercase) the first line, or the value
 * of the first labelled row ("Použití látky/směsi : Průmyslové použití").
 */
function firstItem(
  block: readonly SourceLine[],
  accept: (value: string) => boolean,
): LabelledValue | undefined {
  const [heading, ...body] = block;
  if (!heading) return undefined;
  const beside = cells(withoutSubsectionNumber(heading.text))[1]?.replace(/^[:：]\s*/, '');
  if (beside && accept(beside)) return { value: collapseSpaces(beside), line: heading };
  for (const line of body) {
    const text = collapseSpaces(line.text.trim());
    if (isHeadingOrLabel(text) || /^\p{Ll}/u.test(text)) continue;
    const row = LABELLED_ROW.exec(text);
    const value = row ? (row[2] ?? '') : text;
    // "See the technical data sheet." over "Cleaning agent": a pointer stands before the use.
    if (statesNothing(value)) continue;
    const isRestriction = startsWithLabel(text, RESTRICTIONS);
    return !isRestriction && !opensItem(value) && accept(value) ? { value, line } : undefined;
  }
  return undefined;
}

/**
 * A lowercase line below a label that is not the rest of the title is the wrapped rest of a row's label
 * ("Use of the Sub-" over "stance/Mixture"): the title's value is not there, but may be further down.
 */
const isWrappedLabelRest = (value: string): boolean =>
  /^\p{Ll}/u.test(value) && !HEADING_REST.test(fold(value)) && !isHeadingOrLabel(value);

/**
 * One kind of use (its labels, and the labels that may not stand in it): after its label in the
 * numbered 1.2, for the identified use the first item of 1.2 when no label of its own is printed there,
 * else after its label anywhere in section 1.
 */
function findUse(
  lines: readonly SourceLine[],
  labels: readonly string[],
  otherLabels: readonly string[],
): FoundUse | undefined {
  const accept = (value: string) => isUseText(value, otherLabels);
  const block = usesBlock(lines);
  const anchored = findLabelled(block, labels, accept, isWrappedLabelRest);
  if (anchored)
    return {
      found: continuedValue(block, anchored, ANCHORED),
      confidence: USE_CONFIDENCE.anchoredLabel,
      besideLabel: true,
    };
  // A label of its own kind without a value says the document left the use empty.
  const ownLabel = block.slice(1).some((line) => startsWithLabel(line.text, labels));
  const item = labels === RECOMMENDED_USE && !ownLabel ? firstItem(block, accept) : undefined;
  if (item)
    return {
      found: continuedValue(block, item, ANCHORED),
      confidence: USE_CONFIDENCE.anchoredItem,
      besideLabel: false,
    };
  const labelled = findLabelled(lines, labels, accept);
  return (
    labelled && {
      found: continuedValue(lines, labelled, UNANCHORED),
      confidence: USE_CONFIDENCE.label,
      besideLabel: true,
    }
  );
}

export function findRecommendedUse(lines: readonly SourceLine[]): FoundUse | undefined {
  return findUse(lines, RECOMMENDED_USE, RESTRICTIONS);
}

export function findRestrictionsOnUse(lines: readonly SourceLine[]): FoundUse | undefined {
  return findUse(lines, RESTRICTIONS, RESTRICTIONS);
}
