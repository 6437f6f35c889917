/** A complete Layout A record of a solvent blend, for the diff's unit tests to change one field at a time. */
import type { LayoutA } from '../../../src/extraction/schema/index.js';

const evidence = (page: number, snippet: string) => ({ page, snippet, confidence: 0.9 });

export function solventRecord(): LayoutA {
  return {
    schema_version: '2027-01',
    document: { language: 'en', page_count: 2, text_source: 'native', format: 'ghs_sds', sections_found: [] },
    product_identification: {
      product_name: 'Solvex Degreasing Solvent SD-200',
      product_code: 'SD-200-25L',
      recommended_use: 'Industrial degreasing',
      restrictions_on_use: null,
      supplier_name: 'Northbridge Chemicals Ltd.',
      supplier_address: '12 Harbour Road, Leeds LS1 4AB, United Kingdom',
      supplier_phone: '+44 113 496 0001',
      supplier_email: 'sds@northbridge-chem.example',
      emergency_phone: '+44 113 496 0999',
      ufi: null,
    },
    hazards_identification: {
      ghs_classification: ['Flam. Liq. 2', 'Eye Irrit. 2', 'STOT SE 3'],
      signal_word: 'Danger',
      h_statements: ['H225', 'H319', 'H336'],
      euh_statements: [],
      p_statements: ['P210', 'P233', 'P280'],
      pictograms: ['GHS02', 'GHS07'],
    },
    composition: {
      type: 'mixture',
      components: [
        {
          name: 'Acetone',
          cas_number: '67-64-1',
          ec_number: '200-662-2',
          concentration: { min: 50, max: 70, unit: '%', text: '50 - 70' },
          classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
          regulatory: [],
        },
        {
          name: 'Propan-2-ol',
          cas_number: '67-63-0',
          ec_number: '200-661-7',
          concentration: { min: 5, max: 10, unit: '%', text: '5 - 10' },
          classification: ['Flam. Liq. 2'],
          regulatory: [],
        },
      ],
    },
    regulatory_screening: {
      svhc_above_0_1_percent: 'no',
      svhc: [],
      prop65_chemicals: [],
      restricted: [],
      authorisation_listed: [],
      lists: [],
    },
    exposure_controls_ppe: {
      ppe: ['eye_protection', 'hand_protection'],
      ppe_details: {
        eye_protection: 'Safety glasses',
        hand_protection: 'Butyl gloves',
        skin_protection: null,
        respiratory_protection: null,
      },
      occupational_exposure_limits: [
        {
          substance: 'Acetone',
          cas_number: '67-64-1',
          kind: 'long_term',
          list: 'WEL',
          country: 'GB',
          value: 500,
          unit: 'ppm',
          source: 'EH40',
        },
      ],
    },
    physical_chemical_properties: {
      physical_state: 'liquid',
      physical_state_text: 'Liquid',
      color: 'Colourless',
      odor: null,
      ph: { value: null, min: null, max: null, unit: null, text: 'Not applicable' },
      flash_point_c: -18,
      flash_point_text: '-18 °C (closed cup)',
      boiling_point_c: 56,
      boiling_point_text: '56 °C',
      melting_point_c: null,
      melting_point_text: null,
      density: { value: 0.81, min: 0.81, max: 0.81, unit: 'g/cm³', text: '0.81 g/cm³ at 20 °C' },
      vapor_pressure: { value: null, min: null, max: null, unit: null, text: null },
    },
    toxicological_information: { acute_toxicity: [] },
    transport_information: {
      regulated: true,
      un_number: 'UN1993',
      proper_shipping_name: 'FLAMMABLE LIQUID, N.O.S.',
      transport_hazard_class: '3',
      packing_group: 'II',
      marine_pollutant: false,
      modes: [],
    },
    revision_metadata: {
      revision_date: '2024-03-15',
      issue_date: null,
      version: '3.1',
      supersedes_date: null,
    },
    evidence: {
      'product_identification.supplier_phone': evidence(1, 'Telephone: +44 113 496 0001'),
      'hazards_identification.h_statements[0]': evidence(1, 'H225 Highly flammable liquid and vapour.'),
      'hazards_identification.h_statements[1]': evidence(1, 'H319 Causes serious eye irritation.'),
      'hazards_identification.h_statements[2]': evidence(1, 'H336 May cause drowsiness or dizziness.'),
      'composition.components[1].cas_number': evidence(1, 'Propan-2-ol 67-63-0 200-661-7 5 - 10'),
      'transport_information.un_number': evidence(2, 'UN number: UN1993'),
    },
  };
}
