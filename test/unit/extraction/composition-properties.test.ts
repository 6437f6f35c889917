import { extractComposition } from '../../../src/extraction/fields/composition.js';
import { extractProperties } from '../../../src/extraction/fields/properties.js';
import { contextFor } from './text-document.js';

describe('CAS numbers printed with spaces', () => {
  it('reads "9004 -34 -6" when the check digit holds and ignores spaced ranges that fail it', () => {
    const composition = extractComposition(
      contextFor([
        'SEZIONE 3: Composizione/informazioni sugli ingredienti',
        '  Cellulosa                       9004 -34 -6                     <15%',
        '  Additivo                        10 - 20 - 3                     <1%',
        'SEZIONE 4: Misure di primo soccorso',
      ]),
    );
    expect(composition.components.map((component) => component.cas_number)).toEqual(['9004-34-6']);
  });
});

describe('flash point with the unit in the label', () => {
  it('reads "Flash Point (°C):   -12" and converts "(°F)" labels', () => {
    const flashOf = (line: string) =>
      extractProperties(
        contextFor(['SECTION 9: Physical and chemical properties', line, 'SECTION 10: Stability']),
      ).flash_point_c;
    expect(flashOf(' Flash Point (°C):                         -12')).toBe(-12);
    expect(flashOf(' Flash point [°F]:    212')).toBe(100);
  });
});
