import { extractSds } from '../../../src/extraction/index.js';
import type { LayoutA } from '../../../src/extraction/schema/index.js';
import { buildNonSdsPdf, buildPlainTextPdf } from '../../fixtures/sds-pdf.js';

async function extracted(pdf: Uint8Array) {
  const result = await extractSds(pdf, { schemaVersion: '2026-12', maxPages: 10 });
  const record = result.outputs.json as LayoutA;
  return { record, codes: result.warnings.map((w) => w.code) };
}

/** Whether a value holds anything: a list with items, an object with a value, a scalar not null. */
function hasValue(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasValue);
  return value !== null;
}

/** The values of a record part that hold anything, by their key. */
function filled(part: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(part).filter(([, value]) => hasValue(value)));
}

const INVOICE = [
  'INVOICE No. 4471',
  'Harbourside Packaging Ltd., 3 Quay Street, Bristol',
  '',
  'Bill to: Northbridge Chemicals Ltd.',
  'Invoice date: 2026-02-14',
  '',
  'Item    Description                        Qty    Amount',
  '1       Corrugated boxes, double wall      400    312.00',
  '2       Stretch film, 23 micron             12     96.00',
  '',
  'Payment is due within thirty days of the invoice date. Please quote the invoice number.',
];

const BROCHURE = [
  'Coatings that keep your floors looking new for years to come.',
  'Brightline Coatings Inc.',
  '',
  'Our floor coatings resist abrasion, chemicals and hot tyres, and cure overnight so that your',
  'warehouse is back in service the next morning. Ask our team for a site survey and a quotation.',
  'Call 0800 555 0199 or visit our showroom in Reading to see the finishes on display.',
];

const TECHNICAL_DATA_SHEET = [
  'TECHNICAL DATA SHEET',
  'Product name: Brightline Floor Sealer 40',
  'Application and performance of a two-component floor sealer for warehouses and workshops.',
  '',
  'Ethanol 64-17-5 60-80 %',
  'Flash point: 23 °C',
  'Coverage: 8 m² per litre on smooth concrete. Pot life: 40 minutes at 20 °C.',
  'Please refer to the safety data sheet for hazard information.',
];

describe('a document that is not an SDS carries only the values printed beside their own label', () => {
  it('leaves a business letter without a product or supplier taken from its prose', async () => {
    const { record, codes } = await extracted(await buildNonSdsPdf());
    expect(codes).toContain('not_an_sds');
    expect(filled(record.product_identification)).toEqual({});
    expect(record.evidence).toEqual({});
  });

  it('leaves an invoice without a product name and reads no item line as a field', async () => {
    const { record, codes } = await extracted(await buildPlainTextPdf('Invoice 4471', INVOICE));
    expect(codes).toContain('not_an_sds');
    expect(record.product_identification.product_name).toBeNull();
    expect(record.composition.components).toEqual([]);
  });

  it('takes no brochure headline or letterhead for the product and supplier', async () => {
    const { record, codes } = await extracted(await buildPlainTextPdf('Floor coatings', BROCHURE));
    expect(codes).toContain('not_an_sds');
    expect(filled(record.product_identification)).toEqual({});
    expect(record.evidence).toEqual({});
  });

  it('keeps the labelled product name of a technical data sheet, and nothing read by position or form', async () => {
    const { record, codes } = await extracted(
      await buildPlainTextPdf('Floor Sealer 40', TECHNICAL_DATA_SHEET),
    );
    expect(codes).toContain('not_an_sds');
    expect(record.document.format).toBe('other');
    expect(filled(record.product_identification)).toEqual({ product_name: 'Brightline Floor Sealer 40' });
    expect(Object.keys(record.evidence)).toEqual(['product_identification.product_name']);
    expect(record.composition.components).toEqual([]);
    expect(filled(record.physical_chemical_properties)).toEqual({});
  });
});
