import { extractSds } from '../../../src/extraction/index.js';
import { extractExposureControls } from '../../../src/extraction/fields/ppe.js';
import { extractProperties } from '../../../src/extraction/fields/properties.js';
import { terminateOcr } from '../../../src/extraction/pdf/index.js';
import { buildOshaFormPdf, OSHA_FORM_FACTS } from '../../fixtures/osha-form.js';
import { DEFAULT_SDS_FACTS } from '../../fixtures/sds-pdf.js';
import { buildTwoColumnSdsPdf, rasterisePdf } from '../../fixtures/special-pdfs.js';
import { turnPageContent, withPageRotation } from '../../fixtures/turned-pages.js';
import { contextFor } from './text-document.js';

// OCR of a whole page on a loaded 2-core runner (a turned scan is read in several orientations).
const OCR_TIMEOUT_MS = 300_000;

afterAll(async () => {
  await terminateOcr();
});

interface FormRecord {
  document: { text_source: string };
  product_identification: {
    product_name: string | null;
    supplier_name: string | null;
    emergency_phone: string | null;
  };
  revision_metadata: { revision_date: string | null };
  composition: { components: Array<{ cas_number: string | null; concentration: { text: string } | null }> };
  physical_chemical_properties: {
    physical_state: string | null;
    flash_point_c: number | null;
    boiling_point_c: number | null;
    density: { value: number | null };
  };
  exposure_controls_ppe: { ppe: string[] };
}

/** The fields the filled-in form states, as extracted from `pdf`. */
async function formFields(pdf: Uint8Array) {
  const result = await extractSds(pdf, { schemaVersion: '2026-12', maxPages: 2, languageHint: 'en' });
  const record = result.outputs.json as unknown as FormRecord;
  const properties = record.physical_chemical_properties;
  return {
    source: record.document.text_source,
    productName: record.product_identification.product_name,
    supplierName: record.product_identification.supplier_name,
    emergencyPhone: record.product_identification.emergency_phone,
    revisionDate: record.revision_metadata.revision_date,
    components: record.composition.components.map((component) => [
      component.cas_number,
      component.concentration?.text ?? null,
    ]),
    physicalState: properties.physical_state,
    flashPoint: properties.flash_point_c === null ? null : Math.round(properties.flash_point_c),
    boilingPoint: properties.boiling_point_c,
    specificGravity: properties.density.value,
    ppe: record.exposure_controls_ppe.ppe,
  };
}

const facts = OSHA_FORM_FACTS;
const expectedFields = (source: 'native' | 'ocr') => ({
  source,
  productName: facts.productName,
  supplierName: facts.supplierName,
  emergencyPhone: facts.emergencyPhone,
  revisionDate: facts.revisionDate,
  components: facts.components.map((component) => [component.casNumber, component.percent]),
  physicalState: 'liquid',
  flashPoint: facts.flashPointCelsius,
  boilingPoint: facts.boilingPointCelsius,
  specificGravity: Number(facts.specificGravity),
  ppe: ['eye_protection', 'hand_protection', 'respiratory_protection'],
});

