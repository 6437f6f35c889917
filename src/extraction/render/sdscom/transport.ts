import type { LayoutA, TransportMode } from '../../schema/index.js';
import { phrase, textPhrase } from './phrase.js';
import type { XmlTree } from './xml-tree.js';

/**
 * Section 14 (`TransportInformation`), per mode: road and rail → `RegionEU/AdrRid`, inland waterways →
 * `RegionEU/Adn`, sea → `Imdg`, air → `IataDgr`, US DOT → `RegionUS`. An entry for the document as a
 * whole (no mode named) is given as ADR/RID, the land transport an SDS's section 14 states first.
 */

type Entry = Pick<
  TransportMode,
  'un_number' | 'proper_shipping_name' | 'transport_hazard_class' | 'packing_group'
>;

const CLASSES = new Set(['1', '2', '3', '4.1', '4.2', '4.3', '5.1', '5.2', '6.1', '6.2', '7', '8', '9']);

/** `3`, `2.1` (a division of class 2 → `2`), `8 (3)` (class 8, subsidiary risk 3). */
function hazardClasses(printed: string | null): { main?: string; subsidiary: string[] } {
  const found = [...(printed ?? '').matchAll(/\b([1-9](?:\.[1-6])?)\b/g)].map((match) => match[1] ?? '');
  const known = found
    .map((code) => (CLASSES.has(code) ? code : (code.split('.')[0] ?? code)))
    .filter((c) => CLASSES.has(c));
  return { main: known[0], subsidiary: known.slice(1, 3) };
}

function unNo(entry: Entry): string | undefined {
  return entry.un_number?.replace(/^UN/, '');
}

function international(entry: Entry, nameElement: string): XmlTree {
  const classes = hazardClasses(entry.transport_hazard_class);
  return {
    UnNo: unNo(entry),
    [nameElement]: textPhrase(entry.proper_shipping_name),
    Class: classes.main,
    SubsidiaryRisk: classes.subsidiary,
  };
}

function adr(entry: Entry, language: string | null): XmlTree {
  const classes = hazardClasses(entry.transport_hazard_class);
  const name = textPhrase(entry.proper_shipping_name);
  return {
    UnNo: unNo(entry),
    ProperShippingNameEnglish: language === 'en' ? name : undefined,
    ProperShippingNameNational: language === 'en' ? undefined : name,
    Class: classes.main,
    PackingGroup: entry.packing_group ?? undefined,
  };
}

function usDot(entry: Entry): XmlTree {
  const classes = hazardClasses(entry.transport_hazard_class);
  return {
    IdNoUsaDot: entry.un_number ?? undefined,
    ProperShippingName: textPhrase(entry.proper_shipping_name),
    Class: classes.main,
    Subrisk: classes.subsidiary,
    PackingGroup: entry.packing_group ?? undefined,
  };
}

function summary(entry: Entry): string {
  return [entry.un_number, entry.proper_shipping_name, entry.transport_hazard_class, entry.packing_group]
    .filter(Boolean)
    .join(', ');
}

export function transportInformation(record: LayoutA): XmlTree {
  const transport = record.transport_information;
  const language = record.document.language;
  const hasEntry = (entry: Entry) =>
    Boolean(
      entry.un_number || entry.proper_shipping_name || entry.transport_hazard_class || entry.packing_group,
    );
  const modes: TransportMode[] =
    transport.modes.length > 0
      ? transport.modes
      : hasEntry(transport)
        ? [{ ...transport, mode: 'road' }]
        : [];
  const first = (...kinds: TransportMode['mode'][]) => modes.find((mode) => kinds.includes(mode.mode));
  const sea = first('sea');
  const air = first('air');
  const land = first('road', 'rail');
  const waterway = first('inland_waterway');
  const us = first('us_dot');
  const others = modes.filter((mode) => mode.mode === 'other' && hasEntry(mode));
  const marinePollutant = transport.marine_pollutant ?? undefined;
  const notRegulated =
    transport.regulated === false
      ? phrase('Not regulated as dangerous goods.', language === 'en' ? {} : { language: 'en' })
      : undefined;
  return {
    Imdg:
      sea || marinePollutant !== undefined
        ? {
            ...(sea ? international(sea, 'ProperShippingNameEnglish') : {}),
            PackingGroup: sea?.packing_group ?? undefined,
            MarinePollutant: marinePollutant,
          }
        : undefined,
    IataDgr: air
      ? { ...international(air, 'ProperShippingNameEnglish'), PackingGroup: air.packing_group ?? undefined }
      : undefined,
    AdditionalInfo: [notRegulated, ...others.map((mode) => phrase(summary(mode)))],
    RegionEU:
      land || waterway
        ? {
            AdrRid: land ? adr(land, language) : undefined,
            Adn: waterway ? adr(waterway, language) : undefined,
          }
        : undefined,
    RegionUS: us ? usDot(us) : undefined,
  };
}
