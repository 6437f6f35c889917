import { reference, type HazardClass } from '../reference/index.js';
import { cells, fold, type SourceLine } from '../text.js';
import { CLASSIFICATION_BY_H_CODE, MORE_CLASS_NAMES, CATEGORIES } from './hazard-class-data.js';

/** The product's GHS/CLP classification as `abbreviation category` (e.g. `Flam. Liq. 2`). */

const CATEGORY_WORD =
  '(?:category|categorie|categoria|kategorie|kategoria|kategori|kategoria|luokka|kat|cat|cat\\u00e9gorie|区分|الفئة)';
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
      `(?<![A-Za-z])(${alternatives.join('|')})\\s*(?:cat(?:egory)?\\.?\\s*)?(\\d[A-Ca-c]?)?(?![\\d.,]\\d)`,
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

/**
 * `abbreviation category`. A sub-category letter the class does not have is a misreading and dropped; a
 * category the class does not have at all ("Carc. 3" of an old directive) is no classification.
 */
function format(abbreviation: string, category: string | undefined): string | undefined {
  if (!category) return abbreviation;
  const upper = category.toUpperCase();
  const categories = CATEGORIES[abbreviation];
  if (!categories || categories.includes(upper)) return `${abbreviation} ${upper}`;
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
    const value = format(abbreviation, needsCategory(abbreviation) ? match[2] : undefined);
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
 * language; several may share a cell. The category follows the name, in brackets, after a bracketed
 * route, in the next cell or, for a name that ends its line, at the start of the next line.
 */
function fromLongNames(cell: string, nextCell: string, nextLine: string): string[] {
  const folded = withoutDashes(fold(cell));
  const found: string[] = [];
  const matches = classNamesIn(folded);
  matches.forEach(({ hazardClass, end }, i) => {
    const rest = folded
      .slice(end, matches[i + 1]?.at ?? folded.length)
      .replace(/^[^,:;(\d]*?(?=category|categorie|categoria|kategori|luokka|kat|cat|区分|[,:;(\d]|$)/, '');
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
