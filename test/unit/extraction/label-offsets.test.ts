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

describe('item numbering of the national formats before a label', () => {
  it('passes over the Korean item letters (가. … 하., 거. … 허.)', () => {
    expect(valueAfter('가. 제품명 : 시험제품 A', '제품명')).toBe('시험제품 A');
    expect(valueAfter('하. 제품명 : 시험제품 B', '제품명')).toBe('시험제품 B');
    expect(valueAfter('허. 제품명 : 시험제품 C', '제품명')).toBe('시험제품 C');
  });

  it('passes over bracketed, circled and CJK numerals', () => {
    expect(valueAfter('(1) 製品名 : テスト製品', '製品名')).toBe('テスト製品');
    expect(valueAfter('（1）製品名：テスト製品', '製品名')).toBe('テスト製品');
    expect(valueAfter('①製品名：テスト製品', '製品名')).toBe('テスト製品');
    expect(valueAfter('一、产品名称：测试产品', '产品名称')).toBe('测试产品');
    expect(valueAfter('（一）产品名称：测试产品', '产品名称')).toBe('测试产品');
  });

  it('takes no other syllable or word before the label as numbering', () => {
    expect(valueAfter('각. 제품명 : 시험제품 A', '제품명')).toBeUndefined();
    expect(valueAfter('新 製品名：テスト製品', '製品名')).toBeUndefined();
  });
});

describe('a bracketed translation of the label', () => {
  it('stands between label and value and is passed over', () => {
    expect(valueAfter('제품명 (Product name) : 시험제품 A', '제품명')).toBe('시험제품 A');
    expect(valueAfter('产品名称 (Product name)：测试产品', '产品名称')).toBe('测试产品');
  });
});
