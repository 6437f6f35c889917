import { findLabelled } from '../../../src/extraction/fields/labels.js';
import { fold } from '../../../src/extraction/text.js';

function valueAfter(text: string, label: string): string | undefined {
  return findLabelled([{ page: 1, index: 0, text }], [fold(label)])?.value;
}

describe('a value in the label cell, after a label whose folding changes its length', () => {
  it('Thai tone marks in the label (folded away) do not cut into the value', () => {
    expect(valueAfter('ชื่อผลิตภัณฑ์: น้ำยาทดสอบ', 'ชื่อผลิตภัณฑ์')).toBe('น้ำยาทดสอบ');
  });

  it('Arabic vowel marks in the label do not cut into the value', () => {
    expect(valueAfter('اِسْمُ المُنْتَج: Alpha Clean 20', 'اسم المنتج')).toBe('Alpha Clean 20');
  });

  it('a letter that folds into two (ß, æ) does not cut into the value', () => {
    expect(valueAfter('Maßnahmennummer: K-20', 'Massnahmennummer')).toBe('K-20');
    expect(valueAfter('Produktnavn på æske: Beta Olie', 'Produktnavn pa aeske')).toBe('Beta Olie');
  });
});
