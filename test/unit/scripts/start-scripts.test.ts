/**
 * What `npm start` runs before the service: long steps report their progress (scripts/progress.sh),
 * and a machine that lacks a prerequisite is told what is missing before any install starts
 * (scripts/check-prerequisites.sh).
 */
import { execFile, spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '../../..');

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

describe('with_progress', () => {
  it('says when a step starts, while it runs and when it ends, passing its output through', async () => {
    const child = spawn(
      'bash',
      ['-c', 'source scripts/progress.sh && with_progress "Demo step" bash -c "cat >/dev/null; echo out"'],
      { cwd: projectRoot, env: { ...process.env, PROGRESS_INTERVAL_SECONDS: '1' } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    // The step (cat) runs until its input ends: end it once a progress line has been printed.
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes('Demo step: still working')) child.stdin.end();
    });
    const finished = await new Promise<Finished>((resolve) =>
      child.on('close', (code) => resolve({ code, stdout, stderr })),
    );
    expect(finished.code).toBe(0);
    expect(finished.stdout).toBe('out\n');
    expect(finished.stderr).toMatch(/^Demo step \.\.\.\n {2}Demo step: still working \(\d+ s\)\n/);
    expect(finished.stderr).toMatch(/Demo step: done \(\d+ s\)\n$/);
  });

  it('reports a failed step and returns its exit status', async () => {
    const failed = await run(
      'bash',
      ['-c', 'source scripts/progress.sh && with_progress "Broken step" bash -c "exit 3"'],
      {
        cwd: projectRoot,
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 3 });
    expect((failed as { stderr: string }).stderr).toContain('Broken step: FAILED (exit 3 after');
  });
});

describe('check-prerequisites.sh on a machine without python3', () => {
  let root: string;
  let bin: string;

  beforeAll(async () => {
    // A checkout of its own (no ./.venv with a Temporal CLI) and a PATH with only the tools named here.
    root = await mkdtemp(path.join(os.tmpdir(), 'sds-prerequisites-'));
    await mkdir(path.join(root, 'scripts'));
    await copyFile(
      path.join(projectRoot, 'scripts/check-prerequisites.sh'),
      path.join(root, 'scripts/check-prerequisites.sh'),
    );
    bin = path.join(root, 'bin');
    await mkdir(bin);
    for (const tool of ['node', 'npm', 'flock', 'sha256sum']) {
      const { stdout } = await run('bash', ['-c', `command -v ${tool}`]);
      await symlink(stdout.trim(), path.join(bin, tool));
    }
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function check(environment: Record<string, string>): Promise<Finished> {
    return run('/bin/bash', [path.join(root, 'scripts/check-prerequisites.sh')], {
      env: { PATH: bin, ...environment },
    })
      .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }))
      .catch((error: Finished) => error);
  }

  it('stops with a message that names python3 with venv and how to get it', async () => {
    const result = await check({});
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('python3 with its venv module');
    expect(result.stderr).toContain('apt-get install python3-venv');
    expect(result.stderr).toContain('What a fresh machine needs');
  });

  it('passes when a Temporal CLI is named, so python3 is not needed', async () => {
    expect(await check({ TEMPORAL_CLI: path.join(bin, 'node') })).toMatchObject({ code: 0 });
  });
});
