import { reference } from '../reference/index.js';
import { fold } from '../text.js';

/**
 * Recognising official H, EUH and P statement wordings (reference/data: GHS English, and the CLP
 * texts of each language in data/statements/) in text printed without codes, and cross-checking
 * printed codes against the wording beside them.
 *
 * Matching is fuzzy but strict: the text is cut into words (accents folded, spelling variants
 * unified), each statement is looked for only where its rarest words occur, and a local alignment
 * must find most of its weighted words in order in a compact span. Variable parts of the official
 * texts ("…", "<state route of exposure>", "[and …]") are wildcards; alternatives separated by "/"
 * need only one of them. Overlapping finds are resolved in favour of the one covering more words, so
 * "Harmful if swallowed" is H302 and not "IF SWALLOWED:" (P301).
 *
 * A sentence end in the text ("." before a space, a capital or the end) is a word of its own that a
 * statement may match only with a sentence end of its own wording, and skip only at a high cost: one
 * statement's words are never gathered across the sentences of several ("May cause cancer. … Causes
 * damage to organs …" is H350 and H372, not H373).
 */

export type StatementKind = 'H' | 'EUH' | 'P';

interface StatementWord {
  word: string;
  weight: number;
  /** Alternatives of one "a/b/c" run share a group; a group counts once, when any member is found. */
  group: number | undefined;
  /** Words may be left out or added freely right after this one (a wildcard or an alternative run). */
  freeAfter: boolean;
}

interface Statement {
  codes: string[];
  kind: StatementKind;
  words: StatementWord[];
  /** Weight of the required words plus, per group, its heaviest member. */
  total: number;
  /**
   * Number of units (required words and groups; a character of an unspaced script counts half, as
   * two of them make about one word): short statements must match in full.
   */
  units: number;
  /** All its words are characters of an unspaced script (Chinese, Japanese, Thai). */
  unspaced: boolean;
  /** The languages whose official texts have this wording. */
  languages: string[];
}

export interface StatementMatch {
  codes: string[];
  kind: StatementKind;
  coverage: number;
  /** Word positions in the matched text. */
  first: number;
  last: number;
  matched: number[];
  weight: number;
  /** The found weight less the cost of the stray words and sentence ends inside the span. */
  score: number;
}

const WILDCARD = '\u0000';
const SLASH = '/';
const SENTENCE_END = '\u0001';
/** Spelling variants (British/American, synonyms the GHS revisions swapped) read as one word. */
const SPELLINGS: Record<string, string> = {
  vapour: 'vapor',
  vapours: 'vapors',
  centre: 'center',
  physician: 'doctor',
  sensitising: 'sensitizing',
  desensitising: 'desensitizing',
  desensitised: 'desensitized',
  pressurised: 'pressurized',
  oxidiser: 'oxidizer',
  colour: 'color',
};
const MIN_COVERAGE = 0.8;
/** Cost of a text word inside a statement's span that the statement does not have. */
const GAP_COST = 0.35;
/** Cost of a sentence end inside a statement's span where its wording has none: more than most words weigh. */
const SENTENCE_GAP_COST = 4;
/** A full stop ending a sentence: not a decimal point or an abbreviation's inner dot ("e.g."). */
const FULL_STOP = /(?<!\b\p{L}|\.)\.(?=\s|\p{Lu}|$)(?!\s*\d)/gu;

/** A full stop of Chinese and Japanese ("。"), which always ends a sentence. */
const IDEOGRAPHIC_FULL_STOP = /\u3002|\uff61/g;
/**
 * Chinese, Japanese and Thai print no spaces between words, so each of their characters is a word of
 * its own; runs of other letters and digits stay whole ("H225引火性" → "h225", "引", "火", "性").
 */
const UNSPACED_OR_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]+/gu;
/** A word that is one character of an unspaced script. */
const UNSPACED_CHARACTER = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]$/u;

