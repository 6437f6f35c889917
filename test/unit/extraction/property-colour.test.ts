import { extractProperties } from '../../../src/extraction/fields/properties.js';
import { contextFor } from './text-document.js';

const PATH = 'physical_chemical_properties.color';

function colourOf(...rows: string[]) {
  const ctx = contextFor([
    'SECTION 9: Physical and chemical properties',
    ...rows,
    'SECTION 10: Stability and reactivity',
  ]);
  return { value: extractProperties(ctx).color, confidence: ctx.evidence[PATH]?.confidence };
}

describe('the colour of 9.1', () => {
  it('reads the colour row as printed, in the language of the sheet', () => {
    expect(colourOf('Colour          Pale yellow', 'Odour           Mild')).toEqual({
      value: 'Pale yellow',
      confidence: 0.85,
    });
    expect(colourOf('Farbe:   hellgelb')).toMatchObject({ value: 'hellgelb' });
  });

  it.each([
    'Farve                        :  se Kvalitetsbeskrivelse',
    'Colour:    See product specification',
    'Farbe:   siehe Etikett',
  ])('is null when the colour row points elsewhere: "%s"', (row) => {
    expect(colourOf(row).value).toBeNull();
  });

  it('keeps a value stated after a pointer to another document', () => {
    expect(colourOf('Colour:    See the product sheet. Pale yellow.').value).toBe(
      'See the product sheet. Pale yellow.',
    );
  });

  it('is null when the colour row states no data, or its value is the next row', () => {
    expect(colourOf('Colour          Not available.').value).toBeNull();
    expect(colourOf('Farbe           Nicht verfügbar.').value).toBeNull();
    expect(colourOf('Color: N.D./N.A.').value).toBeNull();
    expect(colourOf('Colour', 'Odour           Characteristic').value).toBeNull();
  });

  it('reads the colour printed with the physical state, without the state', () => {
    expect(colourOf('(a/b) Physical state/colour    : Liquefied gas. Colourless.')).toEqual({
      value: 'Colourless.',
      confidence: 0.6,
    });
    expect(colourOf('Aspecto (estado físico, forma e cor): Líquido azulado')).toMatchObject({
      value: 'Líquido azulado',
    });
  });

  it('reads the colour named in the appearance, on its row or the line below', () => {
    expect(colourOf('Appearance                 White', 'Physical State             Solid')).toMatchObject({
      value: 'White',
    });
    expect(colourOf('APPEARANCE & ODOR: Viscous green liquid. Pleasant fragrance.')).toMatchObject({
      value: 'Viscous green liquid.',
    });
    expect(colourOf('Appearance', ':', 'Light orange coloured liquid')).toMatchObject({
      value: 'Light orange coloured liquid',
    });
  });

  it('is null when the appearance names no colour', () => {
    expect(colourOf('Appearance and odour:     Aerosol spray with a solvent odour').value).toBeNull();
    expect(colourOf('ODOR, COLOR, GRADE: SOLID ABRASIVE PRODUCT').value).toBeNull();
  });
});
