import type { ExtractionContext } from '../context.js';
import { valuePhrases } from '../languages/index.js';
import type { LayoutA } from '../schema/index.js';
import { collapseSpaces, fold } from '../text.js';
import { parseGroupedNumber } from './numbers.js';

type Toxicology = LayoutA['toxicological_information'];
type AcuteToxicity = Toxicology['acute_toxicity'][number];

const ENDPOINT =
  /\b(LD50|LC50|LD 50|LC 50|DL50|CL50)\b[^\d<>]{0,60}?([<>]=?\s*)?(\d+(?:[.,]\d+)?(?:\s\d{3})*)\s*(mg\/kg(?:\s*(?:bw|body weight|pc))?|mg\/l|mg\/m3|mg\/m³|ppm|g\/kg|ml\/kg)/gi;
/**
 * The route and the test species of a line, in the words of the language modules' `valuePhrases`
 * (folded): route stems anywhere in the line (routes tried in this order), species as whole words.
 */
const ROUTES: Array<[NonNullable<AcuteToxicity['route']>, readonly string[]]> = [
  ['oral', valuePhrases('oralRoute')],
  ['dermal', valuePhrases('dermalRoute')],
  ['inhalation', valuePhrases('inhalationRoute')],
];
const SPECIES = new RegExp(`\\b(${valuePhrases('testSpecies').join('|')})\\b`);

export function extractToxicology(ctx: ExtractionContext): Toxicology {
  const path = 'toxicological_information';
  const acute: AcuteToxicity[] = [];
  for (const line of ctx.section(11)) {
    const folded = fold(line.text);
    for (const match of line.text.matchAll(ENDPOINT)) {
      const endpoint =
        /c/i.test(match[1]?.replace(/^D/i, '') ?? '') && /LC|CL/i.test(match[1] ?? '') ? 'LC50' : 'LD50';
      if (match[2]) continue;
      const value = parseGroupedNumber(match[3] ?? '');
      if (!Number.isFinite(value)) continue;
      acute.push({
        route:
          ROUTES.find(([, stems]) => stems.some((stem) => folded.includes(stem)))?.[0] ??
          (endpoint === 'LC50' ? 'inhalation' : null),
        species: SPECIES.exec(folded)?.[1] ?? null,
        endpoint,
        value,
        unit: (match[4] ?? '').replace(/\s+/g, ' '),
        text: collapseSpaces(line.text).slice(0, 200),
      });
      ctx.note(`${path}.acute_toxicity[${acute.length - 1}]`, line, 0.75);
    }
  }
  return { acute_toxicity: acute };
}
