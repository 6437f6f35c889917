/**
 * OCR of one PDF page: render, detect orientation (turning the page when it lies sideways or upside
 * down), recognise with tesseract.js in the shared worker pool, and hand back the words as
 * positioned fragments so that native and OCR text share one reading-order algorithm.
 */
import os from 'node:os';
import type { PDFPageProxy } from 'pdfjs-dist';
import type { PositionedText, TextFragment } from '../pdf/fragments.js';
import { meanWordConfidence, type OcrLine } from './hocr.js';
import {
  DEFAULT_OCR_LANGUAGES,
  LATIN_MODEL,
  lookalikeVocabulary,
  ocrModelsForText,
  latinRereadingFor,
  otherFormModels,
} from './languages.js';
import {
  applyLatinReading,
  hasNonLatinLetter,
  stackCuts,
  unsureCuts,
  type Cut,
  type GreyPage,
  type LatinReading,
  type LatinRereading,
} from './latin-reread.js';
import { latinCode, scriptWord, type ScriptVocabulary } from './lookalikes.js';
import { missedRegions, stackRegions, withRegionReading } from './missed-regions.js';
import { OcrPool } from './pool.js';
import { greyPng } from './grey-png.js';
import { OCR_DPI, renderForOcr, type OcrImage } from './render.js';
import { modelsForPageScript, type DetectedScript } from './script.js';

export { chooseOcrLanguages } from './languages.js';

export interface OcrPageResult {
  positioned: PositionedText;
  /** Mean word confidence weighted by word length, 0..1. */
  confidence: number;
}

/** Below this OSD confidence the page is read as rendered (OSD guesses on sparse pages). */
const MIN_ORIENTATION_CONFIDENCE = 2;
/** Upright scans read at 0.8-0.95, upside-down ones at 0.2-0.3 (mean word confidence). */
const MIN_UPRIGHT_CONFIDENCE = 0.5;
/** Above this share of the characters in lines taller than wide (running up or down), the page lies sideways. */
const MAX_SIDEWAYS_SHARE = 0.5;

let pool: OcrPool | undefined;
let poolSize = os.availableParallelism();

function sharedPool(): OcrPool {
  pool ??= new OcrPool(poolSize);
  return pool;
}

/**
 * Sets the number of tesseract workers of the pool created next. Extraction threads that each
 * own a pool divide the cores between them instead of each taking all of them.
 */
export function configureOcrPool(size: number): void {
  poolSize = Math.max(1, Math.floor(size));
}

/** Stops the OCR worker threads (graceful shutdown); a later OCR call starts a new pool. */
export async function terminateOcr(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.terminate();
}

/**
 * Orientation detection (a pass of tesseract's legacy engine, about a sixth of a page's OCR time)
 * runs only when the reading as rendered suggests a turned page: on a sideways page tesseract finds
 * lines running up or down, and it reads an upside-down page with a confidence far below any
 * upright scan's. `languages` undefined: the page's language is unknown, and its script chooses the
 * models (script.ts).
 */
export async function ocrPage(
  page: PDFPageProxy,
  languages: string[] | undefined,
  signal?: AbortSignal,
): Promise<OcrPageResult> {
  const upright = await readUpright(page, languages ?? DEFAULT_OCR_LANGUAGES, signal);
  const read = languages
    ? await refined(page, upright, signal)
    : await readInPageScript(page, upright, signal);
  const whole = await withMissedRegions(read, signal);
  const rereading = latinRereadingFor(whole.languages);
  const lines = rereading ? await rereadInLatin(whole, rereading) : whole.lines;
  const vocabulary = lookalikeVocabulary(read.languages);
  const spelled = vocabulary ? lines.map((line) => inScript(line, vocabulary)) : lines;
  return {
    positioned: toPositionedText(
      spelled,
      read.image,
      read.rotation,
      (read.rotation - page.rotate + 360) % 360,
    ),
    confidence: meanConfidence(lines),
  };
}

interface PageReading {
  image: OcrImage;
  lines: OcrLine[];
  rotation: number;
  languages: string[];
  /** OSD's script for the page, when orientation detection ran. */
  script?: DetectedScript;
}

async function readUpright(
  page: PDFPageProxy,
  languages: string[],
  signal: AbortSignal | undefined,
): Promise<PageReading> {
  const asRendered = await readPage(page, page.rotate, languages, signal);
  if (looksUpright(asRendered.lines)) return asRendered;
  const orientation = await sharedPool()
    .detectOrientation(withResolution(asRendered.image))
    .catch(() => ({ degrees: 0, confidence: 0, script: '', scriptConfidence: 0 }));
  const script = { script: orientation.script, confidence: orientation.scriptConfidence };
  if (orientation.degrees === 0 || orientation.confidence < MIN_ORIENTATION_CONFIDENCE)
    return { ...asRendered, script };
  return { ...(await readPage(page, (page.rotate + orientation.degrees) % 360, languages, signal)), script };
}

/**
 * The page read again by the models of its script when that is not Latin (and once more by those of
 * the language the reading shows, when they differ), if they read it better.
 */
async function readInPageScript(
  page: PDFPageProxy,
  latin: PageReading,
  signal: AbortSignal | undefined,
): Promise<PageReading> {
  const models = await modelsForPageScript(greyOf(latin.image), latin.lines, latin.script, async (image) => {
    const osd = await sharedPool().detectOrientation(
      greyPng(image.luminance, image.width, image.height, OCR_DPI),
    );
    return { script: osd.script, confidence: osd.scriptConfidence };
  }).catch(() => undefined);
  if (!models) return latin;
  const inScript = await refined(page, await readPage(page, latin.rotation, models, signal), signal);
  return meanConfidence(inScript.lines) > meanConfidence(latin.lines) ? inScript : latin;
}

