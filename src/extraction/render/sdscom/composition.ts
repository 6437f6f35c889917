import type { LayoutA } from '../../schema/index.js';
import { clpClassification } from './classification.js';
import { phrase } from './phrase.js';
import { numericRange } from './quantity.js';
import { sdscomUnit } from './units.js';
import { clip, each, type XmlTree } from './xml-tree.js';

/** Section 3 (`Composition`): the components with their identifiers, concentration and classification. */

type Component = LayoutA['composition']['components'][number];

function substance(component: Component): XmlTree {
  return {
    GenericName: component.name ? clip(component.name, 1024) : undefined,
    CasNo: component.cas_number ?? undefined,
    RegionEU: component.ec_number ? { EcNo: component.ec_number } : undefined,
  };
}

/**
 * `Concentration` is required. A concentration without bounds (not stated, or withheld) is an empty
 * range in per cent, and the printed text, if any, goes to `AdditionalInfo`.
 */
function concentration(component: Component): XmlTree {
  const { min, max, unit, text } = component.concentration;
  return { ...numericRange(min, max, text), Unit: sdscomUnit(unit) ?? '%' };
}

function component(item: Component, hCodes: readonly string[]): XmlTree {
  const classification = clpClassification(item.classification, hCodes);
  const printed = item.concentration.text;
  const unitLost = item.concentration.unit !== null && sdscomUnit(item.concentration.unit) === undefined;
  return {
    Substance: substance(item),
    Concentration: concentration(item),
    AdditionalInfo: [
      printed && (unitLost || (item.concentration.min === null && item.concentration.max === null))
        ? phrase(printed)
        : undefined,
      ...classification.other.map((text) => phrase(text)),
    ],
    Classification: classification.clp,
  };
}

/** Component H codes are not in the record; its classification's own codes are all there is. */
function componentHCodes(item: Component): string[] {
  return item.classification.flatMap((entry) => entry.match(/\bH\d{3}\b/g) ?? []);
}

export function composition(record: LayoutA): XmlTree {
  const { type, components } = record.composition;
  if (components.length === 0) return {};
  const single = type === 'substance' && components.length === 1;
  return {
    RegionEU: {
      CompositionType: single ? 'SingleConstituent' : type === 'substance' ? 'MultiConstituent' : 'Mixture',
      Component: each(components, (item) => component(item, componentHCodes(item))),
    },
  };
}
