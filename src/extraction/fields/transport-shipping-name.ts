import { cells, collapseSpaces, fold, type SourceLine } from '../text.js';
import { withoutModes } from './transport-modes.js';
import { subsectionLines, withoutSubsectionNumber } from './subsections.js';

/**
 * The UN proper shipping name of section 14. Anchor: the numbered sub-section 14.2, whose rows give the
 * name per mode (the first row is the document's); without numbering, a row that starts with the
 * shipping-name label. Sources of the titles: Regulation (EU) 2020/878, Annex II, heading 14.2 in each
 * language version; US, Brazilian and Australian forms as printed under their regulations.
 */
const SHIPPING_NAME_LABELS = [
  'un proper shipping name',
  'proper shipping name',
  'shipping name',
  'ordnungsgemasse un-versandbezeichnung',
  'un-versandbezeichnung',
  'versandbezeichnung',
  "designation officielle de transport de l'onu",
  'designation officielle de transport',
  "nom d'expedition des nations unies",
  'designacion oficial de transporte de las naciones unidas',
  'designacion oficial de transporte',
  'designacao oficial de transporte da onu',
  'designacao oficial de transporte',
  'nome apropriado para embarque',
  "nome di spedizione dell'onu",
  'nome di spedizione',
  'designazione ufficiale onu di trasporto',
  'designazione ufficiale di trasporto',
  'juiste ladingnaam overeenkomstig de vn-modelregelgeving',
  'juiste ladingnaam',
  'officiele vervoersnaam',
  'prawidlowa nazwa przewozowa un',
  'prawidlowa nazwa przewozowa',
  'oficialni (osn) pojmenovani pro prepravu',
  'oficialni nazev',
  'spravne expedicne oznacenie osn',
  'naalezity nazov',
  'az ensz szerinti megfelelo szallitasi megnevezes',
  'helyes szallitasi megnevezes',
  'un-forsendelsesbetegnelse',
  'un-forsendelsesnavn',
  'officiell transportbenamning',
  'yk-kuljetusnimi',
  'kuljetuksessa kaytettava virallinen nimi',
  'uygun un tasimacilik adi',
  'uygun sevkiyat adi',
];
/** "Not regulated", "not applicable" and the like: the first mode carries no shipping name. */
const NO_NAME = [
  'not regulated',
  'not applicable',
  'not dangerous',
  'not restricted',
  'not subject',
  'n/a',
  'none',
  'nicht anwendbar',
  'nicht zutreffend',
  'kein gefahrgut',
  'non applicable',
  'sans objet',
  'non soumis',
  'no aplicable',
  'no regulado',
  'nao aplicavel',
  'nao regulamentado',
  'non applicabile',
  'non regolamentato',
  'niet van toepassing',
  'niet gereglementeerd',
  'nie dotyczy',
  'nepouzitelne',
  'nevztahuje se',
  'neuplatnuje sa',
  'nem alkalmazhato',
  'ikke relevant',
  'ikke reguleret',
  'ei sovelleta',
  'ei saannelty',
  'uygulanamaz',
];
/** Regulation and mode names that mark a cell or the part before a colon as a label. */
const MODE_TOKEN =
  /(?<![a-z])(?:adr|rid|adn|adnr|imdg|iata|icao|dot|49 ?cfr|tdg|adg|antt|road|rail|sea|air|land|ground|marine|inland)(?![a-z])/;
const ROMAN = /^(?:i{1,3}|iv|v)$/;
/** How many lines after an unnumbered label line may hold the name. */
const LINES_AFTER_LABEL = 4;

export interface ShippingName {
  value: string;
  line: SourceLine;
  confidence: number;
}

/** Strips a leading shipping-name label (after numbering and bullets); the rest of the text. */
function afterShippingLabel(folded: string): string | undefined {
  const text = folded.replace(/^[\s·•*-]+/, '');
  const label = SHIPPING_NAME_LABELS.find((candidate) => text.startsWith(candidate));
  return label === undefined ? undefined : text.slice(label.length);
}

/** A label cell: a mode ("IMDG", "Silniční přeprava (ADR/RID)"), a shipping-name label, or both. */
function isLabel(text: string): boolean {
  const folded = fold(text).replace(/^[\s·•*-]+/, '');
  if (folded === '') return true;
  if (MODE_TOKEN.test(folded)) return true;
  const rest = afterShippingLabel(withoutModes(folded));
  return rest !== undefined && !/\p{L}{2}/u.test(rest.replace(/\([^)]*\)/g, ''));
}

function isNoName(value: string): boolean {
  const folded = fold(value);
  return folded === '-' || NO_NAME.some((phrase) => folded.startsWith(phrase));
}

