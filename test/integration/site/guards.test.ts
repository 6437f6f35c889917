/**
 * The website's guards on their own, over real HTTP where a request matters: the operator key and
 * IP allow-list (in front of a stand-in for the analytics report, at its path in openapi.yaml, so
 * every answer is checked against the contract), and the clock behind download links. Rate-limit
 * windows are tested in shared-rate-limits.test.ts.
 */
import type http from 'node:http';
import Koa from 'koa';
import type { ApiState } from '../../../src/api/context.js';
import { problemErrors } from '../../../src/api/middleware/problem-errors.js';
import { requestId } from '../../../src/api/middleware/request-id.js';
import { createLogger } from '../../../src/logging.js';
import { listen } from '../../../src/main/http-server.js';
import { requireAdmin, type AdminAuthSettings } from '../../../src/site/admin-auth.js';
import { DownloadTokens } from '../../../src/site/download-tokens.js';
import { specFetch } from '../../support/openapi.js';
import { expectProblem } from '../api/http.js';

async function adminServer(settings: AdminAuthSettings): Promise<{ url: string; server: http.Server }> {
  const app = new Koa<ApiState>();
  app.use(requestId(createLogger({ level: 'silent', name: 'guards-test' })));
  app.use(problemErrors());
  app.use(requireAdmin(settings));
  // What the guard lets through: an empty analytics report.
  app.use((ctx) => {
    ctx.body = { range: {}, group_by: [], event: null, buckets: [], funnel: {} };
  });
  const server = await listen(app.callback(), '127.0.0.1', 0);
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/api/admin/analytics`,
    server,
  };
}

describe('the operator guard', () => {
  const servers: http.Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('lets the right key in from an allowed address', async () => {
    const { url, server } = await adminServer({ adminKey: 'k-1', ipAllowList: ['127.0.0.1'] });
    servers.push(server);
    expect((await specFetch(url, { headers: { authorization: 'Bearer k-1' } })).status).toBe(200);
  });

  it('refuses the right key from an address outside the allow-list with 403', async () => {
    const { url, server } = await adminServer({ adminKey: 'k-1', ipAllowList: ['192.0.2.10'] });
    servers.push(server);
    await expectProblem(await specFetch(url, { headers: { authorization: 'Bearer k-1' } }), 403, 'forbidden');
  });

  it('refuses everyone when no key is configured', async () => {
    const { url, server } = await adminServer({ ipAllowList: [] });
    servers.push(server);
    const response = await specFetch(url, { headers: { authorization: 'Bearer anything' } });
    await expectProblem(response, 401, 'unauthorized');
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });
});

describe('download links', () => {
  it('are valid until they expire, and only with their own signature', () => {
    let now = 5_000;
    const tokens = new DownloadTokens('secret', 60_000, () => now);
    const { token } = tokens.issue('smp_abcdefghijkl', 'csv');
    expect(tokens.verify(token)).toEqual({ sampleId: 'smp_abcdefghijkl', format: 'csv', expiresAt: 65_000 });
    expect(new DownloadTokens('other-secret', 60_000, () => now).verify(token)).toBeUndefined();
    const [payload, signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ sampleId: 'smp_zzzzzzzzzzzz', format: 'csv', expiresAt: 65_000 }),
    ).toString('base64url');
    expect(tokens.verify(`${otherPayload}.${signature}`)).toBeUndefined();
    expect(tokens.verify(`${payload}`)).toBeUndefined();
    now = 65_000;
    expect(tokens.verify(token)).toBeUndefined();
  });
});
