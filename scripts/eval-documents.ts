/**
 * The evaluation's extraction step: reads each PDF (through a text cache) and writes its envelope.
 *
 * `eval-documents.ts read CACHE_DIR PDF` fills the cache for one document (run in its own process, so a
 * native OCR fault costs only that document); `eval-documents.ts understand CACHE_DIR OUT_DIR PDF...`
 * turns cached texts into envelopes in one process. The cache key covers the PDF's bytes and every
 * source file of the reading front end, so a change to reading or OCR reads again while a change to
 * SDS understanding reuses the text.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { problemFor } from '../src/cli/file-problem.js';
import { ServiceError } from '../src/errors.js';
import { understandSds } from '../src/extraction/engine.js';
import { parseSchemaVersion, toEnvelope } from '../src/extraction/envelope.js';
import { LANGUAGES, SDS_TITLES, SECTION_TOPICS } from '../src/extraction/languages/index.js';
import { readPdf, terminateOcr, type DocumentText } from '../src/extraction/pdf/index.js';
import { newRequestId } from '../src/request-ids.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** What decides the text of a page: the PDF front end, OCR and the language detection that picks OCR models. */
const READING_SOURCES = [
  'src/extraction/pdf',
  'src/extraction/ocr',
  'src/extraction/languages/detect.ts',
  'package-lock.json',
];
/**
 * The language modules' field vocabulary, which reading never consults: left out of the cache key, so
 * that a label word added for a field does not read the corpus (and OCR its scans) again.
 */
const FIELD_VOCABULARY = new Set(['fieldLabels', 'months', 'valuePhrases', 'unAcronyms', 'matchedWords']);
const MAX_PAGES = 500;

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

const readingHash = (() => {
  const hash = createHash('sha256');
  for (const file of READING_SOURCES.flatMap((source) => filesUnder(join(root, source)))) {
    hash.update(relative(root, file)).update(readFileSync(file));
  }
  // The language data reading does consult (titles, section words, OCR models…), as values.
  const readingVocabulary = LANGUAGES.map((language) =>
    Object.entries(language).filter(([key]) => !FIELD_VOCABULARY.has(key)),
  );
  hash.update(JSON.stringify([readingVocabulary, SDS_TITLES, SECTION_TOPICS]));
  return hash.digest('hex').slice(0, 16);
})();

function cachePath(cacheDir: string, pdf: string): string {
  const bytes = createHash('sha256').update(readFileSync(pdf)).digest('hex').slice(0, 16);
  return join(cacheDir, `${basename(pdf, extname(pdf))}-${bytes}-${readingHash}.json`);
}

type CachedText =
  | { text: DocumentText }
  | { error: { code: ServiceError['code']; message: string; details: Record<string, unknown> } };

async function read(cacheDir: string, pdf: string): Promise<void> {
  const target = cachePath(cacheDir, pdf);
  if (existsSync(target)) return;
  mkdirSync(cacheDir, { recursive: true });
  let entry: CachedText;
  try {
    entry = { text: await readPdf(new Uint8Array(readFileSync(pdf)), { maxPages: MAX_PAGES }) };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    entry = { error: { code: error.code, message: error.message, details: error.details } };
  } finally {
    await terminateOcr();
  }
  writeFileSync(target, JSON.stringify(entry));
}

function understand(cacheDir: string, outDir: string, pdfs: string[]): void {
  mkdirSync(outDir, { recursive: true });
  const schemaVersion = parseSchemaVersion(undefined);
  for (const pdf of pdfs) {
    const requestId = newRequestId();
    const started = performance.now();
    const target = cachePath(cacheDir, pdf);
    let body: object;
    try {
      if (!existsSync(target)) throw new ServiceError('internal_error', 'The document could not be read.');
      const entry = JSON.parse(readFileSync(target, 'utf8')) as CachedText;
      if ('error' in entry) {
        const { code, message, details } = entry.error;
        throw new ServiceError(code, message, details);
      }
      const result = understandSds(entry.text, { schemaVersion });
      body = toEnvelope(requestId, schemaVersion, result, performance.now() - started);
    } catch (error) {
      const problem = problemFor(error, requestId, pdf);
      body = problem;
      console.error(`  ${basename(pdf)}: ${problem.code}: ${problem.detail}`);
    }
    writeFileSync(join(outDir, `${basename(pdf, extname(pdf))}.json`), `${JSON.stringify(body, null, 2)}\n`);
  }
}

const [command, cacheDir, ...rest] = process.argv.slice(2);
if (command === 'read' && cacheDir && rest[0]) await read(cacheDir, rest[0]);
else if (command === 'understand' && cacheDir && rest[0]) understand(cacheDir, rest[0], rest.slice(1));
else {
  console.error('usage: eval-documents.ts read CACHE_DIR PDF | understand CACHE_DIR OUT_DIR PDF...');
  process.exitCode = 2;
}