/** Folded words of a text; statement texts keep "/" and wildcards as marker words. */
function words(text: string, statementSide: boolean): string[] {
  const sentences = text
    .replace(FULL_STOP, ` ${SENTENCE_END} `)
    .replace(IDEOGRAPHIC_FULL_STOP, ` ${SENTENCE_END} `);
  let folded = fold(sentences).replace(/(\p{L})-\s*(\p{L})/gu, '$1$2');
  if (statementSide) {
    folded = folded
      .replace(/\/\s*(?=…|\.{3})/g, ' ')
      .replace(/<[^>]*>|\[[^\]]*\]|…|\.{3,}/g, ` ${WILDCARD} `)
      .replace(/\//g, ` ${SLASH} `);
  }
  const found = folded.match(
    new RegExp(`[\\p{L}\\p{N}]+|${SENTENCE_END}${statementSide ? `|${WILDCARD}|${SLASH}` : ''}`, 'gu'),
  );
  return (found ?? [])
    .flatMap((word) => word.match(UNSPACED_OR_RUN) ?? [])
    .map((word) => SPELLINGS[word] ?? word);
}

interface Draft {
  codes: string[];
  kind: StatementKind;
  words: Array<{ word: string; group: number | undefined; freeAfter: boolean }>;
  language: string;
}

/**
 * The words of an official text, "/"-separated alternatives marked as one group: "dust/fume/gas" is a
 * group of one-word alternatives, "gloves/protective clothing/eye protection" of two-word ones (then
 * the word before the first "/" belongs to the first alternative too).
 */
function draftWords(text: string): Draft['words'] {
  const out: Draft['words'] = [];
  const slashes: Array<{ left: number; right: number }> = [];
  for (const word of words(text, true)) {
    if (word === WILDCARD) {
      const previous = out.at(-1);
      if (previous) previous.freeAfter = true;
    } else if (word === SLASH) {
      slashes.push({ left: out.length - 1, right: out.length });
    } else {
      out.push({ word, group: undefined, freeAfter: false });
    }
  }
  while (out[0]?.word === SENTENCE_END) out.shift();
  while (out.at(-1)?.word === SENTENCE_END) out.pop();
  let group = 0;
  for (let k = 0; k < slashes.length;) {
    let end = k;
    while (slashes[end + 1] && (slashes[end + 1]?.left ?? 0) - (slashes[end]?.right ?? 0) <= 1) end++;
    const first = slashes[k];
    const last = slashes[end];
    const width = end > k ? (slashes[k + 1]?.left ?? 0) - (first?.right ?? 0) + 1 : 1;
    const from = Math.max(0, (first?.left ?? 0) - width + 1);
    const to = Math.min(out.length - 1, (last?.right ?? 0) + width - 1);
    group++;
    for (let p = from; p <= to; p++) {
      const entry = out[p];
      if (!entry) continue;
      entry.group = group;
      if (p < to) entry.freeAfter = true;
    }
    k = end + 1;
  }
  for (const entry of out) if (entry.word === SENTENCE_END) entry.group = undefined;
  return out;
}

function drafts(): Draft[] {
  const { hStatements, euhStatements, pStatements, statementTexts } = reference();
  const list: Draft[] = [];
  const add = (code: string, text: string, language: string) => {
    const kind: StatementKind = code.startsWith('EUH') ? 'EUH' : code.startsWith('H') ? 'H' : 'P';
    list.push({ codes: code.split('+'), kind, words: draftWords(text), language });
  };
  for (const [code, text] of Object.entries(hStatements.statements)) add(code, text, 'en');
  for (const [code, text] of Object.entries(euhStatements.statements)) add(code, text, 'en');
  for (const [code, entry] of Object.entries(pStatements.statements)) {
    for (const text of [entry.text, ...entry.phrases]) add(code, text, 'en');
  }
  for (const file of statementTexts) {
    for (const [code, texts] of Object.entries(file.statements)) {
      for (const text of Array.isArray(texts) ? texts : [texts]) add(code, text, file.language);
    }
  }
  return list.filter((draft) => draft.words.length > 0);
}

interface StatementIndex {
  statements: Statement[];
  /** Word → statements it anchors (each statement is anchored by its two rarest words). */
  anchors: Map<string, number[]>;
  /** Base code (H360 for H360FD) → its statements. */
  byCode: Map<string, number[]>;
  /** "language:base code" for every code a language's texts hold. */
  known: Set<string>;
}

let index: StatementIndex | undefined;

