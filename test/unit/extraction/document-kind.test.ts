import { understandSds } from '../../../src/extraction/engine.js';
import type { LayoutA } from '../../../src/extraction/schema/index.js';
import { textDocument } from './text-document.js';

function judged(...pages: string[][]) {
  const result = understandSds(textDocument(...pages), { schemaVersion: '2026-12' });
  return {
    codes: result.warnings.map((w) => w.code),
    confidence: result.confidenceScore,
    record: result.outputs.json as LayoutA,
  };
}

/** Prose that fills a page the way a scan's body text does (no SDS words of its own). */
const FILLER = [
  'Keep the container tightly closed in a dry and well ventilated place away from direct sunlight.',
  'Use only with adequate ventilation and wash thoroughly after handling the material at work.',
];

describe('a document is an SDS unless it is plainly something else', () => {
  it('extracts a typed pre-GHS MSDS form whose few headings the reader found, with low confidence', () => {
    const { codes, confidence, record } = judged([
      'NORTHWIND SOLVENTS INC.',
      'SECTION I',
      'Product Name: Degreaser 40',
      'SECTION II - HAZARDOUS INGREDIENTS',
      'Xylene    1330-20-7    40 %',
      'SECTION VI - HEALTH HAZARD DATA',
      ...FILLER,
    ]);
    expect(codes).not.toContain('not_an_sds');
    expect(record.document.format).not.toBe('other');
    expect(record.composition.components.map((c) => c.cas_number)).toContain('1330-20-7');
    expect(codes).toContain('section_missing');
    expect(confidence).toBeLessThanOrEqual(0.5);
  });

  it('extracts a scanned sheet whose title and headings were lost, by its valid CAS numbers', () => {
    const { codes, confidence } = judged([
      ...FILLER,
      'Ethanol 64-17-5 60-80 %',
      'Propan-2-ol 67-63-0 5-10 %',
    ]);
    expect(codes).not.toContain('not_an_sds');
    expect(confidence).toBeLessThanOrEqual(0.5);
  });

  it('extracts a sheet that calls itself an SDS at the top, in any script, even without sections', () => {
    expect(judged(['化学品安全技术说明书', ...FILLER]).codes).not.toContain('not_an_sds');
    expect(judged(['MATERIAL SAFETY DATA SHEET', ...FILLER]).codes).not.toContain('not_an_sds');
  });

  it('extracts a sheet whose only SDS evidence is its hazard codes', () => {
    expect(judged([...FILLER, 'H225 H319 P210 P280']).codes).not.toContain('not_an_sds');
  });

  it.each([
    ['a technical data sheet', 'TECHNICAL DATA SHEET'],
    ['an invoice', 'Invoice No. 4471'],
    ['a German technical data sheet', 'Technisches Datenblatt'],
    ['a Portuguese technical bulletin', 'Boletim técnico'],
  ])('judges %s with CAS numbers and a storage heading not an SDS', (_kind, title) => {
    const { codes, confidence, record } = judged([
      title,
      'Ethanol 64-17-5 60-80 %',
      '7. Handling and storage',
      ...FILLER,
      '14. Transport information',
      'Please refer to the safety data sheet for hazard information.',
    ]);
    expect(codes).toContain('not_an_sds');
    expect(confidence).toBeLessThanOrEqual(0.2);
    expect(record.document.format).toBe('other');
  });

  it('keeps a numbered sheet titled as another document an SDS when its sections are all there', () => {
    const sections = [
      '1. Identification',
      '2. Hazards identification',
      '3. Composition/information on ingredients',
      '4. First-aid measures',
      '5. Fire-fighting measures',
    ];
    expect(judged(['Product data sheet', ...sections, ...FILLER]).codes).not.toContain('not_an_sds');
  });

  it('still judges a letter with no SDS evidence not an SDS', () => {
    expect(judged(['Dear Sir or Madam,', ...FILLER, 'Kind regards']).codes).toContain('not_an_sds');
  });
});