/**
 * The page read once more when its reading is in a language of another script than Latin whose
 * models differ from those that read it (Han script read by jpn, the text Chinese; Cyrillic read by
 * rus, the text Bulgarian), and by the models of the language's other written form (Chinese
 * simplified or traditional: the text cannot tell, see otherFormModels); the reading surer of the
 * script's characters is kept (the Latin words say nothing about which model fits the script).
 */
async function refined(
  page: PDFPageProxy,
  read: PageReading,
  signal: AbortSignal | undefined,
): Promise<PageReading> {
  const fromText = ocrModelsForText(textOf(read.lines));
  const candidates = fromText ? [fromText, ...otherFormModels(fromText)] : [];
  const tried = new Set([read.languages.join('+')]);
  let best = read;
  for (const models of candidates) {
    if (tried.has(models.join('+'))) continue;
    tried.add(models.join('+'));
    const again = await readPage(page, read.rotation, models, signal);
    if (scriptConfidence(again.lines) > scriptConfidence(best.lines)) best = again;
  }
  return best;
}

/** The page's reading with the text its layout analysis left out, read as single blocks (missed-regions.ts). */
async function withMissedRegions(read: PageReading, signal: AbortSignal | undefined): Promise<PageReading> {
  const page = greyOf(read.image);
  const dpi = read.image.scale * 72;
  const regions = missedRegions(page, read.lines, dpi);
  if (regions.length === 0) return read;
  const stack = stackRegions(page, regions, dpi);
  const png = greyPng(stack.image.luminance, stack.image.width, stack.image.height, dpi);
  const stackLines = await sharedPool().recognize(png, read.languages, signal, true);
  return { ...read, lines: withRegionReading(read.lines, stack, stackLines) };
}

/** The page's runs of words (codes, or Latin words) read again by the Latin model alone (latin-reread.ts). */
async function rereadInLatin(read: PageReading, rereading: LatinRereading): Promise<OcrLine[]> {
  const runs = rereading.runs(read.lines);
  if (runs.length === 0) return read.lines;
  const page = greyOf(read.image);
  const readLatin = async (cuts: readonly Cut[]): Promise<LatinReading> => {
    const stack = stackCuts(page, cuts);
    const png = greyPng(stack.image.luminance, stack.image.width, stack.image.height, read.image.scale * 72);
    return { stack, lines: await sharedPool().recognizeAside(png, LATIN_MODEL) };
  };
  const first = await readLatin(runs);
  const unsure = unsureCuts(first);
  const readings =
    unsure.length > 0 && unsure.length < runs.length ? [first, await readLatin(unsure)] : [first];
  return applyLatinReading(read.lines, readings, rereading.latinPreference);
}

async function readPage(
  page: PDFPageProxy,
  rotation: number,
  languages: string[],
  signal: AbortSignal | undefined,
): Promise<PageReading> {
  const image = await renderForOcr(page, rotation);
  signal?.throwIfAborted();
  const lines = await sharedPool().recognize(image.pgm, languages, signal);
  return { image, lines, rotation, languages };
}

function inScript(line: OcrLine, vocabulary: ScriptVocabulary): OcrLine {
  return { ...line, words: line.words.map((word) => ({ ...word, text: scriptWord(word.text, vocabulary) })) };
}

function textOf(lines: OcrLine[]): string {
  return lines.map((line) => line.words.map((word) => word.text).join(' ')).join('\n');
}

function greyOf(image: OcrImage): GreyPage {
  return {
    luminance: image.pgm.subarray(image.pgm.length - image.width * image.height),
    width: image.width,
    height: image.height,
  };
}

/** The rendered page for the orientation pass, stating the resolution it was rendered at. */
function withResolution(image: OcrImage): Buffer {
  const { luminance, width, height } = greyOf(image);
  return greyPng(luminance, width, height, image.scale * 72);
}

function looksUpright(lines: OcrLine[]): boolean {
  let characters = 0;
  let sideways = 0;
  for (const line of lines) {
    const lineCharacters = line.words.reduce((count, word) => count + word.text.length, 0);
    characters += lineCharacters;
    if (line.bbox.y1 - line.bbox.y0 > line.bbox.x1 - line.bbox.x0) sideways += lineCharacters;
  }
  return sideways <= characters * MAX_SIDEWAYS_SHARE && meanConfidence(lines) >= MIN_UPRIGHT_CONFIDENCE;
}

function toPositionedText(
  lines: OcrLine[],
  rendered: OcrImage,
  rotation: number,
  turn: number,
): PositionedText {
  const fragments: TextFragment[] = [];
  for (const line of lines) {
    const size = (line.rowHeight || line.bbox.y1 - line.bbox.y0) * 0.8;
    for (const word of line.words) {
      const text = latinCode(word.text.trim());
      if (!text) continue;
      const baseline = line.baselineAtLeft + line.slope * (word.bbox.x0 - line.bbox.x0);
      fragments.push({
        text,
        x: word.bbox.x0 / rendered.scale,
        baseline: baseline / rendered.scale,
        width: (word.bbox.x1 - word.bbox.x0) / rendered.scale,
        size: size / rendered.scale,
      });
    }
  }
  return {
    fragments,
    width: rendered.width / rendered.scale,
    height: rendered.height / rendered.scale,
    rotation,
    turn,
    deskew: rendered.deskew,
  };
}

function meanConfidence(lines: OcrLine[]): number {
  return meanWordConfidence(lines.flatMap((line) => line.words)) / 100;
}

/** Mean confidence of the words with a letter of another script than Latin. */
function scriptConfidence(lines: OcrLine[]): number {
  return meanConfidence(
    lines.map((line) => ({ ...line, words: line.words.filter((word) => hasNonLatinLetter(word.text)) })),
  );
}
