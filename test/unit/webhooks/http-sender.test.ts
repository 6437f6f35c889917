import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { sendWebhook } from '../../../src/webhooks/http-sender.js';
import { vetWebhookTarget } from '../../../src/webhooks/target-policy.js';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

async function startReceiver(handler: Handler): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => handler(request, body, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://localhost:${(server.address() as AddressInfo).port}/hook` };
}

async function post(url: string, timeoutMs = 2_000) {
  const target = await vetWebhookTarget(url, { allowLoopback: true });
  return sendWebhook({ target, headers: { 'webhook-id': 'msg_1' }, body: '{"event":"x"}', timeoutMs });
}

describe('webhook HTTP sender', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  async function receiver(handler: Handler): Promise<string> {
    const { server, url } = await startReceiver(handler);
    servers.push(server);
    return url;
  }

  it('posts the body and headers to the vetted address', async () => {
    let seen: { body: string; id: string | undefined; host: string | undefined } | undefined;
    const url = await receiver((request, body, response) => {
      seen = { body, id: request.headers['webhook-id'] as string, host: request.headers.host };
      response.writeHead(204).end();
    });
    const result = await post(url);
    expect(result.statusCode).toBe(204);
    expect(result.error).toBeUndefined();
    expect(seen).toEqual({ body: '{"event":"x"}', id: 'msg_1', host: new URL(url).host });
  });

  it('reports non-2xx answers with their Retry-After', async () => {
    const url = await receiver((_request, _body, response) => {
      response.writeHead(503, { 'retry-after': '7' }).end('busy');
    });
    expect(await post(url)).toMatchObject({
      statusCode: 503,
      retryAfterMs: 7_000,
      error: 'receiver answered 503',
    });
  });

  it('does not follow redirects', async () => {
    let followed = false;
    const sink = await receiver((_request, _body, response) => {
      followed = true;
      response.writeHead(200).end();
    });
    const url = await receiver((_request, _body, response) => {
      response.writeHead(307, { location: sink }).end();
    });
    const result = await post(url);
    expect(result.statusCode).toBe(307);
    expect(result.error).toMatch(/redirect .* not followed/);
    expect(followed).toBe(false);
  });

  it('times out a receiver that never answers', async () => {
    const url = await receiver(() => undefined);
    const result = await post(url, 300);
    expect(result.statusCode).toBeUndefined();
    expect(result.error).toBeDefined();
  });

  it('reports a refused connection', async () => {
    const { server, url } = await startReceiver(() => undefined);
    await new Promise((resolve) => server.close(resolve));
    const result = await post(url);
    expect(result.statusCode).toBeUndefined();
    expect(result.error).toMatch(/ECONNREFUSED/);
  });
});
