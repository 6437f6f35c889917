import { fieldLabels } from '../languages/index.js';
import { reference, type HazardClass } from '../reference/index.js';
import { cells, fold, type SourceLine } from '../text.js';
import { findHCodes } from './codes.js';
import { longestFirst } from './labels.js';
import {
  CATEGORIES,
  CLASSES_BY_H_CODE,
  CLASSIFICATION_BY_H_CODE,
  MORE_CLASS_NAMES,
  ONE_CATEGORY_PER_PRODUCT_EXCEPT,
  type HCodeClass,
} from './hazard-class-data.js';
import { hCodesFromText } from './statement-text.js';

/** The product's GHS/CLP classification as `abbreviation category` (e.g. `Flam. Liq. 2`). */

/**
 * "Category" in the CLP languages (Annex I of each language version) and as GHS translations print it
 * in Russian/Ukrainian, Chinese (GB 30000), Korean, Japanese and Arabic: the language modules'
 * `fieldLabels`, folded, longest first (the regex tries "kategoria" before "kategori", which would take
 * its "a" for a letter category), with the Serbian/Macedonian "категорија" no module holds.
 */
const CATEGORY_WORD = `(?:${longestFirst([...fieldLabels('hazardCategory'), 'категорија']).join('|')})`;
const CATEGORY = '(\\d[a-c]?)(?![\\d.,]\\d)';
const CATEGORY_AFTER_WORD = new RegExp(`${CATEGORY_WORD}\\.?\\s*:?\\s*${CATEGORY}`);
const CATEGORY_ALONE = new RegExp(`^[\\s,:;.\\-–()]*${CATEGORY}(?:\\b|$)`);

let abbreviationPattern: RegExp | undefined;

function abbreviationRegex(): RegExp {
  if (!abbreviationPattern) {
    const alternatives = reference()
      .hazardClasses.abbreviations.map((abbr) =>
        abbr
          .split(/\s+/)
          .map((part) => part.replace(/\./g, '').replace(/-/g, '[- ]?') + '\\.?')
          .join('\\s*'),
      )
      .sort((a, b) => b.length - a.length);
    abbreviationPattern = new RegExp(
      `(?<![A-Za-z])(${alternatives.join('|')})\\s*(?:cat(?:egory)?\\.?\\s*)?(\\d(?:[A-Ca-c]|\\s[A-C](?![A-Za-z]))?)?(?![\\d.,]\\d)`,
      'gi',
    );
  }
  return abbreviationPattern;
}

function canonicalAbbreviation(printed: string): string | undefined {
  const key = printed.replace(/[^a-z]/gi, '').toLowerCase();
  return reference().hazardClasses.abbreviations.find(
    (abbr) => abbr.replace(/[^a-z]/gi, '').toLowerCase() === key,
  );
}

let aboveCategory1: Map<string, string> | undefined;

/** Classes GHS keeps as one (skin corrosion/irritation, serious eye damage/eye irritation): category 1 is the first. */
function classAboveCategory1(abbreviation: string): string | undefined {
  aboveCategory1 ??= new Map(
    [...reference().hazardClasses.classes, ...MORE_CLASS_NAMES].flatMap((hazardClass) =>
      hazardClass.abbreviation_above_category_1
        ? [[hazardClass.abbreviation, hazardClass.abbreviation_above_category_1] as const]
        : [],
    ),
  );
  return aboveCategory1.get(abbreviation);
}

/**
 * `abbreviation category`. A sub-category letter the class does not have is a misreading and dropped; a
 * category 2 or 3 of skin corrosion or serious eye damage is the irritation class GHS names with it
 * ("Serious eye damage/eye irritation Category 2B" cut at the slash); a category the class does not
 * have at all ("Carc. 3" of an old directive) is no classification.
 */
