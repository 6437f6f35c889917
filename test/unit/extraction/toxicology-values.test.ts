import { extractToxicology } from '../../../src/extraction/fields/toxicology.js';
import type { ExtractedComposition } from '../../../src/extraction/schema/index.js';
import { contextFor } from './text-document.js';

type Composition = ExtractedComposition;

const NO_AMOUNT = { min: null, max: null, unit: null, text: null };
const component = (name: string, cas: string) => ({
  name,
  cas_number: cas,
  ec_number: null,
  concentration: NO_AMOUNT,
  classification: [],
});
const mixture: Composition = {
  type: 'mixture',
  components: [component('Solvane', '123-45-8'), component('Glycolate', '111-11-6')],
};
const substance: Composition = { type: 'substance', components: [component('Solvane', '123-45-8')] };

const section11 = (...lines: string[]) =>
  contextFor(['SECTION 11: Toxicological information', ...lines, 'SECTION 12: Ecological information']);

describe('acute toxicity values', () => {
  it('reads a thousands separator as one, with route and species in the language of the document', () => {
    const acute = extractToxicology(
      contextFor([
        'ABSCHNITT 11: Toxikologische Angaben',
        'Akute orale Toxizität : LD50 Oral Ratte: 5.800 mg/kg',
        'LD50 Dermal - Rabbit - 4,150 mg/kg',
        'Inalação - Rato CL50 76 mg/l',
        'LC50 Inhalation Rat 0.74 mg/l 4 h',
        'ABSCHNITT 12: Umweltbezogene Angaben',
      ]),
      substance,
    ).acute_toxicity;
    expect(
      acute.map(({ endpoint, route, species, value, unit }) => [endpoint, route, species, value, unit]),
    ).toEqual([
      ['LD50', 'oral', 'ratte', 5800, 'mg/kg'],
      ['LD50', 'dermal', 'rabbit', 4150, 'mg/kg'],
      ['LC50', 'inhalation', 'rato', 76, 'mg/l'],
      ['LC50', 'inhalation', 'rat', 0.74, 'mg/l'],
    ]);
  });

  it('records a bound as its number and a dose in g/kg in mg/kg', () => {
    const acute = extractToxicology(
      section11('LD50 oral (rat): > 2000 mg/kg', 'DL50 cutánea conejo ≥ 5 g/kg'),
      substance,
    ).acute_toxicity;
    expect(acute.map(({ route, value, unit }) => [route, value, unit])).toEqual([
      ['oral', 2000, 'mg/kg'],
      ['dermal', 5000, 'mg/kg'],
    ]);
  });

  it('passes over acute toxicity estimates, which are calculated', () => {
    const acute = extractToxicology(
      section11(
        'ATE (oral): 3500 mg/kg',
        'Acute toxicity estimate dermal 2500 mg/kg',
        'LD50 oral rat 900 mg/kg',
      ),
      mixture,
    ).acute_toxicity;
    expect(acute.map(({ value }) => value)).toEqual([900]);
  });

  it('names the component a value was measured on, from its row or the rows above', () => {
    const acute = extractToxicology(
      section11(
        'Solvane (123-45-8)',
        '  LD50 oral rat 5800 mg/kg',
        '  LC50 inhalation rat 76 mg/l 4 h',
        'Glycolate',
        '  LD50 dermal rabbit 1200 mg/kg',
      ),
      mixture,
    ).acute_toxicity;
    expect(
      acute.map(({ subject, substance: name, cas_number, value }) => [subject, name, cas_number, value]),
    ).toEqual([
      ['component', 'Solvane', '123-45-8', 5800],
      ['component', 'Solvane', '123-45-8', 76],
      ['component', 'Glycolate', '111-11-6', 1200],
    ]);
  });

  it("gives a substance's values to the product, and leaves a mixture's unnamed values without a subject", () => {
    const [ofSubstance] = extractToxicology(section11('LD50 oral rat 5800 mg/kg'), substance).acute_toxicity;
    expect(ofSubstance).toMatchObject({ subject: 'product', substance: null, cas_number: null });
    const [ofMixture] = extractToxicology(section11('LD50 oral rat 5800 mg/kg'), mixture).acute_toxicity;
    expect(ofMixture).toMatchObject({ subject: null, substance: null, cas_number: null });
  });

  it('reads a value after an exposure time, and passes over aquatic tests printed in section 11', () => {
    const acute = extractToxicology(
      section11(
        'Akutní inhalační toxicita : LC50 (Krysa, 1 h) : 293 ppm',
        'Toxicita pro vodní organismy : LC50 (96 h) : 0,032 mg/l',
        'LC50 Oncorhynchus mykiss 12 mg/l',
      ),
      substance,
    ).acute_toxicity;
    expect(acute.map(({ endpoint, route, value, unit }) => [endpoint, route, value, unit])).toEqual([
      ['LC50', 'inhalation', 293, 'ppm'],
    ]);
  });

  it('gives each value of a line the route printed nearest before it, else the route heading the lines above', () => {
    const acute = extractToxicology(
      section11(
        'Oral LD50 rat 5000 mg/kg, dermal LD50 rabbit > 2000 mg/kg',
        'Acute inhalation toxicity',
        '  LC50 rat 11 mg/l',
        'Akute orale Toxizität',
        '  LD50 Ratte 3200 mg/kg',
      ),
      substance,
    ).acute_toxicity;
    expect(acute.map(({ route, value }) => [route, value])).toEqual([
      ['oral', 5000],
      ['dermal', 2000],
      ['inhalation', 11],
      ['oral', 3200],
    ]);
  });

  it('reads values under a header row of endpoints, each from the column it stands in', () => {
    const acute = extractToxicology(
      section11(
        'Name          LD50 oral                     LD50 dermal                        LC50 inhalation',
        'solvane       >5000.00mg/kg Rat             >4000.00mg/kg Rabbit               >20.00mg/l (vapours) Rat 4 Hours',
      ),
      mixture,
    ).acute_toxicity;
    expect(
      acute.map(({ endpoint, route, value, unit, substance }) => [endpoint, route, value, unit, substance]),
    ).toEqual([
      ['LD50', 'oral', 5000, 'mg/kg', 'Solvane'],
      ['LD50', 'dermal', 4000, 'mg/kg', 'Solvane'],
      ['LC50', 'inhalation', 20, 'mg/l', 'Solvane'],
    ]);
  });

  it('reads a value printed lines below its endpoint, and not a no-effect level after it', () => {
    const ctx = section11(
      'Acute oral toxicity          :  LD50',
      'estimated',
      'Print Date 03/04/2015',
      '> 5,000 mg/kg',
      'Acute inhalation toxicity    :  LC50',
      '> 2.58 mg/l',
      'Repeated dose toxicity       :  NOAEL',
      '100 mg/kg',
    );
    const acute = extractToxicology(ctx, substance).acute_toxicity;
    expect(acute.map(({ endpoint, route, value, unit }) => [endpoint, route, value, unit])).toEqual([
      ['LD50', 'oral', 5000, 'mg/kg'],
      ['LC50', 'inhalation', 2.58, 'mg/l'],
    ]);
    expect(ctx.evidence['toxicological_information.acute_toxicity[0]']?.confidence).toBeLessThan(0.7);
  });

  it('takes the route a unit allows: a concentration is inhaled, a dose per kilogram is not', () => {
    const acute = extractToxicology(
      section11(
        'Inhalation',
        'Toksyczność ostra przez skórę : LC50 (1 h) : 4000 ppm',
        'ORL-MUS LD50 5800 mg/kg',
        'Solvane LD50 = 13500 mg/kg (Rat)',
      ),
      substance,
    ).acute_toxicity;
    expect(acute.map(({ route, value }) => [route, value])).toEqual([
      ['inhalation', 4000],
      ['oral', 5800],
      [null, 13500],
    ]);
  });

  it('reads the routes of Danish, Dutch, Finnish and Japanese sheets', () => {
    const acute = extractToxicology(
      section11(
        'LD50 Gennem huden Kanin 14000 mg/kg',
        'LD50 Oraal Rat 17000 mg/kg',
        'oraalinen, rotta: LD50 = 3 900 mg/kg',
        'ラット - 経皮 - LD50',
        '>5000 mg/kg',
      ),
      substance,
    ).acute_toxicity;
    expect(acute.map(({ route, value }) => [route, value])).toEqual([
      ['dermal', 14000],
      ['oral', 17000],
      ['oral', 3900],
      ['dermal', 5000],
    ]);
  });

  it('gives a route printed after a value to that value only when the line has no other', () => {
    const acute = extractToxicology(
      section11(
        'Solvane: skin, rabbit: LD50 = 8000 mg/kg; oral, rat:',
        'LD50 = 2400 mg/kg; skin, rabbit: LD50 = 1500 mg/kg.',
      ),
      substance,
    ).acute_toxicity;
    expect(acute.map(({ route, value }) => [route, value])).toEqual([
      ['dermal', 8000],
      ['oral', 2400],
      ['dermal', 1500],
    ]);
  });

  it('reads the values that open a line, not those in running text, as those of an endpoint left pending', () => {
    const acute = extractToxicology(
      section11(
        'Draize test, rabbit, eye: 100 mg; oral, mouse: LD50',
        '= 5 130 mg/kg; skin, rabbit: LD50 = 8 g/kg.',
        'Inhalation studies gave an LD50 of',
        '(508 mg/m3) for one member, LC50 > 400 ppm for another.',
      ),
      substance,
    ).acute_toxicity;
    expect(acute.map(({ endpoint, route, value }) => [endpoint, route, value])).toEqual([
      ['LD50', 'oral', 5130],
      ['LD50', 'dermal', 8000],
      ['LC50', 'inhalation', 400],
    ]);
  });

  it('takes the route of the header column a row with its own endpoint stands under', () => {
    const acute = extractToxicology(
      section11(
        '      Component           LD50 Oral              LD50 Dermal             LC50 Inhalation',
        '      Solvane             LD50 = 13500 mg/kg ( Rat )',
        '      Glycolate                                  LD50 > 2000 mg/kg',
      ),
      substance,
    ).acute_toxicity;
    expect(acute.map(({ route, value }) => [route, value])).toEqual([
      ['oral', 13500],
      ['dermal', 2000],
    ]);
  });

  it('reads "1.321 mg/l" as a decimal (no concentration in air reaches a gram a litre), "2,300 mg/l" as printed', () => {
    const acute = extractToxicology(
      section11(
        'CL50 (Rata, machos y hembras): 1.321 mg/l',
        'DL50 oral (rata): 5.800 mg/kg',
        'Acute inhalation toxicity : LC50 (Rat): 2,300 mg/l',
      ),
      substance,
    ).acute_toxicity;
    expect(acute.map(({ value, unit }) => [value, unit])).toEqual([
      [1.321, 'mg/l'],
      [5800, 'mg/kg'],
      [2300, 'mg/l'],
    ]);
  });
});
