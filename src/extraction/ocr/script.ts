/**
 * The models for a scanned page of unknown language (no hint, no native text), from its script as
 * tesseract's orientation-and-script detection (OSD) finds it. OSD votes over the page's marks, so
 * on a sheet whose codes, numbers, product and supplier are printed in Latin letters it may still
 * say Latin; the lines the default (Latin) models could not read are then stacked into an image of
 * their own and their script detected there.
 */
import { meanWordConfidence, type OcrLine } from './hocr.js';
import { ocrModelsForScript } from './languages.js';
import { stackCuts, type GreyPage } from './latin-reread.js';

export interface DetectedScript {
  script: string;
  confidence: number;
}

/**
 * Below this OSD script confidence the page's script is a guess (sparse or mixed pages score
 * 0.1-0.6). Lines Latin models could not read are expected in another script, so a lower
 * confidence is taken there (Han scores about 0.6); a wrong guess costs a reading, which is kept
 * only when it is surer than the Latin one.
 */
const MIN_SCRIPT_CONFIDENCE = 1;
const MIN_UNREAD_SCRIPT_CONFIDENCE = 0.25;
/** A line read by the Latin models at a lower mean word confidence is taken for another script. */
const MAX_UNREAD_LINE_CONFIDENCE = 60;
/** Fewer unread lines than this say nothing about the page's script (a stamp, a logo, noise). */
const MIN_UNREAD_LINES = 2;
/**
 * When at least this share of the page's lines is unreadable to the Latin models, the page is in
 * another script whatever OSD's confidence: a Japanese sheet whose section titles all carry a
 * sub-section title in kanji scored 0.05 for Han. The script's reading is still kept only when it is
 * surer than the Latin one.
 */
const MOSTLY_UNREAD_SHARE = 0.4;

/**
 * The models of the page's script, or undefined for Latin or when the script is not clear.
 * `pageScript` is OSD's answer for the whole page when it has run (for the orientation);
 * `detect` runs OSD on a grey image.
 */
export async function modelsForPageScript(
  page: GreyPage,
  lines: OcrLine[],
  pageScript: DetectedScript | undefined,
  detect: (image: GreyPage) => Promise<DetectedScript>,
): Promise<string[] | undefined> {
  const fromPage = pageScript && modelsOf(pageScript, MIN_SCRIPT_CONFIDENCE);
  if (fromPage) return fromPage;
  const unread = lines.filter(
    (line) => line.words.length > 0 && meanWordConfidence(line.words) < MAX_UNREAD_LINE_CONFIDENCE,
  );
  if (unread.length < MIN_UNREAD_LINES) return undefined;
  const stack = stackCuts(
    page,
    unread.map((line) => ({ line, words: line.words, box: line.bbox })),
  );
  const mostlyUnread =
    unread.length >= MOSTLY_UNREAD_SHARE * lines.filter((line) => line.words.length > 0).length;
  return modelsOf(await detect(stack.image), mostlyUnread ? Number.MIN_VALUE : MIN_UNREAD_SCRIPT_CONFIDENCE);
}

function modelsOf(detected: DetectedScript, minConfidence: number): string[] | undefined {
  return detected.confidence >= minConfidence ? ocrModelsForScript(detected.script) : undefined;
}
