/**
 * Judges whether a page's native text layer can be trusted. Fonts without a usable Unicode map
 * produce control or private-use characters, or letters shifted to other letters; such text is
 * rejected so the page is read by OCR instead.
 */
export type TextVerdict = 'usable' | 'missing' | 'garbled';

export interface TextMetrics {
  visibleChars: number;
  /** Share of visible characters that are control, private-use or replacement characters. */
  unmappedShare: number;
  /** Share of Latin words (4+ letters) without any vowel; only when the text is mostly Latin. */
  vowellessWordShare: number;
}

const MIN_VISIBLE_CHARS = 20;
const MAX_UNMAPPED_SHARE = 0.05;
const MAX_VOWELLESS_WORD_SHARE = 0.3;
const MIN_LATIN_WORDS_FOR_LETTER_TESTS = 15;

const UNMAPPED = /[\p{Cc}\p{Co}\uFFFD]/gu;
/** Tested on the word without its diacritics, so Vietnamese ư, ơ, ẫ... count as the vowels they carry. */
const VOWEL = /[aeiouyæøœ]/iu;
export function measureText(text: string): TextMetrics {
  const visible = text.replace(/\s+/g, '');
  const unmapped = visible.match(UNMAPPED)?.length ?? 0;
  const words = text.toLowerCase().match(/\p{L}{2,}/gu) ?? [];
  const latinWords = words.filter((word) => word.length >= 4 && /^\p{Script=Latin}+$/u.test(word));
  const mostlyLatin = latinWords.length >= MIN_LATIN_WORDS_FOR_LETTER_TESTS;
  return {
    visibleChars: visible.length,
    unmappedShare: visible.length ? unmapped / visible.length : 0,
    vowellessWordShare: mostlyLatin
      ? latinWords.filter((word) => !VOWEL.test(word.normalize('NFD').replace(/\p{M}/gu, ''))).length /
        latinWords.length
      : 0,
  };
}

export function judgeText(text: string): TextVerdict {
  const metrics = measureText(text);
  if (metrics.visibleChars < MIN_VISIBLE_CHARS) return 'missing';
  if (metrics.unmappedShare > MAX_UNMAPPED_SHARE) return 'garbled';
  if (metrics.vowellessWordShare > MAX_VOWELLESS_WORD_SHARE) return 'garbled';
  return 'usable';
}
