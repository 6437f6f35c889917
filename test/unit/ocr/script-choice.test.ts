import { modelsForPageScript, type DetectedScript } from '../../../src/extraction/ocr/script.js';
import { line, word } from './ocr-line.js';

const page = { luminance: new Uint8Array(400 * 600).fill(255), width: 400, height: 600 };
/** Lines the Latin models read surely (confidence 90) or not (30). */
const lines = (sure: number, unsure: number) => [
  ...Array.from({ length: sure }, () => line(word('Acetone', 10, 120, 90))),
  ...Array.from({ length: unsure }, () => line(word('EMRU', 10, 120, 30))),
];
const osd = (detected: DetectedScript) => () => Promise.resolve(detected);

describe("a scanned page's script from the lines the Latin models could not read", () => {
  it('takes an unsure OSD answer when most of the page is unreadable to the Latin models', async () => {
    const models = await modelsForPageScript(
      page,
      lines(10, 10),
      undefined,
      osd({ script: 'Han', confidence: 0.05 }),
    );
    expect(models).toContain('jpn');
  });

  it('leaves a mostly readable page with a few unread lines to the Latin models on an unsure answer', async () => {
    expect(
      await modelsForPageScript(page, lines(20, 3), undefined, osd({ script: 'Han', confidence: 0.05 })),
    ).toBeUndefined();
  });

  it('takes a sure answer however few lines are unread', async () => {
    expect(
      await modelsForPageScript(page, lines(20, 3), undefined, osd({ script: 'Han', confidence: 0.6 })),
    ).toContain('jpn');
  });

  it('never switches a page whose unread lines OSD finds Latin', async () => {
    expect(
      await modelsForPageScript(page, lines(5, 10), undefined, osd({ script: 'Latin', confidence: 2 })),
    ).toBeUndefined();
  });
});
