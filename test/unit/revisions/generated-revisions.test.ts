/**
 * Generated SDS pairs, the old and the new revision of one product in English, German and Japanese,
 * read by the real engine: the diff finds exactly the changes made between them, with their
 * significance, and a language variant of a revision is that revision, not a new one.
 */
import { extractSds } from '../../../src/extraction/index.js';
import { languageById } from '../../../src/extraction/languages/index.js';
import { currentRecordOf, type LayoutA } from '../../../src/extraction/schema/index.js';
import { revisionFactsOf } from '../../../src/revisions/link-document.js';
import { productIdentityOf } from '../../../src/revisions/product-identity.js';
import { diffRecords } from '../../../src/revisions/record-diff.js';
import { matchingRevision } from '../../../src/revisions/revision-order.js';
import { buildLanguageSdsPdf, LANGUAGE_SDS_FACTS } from '../../fixtures/language-sds.js';
import { buildTextSdsPdf, DEFAULT_SDS_FACTS } from '../../fixtures/sds-pdf.js';

const PAIR_TIMEOUT_MS = 120_000;

async function recordOf(pdf: Uint8Array): Promise<LayoutA> {
  const result = await extractSds(pdf, { schemaVersion: '2026-12', maxPages: 50 });
  return currentRecordOf(result.outputs.json, '2026-12');
}

const summary = (before: LayoutA, after: LayoutA) =>
  diffRecords(before, after)
    .map(({ path, kind, significance }) => `${kind} ${significance} ${path}`)
    .sort();

it(
  'finds exactly the changes between two English revisions, each on both documents',
  async () => {
    const facts = DEFAULT_SDS_FACTS;
    const [before, after] = await Promise.all([
      buildTextSdsPdf({}).then(recordOf),
      buildTextSdsPdf({
        revisionDate: '2025-06-01',
        version: '4.0',
        classification: [...facts.classification, 'Skin Sens. 1, H317'],
        hStatements: [...facts.hStatements, 'H317 May cause an allergic skin reaction.'],
        pStatements: facts.pStatements.filter((statement) => !statement.startsWith('P233')),
        pictograms: [...facts.pictograms, 'GHS08'],
        components: [
          facts.components[0]!,
          facts.components[1]!,
          { ...facts.components[2]!, concentration: '10 - 20' },
        ],
        flashPoint: '-20 °C (closed cup)',
        unNumber: 'UN 1090',
        supplierPhone: '+44 113 496 0002',
      }).then(recordOf),
    ]);
    expect(productIdentityOf(after)).toEqual(productIdentityOf(before));
    expect(summary(before, after)).toEqual(
      [
        'changed editorial product_identification.supplier_phone',
        'changed editorial revision_metadata.revision_date',
        'changed editorial revision_metadata.version',
        'changed regulatory physical_chemical_properties.flash_point_c',
        'changed regulatory transport_information.un_number',
        'changed regulatory composition.components[67-63-0].concentration',
        'added regulatory hazards_identification.ghs_classification[Skin Sens. 1]',
        'added regulatory hazards_identification.h_statements[H317]',
        'removed regulatory hazards_identification.p_statements[P233]',
        'added regulatory hazards_identification.pictograms[GHS08]',
      ].sort(),
    );
    for (const change of diffRecords(before, after)) {
      if (change.kind !== 'added') expect(change.evidence.before?.page).toBeGreaterThan(0);
      if (change.kind !== 'removed') expect(change.evidence.after?.page).toBeGreaterThan(0);
    }
  },
  PAIR_TIMEOUT_MS,
);

describe.each(['de', 'ja'])('two revisions in %s', (languageId) => {
  const language = languageById(languageId)!;
  const newRevision = {
    ...LANGUAGE_SDS_FACTS,
    revisionDate: '2025-09-30',
    hCodes: ['H225', 'H319', 'H317'],
    pCodes: ['P210'],
    unNumber: 'UN1993',
  };

  it(
    'finds exactly the changes made, and the revisions are one product',
    async () => {
      const [before, after] = await Promise.all([
        buildLanguageSdsPdf(language).then(recordOf),
        buildLanguageSdsPdf(language, {}, newRevision).then(recordOf),
      ]);
      expect(productIdentityOf(after)).toEqual(productIdentityOf(before));
      expect(summary(before, after)).toEqual(
        [
          'changed regulatory transport_information.un_number',
          'changed editorial revision_metadata.revision_date',
          // H317 classifies as a skin sensitiser: the engine reads the class from the statement.
          'added regulatory hazards_identification.ghs_classification[Skin Sens. 1]',
          'added regulatory hazards_identification.h_statements[H317]',
          'removed regulatory hazards_identification.p_statements[P280]',
        ].sort(),
      );
    },
    PAIR_TIMEOUT_MS,
  );

  it('takes the same revision in English as a language variant, not a new revision', async () => {
    const [english, translated] = await Promise.all([
      buildLanguageSdsPdf(languageById('en')!).then(recordOf),
      buildLanguageSdsPdf(language).then(recordOf),
    ]);
    expect(productIdentityOf(translated)).toEqual(productIdentityOf(english));
    const known = {
      ...revisionFactsOf(english, '2026-01-01T00:00:00.000Z'),
      extractionId: 'english',
      role: 'revision' as const,
      relatedExtractionId: null,
    };
    expect(matchingRevision(revisionFactsOf(translated, '2026-02-01T00:00:00.000Z'), [known])).toBe(known);
    expect(diffRecords(english, translated).filter((change) => change.significance === 'regulatory')).toEqual(
      [],
    );
  });
});
