/**
 * The landing page's example and the README's answer show a complete, correct record: the example
 * sheet is printed as a real PDF, read by the real engine in the default schema, and every value of
 * the record is read back against the data the sheet was written from.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SCHEMA_VERSION } from '../../../src/extraction/contract.js';
import { extractSds } from '../../../src/extraction/index.js';
import { regulatoryLists } from '../../../src/extraction/reference/regulatory-lists.js';
import type { LayoutA, RegulatoryFlag } from '../../../src/extraction/schema/index.js';
import { buildExampleSdsPdf, EXAMPLE_SHEET } from '../../../src/site/example/example-sds.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const sheet = EXAMPLE_SHEET;
const casOf = (name: string) => sheet.composition.components.find((c) => c.name === name)?.cas ?? null;
const notStated = { value: null, min: null, max: null, unit: null, text: null };
/** The sheet's two components are on CLP Annex VI (harmonised classification) and on no other list. */
const HARMONISED: Record<string, RegulatoryFlag> = {
  '67-64-1': {
    list: 'clp_annex_vi',
    entry: '606-001-00-8',
    name: 'acetone; propan-2-one; propanone',
    reason: 'Flam. Liq. 2, STOT SE 3, Eye Irrit. 2',
    date: null,
  },
  '64-17-5': {
    list: 'clp_annex_vi',
    entry: '603-002-00-5',
    name: 'ethanol; ethyl alcohol',
    reason: 'Flam. Liq. 2',
    date: null,
  },
};

/** The record the sheet states, without `document` and `evidence`. */
function statedRecord(): Omit<LayoutA, 'document' | 'evidence'> {
  const { product, hazards, properties: p, transport } = sheet;
  return {
    schema_version: '2027-01',
    product_identification: {
      product_name: product.name,
      product_code: product.code,
      recommended_use: product.recommendedUse,
      restrictions_on_use: product.usesAdvisedAgainst,
      supplier_name: product.supplier,
      supplier_address: product.address,
      supplier_phone: product.phone,
      supplier_email: product.email,
      emergency_phone: product.emergencyPhone,
      ufi: null,
    },
    hazards_identification: {
      ghs_classification: [...hazards.classification],
      signal_word: hazards.signalWord,
      h_statements: hazards.hStatements.map(([code]) => code),
      euh_statements: [],
      p_statements: [...hazards.pStatements],
      pictograms: [...hazards.pictograms],
    },
    composition: {
      type: sheet.composition.type,
      components: sheet.composition.components.map((component) => ({
        name: component.name,
        cas_number: component.cas,
        ec_number: component.ec,
        concentration: {
          min: component.min,
          max: component.max,
          unit: '%',
          text: `${component.min} - ${component.max} %`,
        },
        classification: [...component.classification],
        regulatory: [HARMONISED[component.cas]].filter((flag) => flag !== undefined),
      })),
    },
    exposure_controls_ppe: {
      // Respiratory protection is stated as not required: no equipment recommended.
      ppe: ['eye_protection', 'hand_protection'],
      ppe_details: {
        eye_protection: sheet.protection.eye,
        hand_protection: sheet.protection.hand,
        skin_protection: null,
        respiratory_protection: null,
      },
      occupational_exposure_limits: sheet.exposureLimits.flatMap((row) =>
        row.limits.map((limit) => ({
          substance: row.component,
          cas_number: casOf(row.component),
          kind: limit.kind,
          list: row.list,
          country: row.country,
          value: limit.value,
          unit: limit.unit,
          source: row.source,
        })),
      ),
    },
    physical_chemical_properties: {
      physical_state: p.state,
      physical_state_text: p.state,
      color: p.colour,
      odor: p.odour,
      ph: notStated,
      flash_point_c: p.flashPointC,
      flash_point_text: `${p.flashPointC} °C`,
      boiling_point_c: p.boilingPointC,
      boiling_point_text: `${p.boilingPointC} °C`,
      melting_point_c: null,
      melting_point_text: null,
      density: {
        value: p.density,
        min: p.density,
        max: p.density,
        unit: 'g/cm³',
        text: `${p.density.toFixed(2)} g/cm3 at 20 °C`,
      },
      vapor_pressure: {
        value: p.vapourPressure.value,
        min: p.vapourPressure.value,
        max: p.vapourPressure.value,
        unit: p.vapourPressure.unit,
        text: `${p.vapourPressure.value} ${p.vapourPressure.unit} at 20 °C`,
      },
    },
    toxicological_information: {
      acute_toxicity: sheet.toxicity.map((entry) => ({
        route: entry.route,
        species: entry.species,
        endpoint: entry.endpoint,
        value: entry.value,
        unit: entry.unit,
        subject: 'component',
        substance: entry.component,
        cas_number: casOf(entry.component),
        text: `${entry.component}: ${entry.endpoint} ${entry.route} ${entry.species} ${entry.value} ${entry.unit}`,
      })),
    },
    transport_information: {
      regulated: true,
      un_number: transport.unNumber,
      proper_shipping_name: transport.shippingName,
      transport_hazard_class: transport.hazardClass,
      packing_group: transport.packingGroup,
      marine_pollutant: transport.marinePollutant,
      modes: [],
    },
    revision_metadata: {
      revision_date: sheet.revision.date,
      issue_date: null,
      version: sheet.revision.version,
      supersedes_date: null,
    },
    regulatory_screening: {
      svhc_above_0_1_percent: 'no',
      svhc: [],
      prop65_chemicals: [],
      restricted: [],
      authorisation_listed: [],
      lists: regulatoryLists().map(({ list, version_date }) => ({ list, version_date })),
    },
  };
}

/** The answer printed in the README under "A first extraction". */
function readmeAnswer(): { schema_version: string; outputs: { json: LayoutA } } {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const block = /The answer[\s\S]*?```json\n([\s\S]*?)\n```/.exec(readme)?.[1];
  if (!block) throw new Error('README.md has no example answer');
  return JSON.parse(block) as { schema_version: string; outputs: { json: LayoutA } };
}

describe("the landing page's example sheet", () => {
  let record: LayoutA;

  beforeAll(async () => {
    const result = await extractSds(await buildExampleSdsPdf(), {
      schemaVersion: DEFAULT_SCHEMA_VERSION,
      maxPages: 10,
    });
    record = result.outputs.json as LayoutA;
  });

  it('reads back every value the sheet states, in the default schema', () => {
    const { document, evidence, ...values } = record;
    expect(DEFAULT_SCHEMA_VERSION).toBe('2027-01');
    expect(values).toEqual(statedRecord());
    expect(document).toMatchObject({
      language: 'en',
      page_count: 2,
      text_source: 'native',
      format: 'ghs_sds',
    });
    expect(document.sections_found.map((section) => section.number)).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
    // Each component's name and amount come from the row its evidence shows.
    for (const [i, component] of sheet.composition.components.entries()) {
      const snippet = evidence[`composition.components[${i}].cas_number`]?.snippet ?? '';
      expect(snippet).toContain(component.name);
      expect(snippet).toContain(`${component.min} - ${component.max} %`);
    }
  });

  it("matches the record of the README's example answer", () => {
    const answer = readmeAnswer();
    const { document, evidence, ...values } = answer.outputs.json;
    expect(answer.schema_version).toBe(DEFAULT_SCHEMA_VERSION);
    expect(values).toEqual(statedRecord());
    expect(document).toEqual(record.document);
    for (const [key, shown] of Object.entries(evidence)) {
      expect(record.evidence[key]).toMatchObject({ page: shown.page, snippet: shown.snippet });
    }
  });
});
