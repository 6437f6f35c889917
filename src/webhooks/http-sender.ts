import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

import { parseRetryAfter } from './retry-policy.js';
import type { VettedTarget } from './target-policy.js';

export interface WebhookRequest {
  target: VettedTarget;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

export interface WebhookResponse {
  statusCode?: number;
  retryAfterMs?: number;
  latencyMs: number;
  /** Why the attempt did not succeed: network error, timeout, redirect or non-2xx status. */
  error?: string;
}

/** Responses are read only to free the socket; nobody needs more than this of them. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/** Pins the connection to the vetted address, so the hostname is not resolved a second time. */
function pinnedLookup(target: VettedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as (err: null, addresses: Array<{ address: string; family: number }>) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    } else {
      callback(null, target.address, target.family);
    }
  };
}

function describeFailure(response: IncomingMessage): string | undefined {
  const status = response.statusCode ?? 0;
  if (status >= 200 && status < 300) return undefined;
  if (status >= 300 && status < 400) {
    return `redirect to ${response.headers.location ?? '(no location)'} not followed`;
  }
  return `receiver answered ${status}`;
}

/** One POST to the vetted target. Never follows redirects; never throws. */
export function sendWebhook(request: WebhookRequest): Promise<WebhookResponse> {
  const started = performance.now();
  const elapsed = (): number => Math.round(performance.now() - started);
  const send = request.target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (response: Omit<WebhookResponse, 'latencyMs'>): void => {
      if (settled) return;
      settled = true;
      resolve({ ...response, latencyMs: elapsed() });
    };
    const outgoing = send(
      request.target.url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        lookup: pinnedLookup(request.target),
        timeout: request.timeoutMs,
        signal: AbortSignal.timeout(request.timeoutMs),
      },
      (response) => {
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_RESPONSE_BYTES) response.destroy();
        });
        const conclude = (): void => {
          const retryAfter = response.headers['retry-after'];
          const error = describeFailure(response);
          finish({
            statusCode: response.statusCode,
            retryAfterMs: parseRetryAfter(retryAfter, Date.now()),
            ...(error ? { error } : {}),
          });
        };
        response.on('end', conclude);
        response.on('close', conclude);
        response.on('error', conclude);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${request.timeoutMs} ms`)));
    outgoing.on('error', (error) => finish({ error: error.message }));
    outgoing.end(request.body);
  });
}