function format(abbreviation: string, category: string | undefined): string | undefined {
  if (!category) return abbreviation;
  const upper = category.toUpperCase();
  const categories = CATEGORIES[abbreviation];
  if (!categories || categories.includes(upper)) return `${abbreviation} ${upper}`;
  const irritation = classAboveCategory1(abbreviation);
  if (irritation && !upper.startsWith('1')) return format(irritation, upper);
  const base = upper.replace(/[A-C]$/, '');
  return categories.includes(base) ? `${abbreviation} ${base}` : undefined;
}

function needsCategory(abbreviation: string): boolean {
  return abbreviation !== 'Press. Gas' && abbreviation !== 'Lact.';
}

/**
 * Combined abbreviations of a class pair ("Skin Corr./Irrit. 2", "Eye Dam./Irrit. 2A"): category 1 is
 * the first class, categories 2 and 3 the second.
 */
function splitCombined(text: string): string {
  return text
    .replace(/skin\s*corr\.?\s*\/\s*irrit\.?\s*(\d[a-c]?)/gi, (_, category: string) =>
      category.startsWith('1') ? `Skin Corr. ${category}` : `Skin Irrit. ${category}`,
    )
    .replace(/eye\s*dam\.?\s*\/\s*irrit\.?\s*(\d[a-c]?)/gi, (_, category: string) =>
      category.startsWith('1') ? `Eye Dam. ${category}` : `Eye Irrit. ${category}`,
    );
}

function fromAbbreviations(text: string): string[] {
  const found: string[] = [];
  for (const match of splitCombined(text).matchAll(abbreviationRegex())) {
    const abbreviation = canonicalAbbreviation(match[1] ?? '');
    if (!abbreviation) continue;
    if (needsCategory(abbreviation) && !match[2]) continue;
    // A sub-category set apart ("Skin Corr. 1 B", as OCR reads it) is a capital; a small letter is a word.
    const category =
      match[2] && /\s[a-c]$/.test(match[2]) ? match[2].charAt(0) : match[2]?.replace(/\s/g, '');
    const value = format(abbreviation, needsCategory(abbreviation) ? category : undefined);
    if (value) found.push(value);
  }
  return found;
}

function categoryAfter(rest: string): string | undefined {
  return CATEGORY_AFTER_WORD.exec(rest)?.[1] ?? CATEGORY_ALONE.exec(rest)?.[1];
}

/** Dashes between words vary ("Long-term", "Long term", "environment - acute"): compare without them. */
function withoutDashes(text: string): string {
  return text.replace(/\s*[-–—]\s*/g, ' ');
}

let classNames: Array<{ hazardClass: HazardClass; name: string }> | undefined;

/** Every class name of every language, longest first, so "akutni toxicita pro vodni prostredi" wins over "akutni toxicita". */
function allClassNames() {
  classNames ??= [...reference().hazardClasses.classes, ...MORE_CLASS_NAMES]
    .flatMap((hazardClass) =>
      Object.values(hazardClass.names)
        .flat()
        .map((name) => ({ hazardClass, name: withoutDashes(fold(name)) })),
    )
    .sort((a, b) => b.name.length - a.name.length);
  return classNames;
}

/** The class names printed in a folded cell: each occurrence, the longest where names overlap. */
function classNamesIn(folded: string): Array<{ hazardClass: HazardClass; at: number; end: number }> {
  const taken: Array<{ hazardClass: HazardClass; at: number; end: number }> = [];
  for (const { hazardClass, name } of allClassNames()) {
    for (let at = folded.indexOf(name); at >= 0; at = folded.indexOf(name, at + 1)) {
      const end = at + name.length;
      if (!taken.some((other) => at < other.end && end > other.at)) taken.push({ hazardClass, at, end });
    }
  }
  return taken.sort((a, b) => a.at - b.at);
}

/**
 * Long class names ("Flammable liquids, Category 2", "Entzündbare Flüssigkeiten Kat. 2") in any
 * language; several may share a cell. The category follows the name in the same sentence, in brackets,
 * after a bracketed route, in the next cell or, for a name that ends its line, at the start of the next
 * line.
 */
