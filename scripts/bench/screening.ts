/**
 * `npm run bench -- screening`: what the regulatory screening adds to SDS understanding. The corpus's
 * text PDFs are read once (not timed); then, alternating document by document over BENCH_SCREENING_PASSES
 * passes, the whole understanding of each document (understandSds, screening included) and the
 * screening of its components alone (screenComposition on the components it found) are timed by CPU.
 * The ratio is screening over understanding, target under 5 %. Loading and indexing the lists happens
 * once per process, before the first document, and is reported apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { understandSds } from '../../src/extraction/engine.js';
import { readPdf, terminateOcr, type DocumentText } from '../../src/extraction/pdf/index.js';
import type { LayoutA } from '../../src/extraction/schema/index.js';
import { screenComposition } from '../../src/extraction/screening/index.js';
import { ownCpu, timed, type Timing } from './timing.js';

const CORPUS =
  process.env.SDS_CORPUS ?? path.resolve(fileURLToPath(import.meta.url), '../../../../shared/sds-corpus');
const PASSES = Number(process.env.BENCH_SCREENING_PASSES ?? 5);
const TARGET_SHARE = 0.05;

function textPdfs(): string[] {
  return readFileSync(path.join(CORPUS, 'manifest.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter((columns) => columns[8] === 'yes' && columns[0])
    .map((columns) => path.join(CORPUS, 'pdf', columns[0] ?? ''));
}

async function readable(files: string[]): Promise<DocumentText[]> {
  const texts: DocumentText[] = [];
  for (const file of files) {
    try {
      texts.push(await readPdf(new Uint8Array(readFileSync(file)), { maxPages: 500 }));
    } catch {
      // A document the service refuses (encrypted, too poor) has nothing to screen.
    }
  }
  await terminateOcr();
  return texts;
}

const sum = (a: Timing, b: Timing): Timing => ({ wall: a.wall + b.wall, cpu: a.cpu + b.cpu });

export async function runScreeningBenchmark(): Promise<void> {
  const documents = await readable(textPdfs());
  const listLoad = await timed(ownCpu, () => screenComposition({ type: null, components: [] }, []));
  let understanding: Timing = { wall: 0, cpu: 0 };
  let screening: Timing = { wall: 0, cpu: 0 };
  let understood = 0;
  for (let pass = 0; pass < PASSES; pass += 1) {
    for (const doc of documents) {
      let record: LayoutA | undefined;
      try {
        const run = await timed(ownCpu, () => {
          record = understandSds(doc, { schemaVersion: '2027-01' }).outputs.json as LayoutA;
        });
        understanding = sum(understanding, run);
      } catch {
        continue;
      }
      if (!record) continue;
      const { composition, hazards_identification: hazards } = record;
      screening = sum(
        screening,
        await timed(ownCpu, () => screenComposition(composition, hazards.ghs_classification)),
      );
      understood += 1;
    }
  }
  const share = screening.cpu / understanding.cpu;
  console.log(
    `screening ${documents.length} text PDFs x ${PASSES} passes (${understood} understood): understanding ` +
      `${((understanding.cpu / understood) * 1000).toFixed(2)} ms CPU per document, screening ` +
      `${((screening.cpu / understood) * 1000).toFixed(3)} ms; share ${(share * 100).toFixed(2)} % of understanding ` +
      `(${((screening.wall / understanding.wall) * 100).toFixed(2)} % wall), target < ${TARGET_SHARE * 100} % ` +
      `${share < TARGET_SHARE ? 'PASS' : 'FAIL'}; lists loaded and indexed once in ${(listLoad.cpu * 1000).toFixed(0)} ms CPU`,
  );
}
