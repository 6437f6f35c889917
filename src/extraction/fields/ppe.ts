import type { ExtractionContext } from '../context.js';
import { fieldLabels, matchedWords, matchedWordsPattern, valuePhrases } from '../languages/index.js';
import type { ExtractedComposition, LayoutA } from '../schema/index.js';
import { cells, collapseSpaces, fold, type SourceLine } from '../text.js';
import { extractExposureLimits } from './exposure-limits.js';
import { withWrappedLabel } from './wrapped-label.js';

type ExposureControls = LayoutA['exposure_controls_ppe'];
type PpeCategory = ExposureControls['ppe'][number];

/** A hyphen between letters read as a space: "face-shield" is the "face shield" of the lists. */
function unhyphenated(text: string): string {
  return text.replace(/(?<=\p{L})-(?=\p{L})/gu, ' ');
}

/**
 * The labels and equipment words of each category (the language modules' `fieldLabels`, folded). A line
 * takes the first word of the category it contains, in the union's order (English first, then the
 * modules in registry order; within a language, the order the list held here had: "kasineet" before
 * "suojakasineet", "respiratory protection" before "respirator").
 */
const TRIGGERS: Record<PpeCategory, readonly string[]> = {
  eye_protection: fieldLabels('eyeProtection').map(unhyphenated),
  hand_protection: fieldLabels('handProtection').map(unhyphenated),
  skin_protection: fieldLabels('skinProtection').map(unhyphenated),
  respiratory_protection: fieldLabels('respiratoryProtection').map(unhyphenated),
};
/** Skin labels that name no equipment: they count only when the statement names clothing, apron, boots… */
const SKIN_LABELS: readonly string[] = fieldLabels('skinProtectionLabel');
/**
 * Wording that says the equipment is not needed ("not required", "nicht erforderlich", "不要"): the
 * language modules' `matchedWords` 'ppeNotNeeded'.
 */
const NEGATION = new RegExp(matchedWordsPattern(matchedWords('ppeNotNeeded')), 'u');
/** "Not required, except when aerosols form": an exception is a condition under which it is required. */
const EXCEPT = new RegExp(`\\b(?:${valuePhrases('except').join('|')})\\b`);
/**
 * Hygiene wording about clothing ("Store protective clothing separately", "remove contaminated
 * clothing"): the verbs of the modules' `matchedWords` 'clothingHygiene', at a word's start.
 */
const HYGIENE = new RegExp(matchedWordsPattern(matchedWords('clothingHygiene')), 'u');
/**
 * Equipment that protects the skin beyond the hands (clothing, apron, suit, boots): the modules'
 * `matchedWords` 'bodyEquipment'.
 */
const BODY_EQUIPMENT = new RegExp(matchedWordsPattern(matchedWords('bodyEquipment')), 'u');
/** Gloves named in a statement, and the verbs that recommend wearing (the modules' `valuePhrases`, stems anywhere). */
const GLOVE = new RegExp(valuePhrases('glove').join('|'));
/** A condition ("if", "wenn", "en caso"): the modules' `matchedWords` 'ppeCondition', whole words. */
const CONDITION = new RegExp(matchedWordsPattern(matchedWords('ppeCondition')), 'u');
const USE = new RegExp(valuePhrases('wear').join('|'));
/** A value that is only "none" ("Ochrona rąk: Brak."): the modules' `matchedWords` 'noneValue', "n/a" or "-". */
const NONE_VALUE = new RegExp(
  String.raw`^(?:${matchedWordsPattern(matchedWords('noneValue'))}|n\/a|-)[\s.]*$`,
  'u',
);
/** "Avoid contact with eyes" says what to avoid, not what to wear. */
/** Ventilation and local exhaust: the language modules' `matchedWords` 'ventilationWord'. */
const VENTILATION = new RegExp(matchedWordsPattern(matchedWords('ventilationWord')), 'u');
/** Respirators, masks, filters: the language modules' `matchedWords` 'respiratoryEquipment'. */
const RESPIRATORY_EQUIPMENT = new RegExp(matchedWordsPattern(matchedWords('respiratoryEquipment')), 'u');
const AVOID = new RegExp(`(?<![a-z])(?:${valuePhrases('avoid').join('|')})`);
/**
 * Equipment named in a statement ("safety glasses to avoid splashes" still recommends glasses): the
 * modules' `matchedWords` 'equipmentName', stems matched anywhere.
 */
