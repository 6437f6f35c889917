import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';

import { ServiceError } from '../errors.js';
import { classifyAddress, isAllowedAddress } from './address-policy.js';

export interface WebhookTargetPolicy {
  /** Permit http:// and loopback targets (127.0.0.0/8, ::1, localhost): local use and tests only. */
  allowLoopback: boolean;
}

export interface VettedTarget {
  url: URL;
  /** The resolved address the connection must use, so a second DNS answer cannot redirect it. */
  address: string;
  family: 4 | 6;
}

export type HostLookup = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const MAX_URL_LENGTH = 2048;

const systemLookup: HostLookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * The request body field that carries the URL, which a refusal names: `url` when an endpoint is
 * registered, `webhook_url` on a bulk request. At delivery the refusal is recorded, not answered.
 */
export type WebhookUrlField = 'url' | 'webhook_url';

function rejectUrl(field: WebhookUrlField, message: string): never {
  throw new ServiceError('invalid_request', `${field} ${message}`, { field });
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

function isLoopbackName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

/**
 * Syntactic checks done when a URL is registered: absolute https URL without credentials (http only
 * for loopback targets when the policy allows them), and no literal non-public address.
 */
export function parseWebhookUrl(raw: string, policy: WebhookTargetPolicy, field: WebhookUrlField): URL {
  if (raw.length > MAX_URL_LENGTH) rejectUrl(field, `is longer than ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    rejectUrl(field, 'is not an absolute URL');
  }
  if (url.username || url.password) rejectUrl(field, 'must not contain credentials');
  const host = hostOf(url);
  const literalFamily = isIP(host);
  const loopbackTarget =
    isLoopbackName(host) || (literalFamily !== 0 && classifyAddress(host) === 'loopback');
  if (loopbackTarget && !policy.allowLoopback) rejectUrl(field, 'must not point at a loopback address');
  if (literalFamily !== 0 && !isAllowedAddress(host, policy.allowLoopback)) {
    rejectUrl(field, 'must point at a public address');
  }
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && loopbackTarget) return url;
  return rejectUrl(field, 'must use https');
}

/**
 * Resolves the host and vets every address it answers with; the delivery then connects to the vetted
 * address only. Called on every attempt, because DNS answers change.
 */
export async function vetWebhookTarget(
  raw: string,
  policy: WebhookTargetPolicy,
  lookup: HostLookup = systemLookup,
): Promise<VettedTarget> {
  const url = parseWebhookUrl(raw, policy, 'url');
  const host = hostOf(url);
  const literalFamily = isIP(host);
  const answers = literalFamily !== 0 ? [{ address: host, family: literalFamily }] : await lookup(host);
  if (answers.length === 0) rejectUrl('url', `host ${host} does not resolve`);
  const refused = answers.find((answer) => !isAllowedAddress(answer.address, policy.allowLoopback));
  if (refused) rejectUrl('url', `host ${host} resolves to a non-public address`);
  const chosen = answers[0]!;
  return { url, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}
