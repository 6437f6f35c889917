import type { ExtractionContext } from '../context.js';
import { fieldLabels, valuePhrases } from '../languages/index.js';
import type { LayoutA } from '../schema/index.js';
import { cells, fold, RIGHT_TO_LEFT, type SourceLine } from '../text.js';

type CompositionType = LayoutA['composition']['type'];

/**
 * Whether section 3 describes a substance or a mixture, as the section states it: the sub-section
 * that holds its content (Annex II: 3.1 Substances, 3.2 Mixtures, titled in the language modules'
 * `fieldLabels` 'substance' and 'mixture', or by its number alone where the title names both; a
 * sub-section "not applicable" does not count), the value
 * of a "Substance/mixture: Mixture" label, the type word alone on a line, or a sentence that ends with
 * it ("This material is defined as a substance."). A section that says none of these is a mixture
 * only when it lists several components, and that is a guess.
 */

interface TypeWords {
  substance: readonly string[];
  mixture: readonly string[];
  notApplicable: readonly string[];
}

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWord = (folded: string, word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escaped(word)}`, 'u').test(folded);

/** The types whose words a folded text holds. */
function typesIn(folded: string, words: TypeWords): Array<'substance' | 'mixture'> {
  return (['substance', 'mixture'] as const).filter((type) =>
    words[type].some((word) => startsWord(folded, word)),
  );
}

/** Sub-section 3.1 or 3.2 and the rest of its heading line. */
const SUBSECTION = /^\s*(?:[·•*-]\s*)?3\s?\.\s?([12])\.?(?!\d)\s*(.*)$/;

interface Statement {
  type: 'substance' | 'mixture';
  line: SourceLine;
  confidence: number;
}

function statementOn(
  line: SourceLine,
  next: SourceLine | undefined,
  words: TypeWords,
): Statement | undefined {
  const folded = fold(line.text);
  const heading = SUBSECTION.exec(folded);
  if (heading) {
    const rest = heading[2] ?? '';
    const found = typesIn(rest, words);
    // "3.1 Substances: Not applicable": the document is the other type, stated by its other sub-section.
    const after = [rest.split(':').slice(1).join(':'), fold(next?.text ?? '')].map((text) =>
      text.replace(/^[\s:.\-–]+/, ''),
    );
    const notApplicable = after.some((text) => words.notApplicable.some((phrase) => text.startsWith(phrase)));
    if (notApplicable) return undefined;
    if (found.length === 1 && found[0]) return { type: found[0], line, confidence: 0.95 };
    // "3.2 Classification of the substance or mixture": Annex II numbers 3.1 substances, 3.2 mixtures.
    return found.length === 2
      ? { type: heading[1] === '1' ? 'substance' : 'mixture', line, confidence: 0.7 }
      : undefined;
  }
  // "Substance/mixture : Mixture", "Produktdefinition   Gemisch", "MISTURA": a value of one or two words.
  const lineCells = cells(line.text).map(fold);
  // A right-to-left row prints its label in the cell at the right, its value at the left.
  const valueCell = RIGHT_TO_LEFT.test(line.text) ? lineCells[0] : lineCells.at(-1);
  const value = folded.includes(':') ? folded.slice(folded.lastIndexOf(':') + 1) : (valueCell ?? '');
  const valueWords = value
    .replace(/[.;,"“”]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const valueTypes = typesIn(value, words);
  // A label and its value: a colon, or two cells (more are a table's heading row, "Ingredient  CAS  Substance").
  const labelled = folded.includes(':') || lineCells.length === 2;
  if (
    valueWords.length > 0 &&
    valueWords.length <= (labelled ? 2 : lineCells.length === 1 ? 1 : 0) &&
    valueTypes.length === 1 &&
    valueTypes[0]
  )
    return { type: valueTypes[0], line, confidence: 0.9 };
  // "This material is defined as a substance.": a sentence that ends with the type word.
  const sentenceTypes = typesIn(folded, words);
  const type = sentenceTypes.length === 1 ? sentenceTypes[0] : undefined;
  if (type && words[type].some((word) => endsSentence(folded, word))) return { type, line, confidence: 0.85 };
  return undefined;
}

const endsSentence = (folded: string, word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escaped(word)}\\p{L}*["”]?\\.["”]?\\s*$`, 'u').test(folded);

/** How many lines of the section's start are read when no component is found. */
const HEAD_LINES = 15;

export function compositionType(
  ctx: ExtractionContext,
  lines: readonly SourceLine[],
  firstComponent: number,
  componentCount: number,
): CompositionType {
  const words: TypeWords = {
    substance: fieldLabels('substance', ctx.language),
    mixture: fieldLabels('mixture', ctx.language),
    notApplicable: valuePhrases('notApplicable', ctx.language),
  };
  const head = lines.slice(0, firstComponent >= 0 ? Math.max(firstComponent, 1) : HEAD_LINES);
  const statements = head.flatMap((line, i) => statementOn(line, head[i + 1], words) ?? []);
  // The statement nearest the components (a sub-section heading first) is the one that holds them.
  const chosen = statements.filter((statement) => statement.confidence >= 0.95).at(-1) ?? statements.at(-1);
  if (chosen) {
    ctx.note('composition.type', chosen.line, chosen.confidence);
    return chosen.type;
  }
  if (componentCount > 1) {
    ctx.note('composition.type', lines[Math.max(0, firstComponent)], 0.4);
    return 'mixture';
  }
  return null;
}
