/**
 * A webhook receiver written from the Standard Webhooks specification, independent of the service's
 * signing code: it recomputes HMAC-SHA256 over `id.timestamp.body` with the base64 key behind
 * `whsec_`, compares in constant time, and answers whatever the test scripts (500, Retry-After, 410…).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  id: string;
  timestamp: number;
  signatureValid: boolean;
  body: Record<string, unknown>;
  receivedAt: number;
}

export interface ScriptedAnswer {
  status: number;
  headers?: Record<string, string>;
  /** Only for this event type; any event when absent. */
  event?: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Secrets to verify with (one per endpoint the test registered). */
  secrets: string[];
  /** Answers for the next requests, in order; 200 once the script is used up. */
  script: ScriptedAnswer[];
  close(): Promise<void>;
}

function verify(
  secrets: readonly string[],
  id: string,
  timestamp: string,
  body: string,
  header: string,
): boolean {
  const presented = header.split(' ').flatMap((entry) => {
    const [version, signature] = entry.split(',');
    return version === 'v1' && signature ? [Buffer.from(signature, 'base64')] : [];
  });
  return secrets.some((secret) => {
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
    return presented.some(
      (signature) => signature.length === expected.length && timingSafeEqual(signature, expected),
    );
  });
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const receiver: Omit<WebhookReceiver, 'url' | 'close'> = { received, secrets: [], script: [] };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const id = String(request.headers['webhook-id'] ?? '');
      const timestamp = String(request.headers['webhook-timestamp'] ?? '');
      const payload = JSON.parse(body) as Record<string, unknown>;
      received.push({
        id,
        timestamp: Number(timestamp),
        signatureValid: verify(
          receiver.secrets,
          id,
          timestamp,
          body,
          String(request.headers['webhook-signature'] ?? ''),
        ),
        body: payload,
        receivedAt: Date.now(),
      });
      const index = receiver.script.findIndex((answer) => !answer.event || answer.event === payload.event);
      const answer = index >= 0 ? receiver.script.splice(index, 1)[0]! : { status: 200 };
      response.writeHead(answer.status, answer.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
