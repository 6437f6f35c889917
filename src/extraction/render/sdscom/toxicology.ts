import type { LayoutA } from '../../schema/index.js';
import { phrase } from './phrase.js';
import { sdscomUnit } from './units.js';
import type { XmlTree } from './xml-tree.js';

/** Section 11 (`ToxicologicalInformation`): acute toxicity test results (LD50/LC50). */

type AcuteToxicity = LayoutA['toxicological_information']['acute_toxicity'][number];

const ROUTES = { oral: 'Oral', dermal: 'Dermal', inhalation: 'Inhalation' } as const;

/** `mg/l/4h`, `mg/L (4 h)`: the unit and the exposure time printed with it. */
function splitExposureTime(printed: string): { unit: string; hours?: number } {
  const match = /^(.*?)[\s/]*\(?\s*(\d+(?:[.,]\d+)?)\s*h(?:ours?|rs?)?\s*\)?$/i.exec(printed.trim());
  if (!match?.[1]) return { unit: printed };
  return { unit: match[1], hours: Number(match[2]?.replace(',', '.')) };
}

function testResult(result: AcuteToxicity): XmlTree | undefined {
  const { unit: printedUnit, hours } = splitExposureTime(result.unit);
  const unit = sdscomUnit(printedUnit);
  if (!unit) return undefined;
  return {
    EffectTested: { Type: result.endpoint },
    ExposureRoute: { Route: result.route ? ROUTES[result.route] : 'Unreported' },
    ExposureTime: hours !== undefined ? { ExactValue: hours, Unit: 'h' } : undefined,
    Value: { ExactValue: result.value, Unit: unit },
    // Species is required; an empty phrase where the document names none.
    Species: { Value: result.species ? phrase(result.species) : {} },
    AdditionalInfo: phrase(result.text),
  };
}

export function toxicologicalInformation(record: LayoutA): XmlTree {
  const results = record.toxicological_information.acute_toxicity;
  const rendered = results.map((result) => ({ result, tree: testResult(result) }));
  const tests = rendered.flatMap(({ tree }) => (tree ? [tree] : []));
  return {
    AcuteToxicity: tests.length > 0 ? { TestResults: tests } : undefined,
    // Results whose unit eSDScom cannot express, as printed.
    AdditionalInfo: rendered.flatMap(({ result, tree }) => (tree ? [] : [phrase(result.text)])),
  };
}
