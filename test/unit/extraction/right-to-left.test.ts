import { understandSds } from '../../../src/extraction/engine.js';
import { phoneNumbers } from '../../../src/extraction/fields/emergency-phone.js';
import type { PositionedText } from '../../../src/extraction/pdf/fragments.js';
import { buildLines } from '../../../src/extraction/pdf/reading-order.js';
import type { LayoutA } from '../../../src/extraction/schema/index.js';
import { fold } from '../../../src/extraction/text.js';
import { textDocument } from './text-document.js';

describe('Arabic as PDF fonts print it', () => {
  it('folds presentation forms, a shadda drawn as its own glyph, vowel marks, hamza and Persian letter forms', () => {
    // "المورِّد" with its shadda-kasra as an isolated glyph and the space the text layer puts after it.
    expect(fold('\u0627\ufedf\ufee3\u0648\u0631\ufc62 \u062f')).toBe(fold('المورد'));
    expect(fold('هاتف الطوارئ')).toBe(fold('ھاتف الطواري'));
    expect(fold('ﻛﻠﻤﺔ')).toBe(fold('کلمة'));
  });

  it('puts the neutral characters of a number on a right-to-left line back in place', () => {
    expect(phoneNumbers('خدمة : 44+ )0( 1235 239 671 )24 ساعة(   رقم هاتف الطوارئ')).toEqual([
      '+44 (0) 1235 239 671',
    ]);
    expect(phoneNumbers('Emergency: +44 (0) 1235 239 671 (24 h)')).toEqual(['+44 (0) 1235 239 671']);
  });

  it('reads the value before its label on a right-to-left row', () => {
    const lines = [
      'القسم 1. الاسم',
      '            Northwind Oils FZE                                   ال\u0645ور\ufc62 د',
      'Dubai Silicon Oasis',
      '      خدمة : 44+ )0( 1235 239 671 )24 ساعة(           رقم ھاتف الطوارئ',
      'القسم 2. بيان الأخطار',
    ];
    const record = understandSds(textDocument(lines), { schemaVersion: '2026-12' }).outputs
      .json as unknown as LayoutA;
    expect(record.product_identification.supplier_name).toBe('Northwind Oils FZE');
    expect(record.product_identification.emergency_phone).toBe('+44 (0) 1235 239 671');
  });
});

const SIZE = 10;
const CHAR_WIDTH = 5;

/**
 * One line of pieces (text items of a native page, words of an OCR page) placed from the right margin
 * leftwards in the order given, as a right-to-left paragraph sets them: the first piece stands at the
 * right. `touching` pieces follow the previous one without a word space.
 */
function rightToLeftLine(pieces: (string | { touching: string })[]): PositionedText {
  let right = 500;
  const fragments = pieces.map((piece) => {
    const text = typeof piece === 'string' ? piece : piece.touching;
    if (typeof piece === 'string') right -= 3;
    const width = text.length * CHAR_WIDTH;
    right -= width;
    return { text, x: right, baseline: 100, width, size: SIZE };
  });
  return { fragments, width: 595, height: 842, rotation: 0, turn: 0 };
}

function textOf(page: PositionedText): string[] {
  return buildLines(page).map((line) => line.text);
}

describe('right-to-left lines in reading order, whether drawn as one item, word by word or read by OCR', () => {
  it('reads the words of an Arabic line from the right, a date after its label', () => {
    // OCR spells each word in reading order, its colon included.
    expect(textOf(rightToLeftLine(['تاريخ', 'المراجعة:', '2024-03-15']))).toEqual([
      'تاريخ المراجعة: 2024-03-15',
    ]);
    // A producer that draws the date and the colon as one left-to-right item.
    expect(textOf(rightToLeftLine(['تاريخ', 'المراجعة', { touching: '2024-03-15 :' }]))).toEqual([
      'تاريخ المراجعة: 2024-03-15',
    ]);
  });

  it('keeps runs of Latin letters and digits in their own left-to-right order', () => {
    // Placed right to left: "UN 1090" stands as "UN" left of "1090", so the run is given as 1090, UN.
    expect(textOf(rightToLeftLine(['رقم', '1090', 'UN', 'الأمم', 'المتحدة']))).toEqual([
      'رقم UN 1090 الأمم المتحدة',
    ]);
    expect(textOf(rightToLeftLine(['رقم', '67-64-1', 'CAS']))).toEqual(['رقم CAS 67-64-1']);
    expect(textOf(rightToLeftLine(['التركيز', '%', '100', '-', '50']))).toEqual(['التركيز 50 - 100 %']);
  });

  it('puts the period of a section number back after it (".1" as the line shows it)', () => {
    expect(textOf(rightToLeftLine(['.1', 'تعريف', 'المادة']))).toEqual(['1. تعريف المادة']);
    expect(textOf(rightToLeftLine(['1.', 'تعريف']))).toEqual(['1. تعريف']);
  });

  it('keeps the cells of a row left to right, and a line in Latin letters as it is', () => {
    const row = rightToLeftLine(['المورد', 'FZE', 'Oils', 'Northwind']);
    const label = row.fragments[0];
    if (label) label.x += 60; // the label cell at the right margin, apart from its value
    expect(textOf(row)).toEqual(['Northwind Oils FZE            المورد']);
    const english = rightToLeftLine(['Ltd', 'Trading', 'الخليج', 'Supplier:']);
    expect(textOf(english)).toEqual(['Supplier: الخليج Trading Ltd']);
  });
});