const EQUIPMENT_NAMES = matchedWordsPattern(matchedWords('equipmentName'));
const EQUIPMENT = new RegExp(`(?:${EQUIPMENT_NAMES})`, 'u');
/** A trigger word that is itself equipment ("gloves"), not a label ("respiratory"). */
const EQUIPMENT_WORD = new RegExp(`(?:${EQUIPMENT_NAMES})(?:e|es|s|en|n)?$`, 'u');

/** How many lines a statement may run below its label before the next row is assumed. */
const MAX_STATEMENT_LINES = 6;
/**
 * A line that opens another row: a numbered sub-section, a short "label:" or a PPE label standing as a
 * cell of its own ("Hand protection   Wear…", "Hand protection: …"), not a sentence that starts with
 * an equipment word ("gloves that are worn…").
 */
function opensRow(text: string): boolean {
  return /^[^:]{2,40}:/.test(fold(text).replace(/^[\s·•*-]+/, '')) || opensPpeRow(text);
}

/** A line that opens a numbered sub-section or the row of a PPE category ("Hand protection: …"). */
function opensPpeRow(text: string): boolean {
  const folded = fold(text).replace(/^[\s·•*-]+/, '');
  const firstCell = fold(cells(text)[0] ?? '').replace(/^[\s·•*-]+/, '');
  const labelCell = (trigger: string) =>
    firstCell.startsWith(trigger) && /^[a-z]*\s*(?::.*)?$/.test(firstCell.slice(trigger.length));
  return /^\d{1,2}\.\d/.test(folded) || Object.values(TRIGGERS).some((triggers) => triggers.some(labelCell));
}

/**
 * A caption and its value in cells of their own, without a colon, as boxed forms type them
 * ("Work/Hygienic Practices   WASH HANDS BEFORE EATING"): a short caption in mixed case, no sentence.
 */
function captionWithValue(text: string): boolean {
  const [caption, value] = cells(text);
  return (
    value !== undefined &&
    caption !== undefined &&
    caption.length <= 40 &&
    /^\p{Lu}[\p{L}\s/()-]*$/u.test(caption) &&
    /\p{Ll}/u.test(caption)
  );
}

/**
 * The statement about the equipment: its (label-completed) line and the lines below it up to the next
 * row, so that a remark further down ("under normal conditions no protection is needed") is read with
 * it. In label/value tables a wrapped label ("Dispositivi di protezione individuale, / protezione
 * respiratoria:") has its value on the label's first line, so that value is taken instead.
 */
function statementAt(lines: SourceLine[], index: number, trigger: string, line: string): string {
  const afterTrigger = line
    .slice(line.indexOf(trigger) + trigger.length)
    .replace(/^[a-z]*/, '')
    .replace(/[\s:.-]+/g, '');
  // A short value ending its sentence ("Hand protection: None.") is complete; the next line is another row.
  if (afterTrigger !== '' && afterTrigger.length < 15 && /\.$/.test(line)) return line;
  const previousCells = cells(lines[index - 1]?.text ?? '');
  if (afterTrigger === '' && previousCells.length >= 2 && /[,/]$/.test(previousCells[0] ?? '')) {
    return `${line} ${fold(previousCells.slice(1).join(' '))}`;
  }
  const below: string[] = [];
  for (const next of lines.slice(index + 1, index + 1 + MAX_STATEMENT_LINES)) {
    // Under a label with a value of its own, a caption with its value is the next box of a form.
    if (opensRow(next.text) || (afterTrigger !== '' && captionWithValue(next.text))) break;
    below.push(fold(next.text));
  }
  return [line, ...below].join('\n');
}

/** The value of the row: the rest of the trigger's line after its label, or the next line when that is empty. */
function rowValue(block: string, trigger: string): string {
  const rest = block.slice(block.indexOf(trigger) + trigger.length).replace(/^[^:\n]{0,30}:/, '');
  const line = rest
    .split('\n')
    .map((part) => part.trim())
    .find((part) => part !== '');
  return line?.split(/[.;](?:\s|$)/)[0]?.trim() ?? '';
}

