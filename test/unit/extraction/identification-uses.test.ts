import { extractIdentification } from '../../../src/extraction/fields/identification.js';
import { contextFor } from './text-document.js';

const USE = 'product_identification.recommended_use';

describe('the identified use of 1.2', () => {
  it.each([
    [
      'English',
      [
        'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
        '1.1 Product identifier',
        '1.2 Relevant identified uses of the substance or mixture and uses advised against',
        'Identified uses',
        '1.3 Details of the supplier of the safety data sheet',
        'Northwind Coatings Ltd',
        'SECTION 2: Hazards identification',
      ],
    ],
    [
      'German',
      [
        'ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens',
        '1.2 Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird',
        'Identifizierte Verwendungen:',
        '1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt',
        'Beispiel Chemie GmbH',
        'ABSCHNITT 2: Mögliche Gefahren',
      ],
    ],
    [
      'French, label without 1.2 numbering',
      [
        'RUBRIQUE 1: Identification de la substance/du mélange et de la société/l’entreprise',
        'Utilisations identifiées',
        'Renseignements concernant le fournisseur de la fiche de données de sécurité',
        'RUBRIQUE 2: Identification des dangers',
      ],
    ],
  ])('is null when its label is empty and the next heading follows (%s)', (_, lines) => {
    const ctx = contextFor(lines);
    expect(extractIdentification(ctx).recommended_use).toBeNull();
    expect(ctx.evidence[USE]).toBeUndefined();
  });

  it.each([
    [
      'English, label and value columns',
      [
        '1.2 Relevant identified uses of the substance or mixture and uses advised against',
        '  Identified uses              Ingredient for use in products that may be in-',
        '                               gested by consumers',
        '  Uses advised against         None known',
      ],
      'Ingredient for use in products that may be ingested by consumers',
    ],
    [
      'Portuguese, a label wrapped in its column',
      [
        '1.2 Utilizações identificadas relevantes da substância ou mistura e utilizações desaconselhadas',
        '  Uso recomendado de           Desengordurante para peças metálicas',
        '  uma mistura                  e superfícies industriais',
        '  Usos desaconselhados         Uso pelo consumidor',
      ],
      'Desengordurante para peças metálicas e superfícies industriais',
    ],
    [
      'Spanish, two sentences up to the next label',
      [
        '1.2 Usos pertinentes identificados de la sustancia o de la mezcla y usos desaconsejados',
        'Usos identificados: Uso industrial y profesional.',
        'Realizar una evaluación de riesgos antes de su uso.',
        'Usos desaconsejados: Uso por consumidores.',
      ],
      'Uso industrial y profesional. Realizar una evaluación de riesgos antes de su uso.',
    ],
  ])('reads a use wrapped over lines whole (%s)', (_, subsection, expected) => {
    const ctx = contextFor([
      'SECTION 1: Identification',
      ...subsection,
      '1.3 Supplier',
      'SECTION 2: Hazards',
    ]);
    expect(extractIdentification(ctx).recommended_use).toBe(expected);
    expect(ctx.evidence[USE]?.confidence).toBe(0.85);
  });

  it('reads a use that runs on in its label’s line and wraps to the margin, with less confidence', () => {
    const ctx = contextFor([
      '1 – Product identifier',
      'Product Name: Glide Spray',
      'Product Use: Lubricant, Penetrant, Drives Out',
      'Moisture, Protects Surfaces from',
      'Corrosion',
      'Restriction on Use: None Identified',
      'Supplier Details',
      '2 – Hazards identification',
    ]);
    expect(extractIdentification(ctx)).toMatchObject({
      recommended_use: 'Lubricant, Penetrant, Drives Out Moisture, Protects Surfaces from Corrosion',
      restrictions_on_use: 'None Identified',
    });
    expect(ctx.evidence[USE]?.confidence).toBe(0.6);
  });

  it.each([
    [
      'Czech',
      [
        '1.2 Příslušná určená použití látky nebo směsi a nedoporučená použití',
        '        Použití látky/směsi        : Průmyslové a profesionální použití.',
        '        Omezení použití            : Spotřebitelské použití.',
      ],
      'Průmyslové a profesionální použití.',
    ],
    [
      'Hungarian, title and label wrapped',
      [
        '1.2. Az anyag vagy keverék megfelelő azonosított felhasználásai, illetve ellenjavallt',
        'felhasználásai',
        '        Az anyag/készítmény        : Orvosi felhasználás.',
        'felhasználása',
        '        Korlátozások használat     : Fogyasztói felhasználás.',
        'esetén',
      ],
      'Orvosi felhasználás.',
    ],
    [
      'English, no label at all',
      [
        '1.2 Relevant identified uses of the substance or mixture and uses',
        'advised against',
        'Wood adhesive for professional joinery.',
      ],
      'Wood adhesive for professional joinery.',
    ],
  ])('reads the first item of 1.2 when its label is unknown (%s)', (_, subsection, expected) => {
    const ctx = contextFor(['1. Identification', ...subsection, '1.3 Supplier', '2. Hazards identification']);
    expect(extractIdentification(ctx).recommended_use).toBe(expected);
    expect(ctx.evidence[USE]?.confidence).toBe(0.7);
  });

  it('does not read another scheme’s numbered 1.2 as the uses (a section 1 that goes on to 1.5)', () => {
    const ctx = contextFor([
      '1. IDENTIFICAÇÃO',
      '1.1. Nome do Produto: Sabão Exemplo',
      '1.2. Código interno:',
      '07.4411 – Sabão Exemplo Neutro',
      'Barra',
      '1.3. Aplicação: Lavagem de tecidos e louças.',
      '1.4. Responsável pela Produção e Comercialização:',
      'QUÍMICA EXEMPLO LTDA.',
      '1.5. Telefone de emergência: +55 11 0000-0000',
      '2. IDENTIFICAÇÃO DE PERIGOS',
    ]);
    expect(extractIdentification(ctx)).toMatchObject({
      recommended_use: 'Lavagem de tecidos e louças.',
      product_code: '07.4411',
    });
  });

  it('does not take a heading as the uses advised against', () => {
    const ctx = contextFor([
      'SECTION 1: Identification',
      '1.2 Relevant identified uses of the substance or mixture and uses advised against',
      'Identified uses: Laboratory chemicals',
      'Uses advised against',
      '1.3 Details of the supplier of the safety data sheet',
      'SECTION 2: Hazards identification',
    ]);
    expect(extractIdentification(ctx)).toMatchObject({
      recommended_use: 'Laboratory chemicals',
      restrictions_on_use: null,
    });
  });
});

