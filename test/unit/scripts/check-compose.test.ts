import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '../../..');

async function checkCompose(file?: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(
      path.join(projectRoot, 'node_modules/.bin/tsx'),
      ['scripts/check-compose.ts', ...(file ? [file] : [])],
      { cwd: projectRoot },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

describe('the compose check', () => {
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'sds-compose-'));
  });

  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('passes the repository docker-compose.yml', async () => {
    const { code, output } = await checkCompose();
    expect({ code, output: output.trim() }).toEqual({
      code: 0,
      output: 'docker-compose.yml: every image, port and variable checks out',
    });
  });

  it('names every drift between the compose file and the code', async () => {
    const original = await readFile(path.join(projectRoot, 'docker-compose.yml'), 'utf8');
    const drifted = original
      .replace('image: postgres:16', 'image: postgres')
      .replace('API_PORT: 8080', 'API_PORT: 8081')
      .replace('TEMPORAL_ADDRESS: temporal:7233', 'TEMPORAL_ADDRESS: temporal-frontend:7233')
      .replace('S3_BUCKET: sds-blobs', 'S3_BUCKET: sds-blobs\n  S3_BUCKIT: typo')
      .replace("'src/main/worker.ts'", "'src/main/workers.ts'");
    const file = path.join(directory, 'docker-compose.yml');
    await writeFile(file, drifted);
    const { code, output } = await checkCompose(file);
    expect(code).toBe(1);
    expect(output).toContain('postgres: image postgres is not pinned to a version');
    expect(output).toContain('api: listens on API_PORT 8081 but publishes 8080');
    expect(output).toContain(
      'TEMPORAL_ADDRESS points at "temporal-frontend", which is not a service of this file',
    );
    expect(output).toContain('sets S3_BUCKIT, which src/config.ts does not read');
    expect(output).toContain('worker: command runs a missing entry point src/main/workers.ts');
  });

  it('checks the default a ${VAR:-default} reference falls back to', async () => {
    const original = await readFile(path.join(projectRoot, 'docker-compose.yml'), 'utf8');
    const file = path.join(directory, 'docker-compose.yml');
    await writeFile(file, original.replace('${BOT_CHECK_WIDGET:-turnstile}', '${BOT_CHECK_WIDGET:-captcha}'));
    const { code, output } = await checkCompose(file);
    expect(code).toBe(1);
    expect(output).toContain('site: configuration refused');
    expect(output).toContain('BOT_CHECK_WIDGET');
  });
});
