import { confidenceScore } from '../../../src/extraction/confidence.js';
import { understandSds } from '../../../src/extraction/engine.js';
import { adjustFieldConfidence } from '../../../src/extraction/field-confidence.js';
import type { DocumentText } from '../../../src/extraction/pdf/types.js';
import { warning } from '../../../src/extraction/warnings.js';
import { textDocument } from './text-document.js';

const sections = (section1: string[]) => [
  'SAFETY DATA SHEET',
  'Revision date: 2024-03-01',
  'SECTION 1: Identification',
  ...section1,
  'SECTION 2: Hazards identification',
  'Signal word: Warning',
  'H319 Causes serious eye irritation.',
  'SECTION 3: Composition/information on ingredients',
  'Ethanol    64-17-5    10 - 20 %',
  'SECTION 8: Exposure controls/personal protection',
  'Eye protection: safety glasses.',
  'SECTION 9: Physical and chemical properties',
  'Flash point: 40 °C',
  'SECTION 14: Transport information',
  'Not regulated.',
];

const confidenceOf = (section1: string[]) =>
  understandSds(textDocument(sections(section1)), { schemaVersion: '2026-12' }).confidenceScore;

describe('document confidence', () => {
  it('is lower when a key field is only guessed than when it is printed beside its label', () => {
    const labelled = confidenceOf(['Product name: Clearwash 5', 'Supplier: Northbridge Chemicals Ltd.']);
    const guessed = confidenceOf(['Clearwash 5', 'Supplier: Northbridge Chemicals Ltd.']);
    const missing = confidenceOf(['Supplier: Northbridge Chemicals Ltd.']);
    expect(labelled).toBeGreaterThan(guessed);
    expect(guessed).toBeGreaterThan(missing);
  });

  it('falls with OCR doubt and with each warning', () => {
    const base = {
      warnings: [],
      sectionsFound: 16,
      ocrShare: 0,
      ocrConfidence: null,
      meanFieldConfidence: 0.9,
      keyFieldConfidence: 4.5,
      keyFieldsTotal: 5,
      missing: { core: 0, expected: 0 },
      nonLatinShare: 0,
    };
    const ocr = confidenceScore({ ...base, ocrShare: 1, ocrConfidence: 0.8 });
    const warned = confidenceScore({
      ...base,
      warnings: [{ code: 'conflicting_values', message: 'two UN numbers', severity: 'warning' }],
    });
    expect(confidenceScore(base)).toBeGreaterThan(ocr);
    expect(confidenceScore(base)).toBeGreaterThan(warned);
  });

  it('falls when fields every SDS states are missing from the record', () => {
    const complete = confidenceOf([
      'Product name: Clearwash 5',
      'Supplier: Northbridge Chemicals Ltd.',
      'Emergency telephone: +44 1632 960 000',
    ]);
    const withoutEmergencyNumber = confidenceOf([
      'Product name: Clearwash 5',
      'Supplier: Northbridge Chemicals Ltd.',
    ]);
    expect(complete).toBeGreaterThan(withoutEmergencyNumber);
  });
});

describe('field confidence', () => {
  const evidence = () => ({
    'product_identification.product_name': { page: 1, snippet: 'Clearwash 5', confidence: 0.9 },
    'transport_information.un_number': { page: 2, snippet: 'UN1993', confidence: 0.9 },
  });
  const scanned = (ocrConfidence: number): DocumentText => ({
    ...textDocument(['a'], ['b']),
    pages: [
      { number: 1, lines: ['a'], source: 'native', rotation: 0 },
      { number: 2, lines: ['b'], source: 'ocr', ocrConfidence, rotation: 0 },
    ],
  });

  /** Each value read in the section the regulation puts it in. */
  const inItsSection = (path: string) => (path.startsWith('transport') ? 14 : 1);

  it('scales a value read by OCR with the recognition confidence of its page', () => {
    const clear = evidence();
    const faint = evidence();
    adjustFieldConfidence(clear, scanned(0.95), [], inItsSection);
    adjustFieldConfidence(faint, scanned(0.5), [], inItsSection);
    expect(clear['product_identification.product_name'].confidence).toBe(0.9);
    expect(faint['transport_information.un_number'].confidence).toBeLessThan(
      clear['transport_information.un_number'].confidence,
    );
  });

  it('lowers a value a cross-field rule contradicts, and only that value', () => {
    const entries = evidence();
    adjustFieldConfidence(
      entries,
      textDocument(['a'], ['b']),
      [
        warning('un_class_mismatch', 'class 3 does not fit UN1005', {
          field: 'transport_information.un_number',
        }),
      ],
      inItsSection,
    );
    expect(entries['transport_information.un_number'].confidence).toBeLessThan(0.9);
    expect(entries['product_identification.product_name'].confidence).toBe(0.9);
  });

  it('caps a value read outside its regulated section, or where that section was not found', () => {
    const entries = evidence();
    adjustFieldConfidence(entries, textDocument(['a'], ['b']), [], (path) =>
      path.startsWith('transport') ? 2 : undefined,
    );
    expect(entries['transport_information.un_number'].confidence).toBe(0.6);
    expect(entries['product_identification.product_name'].confidence).toBe(0.6);
  });
});
