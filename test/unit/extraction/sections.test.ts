import { parseHeading } from '../../../src/extraction/sections/headings.js';
import { findSections } from '../../../src/extraction/sections/index.js';
import { documentLines } from '../../../src/extraction/text.js';
import { textDocument } from './text-document.js';

describe('section headings', () => {
  it.each([
    ['SECTION 2: Hazards identification', 2],
    ['ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen', 3],
    ['RUBRIQUE 14: Informations relatives au transport', 14],
    ['2. SZAKASZ: A veszély azonosítása', 2],
    ['ODDÍL 9: Fyzikální a chemické vlastnosti', 9],
    ['PUNKT 8: Eksponeringskontrol/personlige værnemidler', 8],
    ['SECÇÃO 2                 IDENTIFICAÇÃO DE PERIGOS', 2],
    ['9. Physical and chemical properties', 9],
    ['Section II - Hazardous Ingredients', 3],
    ['SECTION III - PHYSICAL DATA', 9],
    ['SECCIÓN 12. Información ecotoxicológica', 12],
    ['SECTION 12: Ecotoxicological information', 12],
    ['SECCIÓN 11. Información toxicológica', 11],
    ['SECTION 11: Toxicological and ecological information', 11],
    ['I. NHẬN DẠNG HÓA CHẤT VÀ THÔNG TIN VỀ NHÀ CUNG CẤP', 1],
    ['XIV. THÔNG TIN KHI VẬN CHUYỂN', 14],
  ])('recognises "%s" as section %i', (line, number) => {
    expect(parseHeading(line)?.number).toBe(number);
  });

  it.each([
    '2.1 Classification of the substance or mixture',
    '3 drops of water per minute',
    'Section 313 of Title III',
    // A Roman numeral without a section word is a heading only when its title names that section.
    'ii) Handling and storage',
    'v. Transport information',
    // A cross reference wrapped before its number: the sentence goes on in lowercase after it.
    '8 for suggested personal protective equipment.',
    '8 – personal protection. Avoid eye contact.',
  ])('does not take "%s" for a heading', (line) => {
    expect(parseHeading(line)).toBeNull();
  });

  it('splits an old ANSI-ordered MSDS by topic, not by printed number', () => {
    const doc = findSections(
      documentLines(
        textDocument(
          [
            '1. Product and company identification',
            'Product name: Blue Ink',
            '2. Composition/information on ingredients',
            'Ethanol  64-17-5  10 %',
          ],
          [
            '3. Hazards identification',
            'Warning',
            '9. Physical and chemical properties',
            'Flash point: 13 °C',
          ],
        ),
      ),
    );
    expect(doc.sections.get(3)?.lines.map((l) => l.text)).toEqual(['Ethanol  64-17-5  10 %']);
    expect(doc.sections.get(2)?.page).toBe(2);
    expect(doc.sections.get(9)?.lines[0]?.text).toBe('Flash point: 13 °C');
  });
});
