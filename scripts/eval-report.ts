/**
 * Error analysis of an evaluation: reads the scorer's report.json and prints the misses grouped by
 * failure class, by field and by language, and the calibration of the document confidence, so the
 * next rule is chosen by what fails most rather than by the last file looked at.
 *
 * usage: tsx scripts/eval-report.ts REPORT_JSON
 */
import { readFileSync } from 'node:fs';
import { classifyMiss, type FieldOutcome } from './eval-failure-classes.js';

interface ScoredDocument {
  name: string;
  cohort: string;
  lang: string;
  confidence: number | null;
  fields: Record<string, FieldOutcome>;
}

/** Calibration targets of the engine (issue 14): ≥ 0.9 means ≥ 98 %; below 90 % means < 0.7. */
const TRUSTED_CONFIDENCE = 0.9;
const TRUSTED_SCORE = 0.98;
const POOR_SCORE = 0.9;
const REVIEW_CONFIDENCE = 0.7;

const percent = (value: number) => `${(100 * value).toFixed(1)} %`;
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

function countBy(keys: string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function printTable(title: string, rows: Array<[string, number]>, limit = 25): void {
  console.log(`\n${title}`);
  for (const [key, count] of rows.slice(0, limit)) console.log(`  ${String(count).padStart(4)}  ${key}`);
}

function documentScore(doc: ScoredDocument): number {
  return mean(Object.values(doc.fields).map((field) => field.score));
}

const reportPath = process.argv[2];
if (!reportPath) {
  console.error('usage: eval-report.ts REPORT_JSON');
  process.exit(2);
}
const { docs } = JSON.parse(readFileSync(reportPath, 'utf8')) as { docs: ScoredDocument[] };
const misses = docs.flatMap((doc) =>
  Object.entries(doc.fields)
    .filter(([, outcome]) => outcome.score < 1)
    .map(([field, outcome]) => ({ doc, field, failure: classifyMiss(outcome) })),
);

console.log(`\n== Error analysis: ${misses.length} misses in ${docs.length} documents ==`);
printTable('by failure class', countBy(misses.map((miss) => miss.failure)));
printTable('by field and failure class', countBy(misses.map((miss) => `${miss.field}: ${miss.failure}`)));
printTable('by language', countBy(misses.map((miss) => miss.doc.lang)));

console.log('\ncalibration (document confidence against its mean field score)');
const scored = docs.filter((doc) => doc.confidence !== null && Object.keys(doc.fields).length > 0);
const trusted = scored.filter((doc) => (doc.confidence ?? 0) >= TRUSTED_CONFIDENCE);
console.log(
  `  confidence ≥ ${TRUSTED_CONFIDENCE}: ${trusted.length} documents, mean ${percent(mean(trusted.map(documentScore)))} (target ≥ ${percent(TRUSTED_SCORE)})`,
);
const overconfident = scored.filter(
  (doc) => documentScore(doc) < POOR_SCORE && (doc.confidence ?? 0) >= REVIEW_CONFIDENCE,
);
console.log(
  `  scoring below ${percent(POOR_SCORE)} with confidence ≥ ${REVIEW_CONFIDENCE}: ${overconfident.length} (target 0)`,
);
for (const doc of overconfident) {
  console.log(`    ${doc.name}: score ${percent(documentScore(doc))}, confidence ${doc.confidence}`);
}
