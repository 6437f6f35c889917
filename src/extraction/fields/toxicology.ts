import type { ExtractionContext } from '../context.js';
import { valuePhrases } from '../languages/index.js';
import type { AcuteToxicity, ExtractedComposition, LayoutA } from '../schema/index.js';
import { collapseSpaces, fold, foldInPlace, type SourceLine } from '../text.js';
import { componentOn } from './component-mention.js';
import { parseDecimal, parseGroupedNumber } from './numbers.js';

type Toxicology = LayoutA['toxicological_information'];
type Component = ExtractedComposition['components'][number];

/** An exposure time printed between the endpoint and its value ("LC50 (Krysa, 4 h):"). */
const EXPOSURE_TIME = String.raw`\d+(?:[.,]\d+)?\s?(?:h|hrs?|hours?|uur|std|stunden|heures?|horas?|ore|godz|timer|min)\b`;
const ENDPOINT_WORD = String.raw`\b(?:LD|LC|DL|CL) ?50\b`;
const DOSE = String.raw`([<>≤≥]=?\s*)?(\d+(?:[.,]\d+)?(?:\s\d{3})*)\s*(mg\/kg(?:\s*(?:bw|body weight|pc))?|g\/kg|mg\/l|mg\/m3|mg\/m³|ppm)(?![\p{L}\d])(?!\s*\/\s*\p{L})`;
/** An endpoint with its value on the same line ("LD50 oral (rat): > 2000 mg/kg"). */
const ENDPOINT = new RegExp(
  String.raw`(${ENDPOINT_WORD})(?:[^\d<>≤≥]|${EXPOSURE_TIME}){0,60}?${DOSE}`,
  'giu',
);
const ENDPOINTS = new RegExp(ENDPOINT_WORD, 'giu');
/** A value with its unit alone, which an endpoint in a heading line or column header names. */
const VALUE = new RegExp(DOSE, 'giu');
/** Other endpoints (no-effect levels, lowest lethal doses, ecotoxicity): their values are not LD50/LC50. */
const OTHER_ENDPOINT = /\b(?:NOA?EL|NOA?EC|LOA?EL|LOA?EC|[EI]C50|ErC50|[EL]L50|LD100|LDLo|LCLo|TDLo|TCLo)\b/i;
/** How many lines without a value an endpoint printed alone ("Acute oral toxicity : LD50") still heads. */
const PENDING_LINES = 4;
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

type Route = AcuteToxicity['route'];
const ALL_ROUTES: readonly Route[] = ROUTES.map(([route]) => route);
/** The RTECS route codes that registry extracts print in every language ("ORL-RAT LD50", "SKN MUS"). */
const REGISTRY_ROUTE = /\b(ORL|SKN|IHL)\b/;
const REGISTRY_ROUTES: Record<string, Route> = { ORL: 'oral', SKN: 'dermal', IHL: 'inhalation' };

/**
 * The routes a value's unit allows: a concentration in air (mg/l, mg/m3, ppm) is inhaled, a dose per
 * body weight is swallowed or put on the skin. A route word that contradicts the unit belongs to
 * another value of the line or to a heading further up.
 */
function routesFor(unit: string): readonly Route[] {
  return unit === 'mg/kg' ? ['oral', 'dermal'] : ['inhalation'];
}

/** The route whose word stands nearest before an offset of a line folded in place. */
function routeBefore(inPlace: string, end: number, allowed: readonly Route[]): Route {
  const before = inPlace.slice(0, end);
  const found = ROUTES.filter(([route]) => allowed.includes(route))
    .map(([route, stems]) => ({
      route,
      at: Math.max(...stems.map((stem) => before.lastIndexOf(stem))),
    }))
    .filter((candidate) => candidate.at >= 0);
  return found.sort((a, b) => b.at - a.at)[0]?.route ?? null;
}

/**
 * Air weighs about 1.2 g a litre, so no concentration in air reaches 1000 mg/l: "1.321 mg/l" is a
 * decimal point, not thousands grouped. A comma ("2,300 mg/l") is read as printed, grouping thousands.
 */
const MOST_MG_PER_LITRE_OF_AIR = 1000;

