import { extractTransport } from '../../../src/extraction/fields/transport.js';
import { contextFor } from './text-document.js';

const PATH = 'transport_information.marine_pollutant';

function section14(...lines: string[]) {
  const ctx = contextFor([
    'SECTION 14: Transport information',
    ...lines,
    'SECTION 15: Regulatory information',
  ]);
  const transport = extractTransport(ctx);
  return { value: transport.marine_pollutant, confidence: ctx.evidence[PATH]?.confidence };
}

describe('marine pollutant (14.5)', () => {
  it('reads a "Marine pollutant" answer in any language, after a colon or in the next cell', () => {
    expect(section14('14.1 UN number: UN1993', 'Marine pollutant: No')).toEqual({
      value: false,
      confidence: 0.9,
    });
    expect(section14('Námořní přeprava (IMDG)', '   Látka znečišťující moře        : Ano')).toMatchObject({
      value: true,
    });
    expect(section14('   Contaminante marino       :   si')).toMatchObject({ value: true });
    expect(section14('Environmental Hazards:        Marine Pollutant - NO')).toMatchObject({ value: false });
    expect(section14('Umweltgefährlich Ja          Meeresschadstoff: Nein')).toMatchObject({ value: false });
  });

  it('reads the answer on the line below a label that ends its row', () => {
    expect(
      section14('Proper shipping name: PETROLEUM DISTILLATE', 'IMDG Marine pollutant', 'Yes'),
    ).toMatchObject({
      value: true,
    });
  });

  it('takes the sea mode when the modes answer apart, with less confidence', () => {
    expect(section14('Marine pollutant (DOT):      No', 'Marine pollutant (IMDG):     Yes')).toEqual({
      value: true,
      confidence: 0.7,
    });
  });

  it('reads the 14.5 row of a table with one column per regulation, its title wrapped or unknown', () => {
    expect(section14('14.5 Milieugevaren     Nee.          Nee.          Nee.')).toMatchObject({
      value: false,
    });
    expect(section14('14.5 Peligros para No.          No.          No.', 'el medio ambiente')).toMatchObject({
      value: false,
    });
    expect(section14('14.5                   Ja.           Ja.', 'Umweltgefahren')).toMatchObject({
      value: true,
    });
  });

  it('reads the right-to-left row whose label stands last', () => {
    expect(section14('   لا.             لا.          الأخطار البيئية')).toMatchObject({ value: false });
  });

  it('gives a weak "no" for "none" or "not applicable" under the environmental hazards', () => {
    expect(
      section14(
        "14.5. Dangers pour l'environnement",
        'Transport par route/rail (ADR/RID)         :  Aucun(e).',
        'Transport par mer (IMDG)                   :  Aucun(e).',
        "14.6. Précautions particulières à prendre par l'utilisateur",
      ),
    ).toEqual({ value: false, confidence: 0.6 });
  });

  it('calls a product shipped as UN 3082 a marine pollutant when 14.5 says no more', () => {
    expect(
      section14(
        'IMDG      :   UN 3082',
        'IMDG      :   ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID, N.O.S.',
        '14.5 Environmental hazards',
        'N/A',
      ),
    ).toEqual({ value: true, confidence: 0.6 });
    expect(
      section14('UN No: 3082', 'Proper Shipping Name: ENVIRONMENTALLY HAZARDOUS SUBSTANCE, LIQUID').value,
    ).toBe(true);
  });

  it('is null when section 14 says nothing of it', () => {
    expect(section14('DOT    Not regulated', 'IMDG/IMO     Not regulated')).toEqual({
      value: null,
      confidence: undefined,
    });
  });
});
