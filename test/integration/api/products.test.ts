/**
 * Products and revisions through the API, with real Temporal, workers, database and PDFs: two
 * revisions of one product, a language variant and a re-send of the same file, the envelope's
 * revision members, the product's revisions, the diff, and another key's 404.
 */
import { languageById } from '../../../src/extraction/languages/index.js';
import { buildLanguageSdsPdf, LANGUAGE_SDS_FACTS } from '../../fixtures/language-sds.js';
import { specFetch } from '../../support/openapi.js';
import { startApiHarness, type ApiHarness } from './harness.js';
import { postExtraction } from './http.js';

let api: ApiHarness;
let key: string;
let otherKey: string;

beforeAll(async () => {
  api = await startApiHarness({ database: 'sqlite' });
  key = (await api.createKey()).plaintext;
  otherKey = (await api.createKey()).plaintext;
}, 120_000);

afterAll(async () => {
  await api?.close();
});

async function extract(bytes: Uint8Array): Promise<Record<string, unknown>> {
  const response = await postExtraction(api.baseUrl, { key, file: { bytes } });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function get(path: string, apiKey = key): Promise<Response> {
  return specFetch(`${api.baseUrl}${path}`, { headers: { Authorization: `Bearer ${apiKey}` } });
}

it('links revisions, variants and re-sends of a product and answers what changed', async () => {
  const english = languageById('en')!;
  const oldBytes = await buildLanguageSdsPdf(english);
  const newFacts = { ...LANGUAGE_SDS_FACTS, revisionDate: '2025-09-30', hCodes: ['H225', 'H319', 'H317'] };
  const first = await extract(oldBytes);
  expect(first.product_id).toMatch(/^prd_/);
  expect(first.revision_of).toBeUndefined();

  const german = await extract(await buildLanguageSdsPdf(languageById('de')!));
  expect(german).toMatchObject({ product_id: first.product_id });
  expect(german.revision_of).toBeUndefined();

  const resent = await extract(oldBytes);
  expect(resent).toMatchObject({ product_id: first.product_id, duplicate_of: first.request_id });

  const revision = await extract(await buildLanguageSdsPdf(english, {}, newFacts));
  expect(revision).toMatchObject({
    product_id: first.product_id,
    revision_of: first.request_id,
    regulatory_changes: 2,
  });

  const product = (await (await get(`/v1/products/${String(first.product_id)}`)).json()) as {
    revisions: {
      extraction_id: string;
      revision_date: string;
      language: string;
      variants: unknown[];
      duplicates: unknown[];
    }[];
  };
  expect(
    product.revisions.map(({ extraction_id, revision_date, language }) => ({
      extraction_id,
      revision_date,
      language,
    })),
  ).toEqual([
    { extraction_id: first.request_id, revision_date: '2024-03-15', language: 'en' },
    { extraction_id: revision.request_id, revision_date: '2025-09-30', language: 'en' },
  ]);
  expect(product.revisions[0]!.variants).toEqual([
    expect.objectContaining({ extraction_id: german.request_id, language: 'de' }),
  ]);
  expect(product.revisions[0]!.duplicates).toEqual([
    expect.objectContaining({ extraction_id: resent.request_id }),
  ]);

  const listed = (await (await get('/v1/products?supplier=northbridge%20chemicals&name=solvex')).json()) as {
    data: { id: string }[];
  };
  expect(listed.data.map((each) => each.id)).toEqual([first.product_id]);
  expect(((await (await get('/v1/products?code=XYZ')).json()) as { data: unknown[] }).data).toEqual([]);

  const changes = (await (await get(`/v1/extractions/${String(revision.request_id)}/changes`)).json()) as {
    against: string;
    changes: {
      path: string;
      kind: string;
      significance: string;
      evidence: { before: unknown; after: unknown };
    }[];
  };
  expect(changes.against).toBe(first.request_id);
  expect(
    changes.changes.map(({ path, kind, significance }) => `${kind} ${significance} ${path}`).sort(),
  ).toEqual([
    'added regulatory hazards_identification.ghs_classification[Skin Sens. 1]',
    'added regulatory hazards_identification.h_statements[H317]',
    'changed editorial revision_metadata.revision_date',
  ]);
  const against = (await (
    await get(`/v1/extractions/${String(german.request_id)}/changes?against=${String(first.request_id)}`)
  ).json()) as {
    changes: { significance: string }[];
  };
  expect(against.changes.filter((change) => change.significance === 'regulatory')).toEqual([]);

  // Another key: the product, the diff and the extraction do not exist.
  expect((await get(`/v1/products/${String(first.product_id)}`, otherKey)).status).toBe(404);
  expect((await get(`/v1/extractions/${String(revision.request_id)}/changes`, otherKey)).status).toBe(404);
  expect(((await (await get('/v1/products', otherKey)).json()) as { data: unknown[] }).data).toEqual([]);
}, 300_000);
