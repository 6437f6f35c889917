/**
 * SIGTERM drains the real API process (src/main/api.ts, spawned with tsx): the listening socket
 * closes at once, a synchronous extraction already in flight still gets its answer, then the
 * process exits 0. No worker runs, so the request stays open until SYNC_TIMEOUT_MS and answers 202.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Connection, Client } from '@temporalio/client';
import { openDatabase } from '../../../src/storage/database.js';
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import { createTestNamespace } from '../../setup/temporal.js';
import { postExtraction } from './http.js';

const projectRoot = path.resolve(import.meta.dirname, '../../..');

interface LogLine {
  msg?: string;
  url?: string;
}

/** Spawns the API and resolves with its base URL once it logs that it listens. */
async function startApiProcess(
  environment: Record<string, string>,
): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/api.ts'], {
    cwd: projectRoot,
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API exited with ${code} before listening`)));
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      const entry = JSON.parse(line) as LogLine;
      if (entry.msg === 'API listening' && entry.url) resolve(entry.url.replace('0.0.0.0', '127.0.0.1'));
    });
  });
  return { child, baseUrl };
}

async function waitForRunningWorkflow(client: Client): Promise<void> {
  for (;;) {
    for await (const execution of client.workflow.list({ query: "ExecutionStatus = 'Running'" })) {
      if (execution) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface StartedApi {
  baseUrl: string;
  key: string;
  /** Sends SIGTERM once an extraction request is in flight (its workflow runs). */
  terminateDuringRequest(): Promise<void>;
  exited: Promise<{ code: number | null; at: number }>;
}

describe('SIGTERM on the API process', () => {
  const children: ChildProcess[] = [];
  const dataDirs: string[] = [];

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function startApi(environment: Record<string, string>): Promise<StartedApi> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sds-shutdown-test-'));
    dataDirs.push(dataDir);
    const { address, namespace } = await createTestNamespace();
    const db = await openDatabase({ dataDir });
    const created = await db.apiKeys.create({ environment: 'test', tier: 'standard', deployment: 'cloud' });
    await db.close();
    const { child, baseUrl } = await startApiProcess({
      DATA_DIR: dataDir,
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      METRICS_PORT: '0',
      LOG_LEVEL: 'info',
      TEMPORAL_ADDRESS: address,
      TEMPORAL_NAMESPACE: namespace,
      ...environment,
    });
    children.push(child);
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => {
      child.once('exit', (code) => resolve({ code, at: Date.now() }));
    });
    return {
      baseUrl,
      key: created.plaintext,
      exited,
      terminateDuringRequest: async () => {
        const connection = await Connection.connect({ address });
        try {
          await waitForRunningWorkflow(new Client({ connection, namespace }));
        } finally {
          await connection.close();
        }
        child.kill('SIGTERM');
      },
    };
  }

  it('answers the request in flight, refuses new connections, then exits 0', async () => {
    const api = await startApi({ SYNC_TIMEOUT_MS: '4000' });
    const inFlight = postExtraction(api.baseUrl, {
      key: api.key,
      file: { bytes: await buildTextSdsPdf() },
    }).then((response) => ({ response, at: Date.now() }));
    await api.terminateDuringRequest();

    // Give the process a moment to handle the signal, then the port must refuse new connections.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(fetch(`${api.baseUrl}/healthz`)).rejects.toThrow();

    const answered = await inFlight;
    expect(answered.response.status).toBe(202);
    expect(answered.response.headers.get('connection')).toBe('close');
    const { code, at } = await api.exited;
    expect(code).toBe(0);
    expect(at).toBeGreaterThanOrEqual(answered.at);
  });

  it('closes a request still open at the drain deadline (SHUTDOWN_DRAIN_MS) and exits 0', async () => {
    const api = await startApi({ SYNC_TIMEOUT_MS: '60000', SHUTDOWN_DRAIN_MS: '1000' });
    const inFlight = postExtraction(api.baseUrl, { key: api.key, file: { bytes: await buildTextSdsPdf() } });
    await api.terminateDuringRequest();
    const terminatedAt = Date.now();

    await expect(inFlight).rejects.toThrow();
    const { code, at } = await api.exited;
    expect(code).toBe(0);
    // Well before the 60 s synchronous wait would have ended.
    expect(at - terminatedAt).toBeLessThan(30_000);
  });
});
