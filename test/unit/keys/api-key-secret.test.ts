import { createHash } from 'node:crypto';
import {
  generateKeySecret,
  hashesEqual,
  hashKeySecret,
  parseKeyEnvironment,
} from '../../../src/keys/api-key-secret.js';

describe('API key secrets', () => {
  it('are sds_<environment>_ followed by 256 random bits in base64url', () => {
    const secret = generateKeySecret('live');
    expect(secret.plaintext).toMatch(/^sds_live_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret.plaintext.slice('sds_live_'.length), 'base64url')).toHaveLength(32);
    expect(generateKeySecret('test').plaintext).toMatch(/^sds_test_/);
  });

  it('never repeat', () => {
    const seen = new Set(Array.from({ length: 200 }, () => generateKeySecret('test').plaintext));
    expect(seen.size).toBe(200);
  });

  it('are stored as the SHA-256 of the whole key, with a display prefix of 6 secret characters', () => {
    const secret = generateKeySecret('test');
    expect(secret.secretHash).toBe(createHash('sha256').update(secret.plaintext).digest('hex'));
    expect(secret.displayPrefix).toBe(secret.plaintext.slice(0, 'sds_test_'.length + 6));
  });

  it('name their environment only when well formed', () => {
    const { plaintext } = generateKeySecret('live');
    expect(parseKeyEnvironment(plaintext)).toBe('live');
    expect(parseKeyEnvironment(plaintext.replace('sds_live_', 'sds_prod_'))).toBeNull();
    expect(parseKeyEnvironment(plaintext.slice(0, -1))).toBeNull();
    expect(parseKeyEnvironment(` ${plaintext}`)).toBeNull();
    expect(parseKeyEnvironment(`${plaintext.slice(0, -1)}=`)).toBeNull();
  });

  it('compare hashes fully, refusing different or malformed ones', () => {
    const hash = hashKeySecret('sds_test_x');
    expect(hashesEqual(hash, hashKeySecret('sds_test_x'))).toBe(true);
    expect(hashesEqual(hash, hashKeySecret('sds_test_y'))).toBe(false);
    expect(hashesEqual(hash, hash.slice(0, 62))).toBe(false);
    expect(hashesEqual(hash, '')).toBe(false);
  });
});
