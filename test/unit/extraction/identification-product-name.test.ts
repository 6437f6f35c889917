import { ExtractionContext } from '../../../src/extraction/context.js';
import { extractIdentification } from '../../../src/extraction/fields/identification.js';
import type { LineBox } from '../../../src/extraction/pdf/types.js';
import { findSections } from '../../../src/extraction/sections/index.js';
import { documentLines } from '../../../src/extraction/text.js';
import { textDocument } from './text-document.js';

/** A one-page document whose lines stand where the reader put them ([text, x, y, width]). */
function placedDocument(rows: Array<[string, number, number, number]>): ExtractionContext {
  const doc = textDocument(rows.map(([text]) => text));
  const page = doc.pages[0];
  if (!page) throw new Error('no page');
  page.size = { width: 612, height: 792 };
  page.boxes = rows.map(([, x, y, width]): LineBox => ({ x, y, width, height: 11.7 }));
  return new ExtractionContext(findSections(documentLines(doc)), 'en');
}

describe('the product name beside its label', () => {
  it('takes the value printed a little higher than a label standing alone, not the next row’s value', () => {
    const ctx = placedDocument([
      ['1. Identification', 47, 193, 60],
      ['Product identifier', 47, 212.7, 67],
      ['Clearwash Universal PURE', 173, 221.3, 103],
      ['Product name', 47, 230.3, 56],
      ['CW100ML, CW1L', 173, 243.7, 80],
      ['Product number', 47, 249.9, 64],
      ['2. Hazard(s) identification', 47, 300, 120],
    ]);
    expect(extractIdentification(ctx).product_name).toBe('Clearwash Universal PURE');
  });

  it('keeps the value on the row below a label when the line above is not in the value column', () => {
    const ctx = placedDocument([
      ['1. Identification', 47, 193, 60],
      ['Product name', 47, 212, 56],
      ['Clearwash 5', 60, 226, 50],
      ['2. Hazard(s) identification', 47, 300, 120],
    ]);
    expect(extractIdentification(ctx).product_name).toBe('Clearwash 5');
  });
});

describe('the product an old MSDS title is for', () => {
  const nameOf = (...lines: string[]) =>
    extractIdentification(new ExtractionContext(findSections(documentLines(textDocument(lines))), 'en'))
      .product_name;

  it('reads the "FOR :" line below the document title when no label names the product', () => {
    expect(
      nameOf(
        'Material Safety Data Sheet',
        'Example Flavors, Inc.',
        '    Material Safety Data Sheet  Issued : 04/16/15  Page : 1',
        'FOR : XY-100 RASPBERRY FLAVOR, NATURAL',
        'SECTION I - IDENTIFICATION AND GENERAL INFORMATION',
        '          HAZARD RATING    HEALTH        0',
        'CHEMICAL FAMILY : FLAVOR COMPOUND',
        'SECTION II - HAZARDOUS INGREDIENTS',
      ),
    ).toBe('XY-100 RASPBERRY FLAVOR, NATURAL');
  });

  it('prefers a product name label, and takes no "for" line away from the title', () => {
    expect(
      nameOf(
        'Material Safety Data Sheet',
        'FOR : XY-100 RASPBERRY FLAVOR',
        'SECTION 1 - IDENTIFICATION',
        'Product name: Raspberry Flavor XY-100',
        'SECTION 2 - HAZARDS IDENTIFICATION',
      ),
    ).toBe('Raspberry Flavor XY-100');
    expect(
      nameOf(
        'Material Safety Data Sheet',
        'Example Flavors, Inc.',
        '10 Main Street',
        'Tel: 555-0100',
        'For: information call 555-0100',
        'SECTION I - IDENTIFICATION',
        '          HAZARD RATING    HEALTH        0',
        'SECTION II - HAZARDOUS INGREDIENTS',
      ),
    ).toBeNull();
  });
});

describe('a label whose qualifier wraps onto the next line', () => {
  it('reads the value beside "Nome do produto (nome" over "comercial):", not the open qualifier', () => {
    const ctx = new ExtractionContext(
      findSections(
        documentLines(
          textDocument([
            '1 - IDENTIFICAÇÃO',
            'Nome do produto (nome             LIMPA VIDROS AZUL',
            'comercial):',
            'Nome da Empresa:                  Exemplo Química Ltda',
            '2 - IDENTIFICAÇÃO DE PERIGOS',
          ]),
        ),
      ),
      'pt',
    );
    expect(extractIdentification(ctx).product_name).toBe('LIMPA VIDROS AZUL');
  });
});
