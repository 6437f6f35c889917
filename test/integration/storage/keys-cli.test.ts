import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { DATABASE_BACKENDS, type TestDatabase } from './backends.js';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '../../..');

interface CliResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

describe.each(DATABASE_BACKENDS)('the keys CLI on $name', (backend) => {
  let test: TestDatabase;

  async function keysCli(...args: string[]): Promise<CliResult> {
    const environment = { ...process.env, DATABASE_URL: '', ...test.environment };
    try {
      const { stdout, stderr } = await run(
        process.execPath,
        ['--import', 'tsx', 'src/cli/keys.ts', ...args],
        {
          cwd: projectRoot,
          env: environment,
        },
      );
      return { exitCode: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { exitCode: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  beforeEach(async () => {
    test = await backend.open();
  });

  afterEach(async () => {
    await test.dispose();
  });

  it('creates a key, shown alone on the last line of output, that the service then accepts', async () => {
    const created = await keysCli(
      'create',
      '--environment',
      'test',
      '--tier',
      'standard',
      '--label',
      'ci bot',
    );
    expect(created.exitCode).toBe(0);
    const lines = created.stdout.trimEnd().split('\n');
    const plaintext = lines.at(-1) ?? '';
    expect(plaintext).toMatch(/^sds_test_[A-Za-z0-9_-]{43}$/);
    expect(lines.slice(0, -1).join('\n')).not.toContain(plaintext.slice('sds_test_'.length + 6));
    expect(created.stderr).not.toContain(plaintext);

    const verified = await test.database.apiKeys.verify(plaintext);
    expect(verified).toMatchObject({
      environment: 'test',
      tier: 'standard',
      deployment: 'cloud',
      label: 'ci bot',
    });
  });

  it('lists keys without their secrets and revokes them for good', async () => {
    const created = await keysCli(
      'create',
      '--environment',
      'live',
      '--tier',
      'free',
      '--deployment',
      'self_hosted',
    );
    const plaintext = created.stdout.trimEnd().split('\n').at(-1) ?? '';
    const key = await test.database.apiKeys.verify(plaintext);
    expect(key).not.toBeNull();

    const listed = await keysCli('list');
    expect(listed.exitCode).toBe(0);
    expect(listed.stdout).toContain(key!.id);
    expect(listed.stdout).toContain('active');
    expect(listed.stdout).not.toContain(plaintext);
    expect(listed.stdout).not.toContain(createHash('sha256').update(plaintext).digest('hex'));

    const revoked = await keysCli('revoke', key!.id);
    expect(revoked.exitCode).toBe(0);
    await expect(test.database.apiKeys.verify(plaintext)).resolves.toBeNull();
    expect((await keysCli('list')).stdout).toContain('revoked');
  });

  it('refuses unknown values and bad usage without creating anything', async () => {
    const unknownTier = await keysCli('create', '--environment', 'test', '--tier', 'platinum');
    expect(unknownTier).toMatchObject({ exitCode: 1, stdout: '' });
    expect(unknownTier.stderr).toContain('invalid_request');

    const missingTier = await keysCli('create', '--environment', 'test');
    expect(missingTier.exitCode).toBe(2);
    expect(missingTier.stderr).toContain('Usage');

    const unknownKey = await keysCli('revoke', 'key_0000000000000000');
    expect(unknownKey.exitCode).toBe(1);
    expect(unknownKey.stderr).toContain('not_found');

    await expect(test.database.apiKeys.list()).resolves.toEqual([]);
  });
});
