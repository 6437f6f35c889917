import { DEFAULT_SCHEMA_VERSION } from '../../../src/extraction/contract.js';
import { understandSds } from '../../../src/extraction/engine.js';
import { readPdf, terminateOcr } from '../../../src/extraction/pdf/index.js';
import type { DocumentText } from '../../../src/extraction/pdf/types.js';
import { detectLanguage } from '../../../src/extraction/languages/detect.js';
import { chooseOcrLanguages } from '../../../src/extraction/ocr/languages.js';
import { latinCode } from '../../../src/extraction/ocr/lookalikes.js';
import { judgeText } from '../../../src/extraction/pdf/text-quality.js';
import { buildGarbledFontSdsPdf, buildScannedSdsPdf } from '../../fixtures/special-pdfs.js';

// OCR of whole pages on a loaded 2-core runner (sideways scans are read in several orientations).
const OCR_TIMEOUT_MS = 300_000;

const text = (document: DocumentText): string => document.pages.flatMap((page) => page.lines).join('\n');

afterAll(async () => {
  await terminateOcr();
});

describe('OCR of pages without a usable text layer', () => {
  it(
    'a scanned page is read by OCR and finds the known product, codes and table cells',
    async () => {
      const document = await readPdf(await buildScannedSdsPdf({ pageCount: 2 }), {
        maxPages: 5,
        languageHint: 'en',
      });
      expect(document.ocrPages).toEqual([1, 2]);
      expect(document.pages.map((page) => page.source)).toEqual(['ocr', 'ocr']);
      expect(document.pages[0]?.ocrConfidence).toBeGreaterThan(0.8);
      const all = text(document);
      expect(all).toContain('Solvex Degreasing Solvent SD-200');
      expect(all).toContain('P305+P351+P338');
      expect(all).toMatch(/Acetone\s{2,}67-64-1\s{2,}200-662-2/);
      expect(all).toMatch(/14\.1 UN number\s{2,}UN1993/);
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'reads only the first maxOcrPages pages that need OCR and reports the others as not read',
    async () => {
      const document = await readPdf(await buildScannedSdsPdf({ pageCount: 2 }), {
        maxPages: 5,
        maxOcrPages: 1,
        languageHint: 'en',
      });
      expect(document.ocrPages).toEqual([1]);
      expect(document.unreadPages).toEqual([2]);
      expect(document.pages.map((page) => page.lines.length > 0)).toEqual([true, false]);
      const result = understandSds(document, { schemaVersion: DEFAULT_SCHEMA_VERSION });
      expect(result.warnings).toContainEqual(
        expect.objectContaining({ code: 'pages_not_read', page: 2, severity: 'warning' }),
      );
    },
    OCR_TIMEOUT_MS,
  );

  it.each([
    { fed: 'sideways', contentRotation: 90 as const, turn: 270 },
    { fed: 'upside down', contentRotation: 180 as const, turn: 180 },
  ])(
    'a scan fed $fed is detected, turned and read',
    async ({ contentRotation, turn }) => {
      const document = await readPdf(await buildScannedSdsPdf({ pageCount: 2, contentRotation }), {
        maxPages: 5,
        languageHint: 'en',
      });
      expect(document.pages[0]?.rotation).toBe(turn);
      expect(text(document)).toContain('SECTION 1: Identification of the substance/mixture');
      expect(document.pages[0]?.ocrConfidence).toBeGreaterThan(0.8);
    },
    OCR_TIMEOUT_MS,
  );

  it(
    'a font whose Unicode map points into the private use area is detected as garbled and OCR’d',
    async () => {
      const document = await readPdf(await buildGarbledFontSdsPdf({ pageCount: 2 }), { maxPages: 5 });
      expect(document.ocrPages).toEqual([1, 2]);
      expect(text(document)).toContain('Hazards identification');
      expect(text(document)).not.toMatch(/[\uE000-\uF8FF]/u);
    },
    OCR_TIMEOUT_MS,
  );
});

describe('text quality and languages', () => {
  it("a Greek or Cyrillic model's look-alike letters in H, P and UN codes are read as Latin", () => {
    expect(['Η225', 'Ρ210', 'υΝ1090', 'Н319', 'Κίνδυνος'].map(latinCode)).toEqual([
      'H225',
      'P210',
      'UN1090',
      'H319',
      'Κίνδυνος',
    ]);
  });

  it('letters shifted by a broken font map are garbled; real text in several languages is usable', () => {
    const shifted = 'Vdihwb gdwd vkhhw. Surgxfw lghqwlilhu dqg vxssolhu. Kdcdugv lghqwlilfdwlrq. '.repeat(3);
    expect(
      judgeText('Qqp hq 8h Dqrvsvphv Hhrvhy hr PS6IB@ AG6WPS Hrzsfw Xqmgst Pwrbxkt Dvvlmn '.repeat(3)),
    ).toBe('garbled');
    expect(judgeText(shifted.replace(/[aeiou]/g, 'x'))).toBe('garbled');
    expect(
      judgeText(
        'Sicherheitsdatenblatt gemäß Verordnung (EG) Nr. 1907/2006. Abschnitt 1: Bezeichnung des Stoffs',
      ),
    ).toBe('usable');
    expect(
      judgeText('Karta charakterystyki zgodnie z rozporządzeniem. Sekcja 1: Identyfikacja substancji'),
    ).toBe('usable');
    expect(judgeText('\u0003\u0011\u0014\u001c'.repeat(20))).toBe('garbled');
    expect(judgeText('  ')).toBe('missing');
    // Vietnamese vowels carry two diacritics (ư, ợ, ữ): still vowels.
    expect(judgeText('Biện pháp chữa cháy được sử dụng trong trường hợp hỏa hoạn. '.repeat(4))).toBe(
      'usable',
    );
  });

  it('OCR languages: the hint first with English, else a guess from native text, else the page script decides', () => {
    expect(chooseOcrLanguages('pt-BR', '')).toEqual(['por', 'eng']);
    const german =
      'Die Angaben stützen sich auf den heutigen Stand unserer Kenntnisse und sind bei der Lagerung mit dem Produkt zu beachten, für die';
    expect(detectLanguage(german)?.iso).toBe('de');
    expect(chooseOcrLanguages(undefined, german)).toEqual(['deu', 'eng']);
    expect(chooseOcrLanguages(undefined, '')).toBeUndefined();
  });
});
