import { PHYSICAL_STATE_WORDS } from '../languages/index.js';
import { fold } from '../text.js';

/**
 * The physical state of section 9 (Regulation (EU) 2020/878, Annex II, 9.1 (a) "Physical state") as
 * one of five words, from the state printed in any language (the words below and the language
 * modules' words). Powders, granules, crystals and the like
 * are solids; a compressed, liquefied or refrigerated gas is a gas; an aerosol stays an aerosol.
 */
export type PhysicalState = 'solid' | 'liquid' | 'gas' | 'aerosol' | 'paste';

/** Words (accent-folded) per state; a regular expression fragment each, matched in folded text. */
const STATE_WORDS: Record<PhysicalState, readonly string[]> = {
  aerosol: ['aerosol', 'aerozol', 'aeroszol', 'spray', 'エアゾール', 'ايروسول', 'أيروسول', 'αεροζολ'],
  gas: [
    // A word of its own or the end of a German or Dutch compound: Hungarian "sárgás" (yellowish) is no gas.
    String.raw`(?:\b|flussig|druck|treib|erd|edel|brenn|schutz|aard|drijf)gas(?:eous|formig\w*|es)?\b`,
    String.raw`\bgaz`,
    String.raw`\bgaas`,
    'kaasu',
    String.raw`\bplyn`,
    'газ',
    'αεριο',
    'ガス',
    '気体',
    '气体',
    'غاز',
  ],
  paste: [
    String.raw`\bpaste\b`,
    'pastos',
    String.raw`\bpate\b`,
    String.raw`\bpasta\b`,
    'pastoz',
    'pastovit',
    'pastowat',
    'paszta',
    'tahna',
    'ペースト',
    '膏',
    'معجون',
  ],
  liquid: [
    'liquid',
    'flussig',
    'solution',
    'losung',
    'solucion',
    'solucao',
    'soluzione',
    'oplossing',
    'roztwor',
    'roztok',
    'oldat',
    'liuos',
    'cozelti',
    'emulsion',
    'suspension',
    'suspensao',
    'sospensione',
    'zawiesina',
    'suspenze',
    'emulsja',
    'emulze',
    '溶液',
    'fluid',
    'vloei',
    'ciecz',
    'ciekl',
    'kapalin',
    String.raw`\bkapaln`,
    'kvapal',
    'folyadek',
    'folyekony',
    'vaeske',
    'flydende',
    'flytende',
    'flytande',
    'vatska',
    String.raw`\bneste`,
    String.raw`\bsivi`,
    'lichid',
    'tekoc',
    'tekuc',
    'skyst',
    'skidr',
    'vedel',
    'υγρο',
    'жидк',
    'течн',
    '液',
    'سائل',
  ],
  solid: [
    'solid',
    String.raw`\bfest\b`,
    'feststoff',
    String.raw`\bvast`,
    String.raw`\bstal[ya]`,
    String.raw`\bpevn`,
    'szilard',
    String.raw`\bfast\b`,
    String.raw`\bfasta\b`,
    'kiintea',
    String.raw`\bkati\b`,
    'στερεο',
    'тверд',
    '固',
    'صلب',
    'powder',
    'pulver',
    'poudre',
    'polvo',
    String.raw`\bpo\b`,
    'poeder',
    'proszek',
    'prasek',
    'prasok',
    String.raw`\bpor\b`,
    'jauhe',
    String.raw`\btoz\b`,
    'granul',
    'crystal',
    'kristal',
    'krystal',
    'cristal',
    'krysztal',
    'tablet',
    'pellet',
    'flake',
    'perlen',
    'beads',
    '粉',
    '結晶',
    '晶',
  ],
};

/** Folded, and without the hamza that Arabic letters decompose to (presentation forms differ in it). */
const normalise = (text: string) => fold(text).replace(/[\u0654\u0655]/g, '');

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The language modules' words for a state: whole words where the script separates words by spaces. */
function moduleWords(state: PhysicalState): string[] {
  return PHYSICAL_STATE_WORDS.filter((entry) => entry.state === state).map(({ word, spaced }) =>
    spaced ? String.raw`(?<!\p{L})${escaped(normalise(word))}(?!\p{L})` : escaped(normalise(word)),
  );
}

const PATTERNS = Object.entries(STATE_WORDS).map(([state, words]) => {
  const all = [...words.map(normalise), ...moduleWords(state as PhysicalState)];
  return [state as PhysicalState, new RegExp(all.join('|'), 'u')] as const;
});

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
