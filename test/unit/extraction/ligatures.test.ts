import type { PositionedText, TextFragment } from '../../../src/extraction/pdf/fragments.js';
import { restoreLigatures } from '../../../src/extraction/pdf/ligatures.js';
import { buildLines } from '../../../src/extraction/pdf/reading-order.js';

const SIZE = 10;
const CHAR_EMS = 0.5;
/** Advance widths (ems) of a font's unmapped ligature glyphs. */
const TI_EMS = 0.557;
const TT_EMS = 0.634;

/**
 * A line as a producer writes it when a font's ligature glyphs have no Unicode mapping: the text
 * around each ligature is one fragment and the ligature a fragment "\u0000" of its own width.
 * `line("Sec", TI_EMS, "on 1")` draws "Sec", then a ligature glyph, then "on 1".
 */
function line(baseline: number, ...parts: (string | number)[]): TextFragment[] {
  let x = 40;
  return parts.map((part) => {
    const text = typeof part === 'string' ? part : '\u0000';
    const width = (typeof part === 'string' ? part.length * CHAR_EMS : part) * SIZE;
    const fragment = { text, x, baseline, width, size: SIZE };
    x += width;
    return fragment;
  });
}

function page(...lines: TextFragment[][]): PositionedText {
  return { fragments: lines.flat(), width: 595, height: 842, rotation: 0, turn: 0 };
}

const texts = (pages: PositionedText[]): string[] => pages.flatMap((p) => buildLines(p).map((l) => l.text));

describe('ligature glyphs a font maps to no character', () => {
  it('restores "ti" in section headings so the document still reads as an SDS', () => {
    const restored = restoreLigatures([
      page(
        line(100, 'Sec', TI_EMS, 'on 1 - Iden', TI_EMS, 'fica', TI_EMS, 'on'),
        line(120, 'Recommended use and restric', TI_EMS, 'ons on use'),
      ),
    ]);
    expect(texts(restored)).toEqual([
      'Section 1 - Identification',
      'Recommended use and restrictions on use',
    ]);
  });

  it('tells a wider ligature glyph apart by a word the document spells out intact elsewhere', () => {
    const restored = restoreLigatures([
      page(
        line(100, 'Sec', TI_EMS, 'on 14 - Transport informa', TI_EMS, 'on'),
        line(120, 'Port of loading: Ro', TT_EMS, 'erdam'),
        line(140, 'Rotterdam Convention: not listed'),
      ),
    ]);
    expect(texts(restored)).toContain('Port of loading: Rotterdam');
    expect(texts(restored)).toContain('Section 14 - Transport information');
  });

  it('reads an undecided glyph wider than the "ti" glyph as "tt", not "ti"', () => {
    const restored = restoreLigatures([
      page(
        line(100, 'Sec', TI_EMS, 'on 4 - First aid'),
        line(120, 'Seek medical a', TT_EMS, 'en', TI_EMS, 'on.'),
      ),
    ]);
    expect(texts(restored)).toContain('Seek medical attention.');
  });

  it('drops an unmapped glyph that stands between no letters, and leaves clean pages alone', () => {
    const clean = page(line(100, 'SECTION 1: Identification'));
    const restored = restoreLigatures([page(line(100, 'H225', TI_EMS)), clean]);
    expect(texts(restored)).toEqual(['H225', 'SECTION 1: Identification']);
    expect(restoreLigatures([clean])[0]).toBe(clean);
  });
});
