import { regulatoryLists, type RegulatoryListName } from '../reference/regulatory-lists.js';
import type {
  Component,
  ExtractedComposition,
  LayoutA,
  RegulatoryScreening,
  ScreenedComponent,
} from '../schema/index.js';
import type { EngineWarning } from '../warnings.js';
import { classificationBelowHarmonised } from './harmonised.js';
import { regulatoryFlags } from './list-index.js';
import { strongestAnswer, svhcThresholdAnswer } from './svhc-threshold.js';

/** Section 3's components screened against the regulatory lists, with the product's summary. */
export interface Screening {
  composition: LayoutA['composition'];
  regulatory_screening: RegulatoryScreening;
  warnings: EngineWarning[];
}

function componentsOn(components: Component[], list: RegulatoryListName): ScreenedComponent[] {
  return components.flatMap((component) =>
    [...new Set(component.regulatory.filter((flag) => flag.list === list).map((flag) => flag.entry))].map(
      (entry) => ({
        name: component.name,
        cas_number: component.cas_number,
        ec_number: component.ec_number,
        entry,
      }),
    ),
  );
}

/**
 * Flags each component found on a list by its CAS or EC number and sums the flags up for the product;
 * a single substance's SDS classification (section 2) is checked against its harmonised one.
 */
export function screenComposition(
  extracted: ExtractedComposition,
  sdsClassification: readonly string[],
): Screening {
  const components = extracted.components.map((component) => ({
    ...component,
    regulatory: regulatoryFlags(component.cas_number, component.ec_number),
  }));
  const svhcAnswers = components
    .filter((component) => component.regulatory.some((flag) => flag.list === 'reach_candidate_list'))
    .map((component) => svhcThresholdAnswer(component.concentration));
  const single = extracted.type === 'substance' && components.length === 1;
  return {
    composition: { type: extracted.type, components },
    regulatory_screening: {
      svhc_above_0_1_percent: strongestAnswer(svhcAnswers),
      svhc: componentsOn(components, 'reach_candidate_list'),
      prop65_chemicals: componentsOn(components, 'prop65'),
      restricted: componentsOn(components, 'reach_annex_xvii'),
      authorisation_listed: componentsOn(components, 'reach_annex_xiv'),
      lists: regulatoryLists().map(({ list, version_date }) => ({ list, version_date })),
    },
    warnings:
      single && components[0]
        ? classificationBelowHarmonised(components[0], 'composition.components[0]', sdsClassification)
        : [],
  };
}
