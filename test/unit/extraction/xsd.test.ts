import { XmlDocument, XsdValidator } from 'libxml2-wasm';
import { understandSds } from '../../../src/extraction/engine.js';
import { xsdFor, xsdFromJsonSchema } from '../../../src/extraction/render/xsd.js';
import { xsdPattern } from '../../../src/extraction/render/xsd-pattern.js';
import { textDocument } from './text-document.js';

function isValid(xsd: string, xml: string): boolean {
  const schemaDocument = XmlDocument.fromString(xsd);
  const validator = XsdValidator.fromDoc(schemaDocument);
  const document = XmlDocument.fromString(xml);
  try {
    validator.validate(document);
    return true;
  } catch {
    return false;
  } finally {
    document.dispose();
    validator.dispose();
    schemaDocument.dispose();
  }
}

const SDS_PAGE = [
  'SAFETY DATA SHEET',
  'SECTION 1: Identification',
  'Product name: Solvex Degreasing Solvent',
  'SECTION 2: Hazards identification',
  'Signal word: Danger',
  'H225 Highly flammable liquid and vapour.',
  'SECTION 9: Physical and chemical properties',
  'Flash point: -18 °C',
  'SECTION 14: Transport information',
  'UN number: UN1993',
];

describe('the XSD of the XML output', () => {
  const filled = understandSds(textDocument(SDS_PAGE), { schemaVersion: '2026-12' }).outputs.xml;
  const letter = [
    'Dear Ms Okafor, thank you for your order of 14 February.',
    'We are pleased to confirm the delivery schedule for the second quarter of the year.',
  ];
  const empty = understandSds(textDocument(letter), { schemaVersion: '2026-12' }).outputs.xml;
  const xsd = xsdFor('2026-12');

  it('accepts a filled record (evidence entries, repeated elements) and a nearly empty one (nil values)', () => {
    expect(filled).toContain('<entry path="transport_information.un_number">');
    expect(empty).toContain('<flash_point_c nil="true"/>');
    expect(isValid(xsd, filled)).toBe(true);
    expect(isValid(xsd, empty)).toBe(true);
  });

  it('validates the older 2025-06 rendering against its own XSD, and not against the current one', () => {
    const older = understandSds(
      textDocument([...SDS_PAGE.slice(0, 7), 'Physical state: Liquid', ...SDS_PAGE.slice(7)]),
      {
        schemaVersion: '2025-06',
      },
    ).outputs.xml;
    expect(older).toContain('<physical_state>Liquid</physical_state>');
    expect(isValid(xsdFor('2025-06'), older)).toBe(true);
    expect(isValid(xsd, older)).toBe(false);
  });

  it('types values: a number where a number belongs, never text; codes by their pattern', () => {
    expect(filled).toContain('<flash_point_c>-18</flash_point_c>');
    expect(isValid(xsd, filled.replace('<flash_point_c>-18<', '<flash_point_c>cold<'))).toBe(false);
    expect(isValid(xsd, filled.replace('<h_statements>H225<', '<h_statements>X225<'))).toBe(false);
    expect(
      isValid(xsd, empty.replace('<flash_point_c nil="true"/>', '<flash_point_c>21.5</flash_point_c>')),
    ).toBe(true);
  });

  it('refuses JSON Schema constructs XML cannot carry instead of approximating them', () => {
    const arrayOfArrays = { type: 'object', properties: { m: { type: 'array', items: { type: 'array' } } } };
    const nullableObject = {
      type: 'object',
      properties: { o: { type: ['object', 'null'], properties: {} } },
    };
    expect(() => xsdFromJsonSchema(arrayOfArrays)).toThrow(/array of arrays at sds_extraction\.m/);
    expect(() => xsdFromJsonSchema(nullableObject)).toThrow(/nullable object/);
  });
});

describe('xsdPattern', () => {
  it('drops the anchors XSD implies and anchors what JSON Schema leaves open', () => {
    expect(xsdPattern('^UN\\d{4}$', 'f')).toBe('UN[0-9]{4}');
    expect(xsdPattern('GHS0', 'f')).toBe('.*GHS0.*');
  });

  it('rewrites non-capturing groups, digits inside classes and escaped slashes', () => {
    expect(xsdPattern('^(?:a|b)[\\d.]\\/$', 'f')).toBe('(a|b)[0-9.]/');
  });

  it('refuses look-ahead, word boundaries, back-references and lazy quantifiers', () => {
    for (const pattern of ['^(?=a)b$', '\\bword', '(a)\\1', 'a+?']) {
      expect(() => xsdPattern(pattern, 'f')).toThrow(/Cannot express/);
    }
  });
});
