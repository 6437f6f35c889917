import { reference } from '../reference/index.js';
import type { Component } from '../schema/index.js';
import { warning, type EngineWarning } from '../warnings.js';
import { listEntriesFor } from './list-index.js';

/**
 * `classification_below_harmonised`: a single substance whose SDS classification (section 2) leaves out
 * a hazard class of its harmonised classification (CLP Annex VI). A lower category of the same class is
 * not reported: only a class missing altogether. Mixtures are classified by rules outside this check.
 */

let classKeys: Map<string, string> | undefined;

/**
 * The hazard class an abbreviation belongs to: skin corrosion and irritation are one class, and so are
 * serious eye damage and eye irritation (the irritation categories are the corrosion classes' lower ones).
 */
function classKeyOf(abbreviation: string): string {
  if (!classKeys) {
    classKeys = new Map();
    for (const hazardClass of reference().hazardClasses.classes) {
      if (!classKeys.has(hazardClass.abbreviation))
        classKeys.set(hazardClass.abbreviation, hazardClass.abbreviation);
      if (hazardClass.abbreviation_above_category_1)
        classKeys.set(hazardClass.abbreviation_above_category_1, hazardClass.abbreviation);
    }
  }
  return classKeys.get(abbreviation) ?? abbreviation;
}

/** The class abbreviation an entry (`Carc. 1B`, `Acute Tox. 4`) starts with, the longest that fits. */
function abbreviationOf(classification: string): string | undefined {
  const normalised = classification.replace(/\s+/g, ' ').trim();
  return reference()
    .hazardClasses.abbreviations.filter((abbreviation) => normalised.startsWith(abbreviation))
    .sort((a, b) => b.length - a.length)[0];
}

const classKeysIn = (classifications: readonly string[]): Set<string> =>
  new Set(
    classifications.flatMap((classification) => {
      const abbreviation = abbreviationOf(classification);
      return abbreviation ? [classKeyOf(abbreviation)] : [];
    }),
  );

/** How a warning names the substance: its name and CAS number where both are known. */
function substanceLabel(component: {
  name: string | null;
  cas_number: string | null;
  ec_number: string | null;
}): string {
  const number = component.cas_number ?? component.ec_number;
  return component.name && number && component.name !== number
    ? `${component.name} (${number})`
    : (component.name ?? number ?? 'the substance');
}

export function classificationBelowHarmonised(
  component: Pick<Component, 'cas_number' | 'ec_number' | 'name'>,
  componentPath: string,
  sdsClassification: readonly string[],
): EngineWarning[] {
  if (sdsClassification.length === 0) return [];
  const stated = classKeysIn(sdsClassification);
  return listEntriesFor(component.cas_number, component.ec_number)
    .filter(({ list }) => list === 'clp_annex_vi')
    .flatMap(({ entry }) => {
      const omitted = [...new Set(entry.classes)].filter((harmonised) => {
        const abbreviation = abbreviationOf(harmonised);
        return abbreviation !== undefined && !stated.has(classKeyOf(abbreviation));
      });
      if (omitted.length === 0) return [];
      return [
        warning(
          'classification_below_harmonised',
          `The SDS classification of ${substanceLabel(component)} omits ${omitted.join(', ')} of its harmonised classification (CLP Annex VI index ${entry.entry}).`,
          { field: componentPath },
        ),
      ];
    });
}
