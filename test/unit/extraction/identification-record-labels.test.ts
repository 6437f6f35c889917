import { extractIdentification } from '../../../src/extraction/fields/identification.js';
import { contextFor } from './text-document.js';

const USE = 'product_identification.recommended_use';
const CODE = 'product_identification.product_code';

function identification(lines: string[]) {
  const ctx = contextFor(lines);
  return { fields: extractIdentification(ctx), evidence: ctx.evidence };
}

describe('the identified use after the labels of 1.2 and of older section 1 blocks', () => {
  it.each([
    [
      'Spanish, the official label of 1.2 beside its value',
      [
        'SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa',
        '1.1    Identificador del producto',
        '       Nombre comercial                     Limpiador QX',
        '1.2    Usos pertinentes identificados de la sustancia o de la mezcla y usos desaconsejados',
        '       Usos pertinentes identificados       Desengrasante para suelos',
        '1.3    Datos del proveedor de la ficha de datos de seguridad',
        'SECCIÓN 2: Identificación de los peligros',
      ],
      'Desengrasante para suelos',
    ],
    [
      'English, "Application of the substance / the mixture" after a statement of no information',
      [
        'SECTION 1: Identification',
        '· 1.1 Product identifier',
        '· Trade name: Glossy Spray 400',
        '· 1.2 Relevant identified uses of the substance or mixture and uses advised against',
        'No further relevant information available.',
        '· Application of the substance / the mixture Varnish',
        '· 1.3 Details of the supplier of the safety data sheet',
        'SECTION 2: Hazards identification',
      ],
      'Varnish',
    ],
    [
      'English, "Material uses" before "Product use"',
      [
        'Section 1. Identification',
        '  Product name               : Hob Foam',
        '  Material uses              : Hob cleaner',
        '  Product use                : Consumer use',
        'Section 2. Hazard(s) identification',
      ],
      'Hob cleaner',
    ],
    [
      'English, "Use(s)" in a table of section 1',
      [
        '1. IDENTIFICATION OF THE MATERIAL AND SUPPLIER',
        'Supplier Name    Example Cleaning Pty Ltd',
        'Use(s)           FLOOR CLEANER • SANITISER',
        '2. HAZARDS IDENTIFICATION',
      ],
      'FLOOR CLEANER • SANITISER',
    ],
    [
      'English, "Primary Use:" of an older MSDS',
      [
        'SECTION 1: PRODUCT AND COMPANY IDENTIFICATION',
        'Product Name: Polish Paste 7',
        'Primary Use: Metal polishing paste',
        'Manufacturer: Example Abrasives Inc.',
        'SECTION 2: COMPOSITION',
      ],
      'Metal polishing paste',
    ],
    [
      'English, a use that reads like a label',
      [
        'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
        '1.1    Product identifier',
        '       Trade name                       Shine Spray',
        '1.2    Relevant identified uses of the substance or mixture and uses advised against',
        '       Relevant identified uses         General use',
        '1.3    Details of the supplier of the safety data sheet',
        'SECTION 2: Hazards identification',
      ],
      'General use',
    ],
    [
      'German, the intended use below its label',
      [
        'ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens',
        '1.1. Produktidentifikator',
        'Glanz Perlen',
        '1.2. Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird',
        'Vorgesehene Verwendung:',
        'Feinwaschmittel',
        '1.3. Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt',
        'ABSCHNITT 2: Mögliche Gefahren',
      ],
      'Feinwaschmittel',
    ],
    [
      'Finnish, the purpose of use in 1.2',
      [
        'KOHTA 1: Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot',
        '1.1 Tuotetunniste',
        '   Kauppanimi:                   Muste QX',
        '1.2 Aineen tai seoksen merkitykselliset tunnistetut käytöt ja käytöt, joita ei suositella',
        '   Käyttötarkoitus:              Muste digitaalipainatukseen',
        '1.3 Käyttöturvallisuustiedotteen toimittajan yksityiskohtaiset tiedot',
        'KOHTA 2: Vaaran yksilöinti',
      ],
      'Muste digitaalipainatukseen',
    ],
    [
      'Japanese, the recommended use under its heading',
      [
        '1. 化学品及び会社情報',
        '製品名                 サンプルオイル',
        '推奨用途及び使用上の制限',
        '推奨用途               ギヤオイル',
        '2. 危険有害性の要約',
      ],
      'ギヤオイル',
    ],
  ])('reads the use (%s)', (_, lines, expected) => {
    const { fields, evidence } = identification(lines);
    expect(fields.recommended_use).toBe(expected);
    expect(evidence[USE]).toBeDefined();
  });

  it('joins a label hyphenated at its wrap and does not take the wrapped rest as the use', () => {
    const { fields, evidence } = identification([
      'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
      '1.1 Product identifier',
      '    Trade name                    : Rinse 12',
      '1.2 Relevant identified uses of the substance or mixture and uses advised against',
      '    Use of the Sub-               : Pre-treatment of steel parts.',
      'stance/Mixture',
      '    Recommended restrictions      : None known.',
      'on use',
      '1.3 Details of the supplier of the safety data sheet',
      'SECTION 2: Hazards identification',
    ]);
    expect(fields.recommended_use).toBe('Pre-treatment of steel parts.');
    expect(evidence[USE]?.confidence).toBe(0.85);
  });

  it.each([
    ['Spanish', 'No disponible.'],
    ['English', 'Not available'],
  ])('is null when 1.2 states that no use is available (%s)', (_, statement) => {
    const { fields, evidence } = identification([
      'SECCIÓN 1. Identificación',
      '1.1 Identificador del producto.',
      'Nombre del producto: Sellador 40',
      '1.2 Uso recomendado de la sustancia química peligrosa o mezcla, y restricciones de uso.',
      statement,
      '1.3 Datos del proveedor o fabricante.',
      'SECCIÓN 2. Identificación de los peligros',
    ]);
    expect(fields.recommended_use).toBeNull();
    expect(evidence[USE]).toBeUndefined();
  });
});