/** A name has a word of three letters and is not a mode, a fragment of a label or a packing group. */
function isShippingName(value: string): boolean {
  const folded = fold(value).replace(/[.:,;]+$/, '');
  return (
    /\p{L}{3}/u.test(value) &&
    !ROMAN.test(folded) &&
    /\p{L}{2}/u.test(withoutModes(folded)) &&
    afterShippingLabel(folded) === undefined &&
    !SHIPPING_NAME_LABELS.some((label) => ` ${label} `.includes(` ${folded} `))
  );
}

/** "UN 1950 AEROSOLS" or "1950, AEROSOLS": the name without the UN number printed before it. */
function cleaned(value: string): string {
  return collapseSpaces(value)
    .replace(/^(?:UN\s?)?\d{4}\b[\s,:-]*/i, '')
    .trim();
}

/**
 * The value a structured row gives: after its label's colon, or in the cell after its label cell; in a
 * table with a column per mode ("ACETONE   ACETONE   Acetone"), the first cell.
 */
function rowValue(text: string, tableRows: boolean): string | undefined {
  const colon = /^([^:：]*)[:：](.*)$/.exec(text);
  if (colon) return isLabel(colon[1] ?? '') ? cells(colon[2] ?? '')[0] : undefined;
  const [first, second] = cells(text);
  if (second === undefined || !first) return undefined;
  if (isLabel(first)) return second;
  return tableRows ? first : undefined;
}

/** The name continues on the next line when it ends with a comma ("SUBSTANCE, LIQUID," / "N.O.S."). */
function withContinuation(value: string, next: SourceLine | undefined): string {
  const more = next ? cells(next.text) : [];
  const continues = /,$/.test(value) && more.length === 1 && !/[:：]/.test(next?.text ?? '');
  return continues ? `${value} ${more[0]}` : value;
}

type Reading = ShippingName | 'none' | undefined;

/**
 * The first name in a block that starts at its heading: structured rows (label then value) first, then
 * a line that is only a name (less sure).
 */
function readBlock(block: readonly SourceLine[], confidence: number, tableRows: boolean): Reading {
  const texts = block.map((line, i) => (i === 0 ? withoutSubsectionNumber(line.text) : line.text).trim());
  const passes: Array<(text: string) => string | undefined> = [
    (text) => rowValue(text, tableRows),
    (text) => (cells(text).length === 1 && !/[:：]/.test(text) ? text : undefined),
  ];
  for (const [pass, read] of passes.entries()) {
    for (const [i, text] of texts.entries()) {
      const value = read(i === 0 ? withoutHeadingTitle(text) : text);
      if (value === undefined || value === '') continue;
      if (isNoName(value)) return 'none';
      const name = cleaned(value);
      if (!isShippingName(name)) continue;
      const line = block[i] as SourceLine;
      return { value: withContinuation(name, block[i + 1]), line, confidence: confidence - pass * 0.1 };
    }
  }
  return undefined;
}

/**
 * The heading line's own title is not a value: "14.2 UN proper shipping name: ACETONE" keeps
 * ": ACETONE", a table row "14.2 UN proper   GASOLIE   GASOLIE" keeps its value cells.
 */
function withoutHeadingTitle(text: string): string {
  const collapsed = collapseSpaces(withoutModes(text));
  const rest = afterShippingLabel(fold(collapsed));
  if (rest !== undefined) {
    const value = collapsed.slice(collapsed.length - rest.length).replace(/^\s*(?:\([^)]*\))?\s*[:：]?/, '');
    return value.trim() === '' ? '' : `:${value}`;
  }
  const [, ...values] = cells(text);
  return values.length > 0 ? `:${values.join('   ')}` : '';
}

/** The next item of an unnumbered section 14: class, packing group, UN number, hazards for the environment. */
const NEXT_ITEM =
  /^[\s·•*-]*(?:transport hazard|hazard class|class|division|packing|packaging|pg\b|un[- ]?(?:no|number|#)|environmental|marine pollutant|special precautions|klasse|classe|clase|verpackungsgruppe|grupo de embala)/;

/** Lines from an unnumbered shipping-name label (a row or a heading) to a few lines below it. */
function labelBlock(lines: readonly SourceLine[]): SourceLine[] {
  const at = lines.findIndex((line) => afterShippingLabel(fold(withoutModes(line.text))) !== undefined);
  if (at < 0) return [];
  const below = lines.slice(at + 1, at + 1 + LINES_AFTER_LABEL);
  const end = below.findIndex((line) => NEXT_ITEM.test(fold(line.text)));
  return [lines[at] as SourceLine, ...(end < 0 ? below : below.slice(0, end))];
}

/**
 * The proper shipping name of section 14 (or of one mode's block): under the numbered 14.2 heading, else
 * under or beside its label. Null when the first mode says it is not regulated.
 */
export function findShippingName(lines: readonly SourceLine[]): ShippingName | null | undefined {
  const numbered = subsectionLines(lines, '14.2');
  const reading =
    numbered.length > 0 ? readBlock(numbered, 0.85, true) : readBlock(labelBlock(lines), 0.75, false);
  return reading === 'none' ? null : reading;
}
