/**
 * The shape of an API key: `sds_<environment>_<43 base64url characters>` (256 random bits).
 * Only a SHA-256 hash and a short display prefix are ever stored.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { KeyEnvironment } from './scope.js';

const SECRET_BYTES = 32;
const KEY_PATTERN = /^sds_(live|test)_([A-Za-z0-9_-]{43})$/;
const DISPLAY_SECRET_CHARS = 6;

export interface GeneratedKeySecret {
  plaintext: string;
  secretHash: string;
  displayPrefix: string;
}

export function generateKeySecret(environment: KeyEnvironment): GeneratedKeySecret {
  const plaintext = `sds_${environment}_${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { plaintext, secretHash: hashKeySecret(plaintext), displayPrefix: displayPrefixOf(plaintext) };
}

/** The environment named by a well-formed key, or null when the text cannot be a key at all. */
export function parseKeyEnvironment(plaintext: string): KeyEnvironment | null {
  const match = KEY_PATTERN.exec(plaintext);
  return match ? (match[1] as KeyEnvironment) : null;
}

export function hashKeySecret(plaintext: string): string {
  return createHash('sha256').update(plaintext, 'utf8').digest('hex');
}

export function hashesEqual(leftHex: string, rightHex: string): boolean {
  const left = Buffer.from(leftHex, 'hex');
  const right = Buffer.from(rightHex, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function displayPrefixOf(plaintext: string): string {
  const environmentPrefixLength = 'sds_live_'.length;
  return plaintext.slice(0, environmentPrefixLength + DISPLAY_SECRET_CHARS);
}
