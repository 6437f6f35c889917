import { understandSds } from '../../../src/extraction/engine.js';
import { phoneNumbers } from '../../../src/extraction/fields/emergency-phone.js';
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
    const record = understandSds(textDocument(lines), { schemaVersion: '2026-11' }).outputs
      .json as unknown as LayoutA;
    expect(record.product_identification.supplier_name).toBe('Northwind Oils FZE');
    expect(record.product_identification.emergency_phone).toBe('+44 (0) 1235 239 671');
  });
});
