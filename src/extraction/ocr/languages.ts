/**
 * The languages the service reads: ISO 639-1 code, the tesseract language data that reads it, and
 * its most frequent short words (used to guess the language of native text and to tell real text
 * from a garbled text layer).
 */

export interface LanguageProfile {
  iso: string;
  tesseract: string;
  functionWords: string[];
}

export const LANGUAGES: LanguageProfile[] = [
  {
    iso: 'en',
    tesseract: 'eng',
    functionWords: words('the and of to in for with or not on be is are if use may by as from this'),
  },
  {
    iso: 'de',
    tesseract: 'deu',
    functionWords: words('der die das und oder mit von zu für nicht ist bei den dem des ein eine im auf'),
  },
  {
    iso: 'fr',
    tesseract: 'fra',
    functionWords: words('le la les et ou de du des en un une pour avec pas est dans par sur au aux'),
  },
  {
    iso: 'es',
    tesseract: 'spa',
    functionWords: words('el los las y o de con para por del se es una en al su lo'),
  },
  {
    iso: 'pt',
    tesseract: 'por',
    functionWords: words('o a os as e de do da dos das em no na com não um uma para por'),
  },
  {
    iso: 'it',
    tesseract: 'ita',
    functionWords: words('il di e da per con non nel della delle dei gli la le un una'),
  },
  {
    iso: 'nl',
    tesseract: 'nld',
    functionWords: words('het een van en op met voor niet bij zijn aan te de in of'),
  },
  { iso: 'pl', tesseract: 'pol', functionWords: words('i w z na do nie jest oraz lub się od przy dla po') },
  { iso: 'cs', tesseract: 'ces', functionWords: words('a v na s se je nebo pro při k z ze jsou podle') },
  { iso: 'sk', tesseract: 'slk', functionWords: words('a v na s sa je alebo pre pri k z zo podľa nie') },
  { iso: 'hu', tesseract: 'hun', functionWords: words('és a az vagy nem egy van meg szerint esetén') },
  { iso: 'da', tesseract: 'dan', functionWords: words('og af til med er for ikke på en et ved skal kan') },
  { iso: 'fi', tesseract: 'fin', functionWords: words('ja tai on ei ole kun jos sekä mukaan') },
  { iso: 'tr', tesseract: 'tur', functionWords: words('ve ile için bir bu da de veya olan') },
  { iso: 'ja', tesseract: 'jpn', functionWords: [] },
  { iso: 'ar', tesseract: 'ara', functionWords: [] },
];

/** Used when nothing is known about the document: the most common SDS languages after English. */
export const DEFAULT_OCR_LANGUAGES = ['eng', 'deu', 'fra', 'spa'];

function words(list: string): string[] {
  return list.split(' ');
}

export function tesseractLanguageFor(iso: string): string | undefined {
  const code = iso.toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language.iso === code)?.tesseract;
}

const ALL_FUNCTION_WORDS = new Set(LANGUAGES.flatMap((language) => language.functionWords));

export function isFunctionWord(word: string): boolean {
  return ALL_FUNCTION_WORDS.has(word);
}

/** The language whose function words are most frequent in the text, if any stands out. */
export function guessLanguage(text: string): LanguageProfile | undefined {
  const tokens = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (/[\u3040-\u30ff\u4e00-\u9fff]/u.test(text)) return LANGUAGES.find((language) => language.iso === 'ja');
  if (/[\u0600-\u06ff]/u.test(text)) return LANGUAGES.find((language) => language.iso === 'ar');
  let best: LanguageProfile | undefined;
  let bestHits = 0;
  for (const language of LANGUAGES) {
    const vocabulary = new Set(language.functionWords);
    const hits = tokens.filter((token) => vocabulary.has(token)).length;
    if (hits > bestHits) [best, bestHits] = [language, hits];
  }
  return bestHits >= 5 ? best : undefined;
}

/**
 * Tesseract languages for OCR: the hint first, then English (SDS codes, units and many
 * multinational sheets); without a hint, a guess from the document's native text, else defaults.
 */
export function chooseOcrLanguages(languageHint: string | undefined, nativeText: string): string[] {
  const hinted = languageHint ? tesseractLanguageFor(languageHint) : undefined;
  const primary = hinted ?? guessLanguage(nativeText)?.tesseract;
  if (!primary) return DEFAULT_OCR_LANGUAGES;
  return [...new Set([primary, 'eng'])];
}
