import { parseHocr } from '../../../src/extraction/ocr/hocr.js';

// The shape tesseract 5 writes: blocks and paragraphs as div/p, lines and words as spans.
const HOCR = `<div class='ocr_page' id='page_1' title='image "unknown"; bbox 0 0 2550 3300; ppageno 0; scan_res 300 300'>
 <div class='ocr_carea' id='block_1_1' title="bbox 80 315 628 706">
  <p class='ocr_par' id='par_1_1' lang='eng' title="bbox 84 315 451 355">
   <span class='ocr_line' id='line_1_1' title="bbox 100 300 600 340; baseline -0.01 -5; x_size 37.31118; x_descenders 7.3; x_ascenders 8">
    <span class='ocrx_word' id='word_1_1' title='bbox 100 300 220 335; x_wconf 96'>Acetone</span>
    <span class='ocrx_word' id='word_1_2' title='bbox 300 302 600 336; x_wconf 71' lang='deu' dir='ltr'>R&amp;D &lt;5&gt; &quot;x&quot; &#39;y&#39;</span>
   </span>
  </p>
 </div>
 <div class='ocr_separator' id='block_1_2' title="bbox 160 160 507 171"></div>
 <div class='ocr_carea' id='block_1_3' title="bbox 80 400 628 706">
  <p class='ocr_par' id='par_1_2' lang='eng' title="bbox 84 400 451 455">
   <span class='ocr_header' id='line_1_2' title="bbox 90 400 400 450; textangle 90; x_size 0; x_descenders 0; x_ascenders 0">
    <span class='ocrx_word' id='word_1_3' title='bbox 90 400 400 450; x_wconf 50'><strong><em>SECTION</em></strong></span>
   </span>
  </p>
 </div>
</div>`;

describe('reading tesseract hOCR', () => {
  const lines = parseHocr(HOCR);

  it('keeps every text line, headers included, with its words in order', () => {
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => line.words.map((word) => word.text))).toEqual([
      ['Acetone', `R&D <5> "x" 'y'`],
      ['SECTION'],
    ]);
  });

  it('gives word boxes and confidences', () => {
    expect(lines[0]?.words[1]).toEqual({
      text: `R&D <5> "x" 'y'`,
      bbox: { x0: 300, y0: 302, x1: 600, y1: 336 },
      confidence: 71,
    });
  });

  it('turns the baseline relative to the box bottom left into page coordinates', () => {
    expect(lines[0]).toMatchObject({ baselineAtLeft: 335, slope: -0.01, rowHeight: 37.31118 });
    expect(lines[0]?.bbox).toEqual({ x0: 100, y0: 300, x1: 600, y1: 340 });
  });

  it('puts the baseline at the box bottom of a line without one', () => {
    expect(lines[1]).toMatchObject({ baselineAtLeft: 450, slope: 0, rowHeight: 0 });
  });

  it('reads an empty page as no lines', () => {
    expect(parseHocr("<div class='ocr_page' id='page_1' title='bbox 0 0 10 10'></div>")).toEqual([]);
  });

  it('lists the words of a right-to-left line as tesseract does, from the right, without its direction marks', () => {
    // Tesseract writes the words of an Arabic line in reading order and adds LRM/RLM to some.
    const arabic =
      parseHocr(`<span class='ocr_line' id='line_1_1' title="bbox 1792 100 2271 140; baseline 0 -8; x_size 40">
      <span class='ocrx_word' id='word_1_1' title='bbox 2192 100 2271 140; x_wconf 91' lang='ara' dir='rtl'>تاريخ</span>
      <span class='ocrx_word' id='word_1_2' title='bbox 2019 100 2174 140; x_wconf 90' lang='ara' dir='rtl'>المراجعة:‎</span>
      <span class='ocrx_word' id='word_1_3' title='bbox 1792 100 2001 140; x_wconf 88' lang='ara'>‏2024-03-15</span>
     </span>`);
    expect(arabic[0]?.words.map((word) => [word.text, word.bbox.x0])).toEqual([
      ['تاريخ', 2192],
      ['المراجعة:', 2019],
      ['2024-03-15', 1792],
    ]);
  });
});