describe('an old MSDS on the boxed OSHA form, boxes side by side', () => {
  it('yields product, supplier, date, ingredients, flash and boiling points from its text layer', async () => {
    expect(await formFields(await buildOshaFormPdf())).toEqual(expectedFields('native'));
  });

  it(
    'yields the same fields scanned: typed words stay one cell and the captions keep their boxes',
    async () => {
      expect(await formFields(await rasterisePdf(await buildOshaFormPdf()))).toEqual(expectedFields('ocr'));
    },
    OCR_TIMEOUT_MS,
  );

  it('reads the flash point typed in the box under its caption, with the fire data', () => {
    const properties = extractProperties(
      contextFor([
        'SECTION III - PHYSICAL DATA',
        'Boiling Point  212 F',
        'SECTION IV - FIRE AND EXPLOSION HAZARD DATA',
        'Flash Point (Method Used)            Flammable Limits       LEL       UEL',
        '  140 F (PMCC)                                              1.1       7.0',
        'SECTION V - REACTIVITY DATA',
      ]),
    );
    expect(properties.flash_point_c).toBe(60);
    expect(properties.boiling_point_c).toBe(100);
  });

  it('reads each protection box apart from the next one (no hygiene advice read into the gloves)', () => {
    const ctx = contextFor([
      'SECTION VIII - CONTROL MEASURES',
      'Respiratory Protection (Specify Type)  ORGANIC VAPOR RESPIRATOR',
      'Protective Gloves  NITRILE RUBBER',
      'Work/Hygienic Practices  WASH HANDS BEFORE EATING',
      'SECTION IX - SPECIAL PRECAUTIONS',
    ]);
    expect(extractExposureControls(ctx).ppe).toEqual(['hand_protection', 'respiratory_protection']);
  });

  it('takes no sub-section heading below a caption row for its value', () => {
    const properties = extractProperties(
      contextFor([
        '9 PHYSICAL AND CHEMICAL PROPERTIES',
        '9.1 Information on basic physical and chemical properties',
        'Flash point           Not applicable',
        '9.2 Other information',
      ]),
    );
    expect(properties.flash_point_c).toBeNull();
  });
});

describe('pages turned sideways or upside down read like upright ones', () => {
  it.each([90, 180, 270] as const)('the form stored with /Rotate %i', async (rotation) => {
    expect(await formFields(await withPageRotation(await buildOshaFormPdf(), rotation))).toEqual(
      expectedFields('native'),
    );
  });

  it.each([90, 180, 270] as const)('the form drawn turned by %i° in its text matrices', async (turn) => {
    expect(await formFields(await turnPageContent(await buildOshaFormPdf(), turn))).toEqual(
      expectedFields('native'),
    );
  });

  it.each([90, 180, 270] as const)(
    'the form scanned turned by %i° is turned back and read',
    async (turn) => {
      expect(await formFields(await rasterisePdf(await buildOshaFormPdf(), turn))).toEqual(
        expectedFields('ocr'),
      );
    },
    OCR_TIMEOUT_MS,
  );
});

describe('a page whose body runs in two newspaper columns', () => {
  interface SdsRecord {
    product_identification: { product_name: string | null; supplier_name: string | null };
    hazards_identification: { signal_word: string | null; h_statements: string[] };
    composition: { components: Array<{ cas_number: string | null }> };
    transport_information: { un_number: string | null };
  }
  const fieldsOf = async (pdf: Uint8Array) => {
    const result = await extractSds(pdf, { schemaVersion: '2026-12', maxPages: 3, languageHint: 'en' });
    const record = result.outputs.json as unknown as SdsRecord;
    return {
      productName: record.product_identification.product_name,
      supplierName: record.product_identification.supplier_name,
      signalWord: record.hazards_identification.signal_word,
      hCodes: record.hazards_identification.h_statements,
      casNumbers: record.composition.components.map((component) => component.cas_number),
      unNumber: record.transport_information.un_number,
    };
  };
  const expected = {
    productName: DEFAULT_SDS_FACTS.productName,
    supplierName: DEFAULT_SDS_FACTS.supplierName,
    signalWord: DEFAULT_SDS_FACTS.signalWord,
    hCodes: DEFAULT_SDS_FACTS.hStatements.map((statement) => statement.split(' ')[0]),
    casNumbers: DEFAULT_SDS_FACTS.components.map((component) => component.casNumber),
    unNumber: DEFAULT_SDS_FACTS.unNumber,
  };

  it('yields its fields from the text layer, column by column', async () => {
    expect(await fieldsOf(await buildTwoColumnSdsPdf())).toEqual(expected);
  });

  it(
    'yields the same fields scanned',
    async () => {
      expect(await fieldsOf(await rasterisePdf(await buildTwoColumnSdsPdf()))).toEqual(expected);
    },
    OCR_TIMEOUT_MS,
  );
});
