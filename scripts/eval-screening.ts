/**
 * `npm run eval` step: how many of the extracted documents in OUT_DIR get each regulatory flag
 * (schema 2027-01 envelopes), the SVHC answers, and the classification_below_harmonised warnings.
 * `--verbose` lists every flagged component (document, CAS/EC, list entry) for review by hand.
 * Usage: eval-screening.ts OUT_DIR [--verbose]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractionEnvelope } from '../src/extraction/contract.js';
import { REGULATORY_LISTS } from '../src/extraction/reference/regulatory-lists.js';
import type { LayoutA } from '../src/extraction/schema/index.js';

const [outDir] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const verbose = process.argv.includes('--verbose');
if (!outDir) throw new Error('usage: eval-screening.ts OUT_DIR [--verbose]');

const screened = readdirSync(outDir)
  .filter((name) => name.endsWith('.json') && name !== 'report.json')
  .map((name) => ({ name, body: JSON.parse(readFileSync(join(outDir, name), 'utf8')) as ExtractionEnvelope }))
  .filter(({ body }) => body.schema_version === '2027-01' && body.outputs !== undefined);

const documentsWith = (flagged: (record: LayoutA) => boolean) =>
  screened.filter(({ body }) => flagged(body.outputs.json as LayoutA)).length;
const perList = REGULATORY_LISTS.map(
  (list) =>
    `${list} ${documentsWith((record) => record.composition.components.some((c) => c.regulatory.some((f) => f.list === list)))}`,
);
const answers = (['yes', 'possible', 'no'] as const).map(
  (answer) =>
    `${answer} ${documentsWith((record) => record.regulatory_screening.svhc_above_0_1_percent === answer)}`,
);
const belowHarmonised = screened.filter(({ body }) =>
  body.warnings.some((warning) => warning.code === 'classification_below_harmonised'),
);
console.log(
  `screening: ${screened.length} documents; with a flag from ${perList.join(', ')}; ` +
    `svhc_above_0_1_percent ${answers.join(', ')}; classification_below_harmonised ${belowHarmonised.length}`,
);
if (verbose) {
  for (const { name, body } of screened) {
    const record = body.outputs.json as LayoutA;
    for (const component of record.composition.components) {
      for (const flag of component.regulatory.filter((f) => f.list !== 'clp_annex_vi')) {
        console.log(
          `  ${name}: ${component.name ?? '-'} (${component.cas_number ?? '-'} / ${component.ec_number ?? '-'}, ` +
            `${component.concentration.text ?? 'no amount'}) on ${flag.list} ${flag.entry}`,
        );
      }
    }
    for (const warning of body.warnings.filter((w) => w.code === 'classification_below_harmonised')) {
      console.log(`  ${name}: ${warning.message}`);
    }
  }
}
