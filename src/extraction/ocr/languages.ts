/**
 * Which tesseract language data reads a document: the language hint's, else the language of the
 * document's native text, each with English (SDS codes, units and many multinational sheets).
 * Only installed data is chosen (see traineddata.ts), so a language whose data is missing falls
 * back to its next listed model or to the defaults.
 */
import { detectLanguage } from '../languages/detect.js';
import { languageForTag, type LanguageModule } from '../languages/index.js';
import { hasRecognitionData } from './traineddata.js';

/** Used when nothing is known about the document: the most common SDS languages after English. */
export const DEFAULT_OCR_LANGUAGES = ['eng', 'deu', 'fra', 'spa'];

/** The first of the language's models that is installed. */
export function ocrDataFor(language: LanguageModule): string | undefined {
  return language.ocr.find(hasRecognitionData);
}

export function chooseOcrLanguages(languageHint: string | undefined, nativeText: string): string[] {
  const language = (languageHint ? languageForTag(languageHint) : undefined) ?? detectLanguage(nativeText);
  const primary = language ? ocrDataFor(language) : undefined;
  if (!primary) return DEFAULT_OCR_LANGUAGES;
  return [...new Set([primary, 'eng'])];
}
