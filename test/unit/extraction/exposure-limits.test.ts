import { extractExposureControls } from '../../../src/extraction/fields/ppe.js';
import { contextFor } from './text-document.js';

const limitsOf = (...lines: string[]) =>
  extractExposureControls(
    contextFor(['SECTION 8: Exposure controls/personal protection', ...lines, 'SECTION 9: Properties']),
  ).occupational_exposure_limits;

describe('occupational exposure limits', () => {
  it('reads a limit table with the substance row, a second unit below and the list', () => {
    expect(
      limitsOf(
        '     Solvane            123-45-8    TWA        10 ppm        Europe. COMMISSION',
        '                                               40 mg/m3      DIRECTIVE 2009/161/EU',
        '                                    STEL       20 ppm        Europe. COMMISSION',
      ),
    ).toEqual([
      {
        substance: 'Solvane',
        cas_number: '123-45-8',
        type: 'TWA',
        value: 10,
        unit: 'ppm',
        source: 'Europe. COMMISSION',
      },
      {
        substance: 'Solvane',
        cas_number: '123-45-8',
        type: 'TWA',
        value: 40,
        unit: 'mg/m3',
        source: 'DIRECTIVE 2009/161/EU',
      },
      {
        substance: 'Solvane',
        cas_number: '123-45-8',
        type: 'STEL',
        value: 20,
        unit: 'ppm',
        source: 'Europe. COMMISSION',
      },
    ]);
  });

  it('reads "long-term value" limits with their country, skips DNELs and ambiguous thousands', () => {
    const limits = limitsOf(
      'Ethanol (64-17-5)',
      '       PEL (USA)    Long-term value: 1900 mg/m³, 1000 ppm',
      'EV (Canada) Long-term value: 1.900 mg/m³, 1.000 ppm',
      'DNEL worker, long-term value, inhalation: 950 mg/m³',
    );
    expect(limits).toEqual([
      {
        substance: 'Ethanol',
        cas_number: '64-17-5',
        type: 'PEL',
        value: 1900,
        unit: 'mg/m3',
        source: 'USA',
      },
      {
        substance: 'Ethanol',
        cas_number: '64-17-5',
        type: 'PEL',
        value: 1000,
        unit: 'ppm',
        source: 'USA',
      },
    ]);
  });
});
