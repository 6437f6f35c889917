import { extractToxicology } from '../../../src/extraction/fields/toxicology.js';
import { contextFor } from './text-document.js';

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
});
