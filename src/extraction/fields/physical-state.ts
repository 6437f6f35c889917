import { matchedWordsPattern, PHYSICAL_STATE_MATCHES, PHYSICAL_STATE_WORDS } from '../languages/index.js';
import { fold } from '../text.js';

/**
 * The physical state of section 9 (Regulation (EU) 2020/878, Annex II, 9.1 (a) "Physical state") as
 * one of five words, from the state printed in any language (the language modules' `physicalState`
 * words and `matches`). Powders, granules, crystals and the like are solids; a compressed, liquefied or refrigerated gas is a gas; an aerosol stays an aerosol.
 */
export type PhysicalState = 'solid' | 'liquid' | 'gas' | 'aerosol' | 'paste';

/** Folded, and without the hamza that Arabic letters decompose to (presentation forms differ in it). */
const normalise = (text: string) => fold(text).replace(/[\u0654\u0655]/g, '');

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The language modules' words for a state: their state words (whole words where the script separates
 * words by spaces) and their `physicalState.matches` (stems anywhere, word starts and ends, whole words).
 */
function stateWords(state: PhysicalState): string[] {
  return [
    matchedWordsPattern(PHYSICAL_STATE_MATCHES[state], normalise),
    ...PHYSICAL_STATE_WORDS.filter((entry) => entry.state === state).map(({ word, spaced }) =>
      spaced ? String.raw`(?<!\p{L})${escaped(normalise(word))}(?!\p{L})` : escaped(normalise(word)),
    ),
  ].filter((pattern) => pattern !== '');
}

/** The states in the order they are tried: an aerosol before a gas; on a tie of position, paste, liquid, solid. */
const STATES: readonly PhysicalState[] = ['aerosol', 'gas', 'paste', 'liquid', 'solid'];

const PATTERNS = STATES.map((state) => [state, new RegExp(stateWords(state).join('|'), 'u')] as const);

/**
 * The state a printed text names. An aerosol or a gas named wins ("liquefied gas", "Zkapalněný plyn");
 * otherwise the first of paste, liquid and solid printed. A bracketed qualifier speaks only when the
 * text before it names no state ("Liquid. [Liquefied compressed gas.]" is a liquid).
 */
export function physicalStateOf(text: string): PhysicalState | null {
  const unbracketed = text.replace(/\[[^\]]*\]?|\([^)]*\)?/g, ' ');
  return stateNamedIn(unbracketed) ?? stateNamedIn(text);
}

function stateNamedIn(text: string): PhysicalState | null {
  const folded = normalise(text);
  const found = PATTERNS.map(([state, pattern]) => ({ state, at: folded.search(pattern) })).filter(
    (candidate) => candidate.at >= 0,
  );
  const dominant = found.find((candidate) => candidate.state === 'aerosol' || candidate.state === 'gas');
  if (dominant) return dominant.state;
  return found.sort((a, b) => a.at - b.at)[0]?.state ?? null;
}
