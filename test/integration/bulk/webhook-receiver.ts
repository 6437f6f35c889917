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
  /** The status the receiver answered. */
  answeredStatus: number;
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
  /** Answers for the next requests, in order; `otherwiseStatus` once the script is used up. */
  script: ScriptedAnswer[];
  /** The answer when the script has none (200 unless the test changes it). */
  otherwiseStatus: number;
  close(): Promise<void>;
}

export interface ReceiverOptions {
  /** Listen on this port (one reserved earlier with `reservePort`); a free one when absent. */
  port?: number;
  /** Secrets known before it listens (endpoints registered while it was down). */
  secrets?: string[];
}

/** A loopback port free right now, for a receiver that must be down (port closed) before it listens. */
export async function reservePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export function receiverUrl(port: number): string {
  return `http://127.0.0.1:${port}/hooks`;
}

/** One entry per event: deliveries that share a webhook-id are the same event sent again. */
export function distinctEvents(received: readonly ReceivedWebhook[]): Map<string, ReceivedWebhook> {
  const events = new Map<string, ReceivedWebhook>();
  for (const hook of received) if (!events.has(hook.id)) events.set(hook.id, hook);
  return events;
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

export async function startWebhookReceiver(options: ReceiverOptions = {}): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const receiver: Omit<WebhookReceiver, 'url' | 'close'> = {
    received,
    secrets: [...(options.secrets ?? [])],
    script: [],
    otherwiseStatus: 200,
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const id = String(request.headers['webhook-id'] ?? '');
      const timestamp = String(request.headers['webhook-timestamp'] ?? '');
      const payload = JSON.parse(body) as Record<string, unknown>;
      const index = receiver.script.findIndex((answer) => !answer.event || answer.event === payload.event);
      const answer = index >= 0 ? receiver.script.splice(index, 1)[0]! : { status: receiver.otherwiseStatus };
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
        answeredStatus: answer.status,
      });
      response.writeHead(answer.status, answer.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return Object.assign(receiver, {
    url: receiverUrl((server.address() as AddressInfo).port),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