function buildIndex(): StatementIndex {
  const all = drafts();
  const frequency = new Map<string, number>();
  const perLanguage = new Map<string, number>();
  for (const draft of all) {
    perLanguage.set(draft.language, (perLanguage.get(draft.language) ?? 0) + 1);
    for (const word of new Set(draft.words.map((w) => `${draft.language}:${w.word}`))) {
      frequency.set(word, (frequency.get(word) ?? 0) + 1);
    }
  }
  const statements: Statement[] = [];
  const anchors = new Map<string, number[]>();
  const byCode = new Map<string, number[]>();
  const seen = new Map<string, Statement>();
  const known = new Set<string>();
  for (const draft of all) {
    for (const code of draft.codes) known.add(`${draft.language}:${base(code)}`);
    const key = `${draft.codes.join('+')}|${draft.words.map((w) => w.word).join(' ')}`;
    const same = seen.get(key);
    if (same) {
      if (!same.languages.includes(draft.language)) same.languages.push(draft.language);
      continue;
    }
    const size = perLanguage.get(draft.language) ?? 1;
    const weighted = draft.words.map((w) => ({
      ...w,
      weight:
        w.word === SENTENCE_END
          ? 0
          : Math.log(1 + size / (frequency.get(`${draft.language}:${w.word}`) ?? 1)),
    }));
    const groupMax = new Map<number, number>();
    let total = 0;
    for (const w of weighted) {
      if (w.group === undefined) total += w.weight;
      else groupMax.set(w.group, Math.max(groupMax.get(w.group) ?? 0, w.weight));
    }
    for (const max of groupMax.values()) total += max;
    const id = statements.length;
    const statement: Statement = {
      codes: draft.codes,
      kind: draft.kind,
      words: weighted,
      total,
      units:
        weighted
          .filter((w) => w.group === undefined && w.word !== SENTENCE_END)
          .reduce((sum, w) => sum + (UNSPACED_CHARACTER.test(w.word) ? 0.5 : 1), 0) + groupMax.size,
      unspaced: weighted.every((w) => w.word === SENTENCE_END || UNSPACED_CHARACTER.test(w.word)),
      languages: [draft.language],
    };
    statements.push(statement);
    seen.set(key, statement);
    for (const code of new Set(draft.codes.map(base))) byCode.set(code, [...(byCode.get(code) ?? []), id]);
    const rarest = [
      ...new Set(weighted.filter((w) => w.group === undefined && w.word !== SENTENCE_END).map((w) => w.word)),
    ]
      .map((word) => ({ word, weight: weighted.find((w) => w.word === word)?.weight ?? 0 }))
      .sort((a, b) => b.weight - a.weight)
      .slice(0, 2);
    const anchorWords = rarest.length > 0 ? rarest.map((r) => r.word) : weighted.map((w) => w.word);
    for (const word of anchorWords) {
      const list = anchors.get(word) ?? [];
      list.push(id);
      anchors.set(word, list);
    }
  }
  return { statements, anchors, byCode, known };
}

function statementIndex(): StatementIndex {
  index ??= buildIndex();
  return index;
}

/**
 * Best local alignment of a statement's words with text words [from, to): found words add their
 * weight, text words inside the span that the statement lacks cost GAP_COST (nothing after a wildcard
 * or inside an alternative run). Returns the matched text positions.
 */