function isRecommended(block: string, trigger: string, category: PpeCategory): boolean {
  const statement = block.replace(/\n/g, ' ');
  const at = statement.indexOf(trigger);
  const sentence =
    statement
      .slice(0, at)
      .split(/[.;]\s/)
      .at(-1) + (statement.slice(at).split(/[.;]\s/)[0] ?? '');
  if (HYGIENE.test(sentence) && !USE.test(sentence)) return false;
  const value = rowValue(block, trigger);
  // Under a label ("Eye protection: avoid contact"), a value naming no equipment recommends none.
  const triggerWord = trigger + (/^[a-z]*/.exec(statement.slice(at + trigger.length))?.[0] ?? '');
  const avoidOnly =
    !EQUIPMENT_WORD.test(triggerWord) && AVOID.test(value) && !USE.test(value) && !EQUIPMENT.test(value);
  const startsRow = statement.slice(0, at).trim() === '';
  // A bare label ("Skin protection" over its "Hand protection" row) recommends nothing itself.
  const labelOnly = !EQUIPMENT_WORD.test(triggerWord) && value === '' && startsRow;
  // "Respiratory: Use in well ventilated areas": a row label, then ventilation and no equipment named.
  const afterLabel = statement.slice(at + triggerWord.length);
  const isRowLabel = startsRow && /^[\s:：–-]/.test(afterLabel);
  const ventilationOnly =
    category === 'respiratory_protection' &&
    isRowLabel &&
    VENTILATION.test(afterLabel) &&
    !EQUIPMENT.test(afterLabel) &&
    !RESPIRATORY_EQUIPMENT.test(afterLabel);
  if (NONE_VALUE.test(value) || avoidOnly || labelOnly || ventilationOnly) return false;
  // "Skin protection: wear gloves / use barrier cream" names no clothing, so no skin protection.
  if (SKIN_LABELS.includes(trigger) && !BODY_EQUIPMENT.test(statement)) return false;
  const window = statement.slice(Math.max(0, at - 40));
  // "Skin and body protection: Wear suitable gloves." recommends hand protection only.
  if (category === 'skin_protection' && GLOVE.test(statement) && !BODY_EQUIPMENT.test(statement))
    return false;
  const negationAt = window.search(NEGATION);
  if (negationAt < 0) return true;
  // "If splashes are likely, wear safety glasses. None required for consumer use.": recommended.
  const beforeNegation = window.slice(window.indexOf(trigger), negationAt);
  const sentenceEnd = Math.max(beforeNegation.lastIndexOf('. '), beforeNegation.lastIndexOf('; '));
  if (sentenceEnd > 0 && USE.test(beforeNegation.slice(0, sentenceEnd))) return true;
  const after = window.slice(negationAt);
  if (EXCEPT.test(after)) return true;
  return CONDITION.test(after.slice(after.search(/[.;]/) + 1)) && USE.test(after);
}

/** PPE and exposure limits of section 8; limits name the section 3 `components` they belong to. */
export function extractExposureControls(
  ctx: ExtractionContext,
  components: ExtractedComposition['components'] = [],
): ExposureControls {
  const lines = ctx.section(8);
  const path = 'exposure_controls_ppe';
  const ppe: PpeCategory[] = [];
  const details: ExposureControls['ppe_details'] = {
    eye_protection: null,
    hand_protection: null,
    skin_protection: null,
    respiratory_protection: null,
  };
  for (const category of Object.keys(TRIGGERS) as PpeCategory[]) {
    for (let i = 0; i < lines.length; i++) {
      const folded = unhyphenated(fold(withWrappedLabel(lines[i]?.text ?? '', lines[i + 1]?.text)));
      const trigger = TRIGGERS[category].find((candidate) => folded.includes(candidate));
      if (!trigger || !isRecommended(statementAt(lines, i, trigger, folded), trigger, category)) continue;
      ppe.push(category);
      // The statement's line and the next one, unless that opens another category's row.
      const next = lines[i + 1];
      const rowLines = next && !opensPpeRow(next.text) ? 2 : 1;
      details[category] = collapseSpaces(
        lines
          .slice(i, i + rowLines)
          .map((line) => line.text)
          .join(' '),
      ).slice(0, 300);
      ctx.note(`${path}.ppe[${ppe.length - 1}]`, lines[i], 0.8);
      break;
    }
  }
  return {
    ppe,
    ppe_details: details,
    occupational_exposure_limits: occupationalExposureLimits(ctx, lines, components),
  };
}

/**
 * The limits of section 8; an MSDS in the older format that prints none there gives them in the columns
 * of its hazardous-ingredients table ("OSHA (PEL)   ACGIH (TLV)"), read the same way.
 */
function occupationalExposureLimits(
  ctx: ExtractionContext,
  lines: SourceLine[],
  components: ExtractedComposition['components'],
): ExposureControls['occupational_exposure_limits'] {
  const limits = extractExposureLimits(ctx, lines, components);
  return limits.length > 0 ? limits : extractExposureLimits(ctx, ctx.section(3), components);
}
