/**
 * A real S3-compatible server for tests: moto (PyPI `moto[server]`, installed into ./.venv on first
 * use) on a free port, with its state in memory, so each test file gets an empty one.
 */
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { freePort } from '../setup/temporal.js';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 60_000;
// moto accepts any credentials; these only satisfy the SDK's signer.
export const TEST_S3_CREDENTIALS = { accessKeyId: 'test-access-key', secretAccessKey: 'test-secret-key' };
export const TEST_S3_REGION = 'us-east-1';

export interface TestS3Server {
  endpoint: string;
  createBucket(name: string): Promise<void>;
  stop(): Promise<void>;
}

async function motoServerPath(): Promise<string> {
  const { stdout } = await run('bash', [
    path.join(projectRoot, 'scripts/ensure-venv-tool.sh'),
    'moto[server]',
    'moto_server',
  ]);
  return stdout.trim().split('\n').at(-1) ?? '';
}

async function waitUntilServing(endpoint: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('moto_server exited before it served');
    try {
      const response = await fetch(`${endpoint}/moto-api/data.json`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`moto_server at ${endpoint} did not answer within ${READY_TIMEOUT_MS} ms`);
}

export async function startTestS3Server(): Promise<TestS3Server> {
  const executable = await motoServerPath();
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const server = spawn(executable, ['-H', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let serverLog = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    serverLog = (serverLog + chunk.toString()).slice(-4_000);
  });
  const stop = async (): Promise<void> => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitUntilServing(endpoint, () => server.exitCode !== null);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\nmoto_server log:\n${serverLog}`, { cause: error });
  }
  const admin = new S3Client({
    endpoint,
    region: TEST_S3_REGION,
    forcePathStyle: true,
    credentials: TEST_S3_CREDENTIALS,
  });
  return {
    endpoint,
    createBucket: async (name) => {
      await admin.send(new CreateBucketCommand({ Bucket: name }));
    },
    stop: async () => {
      admin.destroy();
      await stop();
    },
  };
}
