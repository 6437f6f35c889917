import { createHmac } from 'node:crypto';

import { decodeWebhookSecret } from './secrets.js';

export interface WebhookMessage {
  /** The message id, stable across retries so receivers can de-duplicate. */
  id: string;
  /** Seconds since the epoch at the time of this attempt. */
  timestampSeconds: number;
  /** The exact bytes sent as the request body. */
  body: string;
}

/** `v1,<base64 HMAC-SHA256(key, "<id>.<timestamp>.<body>")>` as in the Standard Webhooks spec. */
export function signWebhookMessage(message: WebhookMessage, secret: string): string {
  const signedContent = `${message.id}.${message.timestampSeconds}.${message.body}`;
  const digest = createHmac('sha256', decodeWebhookSecret(secret)).update(signedContent).digest('base64');
  return `v1,${digest}`;
}

export function buildWebhookHeaders(message: WebhookMessage, secret: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'webhook-id': message.id,
    'webhook-timestamp': String(message.timestampSeconds),
    'webhook-signature': signWebhookMessage(message, secret),
  };
}
