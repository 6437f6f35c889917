import { understandSds } from '../../../src/extraction/engine.js';
import { toEnvelope } from '../../../src/extraction/envelope.js';
import { sdscomForEnvelope } from '../../../src/extraction/render/sdscom/envelope.js';
import { toSdscom } from '../../../src/extraction/render/sdscom/index.js';
import { readSdscom } from '../../../src/extraction/render/sdscom/read.js';
import type { LayoutA } from '../../../src/extraction/schema/index.js';
import { roundTripMismatches } from '../../../scripts/sdscom/round-trip.js';
import { SDSCOM_XSD } from '../../../scripts/shared-data.js';
import { sdscomErrors } from '../../../scripts/sdscom/validate.js';
import { needing } from '../../support/shared-data.js';
import { textDocument } from './text-document.js';

/** Every rendering here is checked against the official schema. */
const withSchema = needing(SDSCOM_XSD);

const OPTIONS = { editingDate: '2025-07-01', tool: 'sds-extraction-service test' };

const FULL_SDS = [
  'SAFETY DATA SHEET',
  'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
  'Product name: Solvex Degreasing Solvent',
  'Product code: SD-200',
  'UFI: N1QV-R02N-J00H-5EVN',
  'Recommended use: Industrial degreasing of metal parts',
  'Supplier: Northbridge Chemicals GmbH, Hafenstrasse 12, 20457 Hamburg',
  'Telephone: +49 40 1234567',
  'E-mail: sds@northbridge.example.com',
  'Emergency telephone: +49 30 19240',
  'Revision date: 2024-03-15',
  'Version: 3.1',
  'SECTION 2: Hazards identification',
  'Flam. Liq. 2, H225',
  'Acute Tox. 4, H332',
  'STOT SE 3, H336',
  'Label elements',
  'Signal word: Danger',
  'H225 Highly flammable liquid and vapour.',
  'H332 Harmful if inhaled.',
  'H336 May cause drowsiness or dizziness.',
  'EUH066 Repeated exposure may cause skin dryness or cracking.',
  'P210 Keep away from heat.',
  'P305+P351+P338 IF IN EYES: Rinse cautiously with water for several minutes.',
  'SECTION 3: Composition/information on ingredients',
  'Acetone      67-64-1     200-662-2    50 - 70 %   Flam. Liq. 2, H225',
  'Toluene      108-88-3    203-625-9    < 10 %',
  'SECTION 8: Exposure controls/personal protection',
  'Acetone 67-64-1 TWA 500 ppm 1210 mg/m3',
  'Eye protection: Safety glasses with side shields.',
  'Hand protection: Wear nitrile gloves.',
  'SECTION 9: Physical and chemical properties',
  'Physical state: liquid',
  'Colour: colourless',
  'Flash point: -18 °C',
  'Boiling point: 56 °C',
  'pH: 7',
  'Density: 0.79 g/cm3',
  'SECTION 11: Toxicological information',
  'LD50 oral rat: 5800 mg/kg',
  'LC50 inhalation rat: 76 mg/l/4h',
  'SECTION 14: Transport information',
  'UN number: UN1993',
  'Proper shipping name: FLAMMABLE LIQUID, N.O.S.',
  'Transport hazard class: 3',
  'Packing group: II',
];

function extracted(...pages: string[][]): LayoutA {
  return understandSds(textDocument(...pages), { schemaVersion: '2026-12' }).outputs
    .json as unknown as LayoutA;
}

/** Renders a record, and asserts it is schema-valid and reads back unchanged. */
function rendered(record: LayoutA): string {
  const xml = toSdscom(record, OPTIONS);
  expect(sdscomErrors(xml)).toEqual([]);
  expect(roundTripMismatches(record, xml)).toEqual([]);
  return xml;
}

