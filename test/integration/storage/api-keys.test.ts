import { createHash } from 'node:crypto';
import { ServiceError } from '../../../src/errors.js';
import type { NewApiKey } from '../../../src/storage/repositories/api-keys.js';
import { DATABASE_BACKENDS, type TestDatabase } from './backends.js';

const STANDARD_TEST_KEY: NewApiKey = { environment: 'test', tier: 'standard', deployment: 'cloud' };

describe.each(DATABASE_BACKENDS)('API keys on $name', (backend) => {
  let test: TestDatabase;

  beforeEach(async () => {
    test = await backend.open();
  });

  afterEach(async () => {
    await test.dispose();
  });

  it('creates a key shaped sds_<environment>_<secret> and verifies it', async () => {
    const { key, plaintext } = await test.database.apiKeys.create({ ...STANDARD_TEST_KEY, label: 'ci' });
    expect(plaintext).toMatch(/^sds_test_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      environment: 'test',
      tier: 'standard',
      deployment: 'cloud',
      label: 'ci',
      revokedAt: null,
    });
    expect(plaintext.startsWith(key.displayPrefix)).toBe(true);
    await expect(test.database.apiKeys.verify(plaintext)).resolves.toEqual(key);

    const live = await test.database.apiKeys.create({
      environment: 'live',
      tier: 'enterprise',
      deployment: 'self_hosted',
    });
    expect(live.plaintext).toMatch(/^sds_live_/);
    await expect(test.database.apiKeys.verify(live.plaintext)).resolves.toEqual(live.key);
  });

  it('stores only a SHA-256 hash and a short display prefix, never the secret', async () => {
    const { key, plaintext } = await test.database.apiKeys.create(STANDARD_TEST_KEY);
    const rows = await test.database.kysely.selectFrom('api_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.secret_hash).toBe(createHash('sha256').update(plaintext).digest('hex'));
    const secretPart = plaintext.slice('sds_test_'.length);
    expect(JSON.stringify(rows)).not.toContain(secretPart);
    expect(key.displayPrefix.length).toBeLessThanOrEqual('sds_test_'.length + 6);
  });

  it('never lists secrets or hashes', async () => {
    const created = await test.database.apiKeys.create(STANDARD_TEST_KEY);
    const listed = await test.database.apiKeys.list();
    expect(listed).toEqual([created.key]);
    const text = JSON.stringify(listed);
    expect(text).not.toContain(created.plaintext);
    expect(text).not.toContain(createHash('sha256').update(created.plaintext).digest('hex'));
  });

  it('rejects altered, unknown, malformed and environment-swapped keys', async () => {
    const { plaintext } = await test.database.apiKeys.create(STANDARD_TEST_KEY);
    const lastChar = plaintext.at(-1) === 'A' ? 'B' : 'A';
    const altered = `${plaintext.slice(0, -1)}${lastChar}`;
    const swapped = plaintext.replace('sds_test_', 'sds_live_');
    for (const presented of [
      altered,
      swapped,
      `${plaintext}x`,
      '',
      'Bearer',
      'sds_test_',
      plaintext.toUpperCase(),
    ]) {
      await expect(test.database.apiKeys.verify(presented)).resolves.toBeNull();
    }
  });

  it('revokes a key with immediate effect, once', async () => {
    const { key, plaintext } = await test.database.apiKeys.create(STANDARD_TEST_KEY);
    const other = await test.database.apiKeys.create(STANDARD_TEST_KEY);
    const revoked = await test.database.apiKeys.revoke(key.id);
    expect(revoked.revokedAt).not.toBeNull();
    await expect(test.database.apiKeys.verify(plaintext)).resolves.toBeNull();
    await expect(test.database.apiKeys.verify(other.plaintext)).resolves.toEqual(other.key);

    const again = await test.database.apiKeys.revoke(key.id);
    expect(again.revokedAt).toBe(revoked.revokedAt);
    expect(
      (await test.database.apiKeys.list()).map((listed) => [listed.id, listed.revokedAt !== null]),
    ).toEqual(
      expect.arrayContaining([
        [key.id, true],
        [other.key.id, false],
      ]),
    );
  });

  it('answers not_found when revoking a key that does not exist', async () => {
    await expect(test.database.apiKeys.revoke('key_0000000000000000')).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it.each([
    ['environment', { ...STANDARD_TEST_KEY, environment: 'prod' }],
    ['tier', { ...STANDARD_TEST_KEY, tier: 'platinum' }],
    ['deployment', { ...STANDARD_TEST_KEY, deployment: 'mainframe' }],
  ])('refuses an unknown %s with invalid_request and writes nothing', async (_field, input) => {
    const attempt = test.database.apiKeys.create(input as unknown as NewApiKey);
    await expect(attempt).rejects.toBeInstanceOf(ServiceError);
    await expect(attempt).rejects.toMatchObject({ code: 'invalid_request' });
    await expect(test.database.apiKeys.list()).resolves.toEqual([]);
  });
});
