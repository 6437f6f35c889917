/**
 * Tells the language of a text: first by its writing system (Cyrillic, Greek, Arabic, Hangul, Thai,
 * kana, Han), then, within one script, by letters only one language uses (Ukrainian і ї є ґ, Russian
 * ы э, Bulgarian ъ; simplified vs traditional Han), and for Latin script by the frequency of each
 * language's function words.
 */
import { fold } from '../text.js';
import { LANGUAGES, languageById } from './index.js';
import type { LanguageModule, Script } from './types.js';

const SCRIPT_LETTERS: ReadonlyArray<{ script: Exclude<Script, 'latin'>; pattern: RegExp }> = [
  { script: 'hangul', pattern: /[\uac00-\ud7af\u1100-\u11ff\u3130-\u318f]/gu },
  { script: 'kana', pattern: /[\u3040-\u30ff]/gu },
  { script: 'han', pattern: /[\u4e00-\u9fff]/gu },
  { script: 'cyrillic', pattern: /[\u0400-\u04ff]/gu },
  { script: 'greek', pattern: /[\u0370-\u03ff\u1f00-\u1fff]/gu },
  { script: 'arabic', pattern: /[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]/gu },
  { script: 'thai', pattern: /[\u0e00-\u0e7f]/gu },
];
/** A non-Latin script decides when it has this many letters and three times fewer Latin letters. */
const MIN_SCRIPT_LETTERS = 50;
/** Japanese text mixes kana into Han; Chinese has none (a few in names or quotes at most). */
const MIN_KANA_SHARE_FOR_JAPANESE = 0.05;
/** Below this score (sum of square roots of function-word counts) a Latin text is too short to tell. */
const MIN_FUNCTION_WORD_SCORE = 5;

/** Letters of one Cyrillic language that the other two do not use. */
const CYRILLIC_MARKERS: ReadonlyArray<{ id: string; pattern: RegExp }> = [
  { id: 'ru', pattern: /[ыэЫЭ]/gu },
  { id: 'uk', pattern: /[іїєґІЇЄҐ]/gu },
  { id: 'bg', pattern: /[ъЪ]/gu },
];
/** Frequent SDS characters whose simplified and traditional forms differ. */
const SIMPLIFIED_ONLY = /[险说书术产应处储运输个护质对废气与类数据态别热规稳础环项]/gu;
const TRADITIONAL_ONLY = /[險說書術產應處儲運輸個護質對廢氣與類數據態別熱規穩礎環項]/gu;

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

function dominantScript(text: string): Exclude<Script, 'latin'> | 'latin' {
  const latin = count(text, /[A-Za-z]/g);
  const counts = SCRIPT_LETTERS.map(({ script, pattern }) => ({ script, letters: count(text, pattern) }));
  const cjk =
    (counts.find((c) => c.script === 'kana')?.letters ?? 0) +
    (counts.find((c) => c.script === 'han')?.letters ?? 0);
  for (const { script, letters } of counts) {
    // Kana and Han together make Japanese text; each alone may be a minority of it.
    const weight = script === 'kana' || script === 'han' ? cjk : letters;
    if (letters > 0 && weight >= MIN_SCRIPT_LETTERS && weight * 3 > latin) return script;
  }
  return 'latin';
}

function mostFrequent(text: string, candidates: ReadonlyArray<{ id: string; pattern: RegExp }>): string {
  let best = candidates[0]?.id ?? '';
  let bestCount = 0;
  for (const candidate of candidates) {
    const found = count(text, candidate.pattern);
    if (found > bestCount) [best, bestCount] = [candidate.id, found];
  }
  return best;
}

function byFunctionWords(text: string): LanguageModule | undefined {
  const counts = new Map<string, number>();
  for (const word of fold(text).split(/[^a-z\u00c0-\u024f]+/)) {
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  let best: LanguageModule | undefined;
  let bestScore = 0;
  for (const language of LATIN_LANGUAGES) {
    const score = language.words.reduce((sum, word) => sum + Math.sqrt(counts.get(word) ?? 0), 0);
    if (score > bestScore) [best, bestScore] = [language.module, score];
  }
  return bestScore >= MIN_FUNCTION_WORD_SCORE ? best : undefined;
}

const LATIN_LANGUAGES = LANGUAGES.filter((language) => language.script === 'latin').map((module) => ({
  module,
  words: [...new Set(module.functionWords.map(fold))],
}));

/** The language module of a text, or undefined when there is too little text to tell. */
export function detectLanguage(text: string): LanguageModule | undefined {
  const script = dominantScript(text);
  switch (script) {
    case 'latin':
      return byFunctionWords(text);
    case 'kana':
    case 'han':
      if (
        count(text, /[\u3040-\u30ff]/gu) >=
        MIN_KANA_SHARE_FOR_JAPANESE * count(text, /[\u3040-\u30ff\u4e00-\u9fff]/gu)
      )
        return languageById('ja');
      return languageById(
        count(text, TRADITIONAL_ONLY) > count(text, SIMPLIFIED_ONLY) ? 'zh-hant' : 'zh-hans',
      );
    case 'cyrillic':
      return languageById(mostFrequent(text, CYRILLIC_MARKERS));
    default:
      return LANGUAGES.find((language) => language.script === script);
  }
}
