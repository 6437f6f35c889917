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
 */

import { Buffer } from 'node:buffer';

const WORKER_MODULE = /\/pdfjs-dist\/legacy\/build\/pdf\.worker\.mjs$/;

const FIXES = [
  {
    before:
      'const clone = Object.assign(Object.create(this), this);\n    clone.textMatrix = this.textMatrix.slice();',
    after:
      'const clone = Object.assign(new TextState(), this);\n    clone.textMatrix = this.textMatrix.slice();',
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
  const loaded = await nextLoad(url, context);
  if (!WORKER_MODULE.test(url) || loaded.source === undefined) return loaded;
  const source =
    typeof loaded.source === 'string' ? loaded.source : Buffer.from(loaded.source).toString('utf8');
  return { ...loaded, source: fixPdfjsWorkerSource(source).source };
}