function align(statement: Statement, text: string[], from: number, to: number): StatementMatch | undefined {
  const m = statement.words.length;
  const n = to - from;
  const score = new Float64Array((m + 1) * (n + 1));
  const move = new Uint8Array((m + 1) * (n + 1)); // 0 start, 1 diagonal match, 2 skip statement word, 3 skip text word
  let best = 0;
  let bestAt = -1;
  for (let i = 1; i <= m; i++) {
    const word = statement.words[i - 1];
    if (!word) continue;
    const freeGap = statement.words[i - 1]?.freeAfter ?? false;
    for (let j = 1; j <= n; j++) {
      const at = i * (n + 1) + j;
      let value = 0;
      let how = 0;
      if (text[from + j - 1] === word.word) {
        const diagonal = score[(i - 1) * (n + 1) + j - 1] ?? 0;
        value = diagonal + word.weight;
        how = 1;
      }
      const skipStatement = score[(i - 1) * (n + 1) + j] ?? 0;
      if (skipStatement > value) {
        value = skipStatement;
        how = 2;
      }
      const gap = text[from + j - 1] === SENTENCE_END ? SENTENCE_GAP_COST : freeGap ? 0 : GAP_COST;
      const skipText = (score[i * (n + 1) + j - 1] ?? 0) - gap;
      if (skipText > value) {
        value = skipText;
        how = 3;
      }
      score[at] = value;
      move[at] = how;
      if (how === 1 && value > best) {
        best = value;
        bestAt = at;
      }
    }
  }
  if (bestAt < 0) return undefined;
  const matched: number[] = [];
  const found = new Set<number>();
  let at = bestAt;
  while (at > 0 && (score[at] ?? 0) > 0) {
    const i = Math.floor(at / (n + 1));
    const j = at % (n + 1);
    const how = move[at];
    if (how === 1) {
      if (text[from + j - 1] !== SENTENCE_END) matched.push(from + j - 1);
      found.add(i - 1);
      at = (i - 1) * (n + 1) + j - 1;
    } else if (how === 2) at = (i - 1) * (n + 1) + j;
    else if (how === 3) at = i * (n + 1) + j - 1;
    else break;
  }
  matched.reverse();
  const groups = new Map<number, number>();
  let weight = 0;
  statement.words.forEach((word, i) => {
    if (!found.has(i)) return;
    if (word.group === undefined) weight += word.weight;
    else groups.set(word.group, Math.max(groups.get(word.group) ?? 0, word.weight));
  });
  for (const value of groups.values()) weight += value;
  const first = matched[0] ?? 0;
  const last = matched.at(-1) ?? 0;
  return {
    codes: statement.codes,
    kind: statement.kind,
    coverage: weight / statement.total,
    first,
    last,
    matched,
    weight,
    score: best,
  };
}

/** A find is kept when it covers most of the statement, or all of a short one without stray words. */
function acceptable(statement: Statement, match: StatementMatch): boolean {
  if (statement.units <= 3) {
    // A stray word may sit inside a short spaced statement; a stray character inside a short unspaced
    // one is a word of its own ("皮膚を刺激" is prose, not "皮膚刺激").
    const stray = match.last - match.first + 1 - match.matched.length;
    return match.coverage >= 0.999 && stray <= (statement.unspaced ? 0 : 1);
  }
  const span = match.last - match.first + 1;
  return match.coverage >= MIN_COVERAGE && span <= 2 * statement.words.length + 4;
}

/** Every acceptable find of every statement anchored in the text (overlaps not yet resolved). */
function candidates(text: string[]): Array<StatementMatch & { statement: Statement }> {
  const { statements, anchors } = statementIndex();
  const found: Array<StatementMatch & { statement: Statement }> = [];
  const tried = new Set<string>();
  text.forEach((word, position) => {
    for (const id of anchors.get(word) ?? []) {
      const statement = statements[id];
      if (!statement) continue;
      // A wildcard's fill ("使用干砂、干粉或抗醇泡沫灭火" for "使用……灭火") may stretch the span to the
      // longest that acceptable() allows, on either side of the anchor.
      const wildcard = statement.words.some((w) => w.freeAfter && w.group === undefined);
      const reach = (wildcard ? 2 : 1) * statement.words.length + 4;
      const from = Math.max(0, position - reach);
      const to = Math.min(text.length, position + reach + 1);
      const key = `${id}:${Math.floor(position / 4)}`;
      if (tried.has(key)) continue;
      tried.add(key);
      const match = align(statement, text, from, to);
      if (match && acceptable(statement, match)) found.push({ ...match, statement });
    }
  });
  return found;
}

/** The statements found in a text, overlaps resolved for the find that covers more, in text order. */
export function findStatements(text: string): StatementMatch[] {
  return statementsIn(words(text, false)).map(({ statement: _statement, ...plain }) => plain);
}

