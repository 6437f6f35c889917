import type { LayoutA, Quantity } from '../../schema/index.js';
import { fold } from '../../text.js';
import { phrase, textPhrase } from './phrase.js';
import { sdscomUnit } from './units.js';
import type { XmlTree } from './xml-tree.js';

/**
 * Section 9 (`PhysicalChemicalProperties`). A value with a known unit becomes a number and unit; what
 * the document printed instead of a value ("not applicable", "> 100 °C") is kept as `AdditionalInfo`.
 */

type Properties = LayoutA['physical_chemical_properties'];

/** Physical state words (English, as the record mostly holds them) → eSDScom form and state. */
const STATES: ReadonlyArray<[RegExp, string, string | undefined]> = [
  [/aerosol/, 'aerosol dispenser: not specified', undefined],
  [/paste/, 'cream / paste', undefined],
  [/gas/, 'gas', 'gaseous'],
  [/liquid/, 'liquid', 'liquid'],
  [/solid|powder|crystal|granul/, 'solid', 'solid'],
];

function appearance(properties: Properties): XmlTree | undefined {
  const printed = properties.physical_state;
  const state = printed ? STATES.find(([pattern]) => pattern.test(fold(printed))) : undefined;
  const tree: XmlTree = {
    Form: state?.[1],
    FormDescription: state ? undefined : textPhrase(printed),
    StateUnderStandardConditions: state?.[2] ? { State: state[2] } : undefined,
    ColourDescription: textPhrase(properties.color),
    Odour: textPhrase(properties.odor),
  };
  return Object.values(tree).some((value) => value !== undefined) ? tree : undefined;
}

/** A `PhysChemUnitValue` in °C, or the printed text, or nothing. */
function celsius(value: number | null, printed: string | null): XmlTree | undefined {
  if (value === null && !printed) return undefined;
  return {
    UnitValue: value !== null ? { ExactValue: value, Unit: '°C' } : undefined,
    AdditionalInfo: value === null ? textPhrase(printed) : undefined,
  };
}

function withUnit(quantity: Quantity): XmlTree | undefined {
  const unit = sdscomUnit(quantity.unit);
  if (quantity.value === null || !unit)
    return quantity.text ? { AdditionalInfo: phrase(quantity.text) } : undefined;
  return { UnitValue: { ExactValue: quantity.value, Unit: unit } };
}

function ph(quantity: Quantity): XmlTree | undefined {
  if (quantity.value === null && !quantity.text) return undefined;
  return {
    Value: {
      Value: quantity.value !== null ? { ExactValue: quantity.value } : undefined,
      AdditionalInfo: quantity.value === null ? textPhrase(quantity.text) : undefined,
    },
  };
}

/** Density with a unit, or relative density (specific gravity) when printed without one. */
function densities(quantity: Quantity): XmlTree | undefined {
  if (quantity.value !== null && quantity.unit === null) {
    return { RelativeDensity: { Value: { ExactValue: quantity.value } } };
  }
  const density = withUnit(quantity);
  return density ? { Density: density } : undefined;
}

export function physicalChemicalProperties(record: LayoutA): XmlTree {
  const properties = record.physical_chemical_properties;
  const melting = celsius(properties.melting_point_c, properties.melting_point_text);
  const boiling = celsius(properties.boiling_point_c, properties.boiling_point_text);
  const flash = celsius(properties.flash_point_c, properties.flash_point_text);
  const safety: XmlTree = {
    PhValue: ph(properties.ph),
    MeltingPointRelated: melting ? { MeltingPoint: melting } : undefined,
    BoilingPointRelated: boiling ? { BoilingPoint: boiling } : undefined,
    FlashPoint: flash ? { Value: flash } : undefined,
    VapourPressure: withUnit(properties.vapor_pressure),
    Densities: densities(properties.density),
  };
  return {
    Appearance: appearance(properties),
    SafetyRelevantInformation: Object.values(safety).some((value) => value !== undefined)
      ? safety
      : undefined,
  };
}