withSchema.describe('the eSDScom 5.6 rendering of a record', () => {
  const full = extracted(FULL_SDS);

  it('maps every section of a full SDS to a valid DatasheetFeed that reads back unchanged', () => {
    const xml = rendered(full);
    expect(readSdscom(xml)).toMatchObject({
      product_name: 'Solvex Degreasing Solvent',
      h_statements: expect.arrayContaining(['H225', 'H332', 'H336']),
      p_statements: expect.arrayContaining(['P210', 'P305+P351+P338']),
      cas_numbers: ['67-64-1', '108-88-3'],
      un_number: 'UN1993',
      revision_date: '2024-03-15',
    });
    for (const element of [
      '<eSDScom:DatasheetFeed xmlns:eSDScom="http://www.esdscom.eu/eSDScom">',
      '<Ufi>N1QV-R02N-J00H-5EVN</Ufi>',
      '<Country>DE</Country>',
      '<EditingDate>2025-07-01</EditingDate>',
      '<SystemUsedInPreparation>sds-extraction-service test</SystemUsedInPreparation>',
      '<HazardClassCategory>Flam. Liq. 2</HazardClassCategory>',
      '<HazardClassCategory>Acute Tox. 4 (inhalation)</HazardClassCategory>',
      '<HazardClassCategory>STOT SE 3 (narc.)</HazardClassCategory>',
      '<SupplementalHazardInformation>',
      '<CasNo>67-64-1</CasNo>',
      '<EcNo>200-662-2</EcNo>',
      '<LowerValue>50</LowerValue>',
      '<UpperValueSymbol>lt</UpperValueSymbol>',
      '<LimitValueTypeWithCountryOrOrganisation>TWA</LimitValueTypeWithCountryOrOrganisation>',
      '<HandProtection>',
      '<Form>liquid</Form>',
      '<Unit>°C</Unit>',
      '<Type>LD50</Type>',
      '<Route>Inhalation</Route>',
      '<AdrRid>',
      '<PackingGroup>II</PackingGroup>',
      '<RevisionNo>3.1</RevisionNo>',
    ]) {
      expect(xml).toContain(element);
    }
  });

  it('gives each statement the wording the document prints beside its code', () => {
    const xml = rendered(full);
    expect(xml).toMatch(
      /<PhraseCode>225<\/PhraseCode>\s*<FullText>Highly flammable liquid and vapour\.<\/FullText>/,
    );
    expect(xml).toMatch(
      /<PhraseCode>305<\/PhraseCode>\s*<PhraseCode>351<\/PhraseCode>\s*<PhraseCode>338<\/PhraseCode>\s*<FullText>IF IN EYES/,
    );
  });

  it('gives a German code list or cut statement its official German wording', () => {
    const record: LayoutA = {
      ...full,
      document: { ...full.document, language: 'de' },
      hazards_identification: {
        ...full.hazards_identification,
        h_statements: ['H302'],
        p_statements: ['P264'],
      },
      evidence: {
        'hazards_identification.h_statements[0]': { page: 1, snippet: 'H302, H315', confidence: 0.9 },
        // A statement wrapping onto the next line: its cut wording is not given.
        'hazards_identification.p_statements[0]': {
          page: 1,
          snippet: 'P264 Nach Gebrauch Hände',
          confidence: 0.9,
        },
      },
    };
    const xml = rendered(record);
    expect(xml).toContain('<FreetextLanguageCode>de</FreetextLanguageCode>');
    expect(xml).toMatch(
      /<PhraseCode>302<\/PhraseCode>\s*<FullText>Gesundheitsschädlich bei Verschlucken\.<\/FullText>/,
    );
    expect(xml).toMatch(
      /<PhraseCode>264<\/PhraseCode>\s*<FullText>Nach Gebrauch .+ gründlich waschen\.<\/FullText>/,
    );
  });

  it('leaves the wording to the importer (H) or gives the official English one (P) in a language without official wordings', () => {
    const record: LayoutA = {
      ...full,
      document: { ...full.document, language: 'vi' },
      hazards_identification: {
        ...full.hazards_identification,
        h_statements: ['H302'],
        p_statements: ['P264'],
      },
      evidence: {},
    };
    const xml = rendered(record);
    expect(xml).toMatch(/<HazardStatement>\s*<PhraseCode>302<\/PhraseCode>\s*<\/HazardStatement>/);
    expect(xml).toMatch(/<PhraseCode>264<\/PhraseCode>\s*<FullText>Wash/);
  });

  it('escapes the characters XML reserves and reads them back unchanged', () => {
    const name = 'Clean & Shine <Pro> "Ultra" \'X\'';
    const record: LayoutA = {
      ...full,
      product_identification: {
        ...full.product_identification,
        product_name: name,
        supplier_name: 'A&B <Chemie>',
      },
    };
    const xml = rendered(record);
    expect(xml).toContain('Clean &amp; Shine &lt;Pro&gt;');
    expect(readSdscom(xml).product_name).toBe(name);
    expect(readSdscom(xml).supplier_name).toBe('A&B <Chemie>');
  });

  it('keeps all sixteen sections, empty, for a record with nothing in it', () => {
    const empty = extracted([
      'Dear Ms Okafor, thank you for your order of 14 February.',
      'We are pleased to confirm the delivery schedule for the second quarter of the year.',
    ]);
    const xml = rendered(empty);
    for (const section of [
      'HazardIdentification',
      'FirstAidMeasures',
      'TransportInformation',
      'OtherInformation',
    ]) {
      expect(xml).toMatch(new RegExp(`<${section}/>|<${section}>`));
    }
  });

  it('renders a Japanese SDS in its own script', () => {
    const record: LayoutA = {
      ...full,
      document: { ...full.document, language: 'ja' },
      product_identification: {
        ...full.product_identification,
        product_name: '脱脂溶剤 SD-200',
        supplier_name: '北橋化学株式会社',
        supplier_phone: '03-1234-5678',
      },
      composition: {
        type: 'mixture',
        components: [
          {
            name: 'アセトン',
            cas_number: '67-64-1',
            ec_number: null,
            concentration: { min: 50, max: 70, unit: '%', text: '50～70%' },
            classification: [],
            regulatory: [],
          },
        ],
      },
    };
    const xml = rendered(record);
    expect(xml).toContain('<TradeName>脱脂溶剤 SD-200</TradeName>');
    expect(xml).toContain('<GenericName>アセトン</GenericName>');
    expect(xml).toContain(
      '<RegulationsRelatedToCountryOrRegionCode>JP</RegulationsRelatedToCountryOrRegionCode>',
    );
  });

  it('renders a pre-GHS US MSDS: no label elements, regulations of the US', () => {
    const msds = extracted([
      'MATERIAL SAFETY DATA SHEET',
      'Section I - Product Identification',
      'Product name: Scour Pad Heavy Duty',
      'Manufacturer: Midwest Abrasives Inc.',
      'Emergency phone: 1-800-555-0199',
      'Section II - Hazardous Ingredients',
      'Aluminum oxide   1344-28-1   10-30%',
      'Date prepared: 06/14/2004',
    ]);
    const xml = rendered({ ...msds, document: { ...msds.document, format: 'osha_msds' } });
    expect(xml).toContain(
      '<RegulationsRelatedToCountryOrRegionCode>US</RegulationsRelatedToCountryOrRegionCode>',
    );
    expect(xml).not.toContain('<HazardLabelling>');
  });

  it('renders a gas: gaseous state, pressurised gas class, class 2 transport', () => {
    const gas = extracted([
      'SAFETY DATA SHEET',
      'SECTION 1: Identification',
      'Product name: Propane',
      'SECTION 2: Hazards identification',
      'Flam. Gas 1A, H220',
      'Press. Gas (Liq.), H280',
      'Signal word: Danger',
      'H220 Extremely flammable gas.',
      'H280 Contains gas under pressure; may explode if heated.',
      'SECTION 3: Composition/information on ingredients',
      'Propane   74-98-6   200-827-9   > 95 %',
      'SECTION 9: Physical and chemical properties',
      'Physical state: gas',
      'SECTION 14: Transport information',
      'UN number: UN1978',
      'Transport hazard class: 2.1',
    ]);
    const xml = rendered(gas);
    expect(xml).toContain('<State>gaseous</State>');
    expect(xml).toContain('<HazardClassCategory>Flam. Gas 1A</HazardClassCategory>');
    expect(xml).toContain('<Class>2</Class>');
  });

  it('keeps as text what CLP has no code for (a GHS-only H227, a US Eye Irrit. 2A... ) and stays valid', () => {
    const record: LayoutA = {
      ...full,
      hazards_identification: {
        ...full.hazards_identification,
        ghs_classification: ['Flammable liquids Category 4', 'Eye Irrit. 2A'],
        h_statements: ['H227', 'H319'],
        p_statements: ['P103', 'P370+P378'],
      },
      evidence: {},
    };
    const xml = rendered(record);
    expect(xml).toContain('<HazardClassCategory>Eye Irrit. 2A</HazardClassCategory>');
    expect(xml).toMatch(/<ClassificationAdditionalInformation>\s*<FullText>Flammable liquids Category 4/);
    expect(xml).toMatch(/<AdditionalLabellingInfo>\s*<PhraseCode>H227<\/PhraseCode>/);
    expect(xml).toMatch(/<AdditionalLabellingInfo>\s*<PhraseCode>P103<\/PhraseCode>/);
  });

  it('renders an extraction made in the flat 2024-10 schema from its six fields', () => {
    const result = understandSds(textDocument(FULL_SDS), { schemaVersion: '2024-10' });
    const { record, xml } = sdscomForEnvelope(toEnvelope('req_1', '2024-10', result, 5), {
      editingDate: '2025-07-01',
    });
    expect(sdscomErrors(xml)).toEqual([]);
    expect(roundTripMismatches(record, xml)).toEqual([]);
    expect(readSdscom(xml).un_number).toBe('UN1993');
  });
});

withSchema.describe('the eSDScom validation', () => {
  it('reports a document that lacks a required section', () => {
    const xml = toSdscom(extracted(FULL_SDS), OPTIONS).replace(/<StabilityReactivity\/>/, '');
    expect(sdscomErrors(xml).join('\n')).toMatch(/StabilityReactivity/);
  });
});
