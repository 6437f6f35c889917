/**
 * Per-IP rate limits shared through the database: two site instances on one SQLite file or one
 * PostgreSQL database give a client one allowance between them, count a concurrent burst exactly,
 * answer 429 with Retry-After, and store only a keyed hash of the client address.
 */
import { readFile } from 'node:fs/promises';
import type http from 'node:http';
import { listen } from '../../../src/main/http-server.js';
import { createSiteApp } from '../../../src/site/app.js';
import { composeSite } from '../../../src/site/compose.js';
import { SharedRateLimiter } from '../../../src/site/rate-limit.js';
import { openDatabase, type Database } from '../../../src/storage/database.js';
import { ExtractionClient } from '../../../src/temporal/extraction-client.js';
import { expectProblem } from '../api/http.js';
import { startBackingServices, type BackingServices } from '../backing-services.js';
import { OPENAPI_PATH } from './harness.js';
import { postJson } from './site-http.js';

const EVENTS_PER_MINUTE = 6;
const EVENT = { event: 'cta_click', cta_id: 'shared-limit', page: '/' };

interface SiteInstance {
  baseUrl: string;
  db: Database;
  server: http.Server;
}

async function startInstance(services: BackingServices, db: Database): Promise<SiteInstance> {
  const app = createSiteApp(
    composeSite({
      config: services.config,
      db,
      blobStore: services.blobStore,
      logger: services.logger,
      workflows: new ExtractionClient(services.temporal),
      openApiYaml: await readFile(OPENAPI_PATH, 'utf8'),
    }),
  );
  const server = await listen(app.callback(), '127.0.0.1', 0);
  return { baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}`, db, server };
}

function sendEvent(instance: SiteInstance, clientIp: string): Promise<Response> {
  return postJson(instance.baseUrl, '/api/analytics-event', EVENT, { 'x-forwarded-for': clientIp });
}

describe.each(['sqlite', 'postgres'] as const)('two site instances on one %s database', (database) => {
  let services: BackingServices;
  let first: SiteInstance;
  let second: SiteInstance;

  beforeAll(async () => {
    services = await startBackingServices({
      name: 'site-rate-limit-test',
      database,
      environment: {
        SITE_EVENTS_PER_MINUTE: String(EVENTS_PER_MINUTE),
        // Instances agree on client hashes only with the same secret; proxies name the client.
        SITE_SECRET: 'shared-secret-of-every-site-instance',
        TRUST_PROXY: 'true',
      },
    });
    const secondDb = await openDatabase({
      databaseUrl: services.config.databaseUrl,
      dataDir: services.dataDir,
    });
    [first, second] = await Promise.all([
      startInstance(services, services.db),
      startInstance(services, secondDb),
    ]);
  });
  afterAll(async () => {
    for (const instance of [first, second]) {
      if (!instance) continue;
      instance.server.closeAllConnections();
      await new Promise((resolve) => instance.server.close(resolve));
    }
    await second?.db.close();
    await services?.close();
  });

  it('give a client one allowance between them, then 429 with Retry-After on either', async () => {
    const client = '198.51.100.23';
    const statuses: number[] = [];
    for (let request = 0; request < EVENTS_PER_MINUTE; request += 1) {
      statuses.push((await sendEvent(request % 2 === 0 ? first : second, client)).status);
    }
    expect(statuses).toEqual(Array(EVENTS_PER_MINUTE).fill(202));
    for (const instance of [first, second]) {
      const limited = await sendEvent(instance, client);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await expectProblem(limited, 429, 'rate_limited')).toMatchObject({ retry_after: retryAfter });
    }
    expect((await sendEvent(second, '198.51.100.24')).status).toBe(202);
  });

  it('count a concurrent burst across both instances exactly', async () => {
    const client = '203.0.113.7';
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, request) => sendEvent(request % 2 === 0 ? first : second, client)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(EVENTS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - EVENTS_PER_MINUTE);
  });

  it('store a keyed hash of the client, never its address', async () => {
    const rows = await services.db.kysely.selectFrom('site_rate_limits').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const stored = JSON.stringify(rows);
    for (const address of ['198.51.100.23', '198.51.100.24', '203.0.113.7']) {
      expect(stored).not.toContain(address);
    }
  });
});

describe('a rate-limit window in the database', () => {
  let services: BackingServices;
  beforeAll(async () => {
    services = await startBackingServices({ name: 'site-rate-window-test' });
  });
  afterAll(async () => {
    await services?.close();
  });

  it('allows the limit, refuses with the remaining wait, and opens again when the window ends', async () => {
    let now = Date.parse('2026-03-01T10:00:00.000Z');
    const policy = { name: 'window-test', limit: 2, windowMs: 60_000 };
    const limiter = new SharedRateLimiter(policy, services.db.rateLimitWindows, 'secret', () => now);
    await expect(limiter.take('192.0.2.1')).resolves.toEqual({ allowed: true });
    await expect(limiter.take('192.0.2.1')).resolves.toEqual({ allowed: true });
    now += 15_000;
    await expect(limiter.take('192.0.2.1')).resolves.toEqual({ allowed: false, retryAfterSeconds: 45 });
    await expect(limiter.take('192.0.2.2')).resolves.toEqual({ allowed: true });
    now += 45_000;
    await expect(limiter.take('192.0.2.1')).resolves.toEqual({ allowed: true });
    await expect(limiter.take('192.0.2.1')).resolves.toEqual({ allowed: true });
    await expect(limiter.take('192.0.2.1')).resolves.toMatchObject({ allowed: false });
  });

  it('forgets windows that ended, once per window', async () => {
    let now = Date.parse('2026-03-02T10:00:00.000Z');
    const policy = { name: 'purge-test', limit: 5, windowMs: 60_000 };
    const limiter = new SharedRateLimiter(policy, services.db.rateLimitWindows, 'secret', () => now);
    await limiter.take('192.0.2.10');
    await limiter.take('192.0.2.11');
    const rowsOf = async (): Promise<number> =>
      (
        await services.db.kysely
          .selectFrom('site_rate_limits')
          .select('client_hash')
          .where('policy', '=', 'purge-test')
          .execute()
      ).length;
    expect(await rowsOf()).toBe(2);
    now += 61_000;
    await limiter.take('192.0.2.12');
    expect(await rowsOf()).toBe(1);
  });
});
