import { extractSds } from '../../../src/extraction/index.js';
import { detectLanguage } from '../../../src/extraction/languages/detect.js';
import {
  LANGUAGES,
  type LanguageModule,
  type SectionNumber,
} from '../../../src/extraction/languages/index.js';
import { hasRecognitionData } from '../../../src/extraction/ocr/traineddata.js';
import { terminateOcr } from '../../../src/extraction/pdf/index.js';
import { parseHeading } from '../../../src/extraction/sections/headings.js';
import { topicOfTitle } from '../../../src/extraction/sections/topics.js';
import { fold } from '../../../src/extraction/text.js';
import { buildLanguageSdsPdf, LANGUAGE_SDS_FACTS } from '../../fixtures/language-sds.js';
import { rasterisePdf } from '../../fixtures/special-pdfs.js';

const SECTIONS: SectionNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];
/** Modules whose source states no section titles (their documents are split by section word and number). */
const WITHOUT_SECTION_TITLES = new Set(['ga']);
/** Every module of a non-Latin script is also read from a scan (OCR costs seconds per page). */
const OCR_LANGUAGES = LANGUAGES.filter((language) => language.script !== 'latin');
const OCR_TIMEOUT_MS = 600_000;

afterAll(async () => {
  await terminateOcr();
});

describe('language modules', () => {
  it.each(LANGUAGES.map((language) => [language.id, language] as const))(
    '%s fills every key, and each of its section titles is read as its own section',
    (_id, language: LanguageModule) => {
      expect(language.documentTitles.length).toBeGreaterThan(0);
      expect(language.signalWords.Danger.length).toBeGreaterThan(0);
      expect(language.signalWords.Warning.length).toBeGreaterThan(0);
      expect(language.ocr.some(hasRecognitionData)).toBe(true);
      if (language.script === 'latin') expect(language.functionWords.length).toBeGreaterThanOrEqual(10);
      if (WITHOUT_SECTION_TITLES.has(language.id)) return;
      for (const number of SECTIONS) {
        const fragments = language.sections[number] ?? [];
        expect(fragments.length).toBeGreaterThan(0);
        for (const fragment of fragments)
          expect([number, topicOfTitle(fold(fragment))]).toEqual([number, number]);
      }
    },
  );
});

describe('language detection by script and letters', () => {
  it.each([
    ['uk', 'Ідентифікація небезпеки. Її класифікація є обов’язковою. '.repeat(8)],
    ['ru', 'Идентификация опасности. Этот продукт вызывает ожоги. Мы храним вдали от огня. '.repeat(8)],
    ['bg', 'Описание на опасностите. Продуктът се съхранява в съд. Това е смес. '.repeat(8)],
    ['el', 'Προσδιορισμός επικινδυνότητας του μείγματος και της εταιρείας. '.repeat(8)],
    ['ko', '화학제품과 회사에 관한 정보. 유해성 및 위험성. '.repeat(8)],
    ['th', 'ข้อมูลระบุความเป็นอันตราย มาตรการปฐมพยาบาล '.repeat(8)],
    ['ar', 'تحديد المخاطر. الإسعافات الأولية. تدابير مكافحة الحريق. '.repeat(8)],
    ['ja', '化学品及び会社情報。危険有害性の要約。取扱い及び保管上の注意。'.repeat(8)],
  ])('%s', (iso, text) => {
    expect(detectLanguage(text)?.iso).toBe(iso);
  });

  it('Chinese in simplified and traditional characters use their own OCR models', () => {
    expect(detectLanguage('危险性概述。操作处置与储存。运输信息。稳定性和反应性。'.repeat(8))?.id).toBe(
      'zh-hans',
    );
    expect(detectLanguage('危害辨識資料。安全處置與儲存方法。運送資料。安定性及反應性。'.repeat(8))?.id).toBe(
      'zh-hant',
    );
  });
});

describe('section headings numbered the Chinese way', () => {
  it.each([
    ['第三部分 成分/组成信息', 3],
    ['第14部分 运输信息', 14],
    ['十一、毒性資料', 11],
  ])('%s is section %i', (line, number) => {
    expect(parseHeading(line)?.number).toBe(number);
  });
});

interface ExtractedRecord {
  document: { language: string | null; sections_found: Array<{ number: number }> };
  product_identification: { product_name: string | null; supplier_name: string | null };
  revision_metadata: { revision_date: string | null };
  physical_chemical_properties: { physical_state: string | null };
  hazards_identification: {
    signal_word: string | null;
    h_statements: string[];
    p_statements: string[];
  };
  composition: { components: Array<{ cas_number: string | null }> };
  transport_information: { un_number: string | null };
}

async function extract(pdf: Uint8Array, languageHint?: string) {
  const result = await extractSds(pdf, { schemaVersion: '2026-12', maxPages: 5, languageHint });
  return { result, record: result.outputs.json as unknown as ExtractedRecord };
}

/** The fields every generated sheet states, as extracted. */
function fieldsOf(record: ExtractedRecord) {
  return {
    productName: record.product_identification.product_name,
    supplierName: record.product_identification.supplier_name,
    revisionDate: record.revision_metadata.revision_date,
    physicalState: record.physical_chemical_properties.physical_state,
    signalWord: record.hazards_identification.signal_word,
    hCodes: record.hazards_identification.h_statements,
    pCodes: record.hazards_identification.p_statements,
    casNumber: record.composition.components
      .map((component) => component.cas_number)
      .includes(LANGUAGE_SDS_FACTS.casNumber)
      ? LANGUAGE_SDS_FACTS.casNumber
      : null,
    unNumber: record.transport_information.un_number,
  };
}

