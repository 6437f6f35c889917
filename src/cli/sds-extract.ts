import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ExtractionEnvelope } from '../extraction/contract.js';
import { extractSds, parseSchemaVersion, toEnvelope } from '../extraction/index.js';
import { sdscomForEnvelope } from '../extraction/render/sdscom/envelope.js';
import { terminateOcr } from '../extraction/pdf/index.js';
import { newRequestId } from '../request-ids.js';
import { problemFor } from './file-problem.js';

const USAGE =
  'usage: sds-extract FILE... [--out-dir DIR] [--language-hint xx] [--schema-version v] [--format envelope|json|xml|csv|sdscom]';
const FORMATS = ['envelope', 'json', 'xml', 'csv', 'sdscom'] as const;
type Format = (typeof FORMATS)[number];
const MAX_PAGES = 1000;

function render(envelope: ExtractionEnvelope, format: Format): string {
  if (format === 'envelope') return JSON.stringify(envelope, null, 2);
  if (format === 'json') return JSON.stringify(envelope.outputs.json, null, 2);
  if (format === 'sdscom') {
    return sdscomForEnvelope(envelope, { editingDate: new Date().toISOString().slice(0, 10) }).xml;
  }
  return format === 'xml' ? envelope.outputs.xml : envelope.outputs.csv;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'out-dir': { type: 'string' },
      'language-hint': { type: 'string' },
      'schema-version': { type: 'string' },
      format: { type: 'string', default: 'envelope' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals.length === 0) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const format = FORMATS.find((f) => f === values.format);
  if (!format) {
    console.error(`unknown --format ${values.format}; ${USAGE}`);
    return 2;
  }
  const schemaVersion = parseSchemaVersion(values['schema-version']);
  const outDir = values['out-dir'];
  if (outDir) await mkdir(outDir, { recursive: true });
  let failures = 0;
  for (const [i, file] of positionals.entries()) {
    const requestId = newRequestId();
    const started = performance.now();
    let body: string;
    // With --out-dir, each file's envelope (NAME.json), or its eSDScom document (NAME.sdscom.xml).
    let target = outDir ? join(outDir, `${basename(file, extname(file))}.json`) : undefined;
    try {
      const bytes = new Uint8Array(await readFile(file));
      const result = await extractSds(bytes, {
        schemaVersion,
        languageHint: values['language-hint'],
        maxPages: MAX_PAGES,
      });
      const envelope = toEnvelope(requestId, schemaVersion, result, performance.now() - started);
      const sdscomFile = outDir && format === 'sdscom';
      body = outDir && !sdscomFile ? JSON.stringify(envelope, null, 2) : render(envelope, format);
      if (sdscomFile) target = join(outDir, `${basename(file, extname(file))}.sdscom.xml`);
      if (positionals.length > 1) {
        console.error(
          `[${i + 1}/${positionals.length}] ${file}: confidence ${envelope.confidence_score}, ${envelope.warnings.length} warnings`,
        );
      }
    } catch (error) {
      failures++;
      const problem = problemFor(error, requestId, file);
      body = JSON.stringify(problem, null, 2);
      console.error(`[${i + 1}/${positionals.length}] ${file}: ${problem.code}: ${problem.detail}`);
    }
    if (target) await writeFile(target, `${body}\n`);
    else process.stdout.write(`${body}\n`);
  }
  return failures === positionals.length ? 1 : 0;
}

main()
  .then(async (code) => {
    await terminateOcr();
    process.exitCode = code;
  })
  .catch(async (error: unknown) => {
    await terminateOcr();
    console.error(JSON.stringify(problemFor(error, newRequestId(), ''), null, 2));
    process.exitCode = 2;
  });