describe('the product code after the labels of section 1 and of the page header', () => {
  it.each([
    [
      'an alternative number in 1.1',
      [
        'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
        '1.1    Product identifier',
        '       Trade name                         Shine Spray',
        '       Alternative number(s)              012345678905, 012345678912',
        '1.2    Relevant identified uses of the substance or mixture and uses advised against',
        'SECTION 2: Hazards identification',
      ],
      '012345678905',
    ],
    [
      'an MSDS ID of an older MSDS',
      [
        '1. PRODUCT AND COMPANY IDENTIFICATION',
        ' Product Name:         BLEACH 10%',
        ' MSDS ID:              BX2210',
        '2. COMPOSITION/INFORMATION ON INGREDIENTS',
      ],
      'BX2210',
    ],
    [
      'a commercial type in 1.1',
      [
        'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
        '1.1 Product identifier',
        '            Commercial name:                         Cutting Oil X',
        '            Commercial Type:                         4410021-4410022',
        'SECTION 2: Hazards identification',
      ],
      '4410021-4410022',
    ],
    [
      'a label number in the page header',
      [
        ' Udgivelsesdato/Revisionsdato    : 08/07/2022          Version  : 1.03 1/19',
        ' EXAMPLE COAT 12-01 GREEN                                Label No :40417',
        'PUNKT 1: Identifikation af stoffet/blandingen og af selskabet/virksomheden',
        '1.1 Produktidentifikator',
        '   Produktnavn                 : EXAMPLE COAT 12-01 GREEN',
        'PUNKT 2: Fareidentifikation',
      ],
      '40417',
    ],
    [
      'a list of article numbers on the line below their label',
      [
        'SECTION 1: Identification',
        '· 1.1 Product identifier',
        '· Trade name: Glossy Spray 400',
        '· Article number:',
        '110021, 110022 - 110031, 110040 / 110041, 110050, 110061, 110062 - 110070, 110081, 110090',
        '· 1.2 Relevant identified uses of the substance or mixture and uses advised against',
        'SECTION 2: Hazards identification',
      ],
      '110021',
    ],
    [
      'a synonym that is a bare number',
      [
        '1. IDENTIFICATION OF THE MATERIAL AND SUPPLIER',
        'Supplier Name    Example Cleaning Pty Ltd',
        'Synonym(s)       7730112 FLOOR CLEANER 6X750ML • KK20114 FLOOR CLEANER 2X5L',
        '2. HAZARDS IDENTIFICATION',
      ],
      '7730112',
    ],
  ])('reads %s', (_, lines, expected) => {
    const { fields, evidence } = identification(lines);
    expect(fields.product_code).toBe(expected);
    expect(evidence[CODE]?.confidence).toBeLessThan(0.9);
  });

  it.each([
    ['a name', 'Synonyms:             Polyamide (PA 66)'],
    ['a refrigerant number', 'Synonyms:             R134a'],
    ['a registration number', 'Synonyme: BAUA-NR. N-25187'],
  ])('does not take a synonym that is %s as the code', (_, synonym) => {
    const { fields, evidence } = identification([
      'SECTION 1. IDENTIFICATION',
      'Product name:         Example Compound',
      synonym,
      'SECTION 2. HAZARDS IDENTIFICATION',
    ]);
    expect(fields.product_code).toBeNull();
    expect(evidence[CODE]).toBeUndefined();
  });
});
