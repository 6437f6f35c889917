import type { ExtractionContext } from '../context.js';
import { valuePhrases } from '../languages/index.js';
import type { AcuteToxicity, ExtractedComposition, LayoutA } from '../schema/index.js';
import { collapseSpaces, fold, foldInPlace, type SourceLine } from '../text.js';
import { parseGroupedNumber } from './numbers.js';

type Toxicology = LayoutA['toxicological_information'];
type Component = ExtractedComposition['components'][number];

/** An exposure time printed between the endpoint and its value ("LC50 (Krysa, 4 h):"). */
const EXPOSURE_TIME = String.raw`\d+(?:[.,]\d+)?\s?(?:h|hrs?|hours?|uur|std|stunden|heures?|horas?|ore|godz|timer|min)\b`;
const ENDPOINT = new RegExp(
  String.raw`\b(LD50|LC50|LD 50|LC 50|DL50|CL50|DL 50|CL 50)\b(?:[^\d<>≤≥]|${EXPOSURE_TIME}){0,60}?([<>≤≥]=?\s*)?(\d+(?:[.,]\d+)?(?:\s\d{3})*)\s*(mg\/kg(?:\s*(?:bw|body weight|pc))?|g\/kg|mg\/l|mg\/m3|mg\/m³|ppm)(?![\p{L}\d])`,
  'giu',
);
/**
 * Ecotoxicity printed in section 11 is not acute toxicity: tests on aquatic organisms run 24 to 96
 * hours (mammal inhalation tests 1 to 4), and name the organism by its Latin genus in every language.
 */
const AQUATIC_TEST =
  /\b(?:24|48|72|96)\s?-?\s?(?:h|hrs?|hours?|uur|std|stunden|heures?|horas?|ore|godz|timer)\b/i;
const AQUATIC_GENUS =
  /\b(?:daphnia|oncorhynchus|pimephales|lepomis|danio|brachydanio|cyprinus|leuciscus|poecilia|oryzias|salmo|desmodesmus|pseudokirchneriella|selenastrum|scenedesmus|raphidocelis|chlorella|ceriodaphnia|mysidopsis)\b/i;
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
/** Acute toxicity estimates (ATE, ETA) are calculated, not measured: not an LD50 of the record. */
const ESTIMATE = /\b(?:ate|atemix|ate\s?mix|eta|acute toxicity estimate)\b/;
const CAS = /(?<![\d-])0*(\d{2,7}-\d{2}-\d)(?![\d-])/g;

/** The route whose word stands nearest before an offset of a line folded in place. */
function routeBefore(inPlace: string, end: number): AcuteToxicity['route'] {
  const before = inPlace.slice(0, end);
  const found = ROUTES.map(([route, stems]) => ({
    route,
    at: Math.max(...stems.map((stem) => before.lastIndexOf(stem))),
  })).filter((candidate) => candidate.at >= 0);
  return found.sort((a, b) => b.at - a.at)[0]?.route ?? null;
}

/** `mg/kg`, `mg/l`, `mg/m3` or `ppm`, a dose in g/kg read in mg/kg. */
function normalised(value: number, printed: string): { value: number; unit: string } {
  const unit = printed.toLowerCase().replace(/\s+/g, '').replace('³', '3');
  if (unit.startsWith('g/kg')) return { value: value * 1000, unit: 'mg/kg' };
  if (unit.startsWith('mg/kg')) return { value, unit: 'mg/kg' };
  return { value, unit };
}

interface Subject {
  subject: AcuteToxicity['subject'];
  substance: string | null;
  cas_number: string | null;
}

/** A section 3 component a line names by its CAS number or its name. */
function componentOn(line: SourceLine, components: readonly Component[]): Component | undefined {
  const numbers = [...line.text.matchAll(CAS)].map((match) => match[1]);
  const byNumber = components.find((component) => numbers.includes(component.cas_number ?? ''));
  if (byNumber) return byNumber;
  const folded = fold(line.text);
  return components.find((component) => {
    const name = fold(component.name ?? '');
    return name.length >= 4 && folded.includes(name);
  });
}

function componentSubject(component: Component): Subject {
  return { subject: 'component', substance: component.name, cas_number: component.cas_number };
}

/**
 * Acute toxicity values (LD50 / LC50) of section 11 with the route, species and what they were measured
 * on: the section 3 component a line or the rows above it name, else the product when the document is a
 * single substance; otherwise the subject is left null (a mixture's sheet that does not say).
 */
export function extractToxicology(ctx: ExtractionContext, composition: ExtractedComposition): Toxicology {
  const path = 'toxicological_information';
  const acute: AcuteToxicity[] = [];
  const single = composition.type === 'substance' || composition.components.length === 1;
  const productSubject: Subject = single
    ? { subject: 'product', substance: null, cas_number: null }
    : { subject: null, substance: null, cas_number: null };
  let current = productSubject;
  let headingRoute: AcuteToxicity['route'] = null;
  for (const line of ctx.section(11)) {
    const folded = fold(line.text);
    const inPlace = foldInPlace(line.text);
    const named = single ? undefined : componentOn(line, composition.components);
    if (named) current = componentSubject(named);
    if (ESTIMATE.test(folded) || AQUATIC_GENUS.test(line.text)) continue;
    const matches = [...line.text.matchAll(ENDPOINT)];
    // A line that names a route and prints no value heads the values below it ("Acute oral toxicity").
    if (matches.length === 0) headingRoute = routeBefore(inPlace, inPlace.length) ?? headingRoute;
    for (const match of matches) {
      const endpoint =
        /c/i.test(match[1]?.replace(/^D/i, '') ?? '') && /LC|CL/i.test(match[1] ?? '') ? 'LC50' : 'LD50';
      const printed = parseGroupedNumber(match[3] ?? '');
      if (!Number.isFinite(printed) || AQUATIC_TEST.test(match[0])) continue;
      acute.push({
        route:
          routeBefore(inPlace, match.index + match[0].length) ??
          routeBefore(inPlace, inPlace.length) ??
          headingRoute ??
          (endpoint === 'LC50' ? 'inhalation' : null),
        species: SPECIES.exec(folded)?.[1] ?? null,
        endpoint,
        ...normalised(printed, match[4] ?? ''),
        ...current,
        text: collapseSpaces(line.text).slice(0, 200),
      });
      // A bound ("> 2000 mg/kg") is recorded as its number, as labels and eSDScom give it.
      ctx.note(`${path}.acute_toxicity[${acute.length - 1}]`, line, match[2] ? 0.7 : 0.8);
    }
  }
  return { acute_toxicity: acute };
}
