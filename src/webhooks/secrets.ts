import { randomBytes } from 'node:crypto';

/** Standard Webhooks secrets: `whsec_` followed by the base64 of the raw HMAC key. */
const SECRET_PREFIX = 'whsec_';
const SECRET_KEY_BYTES = 32;

export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_KEY_BYTES).toString('base64');
}

/** The raw HMAC key behind a `whsec_` secret. */
export function decodeWebhookSecret(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) {
    throw new Error('webhook secret must start with whsec_');
  }
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  if (key.length === 0) {
    throw new Error('webhook secret has an empty key');
  }
  return key;
}