function doseNumber(printed: string, unit: string): number {
  const grouped = parseGroupedNumber(printed);
  const decimalPoint = /^\d+\.\d+$/.test(printed.trim());
  return unit === 'mg/l' && decimalPoint && grouped > MOST_MG_PER_LITRE_OF_AIR
    ? parseDecimal(printed)
    : grouped;
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

function componentSubject(component: Component): Subject {
  return { subject: 'component', substance: component.name, cas_number: component.cas_number };
}

type Endpoint = AcuteToxicity['endpoint'];
const endpointOf = (printed: string): Endpoint => (/^(?:LC|CL)/i.test(printed) ? 'LC50' : 'LD50');

/**
 * The route a value's line or the lines above it name, among those its unit allows. A route word after
 * the value counts only on a line with one value: on a list ("oral: LD50 = 2400 mg/kg; skin: LD50 = …")
 * it names the next value.
 */
function valueRoute(inPlace: string, end: number, unit: string, above: Route, lone: boolean): Route {
  const allowed = routesFor(unit);
  if (!allowed.includes('oral')) return 'inhalation';
  const registry = REGISTRY_ROUTES[REGISTRY_ROUTE.exec(inPlace.toUpperCase())?.[1] ?? ''] ?? null;
  const candidates = [
    routeBefore(inPlace, end, allowed),
    lone ? routeBefore(inPlace, inPlace.length, allowed) : null,
  ];
  return (
    candidates.find(Boolean) ??
    (allowed.includes(registry) ? registry : null) ??
    (allowed.includes(above) ? above : null)
  );
}

/** A column of a header row that prints endpoints without values ("LD50 oral   LD50 dermal   LD50 inhalation"). */
interface Column {
  at: number;
  endpoint: Endpoint;
  route: Route;
}

function headerColumns(text: string, inPlace: string): Column[] {
  const tokens = [...text.matchAll(ENDPOINTS)];
  if (tokens.length < 2) return [];
  return tokens.map((token, i) => {
    const next = tokens[i + 1]?.index ?? text.length;
    const previous = tokens[i - 1];
    const previousEnd = previous ? previous.index + previous[0].length : 0;
    const after = inPlace.slice(token.index, next);
    const before = inPlace.slice(previousEnd, token.index);
    return {
      at: token.index,
      endpoint: endpointOf(token[0]),
      route: routeBefore(after, after.length, ALL_ROUTES) ?? routeBefore(before, before.length, ALL_ROUTES),
    };
  });
}

const nearestColumn = (columns: readonly Column[], at: number): Column | undefined =>
  [...columns].sort((a, b) => Math.abs(a.at - at) - Math.abs(b.at - at))[0];

/** A printed value: its bound sign ("> "), number and unit as the document prints them. */
interface Dose {
  bound: string | undefined;
  number: string | undefined;
  unit: string | undefined;
}
const doseOf = (match: RegExpMatchArray, first: number): Dose => ({
  bound: match[first],
  number: match[first + 1],
  unit: match[first + 2],
});

/** What the lines above a value-only line say its values are. */
interface Heading {
  route: Route;
  columns: Column[];
  pending: { endpoint: Endpoint; route: Route; linesLeft: number } | null;
}

/**
 * Acute toxicity values (LD50 / LC50) of section 11 with the route, species and what they were measured
 * on: the section 3 component a line or the rows above it name, else the product when the document is a
 * single substance; otherwise the subject is left null (a mixture's sheet that does not say). An
 * endpoint printed without its value heads the values of the lines below it: as a column header
 * ("LD50 oral   LD50 dermal" over a row of values) or alone ("Acute oral toxicity : LD50" over "> 5,000 mg/kg").
 */
export function extractToxicology(ctx: ExtractionContext, composition: ExtractedComposition): Toxicology {
  const path = 'toxicological_information';
  const acute: AcuteToxicity[] = [];
  const single = composition.type === 'substance' || composition.components.length === 1;
  const productSubject: Subject = single
    ? { subject: 'product', substance: null, cas_number: null }
    : { subject: null, substance: null, cas_number: null };
  let current = productSubject;
  const heading: Heading = { route: null, columns: [], pending: null };
  const record: Recorder = (line, endpoint, dose, route, sure) => {
    const printed = doseNumber(dose.number ?? '', normalised(0, dose.unit ?? '').unit);
    if (!Number.isFinite(printed)) return;
    acute.push({
      route,
      species: SPECIES.exec(fold(line.text))?.[1] ?? null,
      endpoint,
      ...normalised(printed, dose.unit ?? ''),
      ...current,
      text: collapseSpaces(line.text).slice(0, 200),
    });
    // A bound ("> 2000 mg/kg") is recorded as its number, as labels and eSDScom give it.
    ctx.note(`${path}.acute_toxicity[${acute.length - 1}]`, line, dose.bound ? sure - 0.1 : sure);
  };
  for (const line of ctx.section(11)) {
    const folded = fold(line.text);
    const inPlace = foldInPlace(line.text);
    const named = single ? undefined : componentOn(line, composition.components);
    if (named) current = componentSubject(named);
    if (ESTIMATE.test(folded) || AQUATIC_GENUS.test(line.text)) continue;
    if (OTHER_ENDPOINT.test(line.text)) {
      Object.assign(heading, { columns: [], pending: null });
      continue;
    }
    const matches = [...line.text.matchAll(ENDPOINT)];
    if (matches[0]) readValuesBeforeEndpoint(line, inPlace.slice(0, matches[0].index), heading, record);
    for (const match of matches) {
      if (AQUATIC_TEST.test(match[0])) continue;
      const dose = doseOf(match, 2);
      const unit = normalised(0, dose.unit ?? '').unit;
      // A row of a table whose header prints the routes ("LD50 Oral   LD50 Dermal") takes its column's.
      const above = nearestColumn(heading.columns, match.index)?.route ?? heading.route;
      const route = valueRoute(inPlace, match.index + match[0].length, unit, above, matches.length === 1);
      record(line, endpointOf(match[1] ?? ''), dose, route, 0.8);
    }
    if (matches.length > 0) {
      heading.pending = null;
      const last = matches[matches.length - 1] as RegExpExecArray;
      // A route named after the last value heads the value wrapped onto the next line.
      const trailing = inPlace.slice(last.index + last[0].length);
      heading.route = routeBefore(trailing, trailing.length, ALL_ROUTES) ?? heading.route;
      continue;
    }
    readValueOnlyLine(line, inPlace, heading, record);
  }
  return { acute_toxicity: acute };
}

type Recorder = (line: SourceLine, endpoint: Endpoint, dose: Dose, route: Route, sure: number) => void;

/**
 * A value that opens a line ("= 5 130 mg/kg; oral, rat: LD50 = …") before its first endpoint: the rest
 * of an endpoint the line above left pending. A value inside running text is not.
 */
function readValuesBeforeEndpoint(
  line: SourceLine,
  opening: string,
  heading: Heading,
  record: Recorder,
): void {
  const { pending } = heading;
  if (!pending) return;
  for (const value of opening.matchAll(VALUE)) {
    if (!/^[\s=:<>≤≥]*$/.test(opening.slice(0, value.index))) return;
    const dose = doseOf(value, 1);
    const unit = normalised(0, dose.unit ?? '').unit;
    record(line, pending.endpoint, dose, valueRoute(opening, value.index, unit, pending.route, false), 0.7);
  }
}

/** A line with no endpoint next to a value: it heads the lines below, or its values belong to a heading above. */
function readValueOnlyLine(line: SourceLine, inPlace: string, heading: Heading, record: Recorder): void {
  const tokens = [...line.text.matchAll(ENDPOINTS)];
  const values = [...line.text.matchAll(VALUE)];
  if (tokens.length >= 2 && values.length === 0) {
    Object.assign(heading, { columns: headerColumns(line.text, inPlace), pending: null });
    return;
  }
  const [token] = tokens;
  if (token) {
    const route = routeBefore(inPlace, inPlace.length, ALL_ROUTES) ?? heading.route;
    Object.assign(heading, {
      columns: [],
      pending: { endpoint: endpointOf(token[0]), route, linesLeft: PENDING_LINES },
    });
  }
  if (values.length === 0) {
    // A line that names a route and prints no value heads the values below it ("Acute oral toxicity").
    heading.route = routeBefore(inPlace, inPlace.length, ALL_ROUTES) ?? heading.route;
    heading.columns = [];
    if (heading.pending && --heading.pending.linesLeft < 0) heading.pending = null;
    return;
  }
  if (AQUATIC_TEST.test(line.text)) return;
  for (const value of values) {
    const dose = doseOf(value, 1);
    const unit = normalised(0, dose.unit ?? '').unit;
    const column = nearestColumn(heading.columns, value.index);
    const pending = token && value.index < token.index ? undefined : heading.pending;
    const source = column ?? pending;
    if (!source) continue;
    const route = valueRoute(inPlace, value.index, unit, source.route ?? heading.route, values.length === 1);
    record(line, source.endpoint, dose, route, 0.7);
  }
}
