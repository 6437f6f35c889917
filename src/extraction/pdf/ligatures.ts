/**
 * Ligature glyphs that a font maps to no character ("ti", "tt", "ft"... have no standard Unicode
 * code point, and some producers write U+0000 for them) turn "Section" into "Sec\0on".
 *
 * The glyphs are grouped by their advance width in ems (one ligature of one font has one width),
 * and each group is restored to the ligature that makes the most of its words ones the document
 * spells out intact elsewhere or words of the SDS vocabulary. A group that no word decides is the
 * most frequent unmapped ligature, "ti", unless it is clearly wider than a group already decided
 * as "ti": then the next most frequent, "tt".
 */
import { SDS_TITLES, SECTION_TOPICS } from '../languages/index.js';
import type { PositionedText, TextFragment } from './fragments.js';

export const UNMAPPED_GLYPH = '\u0000';
/* eslint-disable no-control-regex -- U+0000 is the unmapped glyph itself, part of the broken word */
const WORD_CHARS_ONLY = /^[\p{L}\u0000]*$/u;
const WORD_END = /[\p{L}\u0000]*$/u;
const WORD_START = /^[\p{L}\u0000]*/u;
/* eslint-enable no-control-regex */
/** Ligatures in order of how often fonts leave them unmapped. */
const CANDIDATES = ['ti', 'tt', 'ft', 'tf', 'fj', 'ct', 'st', 'th', 'ff', 'fi', 'fl', 'ffi', 'ffl'];
const DEFAULT_LIGATURE = 'ti';
const WIDER_DEFAULT_LIGATURE = 'tt';
/** Widths (ems) within this distance belong to one glyph. */
const SAME_GLYPH_EMS = 0.01;
/** A glyph this much wider than the "ti" glyph is another ligature. */
const WIDER_GLYPH_RATIO = 1.05;
/** Long vocabulary words also match their inflected forms ("restrictions"). */
const MIN_STEM_LENGTH = 6;
const WORD = /\p{L}{3,}/gu;

const VOCABULARY: ReadonlySet<string> = new Set(
  [...SDS_TITLES, ...SECTION_TOPICS.flatMap((topic) => topic.fragments), 'section information identification']
    .join(' ')
    .match(WORD),
);
const VOCABULARY_STEMS = [...VOCABULARY].filter((word) => word.length >= MIN_STEM_LENGTH);

interface Occurrence {
  fragment: TextFragment;
  /** The word around the glyph (its other unmapped glyphs included), across adjoining fragments. */
  before: string;
  after: string;
  /** Advance width in ems when the glyph is a fragment of its own. */
  ems: number | undefined;
}

function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Restores unmapped ligature glyphs in the fragments of every page; a glyph outside a word is dropped. */
export function restoreLigatures(pages: PositionedText[]): PositionedText[] {
  if (!pages.some((page) => page.fragments.some((fragment) => fragment.text.includes(UNMAPPED_GLYPH)))) {
    return pages;
  }
  const occurrences = pages.flatMap((page) => findOccurrences(page.fragments));
  const known = knownWords(pages);
  const groups = groupByWidth(occurrences);
  const ligatureOf = new Map<Occurrence[], string>();
  for (const group of groups) {
    const decided = decide(group, known);
    if (decided) ligatureOf.set(group, decided);
  }
  const tiWidths = groups.filter((group) => ligatureOf.get(group) === DEFAULT_LIGATURE).map(groupWidth);
  for (const group of groups) {
    if (ligatureOf.has(group)) continue;
    const width = groupWidth(group);
    const wider =
      width !== undefined && tiWidths.some((ti) => ti !== undefined && width > ti * WIDER_GLYPH_RATIO);
    ligatureOf.set(group, wider ? WIDER_DEFAULT_LIGATURE : DEFAULT_LIGATURE);
  }
  const replacement = new Map<TextFragment, string>();
  for (const group of groups) {
    for (const occurrence of group)
      replacement.set(occurrence.fragment, ligatureOf.get(group) ?? DEFAULT_LIGATURE);
  }
  return pages.map((page) => ({
    ...page,
    fragments: page.fragments.map((fragment) =>
      fragment.text.includes(UNMAPPED_GLYPH)
        ? { ...fragment, text: fragment.text.replaceAll(UNMAPPED_GLYPH, replacement.get(fragment) ?? '') }
        : fragment,
    ),
  }));
}