const EXPECTED_FIELDS: ReturnType<typeof fieldsOf> = {
  productName: LANGUAGE_SDS_FACTS.productName,
  supplierName: LANGUAGE_SDS_FACTS.supplierName,
  revisionDate: LANGUAGE_SDS_FACTS.revisionDate,
  physicalState: LANGUAGE_SDS_FACTS.physicalState,
  signalWord: 'Danger',
  hCodes: [...LANGUAGE_SDS_FACTS.hCodes],
  pCodes: [...LANGUAGE_SDS_FACTS.pCodes],
  casNumber: LANGUAGE_SDS_FACTS.casNumber,
  unNumber: LANGUAGE_SDS_FACTS.unNumber,
};

function expectLanguageIndependentFields(record: ExtractedRecord): void {
  const hazards = record.hazards_identification;
  expect(hazards.h_statements).toEqual(LANGUAGE_SDS_FACTS.hCodes);
  expect(hazards.p_statements).toEqual(LANGUAGE_SDS_FACTS.pCodes);
  expect(record.composition.components.map((component) => component.cas_number)).toContain(
    LANGUAGE_SDS_FACTS.casNumber,
  );
  expect(record.transport_information.un_number).toBe(LANGUAGE_SDS_FACTS.unNumber);
}

describe('a generated SDS in every supported language', () => {
  it.each(LANGUAGES.map((language) => [language.id, language] as const))(
    '%s: an SDS in its language, its sections, signal word, codes, CAS and UN numbers, product, supplier, date and state',
    async (_id, language: LanguageModule) => {
      const { result, record } = await extract(await buildLanguageSdsPdf(language));
      expect(result.warnings.map((warning) => warning.code)).not.toContain('not_an_sds');
      expect(result.warnings.map((warning) => warning.code)).not.toContain('language_unsupported');
      expect(record.document.language).toBe(language.iso);
      expect(record.document.sections_found.length).toBeGreaterThanOrEqual(12);
      expect(record.hazards_identification.signal_word).toBe('Danger');
      expectLanguageIndependentFields(record);
      // Read through the module's words: sub-sections 1.1 and 1.3, its date label and state words.
      expect([
        record.product_identification.product_name,
        record.product_identification.supplier_name,
        record.revision_metadata.revision_date,
        record.physical_chemical_properties.physical_state,
      ]).toEqual([
        LANGUAGE_SDS_FACTS.productName,
        LANGUAGE_SDS_FACTS.supplierName,
        LANGUAGE_SDS_FACTS.revisionDate,
        LANGUAGE_SDS_FACTS.physicalState,
      ]);
    },
    60_000,
  );

  it.each(OCR_LANGUAGES.map((language) => [language.id, language] as const))(
    '%s scanned: read through OCR with the language hint, its sections and every field',
    async (id, language: LanguageModule) => {
      const scan = await rasterisePdf(await buildLanguageSdsPdf(language));
      const started = Date.now();
      const { result, record } = await extract(scan, language.iso);
      console.info(`OCR of the ${id} scan: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      expect(result.ocrPages).toBeGreaterThan(0);
      expect(result.warnings.map((warning) => warning.code)).not.toContain('not_an_sds');
      expect(record.document.sections_found.length).toBeGreaterThanOrEqual(12);
      expect(fieldsOf(record)).toEqual(EXPECTED_FIELDS);
    },
    OCR_TIMEOUT_MS,
  );
});

describe('a scan without language hint or native text', () => {
  it.each(['ja', 'el', 'bg', 'zh-hant'])(
    '%s: its script (tesseract OSD) chooses the OCR models, and its sections and codes are read',
    async (id) => {
      const language = LANGUAGES.find((candidate) => candidate.id === id);
      if (!language) throw new Error(`no module ${id}`);
      const { result, record } = await extract(await rasterisePdf(await buildLanguageSdsPdf(language)));
      expect(result.ocrPages).toBeGreaterThan(0);
      expect(record.document.language).toBe(language.iso);
      expect(record.document.sections_found.length).toBeGreaterThanOrEqual(12);
      expect(record.hazards_identification.signal_word).toBe('Danger');
      expectLanguageIndependentFields(record);
    },
    OCR_TIMEOUT_MS,
  );
});

describe('a language the engine has no vocabulary for', () => {
  it('yields its codes and numbers with language_unsupported and low confidence, not not_an_sds', async () => {
    // Section titles in an invented language: only the numbering 1-16 and the codes are recognisable.
    const unknown: LanguageModule = {
      id: 'xx',
      iso: 'xx',
      name: 'Invented',
      script: 'latin',
      ocr: ['eng'],
      sections: Object.fromEntries(SECTIONS.map((number) => [number, [`Zorbavek talumi ${number}`]])),
      sectionWords: [],
      documentTitles: ['Drofnak pelu'],
      signalWords: { Danger: ['Vrask'], Warning: ['Miltu'] },
      functionWords: [],
      subsections: {},
      dateLabels: { revision: ['Drofnak datu'], issue: [] },
      physicalState: {
        labels: ['Zorbavek stat'],
        words: { liquid: ['vlusk'], solid: ['krant'], gas: ['fuum'], aerosol: ['spriv'], paste: ['glop'] },
      },
    };
    const { result, record } = await extract(await buildLanguageSdsPdf(unknown));
    const codes = result.warnings.map((warning) => warning.code);
    expect(codes).toContain('language_unsupported');
    expect(codes).not.toContain('not_an_sds');
    expect(record.document.sections_found.length).toBe(16);
    expectLanguageIndependentFields(record);
    expect(result.confidenceScore).toBeLessThan(0.6);
  });
});
