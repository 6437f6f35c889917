import { pictogramsForHCodes } from '../fields/hazards.js';
import { reference, unClass } from '../reference/index.js';
import type { LayoutA } from '../schema/index.js';
import { warning, type EngineWarning } from '../warnings.js';

/** Cross-field rules of the record; each violation is a warning (and through it a confidence penalty). */

type Rule = (record: LayoutA) => EngineWarning[];

const FLAMMABLE_LIQUID_H = ['H224', 'H225', 'H226'];

const signalWordMatchesCodes: Rule = ({ hazards_identification: h }) => {
  const { danger_h_codes, warning_only_h_codes } = reference().labelElements;
  const bases = h.h_statements.map((code) => code.slice(0, 4));
  const needsDanger = bases.some((code) => danger_h_codes.includes(code));
  const needsWarning = bases.some((code) => warning_only_h_codes.includes(code));
  const field = 'hazards_identification.signal_word';
  if (needsDanger && h.signal_word !== 'Danger') {
    return [
      warning(
        'signal_word_mismatch',
        `H codes require the signal word Danger, found ${h.signal_word ?? 'none'}.`,
        { field },
      ),
    ];
  }
  if (!needsDanger && h.signal_word === 'Danger' && needsWarning) {
    return [
      warning('signal_word_mismatch', 'Signal word Danger although no H code calls for it.', { field }),
    ];
  }
  if (!needsDanger && needsWarning && h.signal_word === null) {
    return [
      warning('signal_word_mismatch', 'H codes call for the signal word Warning, none found.', { field }),
    ];
  }
  return [];
};

const pictogramsMatchCodes: Rule = ({ hazards_identification: h }) => {
  const expected = pictogramsForHCodes(h.h_statements);
  const missing = expected.filter((code) => !h.pictograms.includes(code));
  const extra = h.pictograms.filter((code) => !expected.includes(code) && code !== 'GHS07');
  if (missing.length === 0 && extra.length === 0) return [];
  return [
    warning(
      'pictogram_mismatch',
      `Pictograms ${h.pictograms.join(', ') || 'none'} do not fit the H codes (expected ${expected.join(', ') || 'none'}).`,
      {
        field: 'hazards_identification.pictograms',
      },
    ),
  ];
};

const flashPointMatchesFlammability: Rule = ({
  hazards_identification: h,
  physical_chemical_properties: p,
}) => {
  const flash = p.flash_point_c;
  if (flash === null) return [];
  const codes = h.h_statements.map((code) => code.slice(0, 4));
  const field = 'physical_chemical_properties.flash_point_c';
  const category = FLAMMABLE_LIQUID_H.find((code) => codes.includes(code));
  if (!category) return [];
  const consistent = category === 'H226' ? flash >= 23 && flash <= 60 : flash < 23;
  return consistent
    ? []
    : [warning('flash_point_mismatch', `Flash point ${flash} °C does not fit ${category}.`, { field })];
};

const unNumberMatchesClass: Rule = ({ transport_information: t }) => {
  if (!t.un_number || !t.transport_hazard_class) return [];
  const expected = unClass(t.un_number);
  if (!expected) return [];
  const sameClass =
    expected === t.transport_hazard_class ||
    expected.split('.')[0] === t.transport_hazard_class.split('.')[0];
  return sameClass
    ? []
    : [
        warning(
          'un_class_mismatch',
          `${t.un_number} is class ${expected}, the document says ${t.transport_hazard_class}.`,
          { field: 'transport_information.transport_hazard_class' },
        ),
      ];
};

const concentrationsCanAddUp: Rule = ({ composition }) => {
  const minimumTotal = composition.components
    .filter((component) => component.concentration.unit === '%')
    .reduce((total, component) => total + (component.concentration.min ?? 0), 0);
  return minimumTotal > 100.5
    ? [
        warning(
          'concentration_sum',
          `Minimum concentrations add up to ${minimumTotal.toFixed(1)} %, more than 100 %.`,
          { field: 'composition.components' },
        ),
      ]
    : [];
};

const noComponentCodesInSection2: Rule = ({ hazards_identification: h, composition }) => {
  const componentCodes = new Set(composition.components.flatMap((component) => component.classification));
  const productClasses = new Set(h.ghs_classification);
  const leaked = [...componentCodes].filter((c) => productClasses.has(c));
  // A classification shared by every component and the product is normal; flag only when section 2 carries
  // strictly more severe categories that appear solely in section 3 rows.
  return leaked.length > 0 && h.h_statements.length === 0
    ? [
        warning(
          'component_codes_in_section_2',
          'Section 2 classification equals component rows of section 3 but has no H codes.',
          { field: 'hazards_identification.ghs_classification' },
        ),
      ]
    : [];
};

const RULES: Rule[] = [
  signalWordMatchesCodes,
  pictogramsMatchCodes,
  flashPointMatchesFlammability,
  unNumberMatchesClass,
  concentrationsCanAddUp,
  noComponentCodesInSection2,
];

export function validateRecord(record: LayoutA): EngineWarning[] {
  return RULES.flatMap((rule) => rule(record));
}