function findOccurrences(fragments: TextFragment[]): Occurrence[] {
  const occurrences: Occurrence[] = [];
  fragments.forEach((fragment, index) => {
    const glyph = fragment.text.indexOf(UNMAPPED_GLYPH);
    if (glyph < 0) return;
    let left = fragment.text.slice(0, glyph);
    for (
      let i = index;
      i > 0 && adjoining(fragments[i - 1], fragments[i]) && WORD_CHARS_ONLY.test(left);
      i -= 1
    ) {
      left = (fragments[i - 1]?.text ?? '') + left;
    }
    let right = fragment.text.slice(glyph + 1);
    for (let i = index; adjoining(fragments[i], fragments[i + 1]) && WORD_CHARS_ONLY.test(right); i += 1) {
      right += fragments[i + 1]?.text ?? '';
    }
    const alone = fragment.text.trim() === UNMAPPED_GLYPH;
    occurrences.push({
      fragment,
      before: WORD_END.exec(left)?.[0] ?? '',
      after: WORD_START.exec(right)?.[0] ?? '',
      ems: alone && fragment.size > 0 ? fragment.width / fragment.size : undefined,
    });
  });
  return occurrences.filter((occurrence) => /\p{L}/u.test(occurrence.before + occurrence.after));
}

/** Whether `right` continues `left` on the same line without a word space. */
function adjoining(left: TextFragment | undefined, right: TextFragment | undefined): boolean {
  if (!left || !right) return false;
  const sameLine = Math.abs(left.baseline - right.baseline) < 0.2 * right.size;
  return sameLine && Math.abs(left.x + left.width - right.x) < 0.15 * right.size;
}

function knownWords(pages: PositionedText[]): Set<string> {
  const words = new Set<string>();
  for (const page of pages) {
    for (const fragment of page.fragments) {
      for (const word of fragment.text.replaceAll(UNMAPPED_GLYPH, ' ').match(WORD) ?? [])
        words.add(foldWord(word));
    }
  }
  return words;
}

function groupByWidth(occurrences: Occurrence[]): Occurrence[][] {
  const sized = occurrences.filter((occurrence) => occurrence.ems !== undefined);
  sized.sort((a, b) => (a.ems ?? 0) - (b.ems ?? 0));
  const groups: Occurrence[][] = [];
  for (const occurrence of sized) {
    const current = groups[groups.length - 1];
    const last = current?.[current.length - 1];
    if (current && last && (occurrence.ems ?? 0) - (last.ems ?? 0) <= SAME_GLYPH_EMS)
      current.push(occurrence);
    else groups.push([occurrence]);
  }
  const unsized = occurrences.filter((occurrence) => occurrence.ems === undefined);
  return unsized.length ? [...groups, unsized] : groups;
}

function groupWidth(group: Occurrence[]): number | undefined {
  return group[0]?.ems;
}

/** The candidate that turns the most of the group's words into known words, if any does. */
function decide(group: Occurrence[], known: ReadonlySet<string>): string | undefined {
  let best: string | undefined;
  let bestVotes = 0;
  for (const candidate of CANDIDATES) {
    const votes = group.filter((occurrence) =>
      isKnown(
        foldWord(
          `${occurrence.before}${UNMAPPED_GLYPH}${occurrence.after}`.replaceAll(UNMAPPED_GLYPH, candidate),
        ),
        known,
      ),
    ).length;
    if (votes > bestVotes) [best, bestVotes] = [candidate, votes];
  }
  return best;
}

function isKnown(word: string, known: ReadonlySet<string>): boolean {
  return known.has(word) || VOCABULARY.has(word) || VOCABULARY_STEMS.some((stem) => word.startsWith(stem));
}
