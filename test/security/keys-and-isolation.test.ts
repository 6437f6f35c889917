/**
 * API keys: only hashes are stored, revocation takes effect on the next request, and a key never
 * reaches another key's data: every endpoint that takes an id (in the path or in the body) answers
 * 404 for another key's extraction, batch, webhook endpoint or delivery, and changes nothing.
 */
import { createHash } from 'node:crypto';
import { specFetch } from '../support/openapi.js';
import { sql } from 'kysely';
import { buildTextSdsPdf } from '../fixtures/sds-pdf.js';
import { startApiHarness, type ApiHarness } from '../integration/api/harness.js';
import { postExtraction } from '../integration/api/http.js';

describe('API keys and per-key isolation', () => {
  let api: ApiHarness;
  let owner: { plaintext: string; id: string };
  let intruder: { plaintext: string; id: string };
  const ids = { requestId: '', blobRef: '', batchId: '', endpointId: '', deliveryId: '' };

  const call = (key: string, method: string, path: string, body?: unknown): Promise<Response> =>
    specFetch(`${api.baseUrl}/v1${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    // No workers and a 1 ms sync budget: every resource is created and stays queued.
    api = await startApiHarness({
      database: 'postgres',
      startWorkers: false,
      environment: { SYNC_TIMEOUT_MS: '1' },
    });
    owner = await api.createKey('enterprise');
    intruder = await api.createKey('enterprise');

    const accepted = (await (
      await postExtraction(api.baseUrl, { key: owner.plaintext, file: { bytes: await buildTextSdsPdf() } })
    ).json()) as { request_id: string };
    ids.requestId = accepted.request_id;
    ids.blobRef = (await api.db.extractions.get(ids.requestId))!.blobRef;

    const batch = await call(owner.plaintext, 'POST', '/extract-sds/bulk', {
      files: [{ request_id: ids.requestId }],
    });
    expect(batch.status).toBe(202);
    ids.batchId = ((await batch.json()) as { batch_id: string }).batch_id;

    const endpoint = await call(owner.plaintext, 'POST', '/webhook-endpoints', {
      url: 'https://hooks.example.com/sds',
    });
    expect(endpoint.status).toBe(201);
    ids.endpointId = ((await endpoint.json()) as { id: string }).id;

    const delivery = await api.db.webhookDeliveries.createOnce({
      apiKeyId: owner.id,
      endpointId: ids.endpointId,
      eventType: 'batch.completed',
      eventKey: `batch.completed:${ids.batchId}`,
      payload: JSON.stringify({ type: 'batch.completed', data: { batch_id: ids.batchId } }),
    });
    ids.deliveryId = delivery.id;
    await api.db.webhookDeliveries.recordAttempt(delivery.id, {
      attemptedAt: new Date().toISOString(),
      statusCode: 500,
      latencyMs: 12,
      error: null,
      outcome: 'failed',
    });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('stores only a SHA-256 hash of each key, never the key itself', async () => {
    const { rows } = await sql<Record<string, unknown>>`select * from api_keys`.execute(api.db.kysely);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const stored = JSON.stringify(rows);
    for (const key of [owner, intruder]) {
      expect(stored).not.toContain(key.plaintext);
      // The secret is base64url and may itself contain '_': everything after the environment prefix.
      const secret = key.plaintext.replace(/^sds_[a-z]+_/, '');
      expect(secret).toHaveLength(43);
      expect(stored).not.toContain(secret);
      expect(stored).toContain(createHash('sha256').update(key.plaintext).digest('hex'));
    }
  });

  it.each([
    ['GET', '/extractions/:requestId'],
    ['GET', '/extract-sds/bulk/:batchId'],
    ['POST', '/extract-sds/bulk/:batchId/cancel'],
    ['POST', '/extract-sds/bulk/:batchId/close'],
    ['GET', '/webhook-endpoints/:endpointId'],
    ['DELETE', '/webhook-endpoints/:endpointId'],
    ['GET', '/webhook-deliveries/:deliveryId'],
    ['POST', '/webhook-deliveries/:deliveryId/redeliver'],
  ])("%s %s answers another key's id with 404 not_found", async (method, template) => {
    const path = template.replace(/:(\w+)/, (_, name: keyof typeof ids) => ids[name]);
    const response = await call(intruder.plaintext, method, path);
    const body = (await response.json()) as { code: string; detail: string };
    expect({ status: response.status, code: body.code }).toEqual({ status: 404, code: 'not_found' });
    // The owner's own request answers (not 404), so the id is real.
    expect((await call(owner.plaintext, 'GET', path.replace(/\/(cancel|close|redeliver)$/, ''))).status).toBe(
      200,
    );
  });

  it.each([
    ['an earlier extraction by request_id', () => ({ files: [{ request_id: ids.requestId }] })],
    ['an uploaded file by blob_ref', () => ({ files: [{ blob_ref: ids.blobRef }] })],
    ['appending to the batch', () => ({ batch_id: ids.batchId, files: [{ request_id: ids.requestId }] })],
  ])("a bulk request cannot reach another key's data through %s", async (_, body) => {
    const response = await call(intruder.plaintext, 'POST', '/extract-sds/bulk', body());
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(((await response.json()) as { code: string }).code).toMatch(/^(not_found|invalid_request)$/);
  });

  it("lists never show another key's endpoints or deliveries", async () => {
    for (const path of ['/webhook-endpoints', '/webhook-deliveries']) {
      const intruderView = (await (await call(intruder.plaintext, 'GET', path)).json()) as {
        data: unknown[];
      };
      expect(intruderView.data).toEqual([]);
      const ownerView = (await (await call(owner.plaintext, 'GET', path)).json()) as { data: unknown[] };
      expect(ownerView.data).toHaveLength(1);
    }
  });

  it("the intruder's refused requests changed nothing", async () => {
    const batch = (await (await call(owner.plaintext, 'GET', `/extract-sds/bulk/${ids.batchId}`)).json()) as {
      state: string;
    };
    expect(batch.state).not.toBe('cancelled');
    expect((await call(owner.plaintext, 'GET', `/webhook-endpoints/${ids.endpointId}`)).status).toBe(200);
    const delivery = await api.db.webhookDeliveries.get(ids.deliveryId);
    // A redelivery would have reopened the failed delivery.
    expect(delivery?.status).toBe('failed');
  });

  it('revocation takes effect on the very next request', async () => {
    const key = await api.createKey();
    expect((await call(key.plaintext, 'GET', '/webhook-endpoints')).status).toBe(200);
    await api.db.apiKeys.revoke(key.id);
    const response = await call(key.plaintext, 'GET', '/webhook-endpoints');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('unauthorized');
  });
});
