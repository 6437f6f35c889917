import type http from 'node:http';
import Koa from 'koa';
import type { ApiState } from '../../../src/api/context.js';
import { problemErrors } from '../../../src/api/middleware/problem-errors.js';
import { requestId } from '../../../src/api/middleware/request-id.js';
import { ServiceError } from '../../../src/errors.js';
import { createLogger } from '../../../src/logging.js';
import { listen } from '../../../src/main/http-server.js';
import { htmlErrorPages } from '../../../src/site/error-pages.js';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  const app = new Koa<ApiState>();
  app.use(requestId(createLogger({ level: 'silent', name: 'error-pages-test' })));
  app.use(htmlErrorPages());
  app.use(problemErrors());
  app.use((ctx) => {
    if (ctx.path.endsWith('/busy')) {
      ctx.set('Retry-After', '42');
      throw new ServiceError('rate_limited', 'Too many requests; retry after 42 s.');
    }
    if (ctx.path.endsWith('/broken')) throw new Error('database password is hunter2');
    // Anything else: no route (404).
  });
  server = await listen(app.callback(), '127.0.0.1', 0);
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = (path: string, accept = BROWSER_ACCEPT) => fetch(`${baseUrl}${path}`, { headers: { accept } });

describe('error pages of the website', () => {
  it('answers a browser on a page route with an HTML page for 404, 429 and 500', async () => {
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await missing.text()).toContain('There is no page at this address');

    const busy = await get('/busy');
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('42');
    expect(await busy.text()).toContain('try again in 42 seconds');

    const broken = await get('/broken');
    expect(broken.status).toBe(500);
    const page = await broken.text();
    expect(page).toContain(broken.headers.get('x-request-id') as string);
    expect(page).not.toContain('hunter2');
  });

  it('keeps problem+json for /api/... and for clients that ask for JSON', async () => {
    for (const response of [
      await get('/api/no-such-route'),
      await get('/api/busy'),
      await get('/no-such-page', 'application/json'),
    ]) {
      expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect((await response.json()) as { code: string }).toHaveProperty('code');
    }
  });
});
