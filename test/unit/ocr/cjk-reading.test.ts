import type { OcrLine } from '../../../src/extraction/ocr/hocr.js';
import { chooseOcrLanguages, otherFormModels } from '../../../src/extraction/ocr/languages.js';
import {
  applyLatinReading,
  LATIN_WORD_REREADING,
  latinRuns,
  stackCuts,
} from '../../../src/extraction/ocr/latin-reread.js';
import { line, word } from './ocr-line.js';

function runTexts(lines: OcrLine[]): string[][] {
  return latinRuns(lines).map((run) => run.words.map((each) => each.text));
}

describe('Chinese in simplified and traditional characters', () => {
  it('the ISO hint "zh" reads with the simplified model first; the page is also read by the traditional one', () => {
    expect(chooseOcrLanguages('zh', '')).toEqual(['chi_sim']);
    expect(otherFormModels(['chi_sim'])).toEqual([['chi_tra']]);
    expect(otherFormModels(['chi_tra'])).toEqual([['chi_sim']]);
  });

  it('languages written in one form only have no other reading', () => {
    expect(otherFormModels(['jpn'])).toEqual([]);
    expect(otherFormModels(['rus', 'eng'])).toEqual([]);
    expect(otherFormModels(['deu', 'eng'])).toEqual([]);
  });
});

describe('Latin words on a page read by a Chinese or Japanese model', () => {
  it('are cut out as runs of Latin words, with a short word the model could not read beside them', () => {
    const supplier = line(
      word('Northbridge', 0, 200),
      word('Chemicals', 206, 380),
      word('Ltd', 386, 440, 59),
    );
    const subsection = line(word('工', 0, 50, 0), word('.1', 40, 70, 59));
    expect(runTexts([supplier, subsection])).toEqual([
      ['Northbridge', 'Chemicals', 'Ltd'],
      ['工', '.1'],
    ]);
  });

  it('leave out the words of the script read with confidence, and runs without a Latin letter or digit', () => {
    const heading = line(word('第', 0, 40, 96), word('10', 50, 100), word('部分', 110, 190, 96));
    const signalWord = line(word('Signal', 0, 110), word('危险', 116, 190, 95));
    const state = line(word('物理状态', 0, 160, 95), word(':', 166, 172), word('液体', 180, 260, 96));
    expect(runTexts([heading, signalWord, state])).toEqual([['10'], ['Signal']]);
  });

  it('take English reading only where English is surer ("Ltd" becomes "Ltd.", the "10" of a heading stays)', () => {
    const page = { luminance: new Uint8Array(1000 * 300).fill(0), width: 1000, height: 300 };
    for (const [read, latin, expected] of [
      [word('Ltd', 0, 60, 59), 'Ltd.', 'Ltd.'],
      [word('10', 0, 60, 90), '10%', '10'],
    ] as const) {
      const lines = [line(read)];
      const stack = stackCuts(page, LATIN_WORD_REREADING.runs(lines));
      const top = stack.placements[0]?.top ?? 0;
      const english = line({ text: latin, bbox: { x0: 10, y0: top, x1: 70, y1: top + 40 }, confidence: 83 });
      const [fixed] = applyLatinReading(
        lines,
        [{ stack, lines: [english] }],
        LATIN_WORD_REREADING.latinPreference,
      );
      expect(fixed?.words.map((each) => each.text)).toEqual([expected]);
    }
  });
});
