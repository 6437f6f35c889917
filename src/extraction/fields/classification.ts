import { reference } from '../reference/index.js';
import { cells, fold, type SourceLine } from '../text.js';

/** The product's GHS/CLP classification as `abbreviation category` (e.g. `Flam. Liq. 2`). */

const CATEGORY_WORD =
  '(?:category|categorie|categoria|kategorie|kategoria|kategori|kategoria|luokka|kat|cat|cat\\u00e9gorie)';
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

function format(abbreviation: string, category: string | undefined): string {
  if (!category) return abbreviation;
  return `${abbreviation} ${category.toUpperCase()}`;
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
    found.push(format(abbreviation, needsCategory(abbreviation) ? match[2] : undefined));
  }
  return found;
}

function categoryAfter(rest: string): string | undefined {
  return CATEGORY_AFTER_WORD.exec(rest)?.[1] ?? CATEGORY_ALONE.exec(rest)?.[1];
}

/** Long class names ("Flammable liquids, Category 2", "Entzündbare Flüssigkeiten Kat. 2") in any language. */
/** Dashes between words vary ("Long-term", "Long term", "environment - acute"): compare without them. */
function withoutDashes(text: string): string {
  return text.replace(/\s*[-–—]\s*/g, ' ');
}

function fromLongNames(cell: string, nextCell: string): string[] {
  const folded = withoutDashes(fold(cell));
  const found: string[] = [];
  let consumedUntil = -1;
  for (const hazardClass of reference().hazardClasses.classes) {
    for (const fragment of Object.values(hazardClass.names).flat().map(withoutDashes)) {
      const at = folded.indexOf(fragment);
      if (at < 0 || at < consumedUntil) continue;
      const rest = folded
        .slice(at + fragment.length)
        .replace(/^[^,:;(\d]*?(?=category|categorie|categoria|kategori|luokka|kat|cat|[,:;(\d]|$)/, '');
      // The category may be in brackets ("(Category 3)") or follow a bracketed route ("(Oral) 4").
      const category =
        categoryAfter(rest) ?? categoryAfter(rest.replace(/^\([^)]*\)/, '')) ?? categoryAfter(fold(nextCell));
      const abbreviation =
        hazardClass.abbreviation_above_category_1 && category && !category.startsWith('1')
          ? hazardClass.abbreviation_above_category_1
          : hazardClass.abbreviation;
      if (needsCategory(abbreviation) && !category) continue;
      found.push(format(abbreviation, needsCategory(abbreviation) ? category : undefined));
      consumedUntil = at + fragment.length;
      break;
    }
  }
  return found;
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
  for (const line of lines) {
    const lineCells = cells(line.text);
    lineCells.forEach((cell, i) => {
      const byAbbreviation = fromAbbreviations(cell);
      byAbbreviation.forEach((value) => add(value, line));
      if (byAbbreviation.length === 0)
        fromLongNames(cell, lineCells[i + 1] ?? '').forEach((value) => add(value, line));
    });
  }
  return [...found.values()];
}
