/**
 * Components of generated safety data sheets in three languages screened against the regulatory
 * lists: every flag and the product's summary, with the concentration forms an SDS prints.
 */
import { extractSds } from '../../../src/extraction/index.js';
import { languageById } from '../../../src/extraction/languages/index.js';
import type { LayoutA } from '../../../src/extraction/schema/index.js';
import { buildLanguageSdsPdf, type LanguageSdsBodies } from '../../fixtures/language-sds.js';

const SVHC_POSSIBLE: LanguageSdsBodies = {
  composition: [
    '117-81-7    204-211-0    < 0.1 %',
    '84-74-2    201-557-4    0.05 – 0.5 %',
    '108-88-3    203-625-9    0.1–1 %',
    '67-64-1    200-662-2    50 - 90 %',
  ],
};
const SVHC_ABOVE: LanguageSdsBodies = {
  composition: [
    '80-05-7    201-245-8    0.1–1 %',
    '71-43-2    200-753-7    < 0.1 %',
    '67-64-1    200-662-2    50 - 90 %',
  ],
};
/** Sub-section 3.1 titled in the sheet's language, which says the sheet describes a substance. */
const SUBSTANCE_HEADINGS: Record<string, string> = {
  en: '3.1 Substance',
  de: '3.1 Stoff',
  fr: '3.1 Substance',
};
const singleSubstance = (languageId: string): LanguageSdsBodies => ({
  hazards: ['H225 H319', 'P210 P280'],
  composition: [SUBSTANCE_HEADINGS[languageId] ?? '', '67-56-1    200-659-6    ≥ 99 %'],
});

async function screened(languageId: string, bodies: LanguageSdsBodies) {
  const language = languageById(languageId);
  if (!language) throw new Error(`no language ${languageId}`);
  const result = await extractSds(await buildLanguageSdsPdf(language, bodies), {
    schemaVersion: '2027-01',
    maxPages: 5,
  });
  const record = result.outputs.json as LayoutA;
  return {
    flags: record.composition.components.map((component) => [
      component.cas_number,
      component.regulatory.map((flag) => `${flag.list} ${flag.entry}`),
    ]),
    summary: record.regulatory_screening,
    warnings: result.warnings.filter((warning) => warning.code === 'classification_below_harmonised'),
    csv: result.outputs.csv,
    xml: result.outputs.xml,
  };
}

const DEHP = [
  'reach_candidate_list Bis (2-ethylhexyl)phthalate (DEHP)',
  'reach_annex_xiv 04',
  'reach_annex_xvii 51',
];
const DEHP_PROP65 = 'prop65 Di(2-ethylhexyl)phthalate (DEHP)';
const ACETONE = ['clp_annex_vi 606-001-00-8'];

describe.each(['en', 'de', 'fr'])('regulatory screening of a generated SDS in %s', (languageId) => {
  it('flags every listed component and finds an SVHC possibly above 0.1 % in a range across it', async () => {
    const { flags, summary, warnings, csv, xml } = await screened(languageId, SVHC_POSSIBLE);
    expect(flags).toEqual([
      ['117-81-7', [...DEHP, DEHP_PROP65, DEHP_PROP65, 'clp_annex_vi 607-317-00-9']],
      [
        '84-74-2',
        [
          'reach_candidate_list Dibutyl phthalate (DBP)',
          'reach_annex_xiv 06',
          'reach_annex_xvii 51',
          'prop65 Di-n-butyl phthalate (DBP)',
          'clp_annex_vi 607-318-00-4',
        ],
      ],
      ['108-88-3', ['reach_annex_xvii 48', 'prop65 Toluene', 'prop65 Toluene', 'clp_annex_vi 601-021-00-3']],
      ['67-64-1', ACETONE],
    ]);
    expect(summary.svhc_above_0_1_percent).toBe('possible');
    expect(summary.svhc.map((entry) => entry.cas_number)).toEqual(['117-81-7', '84-74-2']);
    expect(summary.authorisation_listed.map((entry) => entry.entry)).toEqual(['04', '06']);
    expect(summary.restricted.map((entry) => entry.entry)).toEqual(['51', '51', '48']);
    expect(summary.prop65_chemicals.map((entry) => entry.cas_number)).toEqual([
      '117-81-7',
      '84-74-2',
      '108-88-3',
    ]);
    expect(warnings).toEqual([]);
    expect(csv).toContain('composition.components[2].regulatory[0].entry,48');
    expect(csv).toContain('regulatory_screening.svhc_above_0_1_percent,possible');
    expect(xml).toContain('<svhc_above_0_1_percent>possible</svhc_above_0_1_percent>');
  });

  it('finds an SVHC above 0.1 % when the lower bound of its range is 0.1 %', async () => {
    const { flags, summary } = await screened(languageId, SVHC_ABOVE);
    expect(flags).toEqual([
      [
        '80-05-7',
        [
          "reach_candidate_list 4,4'-isopropylidenediphenol",
          'prop65 Bisphenol A (BPA)',
          'prop65 Bisphenol A (BPA)',
          'clp_annex_vi 604-030-00-0',
        ],
      ],
      ['71-43-2', ['reach_annex_xvii 05', 'prop65 Benzene', 'prop65 Benzene', 'clp_annex_vi 601-020-00-8']],
      ['67-64-1', ACETONE],
    ]);
    expect(summary.svhc_above_0_1_percent).toBe('yes');
    expect(summary.authorisation_listed).toEqual([]);
    expect(summary.restricted.map((entry) => entry.cas_number)).toEqual(['71-43-2']);
  });

  it('warns that a single substance at ≥ 99 % leaves out classes of its harmonised classification', async () => {
    const { flags, summary, warnings } = await screened(languageId, singleSubstance(languageId));
    expect(flags).toEqual([['67-56-1', ['prop65 Methanol', 'clp_annex_vi 603-001-00-X']]]);
    expect(summary.svhc_above_0_1_percent).toBe('no');
    expect(summary.prop65_chemicals.map((entry) => entry.entry)).toEqual(['Methanol']);
    expect(warnings.map((warning) => [warning.field, warning.message])).toEqual([
      [
        'composition.components[0]',
        'The SDS classification of Solvex SD-200 (67-56-1) omits Acute Tox. 3, STOT SE 1 of its harmonised classification (CLP Annex VI index 603-001-00-X).',
      ],
    ]);
  });
});
