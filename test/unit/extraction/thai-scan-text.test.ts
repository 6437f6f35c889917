import { understandSds } from '../../../src/extraction/engine.js';
import th from '../../../src/extraction/languages/th.js';
import type { LayoutA } from '../../../src/extraction/schema/index.js';
import { fold } from '../../../src/extraction/text.js';
import { LANGUAGE_SDS_FACTS, languageSdsLines } from '../../fixtures/language-sds.js';
import { textDocument } from './text-document.js';

/** Thai as OCR often reads it from a scan: without the tone marks above the letters. */
const withoutToneMarks = (text: string): string => text.replace(/[\u0e48-\u0e4b]/g, '');

describe('Thai read from a scan without the signs above its letters', () => {
  it('folds a label with and without its tone marks, sara am whole or as OCR splits it, alike', () => {
    expect(fold('วันทีแก้ไข')).toBe(fold('วันที่แก้ไข'));
    expect(fold('รัวไหล')).toBe(fold('รั่วไหล'));
    expect(fold('การกําจัด')).toBe(fold('การกำจัด'));
    expect(fold('วันที่แก้ไข')).not.toBe(fold('วันที่ออก'));
  });

  it('finds every section, the revision date and the state of a sheet read without tone marks', () => {
    const lines = languageSdsLines(th).map(withoutToneMarks);
    expect(lines.join('\n')).not.toBe(languageSdsLines(th).join('\n'));
    const record = understandSds(textDocument(lines), { schemaVersion: '2026-12' }).outputs
      .json as unknown as LayoutA;
    expect(record.document.sections_found.map((section) => section.number)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ]);
    expect(record.revision_metadata.revision_date).toBe(LANGUAGE_SDS_FACTS.revisionDate);
    expect(record.physical_chemical_properties.physical_state).toBe(LANGUAGE_SDS_FACTS.physicalState);
  });
});