describe('a pointer before the identified use', () => {
  it('passes over "see the technical data sheet" to the use on the next line', () => {
    const ctx = contextFor([
      'RUBRIQUE 1: Identification du mélange et de la société',
      '1.1. Identificateur de produit',
      'Nom du produit : Dégraissant Exemple 40',
      '1.2. Utilisations identifiées pertinentes de la substance ou du mélange et utilisations déconseillées',
      'Se reporter à la fiche technique.',
      'Dégraissant pour pièces mécaniques',
      '1.3. Renseignements concernant le fournisseur de la fiche de données de sécurité',
      'RUBRIQUE 2: Identification des dangers',
    ]);
    expect(extractIdentification(ctx).recommended_use).toBe('Dégraissant pour pièces mécaniques');
  });
});

describe('the product code of 1.1', () => {
  it.each([
    [
      'an abbreviated label and a list',
      ['1.1 Product identifier', 'Cat No. :     400120000; 400120010'],
      '400120000',
    ],
    [
      'codes on the line below their label (Portuguese)',
      ['Código interno de identificação do produto', 'H1-0001-2345-6      H1-0002-3456-7'],
      'H1-0001-2345-6',
    ],
    ['a French number label', ['1.1 Identifiant du produit', 'Numéro de code : 04711'], '04711'],
    ['a German article number', ['1.1 Produktidentifikator', 'Art.-Nr.: 55-1200'], '55-1200'],
  ])('reads %s', (_, lines, expected) => {
    const ctx = contextFor(['1. Identification', ...lines, '2. Hazards identification']);
    expect(extractIdentification(ctx).product_code).toBe(expected);
  });

  it('is sure of a code read after its label in the numbered 1.1 only', () => {
    const anchored = contextFor([
      '1. Identification',
      '1.1 Product identifier',
      'Product code: AB-100',
      '1.2 Uses',
    ]);
    extractIdentification(anchored);
    expect(anchored.evidence['product_identification.product_code']?.confidence).toBe(0.85);
    const unanchored = contextFor(['1. Identification', 'Product code: AB-100', '2. Hazards identification']);
    extractIdentification(unanchored);
    expect(unanchored.evidence['product_identification.product_code']?.confidence).toBe(0.7);
  });

  it('does not read a CAS number or a UFI after a code label', () => {
    const ctx = contextFor([
      '1. Identification',
      'Product code: 64-17-5',
      'Article number: N1F0-K0X3-S00P-1FGR',
      '2. Hazards identification',
    ]);
    expect(extractIdentification(ctx).product_code).toBeNull();
  });
});
