/**
 * Which tesseract language data reads a document: the language hint's, else the language of the
 * document's native text; without either, each page's script decides (see script.ts). Only
 * installed data is chosen (see traineddata.ts), so a language whose data is missing falls back to
 * its next listed model or to the defaults.
 *
 * SDSs print their codes (H/P/EUH, CAS, UN), numbers, units and often the product and supplier in
 * Latin letters whatever their language. The Chinese and Japanese models are trained on text that
 * mixes them in and read a page alone; tesseract's combination of them with English picks the
 * English reading for whole lines of Han and kana text (garbage at confidence 0), so English reads
 * only their pages' Latin words again. Chinese pages are read by the simplified and the traditional
 * model, whose text cannot tell which form is printed (otherFormModels). The other script
 * models (Greek, Cyrillic, Korean, Thai, Arabic) lack Latin letters and read with English beside
 * them; the words carrying digits on their pages are then read again by English alone
 * (latin-reread.ts).
 */
import { detectLanguage } from '../languages/detect.js';
import { LANGUAGES, languageById, languageForTag, type LanguageModule } from '../languages/index.js';
import { fold } from '../text.js';
import { CODE_REREADING, LATIN_WORD_REREADING, type LatinRereading } from './latin-reread.js';
import type { ScriptVocabulary } from './lookalikes.js';
import { hasRecognitionData } from './traineddata.js';

/** Used when nothing is known about the document: the most common SDS languages after English. */
export const DEFAULT_OCR_LANGUAGES = ['eng', 'deu', 'fra', 'spa'];

export const LATIN_MODEL = 'eng';
/** Script models trained with Latin letters and digits among their characters. */
const MODELS_WITH_LATIN = new Set(['jpn', 'chi_sim', 'chi_tra']);

/** The first of the language's models that is installed. */
export function ocrDataFor(language: LanguageModule): string | undefined {
  return language.ocr.find(hasRecognitionData);
}

/** The models that read a page in the language, or undefined when none is installed. */
export function ocrModelsFor(language: LanguageModule): string[] | undefined {
  const primary = ocrDataFor(language);
  if (!primary) return undefined;
  return MODELS_WITH_LATIN.has(primary) ? [primary] : [...new Set([primary, LATIN_MODEL])];
}

/**
 * The hinted language's models, else those of the native text's language; undefined when neither
 * is known (each page is then read by the models of its script).
 */
export function chooseOcrLanguages(
  languageHint: string | undefined,
  nativeText: string,
): string[] | undefined {
  const language = (languageHint ? languageForTag(languageHint) : undefined) ?? detectLanguage(nativeText);
  return language ? (ocrModelsFor(language) ?? DEFAULT_OCR_LANGUAGES) : undefined;
}

/**
 * Scripts as tesseract's orientation-and-script detection names them, with the language whose
 * models read them first; the text read then tells the language within the script (see
 * ocrModelsForText): Han is read by the Japanese model (kanji and kana), whose reading of a Chinese
 * page tells simplified from traditional; Cyrillic by the Russian model, whose reading tells
 * Ukrainian and Bulgarian. "Japanese" is tesseract's name for Han with kana, "Korean" for Hangul
 * with Han.
 */
const LANGUAGE_OF_SCRIPT: Record<string, string> = {
  Greek: 'el',
  Cyrillic: 'ru',
  Han: 'ja',
  Japanese: 'ja',
  Hiragana: 'ja',
  Katakana: 'ja',
  Hangul: 'ko',
  Korean: 'ko',
  Thai: 'th',
  Arabic: 'ar',
};

/** The models that read a page in the script tesseract detected; undefined for Latin and unknown scripts. */
export function ocrModelsForScript(script: string): string[] | undefined {
  const id = LANGUAGE_OF_SCRIPT[script];
  const language = id ? languageById(id) : undefined;
  return language ? ocrModelsFor(language) : undefined;
}

/** The models of the language the (OCR) text is written in, if it tells one and it is not written in Latin letters. */
export function ocrModelsForText(text: string): string[] | undefined {
  const language = detectLanguage(text);
  return language && language.script !== 'latin' ? ocrModelsFor(language) : undefined;
}

/**
 * The vocabulary of the Cyrillic or Greek languages the models read (for words English read in
 * look-alike Latin letters, see lookalikes.ts), undefined for other scripts.
 */
export function lookalikeVocabulary(models: readonly string[]): ScriptVocabulary | undefined {
  const languages = LANGUAGES.filter(
    (language) =>
      (language.script === 'cyrillic' || language.script === 'greek') &&
      language.ocr.some((model) => models.includes(model)),
  );
  const script = languages[0]?.script;
  if (script !== 'cyrillic' && script !== 'greek') return undefined;
  const phrases = languages.flatMap((language) => [
    ...Object.values(language.sections).flat(),
    ...Object.values(language.subsections).flat(),
    ...language.signalWords.Danger,
    ...language.signalWords.Warning,
    ...language.functionWords,
    ...language.documentTitles,
    ...language.sectionWords,
    ...language.dateLabels.revision,
    ...language.dateLabels.issue,
    ...language.physicalState.labels,
    ...Object.values(language.physicalState.words).flat(),
  ]);
  const words = new Set(phrases.flatMap((phrase) => fold(phrase ?? '').split(/[^\p{L}]+/u)).filter(Boolean));
  return { script, words };
}

/**
 * Which words of a page English reads again (latin-reread.ts), undefined when none: beside English,
 * a script model sometimes wins a code's reading ("υΝΊ1090"), so the runs carrying digits; a Chinese
 * or Japanese model reads alone, so its Latin words (codes, product and supplier names) are its own
 * reading, sometimes weaker than English's ("Ltd" for "Ltd.", "工.1" for "1.1"): every run in Latin
 * letters.
 */
export function latinRereadingFor(languages: readonly string[]): LatinRereading | undefined {
  if (languages.length === 1 && MODELS_WITH_LATIN.has(languages[0] ?? '')) return LATIN_WORD_REREADING;
  const besideEnglish =
    languages.includes(LATIN_MODEL) && languages.some((model) => NON_LATIN_MODELS.has(model));
  return besideEnglish ? CODE_REREADING : undefined;
}

/**
 * The models of the other written forms of the language the models read (simplified and traditional
 * Chinese). Each of those models gives its own forms of the characters whatever the page prints
 * (chi_sim reads a printed 資料 as 资料, chi_tra reads 资料 as 資料), so the text read cannot tell
 * which form the page prints: the page is read by each, and the reading surer of its script's
 * characters is kept.
 */
export function otherFormModels(models: readonly string[]): string[][] {
  const key = models.join('+');
  const language = LANGUAGES.find((candidate) => ocrModelsFor(candidate)?.join('+') === key);
  if (!language || language.script === 'latin') return [];
  return LANGUAGES.filter((other) => other !== language && other.iso === language.iso)
    .map(ocrModelsFor)
    .filter((other): other is string[] => other !== undefined && other.join('+') !== key);
}

/** The models of the modules written in other scripts than Latin, except those trained with Latin letters. */
const NON_LATIN_MODELS: ReadonlySet<string> = new Set(
  LANGUAGES.filter((language) => language.script !== 'latin')
    .flatMap((language) => language.ocr)
    .filter((model) => !MODELS_WITH_LATIN.has(model)),
);