function fromLongNames(cell: string, nextCell: string, nextLine: string): string[] {
  const folded = withoutDashes(fold(cell));
  const found: string[] = [];
  const matches = classNamesIn(folded);
  matches.forEach(({ hazardClass, end }, i) => {
    const rest = folded
      .slice(end, matches[i + 1]?.at ?? folded.length)
      .replace(/^[^,:;.(\d]*?(?=category|categorie|categoria|kategori|luokka|kat|cat|区分|[,:;.(\d]|$)/, '');
    const last = i === matches.length - 1;
    const category =
      categoryAfter(rest) ??
      categoryAfter(rest.replace(/^\([^)]*\)/, '')) ??
      (last ? (categoryAfter(fold(nextCell)) ?? categoryAtStart(nextLine)) : undefined);
    const abbreviation =
      hazardClass.abbreviation_above_category_1 && category && !category.startsWith('1')
        ? hazardClass.abbreviation_above_category_1
        : hazardClass.abbreviation;
    if (needsCategory(abbreviation) && !category) return;
    const value = format(abbreviation, needsCategory(abbreviation) ? category : undefined);
    if (value) found.push(value);
  });
  return found;
}

/** A category that starts a wrapped line, before any class name on it ("Exposure (Narcotic Effects) Category 3"). */
function categoryAtStart(line: string): string | undefined {
  const folded = withoutDashes(fold(line));
  if (fromAbbreviations(line).length > 0) return undefined;
  const firstName = classNamesIn(folded)[0]?.at ?? folded.length;
  return CATEGORY_AFTER_WORD.exec(folded.slice(0, firstName))?.[1];
}

/** A line's cells without lone separators ("Eye irritation   :   Category 2A"). */
function valueCells(text: string): string[] {
  return cells(text).filter((cell) => !/^[:：=\-–]$/.test(cell));
}

/**
 * Classes whose name wraps onto the next line ("Specific target organ toxicity - single" over
 * "exposure Category 3"): read in the two lines joined, and found in neither alone.
 */
function wrappedClassNames(lastCell: string, nextFirstCell: string): string[] {
  if (!lastCell || !nextFirstCell) return [];
  const apart = [...fromLongNames(lastCell, '', ''), ...fromLongNames(nextFirstCell, '', '')];
  return fromLongNames(`${lastCell} ${nextFirstCell}`, '', '').filter((value) => !apart.includes(value));
}

export interface FoundClassification {
  value: string;
  line: SourceLine;
  /** How far the reading is trusted; a class read by name where the document prints it is not given. */
  confidence?: number;
}

export function findClassifications(lines: SourceLine[]): FoundClassification[] {
  const found = new Map<string, FoundClassification>();
  const add = (value: string, line: SourceLine) => {
    const key = value.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (!found.has(key)) found.set(key, { value, line });
  };
  lines.forEach((line, l) => {
    const lineCells = valueCells(line.text);
    lineCells.forEach((cell, i) => {
      const byAbbreviation = fromAbbreviations(cell);
      byAbbreviation.forEach((value) => add(value, line));
      if (byAbbreviation.length === 0)
        fromLongNames(cell, lineCells[i + 1] ?? '', lines[l + 1]?.text ?? '').forEach((value) =>
          add(value, line),
        );
    });
    const next = lines[l + 1];
    if (next)
      wrappedClassNames(lineCells.at(-1) ?? '', valueCells(next.text)[0] ?? '').forEach((value) =>
        add(value, line),
      );
  });
  return [...found.values()];
}

function abbreviationOf(value: string): string {
  return value.replace(/\s+(?:\d[A-C]?|[A-G])$/, '');
}

/**
 * Classes the printed H codes stand for that the classification found does not already hold (in any
 * of its sub-categories): a class printed in words the reader does not know, or not printed at all.
 */
export function classificationsFromHCodes(
  hCodes: readonly string[],
  found: readonly string[],
): Array<{ value: string; hCode: string }> {
  const derived = new Map<string, string>();
  for (const hCode of hCodes) {
    const value = CLASSIFICATION_BY_H_CODE[hCode.slice(0, 4)];
    if (value && !derived.has(value)) derived.set(value, hCode);
  }
  return [...derived]
    .filter(([value]) => !found.some((existing) => existing.startsWith(value)))
    .map(([value, hCode]) => ({ value, hCode }));
}

/** A category printed after its word, letters included ("Kategorie A" of chemically unstable gases). */
const PRINTED_CATEGORY = `(?<![a-z])${CATEGORY_WORD}\\.?\\s*:?\\s*(\\d[a-c]?|[a-g])(?![\\d.,]\\d|[a-z])`;
/** A category printed before its word, as Hungarian does ("1. osztály", "2. kategória"). */
const CATEGORY_BEFORE_WORD = '(?<![\\d.])(\\d[a-c]?)\\.\\s*(?:kategoria|osztaly)\\b';
const PRINTED_CATEGORIES = new RegExp(`${PRINTED_CATEGORY}|${CATEGORY_BEFORE_WORD}`, 'g');

function printedCategories(text: string): string[] {
  return [...fold(text).matchAll(PRINTED_CATEGORIES)].map((match) =>
    (match[1] ?? match[2] ?? '').toUpperCase(),
  );
}

function printedCategory(text: string): string | undefined {
  return printedCategories(text)[0];
}

/**
 * Whether the classification read leaves a printed class out: a line prints more categories than
 * classes were read on it ("Acute oral toxicant: Category 4"), or an H code with no class read beside
 * it ("Akuutti myrk. 4 H302"): a class in words or abbreviations the reader does not know.
 */
export function classesLeftUnread(
  lines: readonly SourceLine[],
  found: readonly FoundClassification[],
): boolean {
  return lines.some((line) => {
    const read = found.filter((entry) => entry.line === line).length;
    return printedCategories(line.text).length > read || (read === 0 && findHCodes(line.text).length > 0);
  });
}

function standsFor(value: string, classes: readonly HCodeClass[]): boolean {
  return classes.some(
    ({ abbreviation, categories }) =>
      value === abbreviation || categories.some((category) => value === `${abbreviation} ${category}`),
  );
}

/** The one class and category an H code and the category printed beside it name together. */
function classOfHCode(classes: readonly HCodeClass[], category: string | undefined): string | undefined {
  const fitting = classes.filter(({ categories }) =>
    category ? categories.includes(category) : categories.length <= 1,
  );
  const [only] = fitting;
  if (!only || fitting.length > 1) return undefined;
  return only.categories.length === 0
    ? only.abbreviation
    : `${only.abbreviation} ${category ?? only.categories[0]}`;
}

/**
 * A classification row prints one H code beside its class ("Toksyczność ostra dla środowiska wodnego -
 * Kategoria 1 H400"): the class must be one the code stands for (CLP Annex I). Where the reader found
 * no class on the row, or one the code does not stand for (a shorter name inside a longer one it does
 * not know), the row's class is the code's, with the category printed on the row. A row whose code and
 * category name no single class keeps what was read, trusted less. A line with an H code but neither
 * class nor category is a hazard statement, not a class row.
 */
export function reconcileWithRowHCodes(
  found: readonly FoundClassification[],
  lines: readonly SourceLine[],
): FoundClassification[] {
  const result = [...found];
  for (const line of lines) {
    const hCodes = findHCodes(line.text);
    const classes = hCodes.length === 1 ? CLASSES_BY_H_CODE[hCodes[0]?.slice(0, 4) ?? ''] : undefined;
    if (!classes) continue;
    const onRow = result.filter((entry) => entry.line === line);
    const category = printedCategory(line.text);
    // A row without class or category is a hazard statement ("H305 May be fatal if ..."), no class row.
    if ((onRow.length === 0 && !category) || onRow.some((entry) => standsFor(entry.value, classes))) continue;
    const value = classOfHCode(classes, category);
    if (value) {
      onRow.forEach((entry) => result.splice(result.indexOf(entry), 1));
      result.push({ value, line, confidence: onRow.length > 0 ? 0.7 : 0.8 });
    } else {
      onRow.forEach((entry) => (entry.confidence = 0.5));
    }
  }
  return result;
}

/**
 * Classes printed as their hazard statement's wording with a category ("Pode provocar reações alérgicas
 * na pele - Categoria 1B"): the statement names the class, the category is printed. Read in the value
 * column of the classification, joined over wrapped lines, where no class name is printed.
 */
export function classesFromStatementWording(lines: readonly SourceLine[]): FoundClassification[] {
  const found: FoundClassification[] = [];
  const column = lines.map((line) => ({ line, text: fold(cells(line.text).at(-1) ?? '') }));
  const joined = column.map((part) => part.text).join(' ');
  const starts = column.map((_, i) =>
    column.slice(0, i).reduce((sum, part) => sum + part.text.length + 1, 0),
  );
  const categoryWord = new RegExp(
    `(?<!\\p{L})${CATEGORY_WORD}\\.?\\s*:?\\s*(\\d[a-c]?)(?![\\d.,]\\d|\\p{L})`,
    'gu',
  );
  let from = 0;
  for (const match of joined.matchAll(categoryWord)) {
    const before = joined.slice(from, match.index);
    from = match.index + match[0].length;
    // The wording leads up to its category: the last sentence before it, not one the category (or an
    // H code) precedes ("Category 2 H330: Fatal if inhaled.").
    if (/\.\s*$/.test(before) || /\b(?:h|euh|p)\s?\d{3}/.test(before)) continue;
    const segment = (before.split(/[.;:]\s/).at(-1) ?? '').replace(/^[\s.,;:]+|[\s\-–:,(]+$/g, '');
    const words = segment.split(/\s+/).length;
    if (words < 3 || words > 15 || fromAbbreviations(segment).length > 0) continue;
    if (classNamesIn(withoutDashes(segment)).length > 0) continue;
    const hCodes = hCodesFromText(segment);
    const classes = hCodes.length === 1 ? CLASSES_BY_H_CODE[hCodes[0]?.slice(0, 4) ?? ''] : undefined;
    const value = classes && classOfHCode(classes, match[1]?.toUpperCase());
    const at = starts.findLastIndex((start) => start <= (match.index ?? 0));
    const line = column[at]?.line;
    if (value && line) found.push({ value, line, confidence: 0.7 });
  }
  return found;
}

/**
 * Whether the classification holds the H code's class only at categories the code does not stand for
 * (STOT RE 1 beside H373): the code, the class or the reading of one of them is wrong.
 */
export function contradictsClassification(hCode: string, classifications: readonly string[]): boolean {
  const classes = CLASSES_BY_H_CODE[hCode.slice(0, 4)] ?? [];
  const sameClass = classifications.filter((value) =>
    classes.some((hCodeClass) => hCodeClass.abbreviation === abbreviationOf(value)),
  );
  return sameClass.length > 0 && !sameClass.some((value) => standsFor(value, classes));
}

/**
 * A product has one category per hazard class (CLP Art. 13; GHS 1.3.2): a second category of the
 * same class (a component's "Carcinogen Category 2" in a sentence after the product's "Carc. 1B", a
 * class an H code stands for beside the printed one) yields to the first, which is trusted less. Acute
 * toxicity (one class per route), STOT SE and RE (one per organ or effect) and reproductive toxicity
 * (fertility and development apart) may hold several.
 */
export function oneCategoryPerClass(found: readonly FoundClassification[]): FoundClassification[] {
  const kept: FoundClassification[] = [];
  for (const entry of found) {
    const abbreviation = abbreviationOf(entry.value);
    const first = ONE_CATEGORY_PER_PRODUCT_EXCEPT.includes(abbreviation)
      ? undefined
      : kept.find((other) => abbreviationOf(other.value) === abbreviation);
    if (!first) kept.push(entry);
    else if (first.value !== entry.value) first.confidence = Math.min(first.confidence ?? 0.85, 0.6);
  }
  return kept;
}
