/**
 * The viewer of issue 26 through the API, with real Temporal, workers, PostgreSQL and PDFs: a page
 * image of a key's extraction, the 404s of another key, of a page the document lacks and of a file
 * retention released, and the HTML view of the changes with the page images of both sides.
 */
import { loadImage } from '@napi-rs/canvas';
import { purgeExpiredFiles } from '../../../src/retention/purge-files.js';
import { specFetch } from '../../support/openapi.js';
import { startApiHarness, type ApiHarness } from './harness.js';
import { expectProblem } from './http.js';
import { extractRevisionPair, type ExtractedSds } from './revision-pair.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let api: ApiHarness;
let key: string;
let otherKey: string;
let earlier: ExtractedSds;
let later: ExtractedSds;

beforeAll(async () => {
  api = await startApiHarness({ database: 'postgres' });
  key = (await api.createKey()).plaintext;
  otherKey = (await api.createKey()).plaintext;
  ({ earlier, later } = await extractRevisionPair(api.baseUrl, key));
}, 300_000);

afterAll(async () => {
  await api?.close();
});

async function get(path: string, apiKey = key): Promise<Response> {
  return specFetch(`${api.baseUrl}${path}`, { headers: { Authorization: `Bearer ${apiKey}` } });
}

interface ChangeWithEvidence {
  path: string;
  evidence: Record<
    'before' | 'after',
    { page: number | null; bbox?: { page_width: number; page_height: number } } | null
  >;
}

async function changesOf(extractionId: string): Promise<ChangeWithEvidence[]> {
  return (
    (await (await get(`/v1/extractions/${extractionId}/changes`)).json()) as { changes: ChangeWithEvidence[] }
  ).changes;
}

/** The embedded page images of one side of a view, by page number, decoded. */
async function embeddedPages(
  view: string,
  side: 'before' | 'after',
): Promise<Map<number, { width: number }>> {
  const pattern = new RegExp(
    `<image\\s+id="${side}-page-(\\d+)"[^>]*href="data:image/jpeg;base64,([^"]+)"`,
    'g',
  );
  const pages = new Map<number, { width: number }>();
  for (const [, number, base64] of view.matchAll(pattern)) {
    pages.set(Number(number), await loadImage(Buffer.from(base64!, 'base64')));
  }
  return pages;
}

it('serves a page of the key’s own extraction as the JPEG the evidence boxes are drawn on', async () => {
  const changes = await changesOf(later.request_id);
  const evidence = changes.map((change) => change.evidence.after).find((each) => each?.bbox && each.page);
  expect(evidence).toBeDefined();

  const response = await get(`/v1/extractions/${later.request_id}/pages/${evidence!.page!}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const image = await loadImage(bytes);
  // The same page the boxes are measured on: its proportions, at screen resolution.
  const { page_width: pageWidth, page_height: pageHeight } = evidence!.bbox!;
  expect(image.width / image.height).toBeCloseTo(pageWidth / pageHeight, 2);
  expect(image.width).toBeGreaterThan(pageWidth);
}, 60_000);

it('answers 404 for another key’s extraction and for a page the document lacks, 400 for no page number', async () => {
  await expectProblem(await get(`/v1/extractions/${later.request_id}/pages/1`, otherKey), 404, 'not_found');
  await expectProblem(
    await get(`/v1/extractions/${later.request_id}/changes/view`, otherKey),
    404,
    'not_found',
  );

  const pageCount = later.outputs.json.document.page_count;
  const beyond = await expectProblem(
    await get(`/v1/extractions/${later.request_id}/pages/${pageCount + 1}`),
    404,
    'not_found',
  );
  expect(beyond).toMatchObject({ page_count: pageCount });
  expect(beyond.detail).toContain(`has no page ${pageCount + 1}`);

  for (const page of ['0', 'first', '1.5']) {
    const problem = await expectProblem(
      await get(`/v1/extractions/${later.request_id}/pages/${page}`),
      400,
      'invalid_request',
    );
    expect(problem).toMatchObject({ field: 'page' });
  }
}, 60_000);

it('shows every change with its significance and the page images of both sides', async () => {
  const changes = await changesOf(later.request_id);
  const response = await get(`/v1/extractions/${later.request_id}/changes/view`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  const view = await response.text();

  const listed = [...view.matchAll(/<li class="change (regulatory|editorial)" data-path="([^"]+)"/g)].map(
    ([, significance, path]) => `${significance} ${path}`,
  );
  expect(listed.sort()).toEqual([
    'editorial revision_metadata.revision_date',
    'regulatory hazards_identification.ghs_classification[Skin Sens. 1]',
    'regulatory hazards_identification.h_statements[H317]',
  ]);

  // Each side embeds exactly the pages its changed values were read from, each once.
  for (const side of ['before', 'after'] as const) {
    const expected = new Set(changes.flatMap((change) => change.evidence[side]?.page ?? []));
    expect(expected.size).toBeGreaterThan(0);
    const pages = await embeddedPages(view, side);
    expect([...pages.keys()].sort()).toEqual([...expected].sort());
    for (const page of pages.values()) expect(page.width).toBeGreaterThan(100);
  }
  const dateEntry = view.slice(view.indexOf('data-path="revision_metadata.revision_date"'));
  expect(dateEntry.slice(0, dateEntry.indexOf('</li>'))).toMatch(
    /<use href="#before-page-\d+"><\/use>[\s\S]*class="evidence-box"[\s\S]*<use href="#after-page-\d+"><\/use>[\s\S]*class="evidence-box"/,
  );
  expect(view).not.toContain('no longer available');

  const first = await (await get(`/v1/extractions/${earlier.request_id}/changes/view`)).text();
  expect(first).toContain('has no previous revision');
  expect(first).not.toContain('<li class="change');
}, 120_000);

it('says the page image is no longer available once retention released the earlier file', async () => {
  await api.db.kysely
    .updateTable('extractions')
    .set({ created_at: new Date(Date.now() - 100 * DAY_MS).toISOString() })
    .where('request_id', '=', earlier.request_id)
    .execute();
  const now = new Date().toISOString();
  const cutoff = new Date(Date.now() - 30 * DAY_MS).toISOString();
  await expect(purgeExpiredFiles(api.db, api.blobStore, cutoff, now)).resolves.toEqual({
    deleted: 1,
    more: false,
  });

  const purged = await expectProblem(
    await get(`/v1/extractions/${earlier.request_id}/pages/1`),
    404,
    'not_found',
  );
  expect(purged).toMatchObject({ file_purged_at: now });
  expect(purged.detail).toContain('no longer kept');
  expect((await get(`/v1/extractions/${later.request_id}/pages/1`)).status).toBe(200);

  const response = await get(`/v1/extractions/${later.request_id}/changes/view`);
  expect(response.status).toBe(200);
  const view = await response.text();
  expect((await embeddedPages(view, 'before')).size).toBe(0);
  expect((await embeddedPages(view, 'after')).size).toBeGreaterThan(0);
  const dateEntry = view.slice(view.indexOf('data-path="revision_metadata.revision_date"'));
  expect(dateEntry.slice(0, dateEntry.indexOf('</li>'))).toMatch(
    /data-side="before"[\s\S]*The page image is no longer available[\s\S]*data-side="after"[\s\S]*<use href="#after-page-\d+">/,
  );
}, 120_000);