function statementsIn(tokens: string[]): Array<StatementMatch & { statement: Statement }> {
  // The find that aligns best while leaving out the least of its statement wins.
  const rank = (match: StatementMatch & { statement: Statement }) =>
    match.score - (match.statement.total - match.weight);
  const found = candidates(tokens).sort((a, b) => rank(b) - rank(a));
  const used = new Set<number>();
  const kept: Array<StatementMatch & { statement: Statement }> = [];
  for (const match of found) {
    if (match.matched.some((position) => used.has(position))) continue;
    match.matched.forEach((position) => used.add(position));
    kept.push(match);
  }
  return kept.sort((a, b) => a.first - b.first);
}

function codesOf(text: string, kind: StatementKind): string[] {
  const codes = findStatements(text)
    .filter((match) => match.kind === kind)
    .flatMap((match) => match.codes);
  return [...new Set(codes)];
}

export function hCodesFromText(text: string): string[] {
  return codesOf(text, 'H');
}

export function euhCodesFromText(text: string): string[] {
  return codesOf(text, 'EUH');
}

export function pCodesFromText(text: string): string[] {
  return codesOf(text, 'P');
}

const PRINTED_CODE =
  /\b(?:EUH\s?\d{3}A?|H\s?\d{3}(?:FD|Fd|fD|Df|F|D|fd|f|d|i)?|P\s?\d{3})(?:\s*\+\s*(?:H|P)\s?\d{3}(?:FD|Fd|Df|F|D|fd|f|d|i)?)*(?!\d)/g;

/** Base code (H360Fd → H360) for comparing a printed code with a statement's. */
function base(code: string): string {
  return code.replace(/^(EUH\d{3}|H\d{3}|P\d{3}).*$/, '$1');
}

/** How fully the best official wording of the code (any suffix, any language) is found in the words; 0 when none is. */
function ownCoverage(code: string, tokens: string[]): number {
  const { statements, byCode } = statementIndex();
  let best = 0;
  for (const id of byCode.get(base(code)) ?? []) {
    const statement = statements[id];
    const match = statement && align(statement, tokens, 0, tokens.length);
    if (statement && match && acceptable(statement, match)) best = Math.max(best, match.coverage);
  }
  return best;
}

export interface StatementMismatch {
  printed: string;
  /** The codes whose official wording the text beside the printed code reads as. */
  wording: string[];
}

/**
 * Words after a printed code that may hold its wording: the longest official statements run ~40 words
 * in spaced languages, ~70 characters (each a word here) in Chinese and Japanese.
 */
const WORDING_REACH = 120;
/** The other statement's wording must start right after the code, not further down the page. */
const WORDING_START = 12;

/**
 * Printed codes whose text beside them reads as another statement: the wording after each code (up
 * to the next code) starts with another statement's official text, in a language whose texts hold the
 * printed code too, and reads less fully as any of the code's own.
 */
export function mismatchedStatements(text: string): StatementMismatch[] {
  const printed = [...text.matchAll(PRINTED_CODE)];
  const mismatches: StatementMismatch[] = [];
  printed.forEach((match, i) => {
    const start = match.index + match[0].length;
    const tokens = words(text.slice(start, printed[i + 1]?.index ?? text.length), false).slice(
      0,
      WORDING_REACH,
    );
    if (tokens.length < 3) return;
    const found = statementsIn(tokens).filter((find) => find.coverage >= 0.9 && find.first < WORDING_START);
    const codes = match[0].replace(/\s+/g, '').split('+');
    const bases = codes.map(base);
    if (found.some((find) => find.codes.some((code) => bases.includes(base(code))))) return;
    // Only a language whose texts hold the printed code can tell that the wording is another's.
    const { known } = statementIndex();
    const others = found.filter((find) =>
      find.statement.languages.some((language) => bases.some((code) => known.has(`${language}:${code}`))),
    );
    if (others.length === 0) return;
    const wording = [...new Set(others.flatMap((find) => find.codes.map(base)))];
    // A short statement differing from its sibling in one word (H318/H319) can read, less fully, as both.
    const otherCoverage = Math.max(...others.map((find) => find.coverage));
    if (codes.some((code) => ownCoverage(code, tokens) >= otherCoverage)) return;
    if (!mismatches.some((earlier) => earlier.printed === codes.join('+'))) {
      mismatches.push({ printed: codes.join('+'), wording });
    }
  });
  return mismatches;
}
