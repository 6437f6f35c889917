import { confidenceScore } from '../../../src/extraction/confidence.js';
import { understandSds } from '../../../src/extraction/engine.js';
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
  understandSds(textDocument(sections(section1)), { schemaVersion: '2025-06' }).confidenceScore;

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
    };
    const ocr = confidenceScore({ ...base, ocrShare: 1, ocrConfidence: 0.8 });
    const warned = confidenceScore({
      ...base,
      warnings: [{ code: 'conflicting_values', message: 'two UN numbers', severity: 'warning' }],
    });
    expect(confidenceScore(base)).toBeGreaterThan(ocr);
    expect(confidenceScore(base)).toBeGreaterThan(warned);
  });
});
