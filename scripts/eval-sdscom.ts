/**
 * `npm run eval` step: renders every extracted envelope in OUT_DIR to eSDScom, validates it against
 * the official schema and reads it back (round trip), printing how many are valid and faithful.
 * Usage: eval-sdscom.ts OUT_DIR [--verbose]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractionEnvelope } from '../src/extraction/contract.js';
import { sdscomForEnvelope } from '../src/extraction/render/sdscom/envelope.js';
import { requireSharedData, SDSCOM_XSD } from './shared-data.js';
import { roundTripMismatches } from './sdscom/round-trip.js';
import { sdscomErrors } from './sdscom/validate.js';

const [outDir] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const verbose = process.argv.includes('--verbose');
if (!outDir) throw new Error('usage: eval-sdscom.ts OUT_DIR [--verbose]');
requireSharedData('The eSDScom validation', SDSCOM_XSD);

const envelopes = readdirSync(outDir)
  .filter((name) => name.endsWith('.json') && name !== 'report.json')
  .map((name) => ({ name, body: JSON.parse(readFileSync(join(outDir, name), 'utf8')) as ExtractionEnvelope }))
  .filter(({ body }) => body.outputs !== undefined);

let valid = 0;
let faithful = 0;
for (const { name, body } of envelopes) {
  const document = sdscomForEnvelope(body, { editingDate: new Date().toISOString().slice(0, 10) });
  const errors = sdscomErrors(document.xml);
  const mismatches = roundTripMismatches(document.record, document.xml);
  if (errors.length === 0) valid += 1;
  if (mismatches.length === 0) faithful += 1;
  if (errors.length > 0) console.log(`  eSDScom invalid: ${name}\n    ${errors.slice(0, 5).join('\n    ')}`);
  if (mismatches.length > 0 && verbose)
    console.log(`  eSDScom round trip: ${name}: ${mismatches.join('; ')}`);
}
console.log(
  `eSDScom 5.6: ${valid}/${envelopes.length} valid against SDSComXML.xsd, ${faithful}/${envelopes.length} read back unchanged`,
);
process.exitCode = valid === envelopes.length ? 0 : 1;
