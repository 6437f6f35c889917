/**
 * A Node module hook (registered by pdfjs.ts) that fixes pdf.js's worker module (pdfjs-dist 5) as
 * it loads; every other module passes through untouched. Each fix removes a cost without changing
 * what pdf.js computes. Plain JavaScript: worker threads resolve hook modules without tsx.
 *
 * TextState.clone builds the copy as `Object.create(this)`: every saved graphics state ("q") and
 * every new text run gets the previous state as its prototype. V8 gives each object that becomes a
 * prototype a map of its own, so every text-state read in the per-glyph text-content code meets a
 * new map and runs megamorphic (17 % of the CPU time reading the corpus's text PDFs). The copy
 * already holds all fields as own properties (Object.assign), so a plain TextState with the same
 * fields is the same state.
 *
 * The text-content code asks for the current text transform twice per glyph through Util.transform,
 * which every part of pdf.js calls with typed arrays and arrays of every element kind, so its
 * element reads are megamorphic (10 % of the CPU time). A copy of it used only there, doing the
 * same arithmetic in the same order, sees three kinds of array and stays fast.
 *
 * Flate streams are inflated through the web DecompressionStream, which Node builds from a zlib
 * stream behind two layers of web-stream adapters: the adapters cost more than the inflating
 * (6 % of the CPU time). zlib's inflateSync gives the same bytes and fails on the same streams
 * (compared on all 4,191 Flate streams of the corpus, damaged and truncated ones included), and a
 * failure falls back to pdf.js's own inflater as before.
 *
 * With source maps enabled (tsx enables them), the first error stack that passes through the worker
 * module (one damaged Flate stream is enough) parses its source map: half a second of CPU per
 * thread. Without the map reference, such stacks name the worker module's own lines. The module is
 * read as is, not through tsx, which would append a 7.5 MB inline map of its own.
 */

import { readFile } from 'node:fs/promises';

const WORKER_MODULE = /\/pdfjs-dist\/legacy\/build\/pdf\.worker\.mjs$/;

const FIXES = [
  {
    before:
      'const clone = Object.assign(Object.create(this), this);\n    clone.textMatrix = this.textMatrix.slice();',
    after:
      'const clone = Object.assign(new TextState(), this);\n    clone.textMatrix = this.textMatrix.slice();',
  },
  {
    before: 'return Util.transform(textState.ctm, Util.transform(textState.textMatrix, tsm));',
    after: 'return textTransform(textState.ctm, textTransform(textState.textMatrix, tsm));',
  },
  {
    before: '    function getCurrentTextTransform() {',
    after:
      '    function textTransform(m1, m2) {\n' +
      '      return [m1[0] * m2[0] + m1[2] * m2[1], m1[1] * m2[0] + m1[3] * m2[1], m1[0] * m2[2] + m1[2] * m2[3], ' +
      'm1[1] * m2[2] + m1[3] * m2[3], m1[0] * m2[4] + m1[2] * m2[5] + m1[4], m1[1] * m2[4] + m1[3] * m2[5] + m1[5]];\n' +
      '    }\n' +
      '    function getCurrentTextTransform() {',
  },
  {
    before: 'export { WorkerMessageHandler };',
    after: 'import { inflateSync as nodeInflateSync } from "node:zlib";\nexport { WorkerMessageHandler };',
  },
  { before: '\n//# sourceMappingURL=pdf.worker.mjs.map', after: '' },
  {
    before:
      '  async asyncGetBytesFromDecompressionStream(name) {\n' +
      '    this.stream.reset();\n' +
      '    const bytes = this.stream.isAsync ? await this.stream.asyncGetBytes() : this.stream.getBytes();\n',
    after:
      '  async asyncGetBytesFromDecompressionStream(name) {\n' +
      '    this.stream.reset();\n' +
      '    const bytes = this.stream.isAsync ? await this.stream.asyncGetBytes() : this.stream.getBytes();\n' +
      '    if (name === "deflate") {\n' +
      '      try {\n' +
      '        return { decompressed: new Uint8Array(nodeInflateSync(bytes)), compressed: bytes };\n' +
      '      } catch {\n' +
      '        return { decompressed: null, compressed: bytes };\n' +
      '      }\n' +
      '    }\n',
  },
];

/**
 * The worker source with every fix whose original text occurs exactly once; `missing` counts the
 * others (another pdf.js version), which are left out.
 * @param {string} source
 * @returns {{ source: string, missing: number }}
 */
export function fixPdfjsWorkerSource(source) {
  let fixed = source;
  let missing = 0;
  for (const { before, after } of FIXES) {
    const at = fixed.indexOf(before);
    if (at === -1 || fixed.indexOf(before, at + 1) !== -1) {
      missing += 1;
      continue;
    }
    fixed = fixed.slice(0, at) + after + fixed.slice(at + before.length);
  }
  return { source: fixed, missing };
}

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  if (!WORKER_MODULE.test(url)) return nextLoad(url, context);
  const source = await readFile(new URL(url), 'utf8');
  return { format: 'module', source: fixPdfjsWorkerSource(source).source, shortCircuit: true };
}
