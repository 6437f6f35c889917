/** Labels of section 1 fields, shared by the product name, supplier and detail readers. */
import { fieldLabels, subsectionTitles, type SubsectionKey } from '../languages/index.js';
import { parseHeading } from '../sections/headings.js';
import { fold } from '../text.js';
import { wordAlternation } from './labels.js';
import { subsectionNumber } from './subsections.js';

/**
 * Labels of neighbouring fields: a "value" that starts with one of them is the next label, not a name.
 * The language modules' words (`section1OtherField`), then codes, web and mail prefixes, and four
 * words whose trailing space is part of them ("ec ", "not ", "see ", Spanish and Portuguese "ver "),
 * which stay here because the registry trims the words it folds.
 */
export const OTHER_LABELS = new RegExp(
  String.raw`^(?:${wordAlternation(fieldLabels('section1OtherField'))}|fax|e-?mail|web|www|http|p\.?o\.? box|cas|ec |reach|sds|msds|not |n\/a|see |ver )(?![a-z])`,
);

/** Every label a section 1 row may start with, in every language (folded). */
const SECTION1_LABELS = [
  ...fieldLabels('productName'),
  ...fieldLabels('productIdentifier'),
  ...fieldLabels('productCode'),
  ...fieldLabels('recommendedUse'),
  ...fieldLabels('usesAdvisedAgainst'),
  ...fieldLabels('supplier'),
  ...fieldLabels('supplierAddress'),
  ...fieldLabels('supplierPhone'),
  ...fieldLabels('emergencyPhone'),
  ...fieldLabels('section1OtherField'),
];
/** A text that is only a label, or a label and its colon ("Identified uses", "Supplier:"). */
const LABEL_ONLY = new RegExp(String.raw`^(?:${wordAlternation(SECTION1_LABELS)})\s*[:：]?$`);

const SUBSECTIONS: readonly SubsectionKey[] = ['1.1', '1.3', '1.4'];
/** The official sub-section titles of section 1 in every language (folded). */
const SECTION1_TITLES = [
  ...SUBSECTIONS.flatMap((key) => subsectionTitles(key)),
  ...fieldLabels('identifiedUsesTitle'),
];
/** Shorter texts may be words of a title by chance ("Industrial use", "Product"). */
const MIN_TITLE_START = 8;
const MIN_TITLE_PART = 12;

/**
 * Whether a text is a heading or a label rather than a value: a numbered line ("1.3 Details of the
 * supplier…"), a section heading, a sub-section title of section 1 or a part of one wrapped onto its
 * own line ("and uses advised against"), or a label alone.
 */
export function isHeadingOrLabel(text: string): boolean {
  const folded = fold(text).replace(/[\s:：.]+$/, '');
  if (subsectionNumber(text) !== undefined || /^\d{1,2}(?:\.\d{1,2})+\.?\s/.test(folded)) return true;
  if (parseHeading(text) !== null || LABEL_ONLY.test(folded)) return true;
  return SECTION1_TITLES.some(
    (title) =>
      (folded.length >= MIN_TITLE_START && title.startsWith(folded)) ||
      (folded.length >= MIN_TITLE_PART && title.includes(folded)),
  );
}
