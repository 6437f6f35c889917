/**
 * GET /v1/reference-lists reports, without an API key, the regulatory lists in force: each with its
 * publisher's version date and entry count, as the data files hold them.
 */
import { regulatoryLists } from '../../../src/extraction/reference/regulatory-lists.js';
import { specFetch } from '../../support/openapi.js';
import { startApiHarness, type ApiHarness } from './harness.js';

describe('GET /v1/reference-lists', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApiHarness();
  });

  afterAll(async () => {
    await api?.close();
  });

  it('lists the five regulatory lists with their version dates and entry counts', async () => {
    const response = await specFetch(`${api.baseUrl}/v1/reference-lists`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      lists: Array<{ list: string; version_date: string; entries: number; missing: string | null }>;
    };
    expect(body.lists.map((list) => list.list)).toEqual([
      'reach_candidate_list',
      'reach_annex_xiv',
      'reach_annex_xvii',
      'prop65',
      'clp_annex_vi',
    ]);
    for (const file of regulatoryLists()) {
      expect(body.lists.find((list) => list.list === file.list)).toMatchObject({
        version_date: file.version_date,
        entries: file.entries.length,
        missing: file.missing,
      });
    }
    expect(body.lists.find((list) => list.list === 'reach_candidate_list')).toMatchObject({
      version_date: '2024-05-22',
      entries: 486,
    });
    expect(body.lists.find((list) => list.list === 'reach_annex_xvii')?.missing).toMatch(
      /first 50 of the 78/,
    );
  });
});
