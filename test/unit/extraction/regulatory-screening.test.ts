import { regulatoryLists } from '../../../src/extraction/reference/regulatory-lists.js';
import type { ExtractedComposition } from '../../../src/extraction/schema/index.js';
import { screenComposition } from '../../../src/extraction/screening/index.js';
import { regulatoryFlags } from '../../../src/extraction/screening/list-index.js';
import { strongestAnswer, svhcThresholdAnswer } from '../../../src/extraction/screening/svhc-threshold.js';

const amount = (min: number | null, max: number | null, text: string, unit = '%') => ({
  min,
  max,
  unit,
  text,
});
const component = (cas: string | null, ec: string | null, concentration = amount(null, null, '')) => ({
  name: cas ?? ec,
  cas_number: cas,
  ec_number: ec,
  concentration,
  classification: [],
});

describe('the 0.1 % w/w threshold of a Candidate List substance', () => {
  it.each([
    ['< 0.1 %', amount(null, 0.1, '< 0.1 %'), 'no'],
    ['≤ 0.1 %', amount(null, 0.1, '≤ 0.1 %'), 'possible'],
    ['0.01 - 0.09 %', amount(0.01, 0.09, '0.01 - 0.09 %'), 'no'],
    ['0.05 - 0.5 % (across 0.1 %)', amount(0.05, 0.5, '0.05 - 0.5 %'), 'possible'],
    ['0.1 - 1 %', amount(0.1, 1, '0.1 - 1 %'), 'yes'],
    ['≥ 99 %', amount(99, null, '≥ 99 %'), 'yes'],
    ['> 0.05 %', amount(0.05, null, '> 0.05 %'), 'possible'],
    ['no amount given', amount(null, null, ''), 'possible'],
    ['500 ppm', amount(500, 500, '500 ppm', 'ppm'), 'no'],
    ['1000 - 2000 ppm', amount(1000, 2000, '1000 - 2000 ppm', 'ppm'), 'yes'],
  ] as const)('%s is %s', (_printed, concentration, expected) => {
    expect(svhcThresholdAnswer(concentration)).toBe(expected);
  });

  it("gives the product the strongest of its components' answers", () => {
    expect(strongestAnswer([])).toBe('no');
    expect(strongestAnswer(['no', 'possible', 'no'])).toBe('possible');
    expect(strongestAnswer(['possible', 'yes', 'no'])).toBe('yes');
  });
});

describe('the list matcher', () => {
  it('finds a substance by its CAS number on every list that names it, in list order', () => {
    expect(regulatoryFlags('117-81-7', null).map((flag) => [flag.list, flag.entry])).toEqual([
      ['reach_candidate_list', 'Bis (2-ethylhexyl)phthalate (DEHP)'],
      ['reach_annex_xiv', '04'],
      ['reach_annex_xvii', '51'],
      ['prop65', 'Di(2-ethylhexyl)phthalate (DEHP)'],
      ['prop65', 'Di(2-ethylhexyl)phthalate (DEHP)'],
      ['clp_annex_vi', '607-317-00-9'],
    ]);
    expect(regulatoryFlags('117-81-7', null)[0]).toEqual({
      list: 'reach_candidate_list',
      entry: 'Bis (2-ethylhexyl)phthalate (DEHP)',
      name: 'Bis (2-ethylhexyl)phthalate (DEHP)',
      reason:
        'Toxic for reproduction (Article 57c); Endocrine disrupting properties (Article 57(f) - environment); Endocrine disrupting properties (Article 57(f) - human health)',
      date: '2008-10-28',
    });
  });

  it('finds a substance by its EC number alone, and an entry named by both numbers once', () => {
    expect(regulatoryFlags(null, '200-753-7').map((flag) => flag.list)).toEqual(
      regulatoryFlags('71-43-2', null)
        .filter((flag) => flag.list !== 'prop65')
        .map((flag) => flag.list),
    );
    expect(regulatoryFlags('67-64-1', '200-662-2')).toEqual([
      {
        list: 'clp_annex_vi',
        entry: '606-001-00-8',
        name: 'acetone; propan-2-one; propanone',
        reason: 'Flam. Liq. 2, STOT SE 3, Eye Irrit. 2',
        date: null,
      },
    ]);
  });

  it('flags nothing for a substance on no list, or without identifiers', () => {
    expect(regulatoryFlags('7732-18-5', '231-791-2')).toEqual([]);
    expect(regulatoryFlags(null, null)).toEqual([]);
  });
});

describe('screening a composition', () => {
  it('sums the flags up for a mixture, each component once per list entry', () => {
    const mixture: ExtractedComposition = {
      type: 'mixture',
      components: [
        component('117-81-7', '204-211-0', amount(null, 0.1, '< 0.1 %')),
        component('84-74-2', '201-557-4', amount(0.05, 0.5, '0.05 - 0.5 %')),
        component('108-88-3', '203-625-9', amount(0.1, 1, '0.1 - 1 %')),
        component('7732-18-5', '231-791-2', amount(90, null, '≥ 90 %')),
      ],
    };
    const { regulatory_screening: summary, warnings } = screenComposition(mixture, ['Flam. Liq. 2']);
    expect(summary.svhc_above_0_1_percent).toBe('possible');
    expect(summary.svhc.map((entry) => entry.cas_number)).toEqual(['117-81-7', '84-74-2']);
    expect(summary.authorisation_listed.map((entry) => entry.entry)).toEqual(['04', '06']);
    expect(summary.restricted.map((entry) => [entry.cas_number, entry.entry])).toEqual([
      ['117-81-7', '51'],
      ['84-74-2', '51'],
      ['108-88-3', '48'],
    ]);
    expect(summary.prop65_chemicals.map((entry) => entry.entry)).toEqual([
      'Di(2-ethylhexyl)phthalate (DEHP)',
      'Di-n-butyl phthalate (DBP)',
      'Toluene',
    ]);
    expect(summary.lists).toEqual(
      regulatoryLists().map(({ list, version_date }) => ({ list, version_date })),
    );
    // Mixtures are not checked against harmonised classifications.
    expect(warnings).toEqual([]);
  });

  it('warns when a single substance omits a harmonised hazard class, not for a lower category of one', () => {
    const methanol: ExtractedComposition = {
      type: 'substance',
      components: [component('67-56-1', '200-659-6', amount(99, null, '≥ 99 %'))],
    };
    expect(screenComposition(methanol, ['Flam. Liq. 2', 'Eye Irrit. 2']).warnings).toEqual([
      {
        code: 'classification_below_harmonised',
        severity: 'warning',
        field: 'composition.components[0]',
        message:
          'The SDS classification of 67-56-1 omits Acute Tox. 3, STOT SE 1 of its harmonised classification (CLP Annex VI index 603-001-00-X).',
      },
    ]);
    expect(screenComposition(methanol, ['Flam. Liq. 3', 'Acute Tox. 4', 'STOT SE 2']).warnings).toEqual([]);
    // An unread classification is not taken for an omission.
    expect(screenComposition(methanol, []).warnings).toEqual([]);
  });

  it('takes skin irritation for the skin corrosion class and eye irritation for serious eye damage', () => {
    const bisphenolA: ExtractedComposition = {
      type: 'substance',
      components: [component('80-05-7', '201-245-8', amount(99, null, '≥ 99 %'))],
    };
    expect(
      screenComposition(bisphenolA, ['Repr. 1B', 'STOT SE 3', 'Eye Irrit. 2', 'Skin Sens. 1']).warnings,
    ).toEqual([]);
  });
});
