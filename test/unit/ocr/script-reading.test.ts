import {
  chooseOcrLanguages,
  lookalikeVocabulary,
  ocrModelsForScript,
  latinRereadingFor,
} from '../../../src/extraction/ocr/languages.js';
import {
  applyLatinReading,
  CODE_REREADING,
  codeRuns,
  LATIN_WORD_REREADING,
  stackCuts,
  unsureCuts,
} from '../../../src/extraction/ocr/latin-reread.js';
import { scriptWord } from '../../../src/extraction/ocr/lookalikes.js';
import { line, word } from './ocr-line.js';
import { glueUnspacedWords } from '../../../src/extraction/ocr/spacing.js';

describe('OCR models by language and script', () => {
  it('Chinese and Japanese models read alone, other scripts beside English; English re-reads their Latin words, or codes', () => {
    expect(chooseOcrLanguages('ja', '')).toEqual(['jpn']);
    expect(chooseOcrLanguages('el', '')).toEqual(['ell', 'eng']);
    expect(latinRereadingFor(['ell', 'eng'])).toBe(CODE_REREADING);
    expect(latinRereadingFor(['jpn'])).toBe(LATIN_WORD_REREADING);
    expect(latinRereadingFor(['deu', 'eng'])).toBeUndefined();
  });

  it('maps the scripts tesseract OSD names to models, Latin to none', () => {
    expect(ocrModelsForScript('Hangul')).toEqual(['kor', 'eng']);
    expect(ocrModelsForScript('Thai')).toEqual(['tha', 'eng']);
    expect(ocrModelsForScript('Han')).toEqual(['jpn']);
    expect(ocrModelsForScript('Arabic')).toEqual(['ara', 'eng']);
    expect(ocrModelsForScript('Latin')).toBeUndefined();
  });
});

describe('Latin re-reading of code-shaped words', () => {
  it('groups a code split by the script model ("พ 319") with its short neighbour, not the words around it', () => {
    const read = line(
      word('ความ', 0, 200),
      word('พ', 300, 330),
      word('319', 335, 400),
      word('อันตราย', 500, 700),
    );
    expect(codeRuns([read]).map((run) => run.words.map((each) => each.text))).toEqual([['พ', '319']]);
  });

  it('stacks the cut-outs with white margins and maps English reading back to the page', () => {
    const page = { luminance: new Uint8Array(1000 * 300).fill(0), width: 1000, height: 300 };
    const read = line(word('ΑΒΓ', 0, 200), word('υΝΊ1090', 300, 500, 70));
    const stack = stackCuts(page, codeRuns([read]));
    const placement = stack.placements[0];
    if (!placement) throw new Error('no placement');
    // Only the word's box (and a thin border) is dark: the margin around it is white.
    expect(stack.image.luminance[0]).toBe(255);
    expect(stack.image.luminance[(placement.top + 5) * stack.image.width + 30]).toBe(0);
    const latin = line({
      text: 'UN1090',
      bbox: { x0: 30, y0: placement.top, x1: 230, y1: placement.bottom },
      confidence: 92,
    });
    const [fixed] = applyLatinReading([read], [{ stack, lines: [latin] }]);
    expect(fixed?.words.map((each) => each.text)).toEqual(['ΑΒΓ', 'UN1090']);
    expect(fixed?.words[1]?.bbox.x0).toBe(30 + placement.dx);
  });

  it('keeps the script reading when English is unsure or much less sure', () => {
    const page = { luminance: new Uint8Array(1000 * 300).fill(0), width: 1000, height: 300 };
    for (const [confidence, expected] of [
      [40, '1.3'],
      [75, '1.3'],
      [90, '13'],
    ] as const) {
      const read = line(word('1.3', 0, 100, 95));
      const stack = stackCuts(page, codeRuns([read]));
      const top = stack.placements[0]?.top ?? 0;
      const latin = line({ text: '13', bbox: { x0: 10, y0: top, x1: 90, y1: top + 40 }, confidence });
      expect(applyLatinReading([read], [{ stack, lines: [latin] }])[0]?.words[0]?.text).toBe(expected);
    }
  });
});

describe('runs English is unsure of', () => {
  const page = { luminance: new Uint8Array(1000 * 300).fill(0), width: 1000, height: 300 };
  const read = line(word('บพผ1090', 0, 200, 90), word('ความ', 300, 500), word('พ319', 600, 700, 90));
  const runs = codeRuns([read]);
  const stack = stackCuts(page, runs);
  const [unRun, hRun] = stack.placements;
  if (!unRun || !hRun) throw new Error('no placements');
  const readAt = (top: number, text: string, confidence: number) =>
    line({ text, bbox: { x0: 10, y0: top, x1: 200, y1: top + 40 }, confidence });

  it('are read again stacked on their own, and that reading is taken when sure', () => {
    const first = { stack, lines: [readAt(unRun.top, 'UN21090', 25), readAt(hRun.top, 'H319', 91)] };
    const unsure = unsureCuts(first);
    expect(unsure.map((run) => run.words[0]?.text)).toEqual(['บพผ1090']);
    const again = stackCuts(page, unsure);
    const second = { stack: again, lines: [readAt(again.placements[0]?.top ?? 0, 'UN1090', 90)] };
    const [fixed] = applyLatinReading([read], [first, second]);
    expect(fixed?.words.map((each) => each.text)).toEqual(['UN1090', 'ความ', 'H319']);
  });

  it('include a UN number of other than four digits, however sure English is', () => {
    const first = { stack, lines: [readAt(unRun.top, 'UN21090', 95), readAt(hRun.top, 'H319', 91)] };
    expect(unsureCuts(first).map((run) => run.words[0]?.text)).toEqual(['บพผ1090']);
    expect(applyLatinReading([read], [first])[0]?.words.map((each) => each.text)).toEqual([
      'บพผ1090',
      'ความ',
      'H319',
    ]);
  });
});

describe('tesseract word spacing', () => {
  it('glues words tesseract prints without a space, and neighbouring Han/kana/Thai words', () => {
    const thai = line(word('อ', 0, 20), word('ันต', 24, 60), word('รา', 64, 90), word('ย', 94, 110));
    const latin = line(word('Solvex', 200, 300), word('SD-200', 320, 420));
    const japanese = line(word('物理', 0, 80), word('状態:', 100, 180));
    const glued = glueUnspacedWords([thai, latin, japanese], 'อ ันต รา ย\nSolvex SD-200\n物理 状態:\n');
    expect(glued.map((each) => each.words.map((item) => item.text))).toEqual([
      ['อันตราย'],
      ['Solvex', 'SD-200'],
      ['物理状態:'],
    ]);
    const korean = line(word('물', 0, 40), word('질', 42, 80), word('안전', 120, 200));
    expect(glueUnspacedWords([korean], '물질 안전')[0]?.words.map((item) => item.text)).toEqual([
      '물질',
      '안전',
    ]);
  });
});

describe('words English read in look-alike Latin letters', () => {
  it('become the Cyrillic or Greek word of the vocabulary they spell; other Latin words stay', () => {
    const bulgarian = lookalikeVocabulary(['bul', 'eng']);
    if (!bulgarian) throw new Error('no Bulgarian vocabulary');
    expect(scriptWord('OnacHo', bulgarian)).toBe('Опасно');
    expect(scriptWord('Ha', bulgarian)).toBe('На');
    expect(scriptWord('Solvex', bulgarian)).toBe('Solvex');
    expect(scriptWord('Hexan', bulgarian)).toBe('Hexan');
    expect(lookalikeVocabulary(['deu', 'eng'])).toBeUndefined();
  });
});
