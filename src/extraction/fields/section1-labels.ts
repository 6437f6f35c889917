/** Labels of section 1 fields, shared by the product name and the supplier readers. */
import { fieldLabels } from '../languages/index.js';
import { wordAlternation } from './labels.js';

/**
 * Labels of neighbouring fields: a "value" that starts with one of them is the next label, not a name.
 * The language modules' words (`section1OtherField`), then codes, web and mail prefixes, and four
 * words whose trailing space is part of them ("ec ", "not ", "see ", Spanish and Portuguese "ver "),
 * which stay here because the registry trims the words it folds.
 */
export const OTHER_LABELS = new RegExp(
  String.raw`^(?:${wordAlternation(fieldLabels('section1OtherField'))}|fax|e-?mail|web|www|http|p\.?o\.? box|cas|ec |reach|sds|msds|not |n\/a|see |ver )(?![a-z])`,
);
