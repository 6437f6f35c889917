/**
 * One real Temporal dev server per test run, started from the installed CLI (scripts/install-temporal.sh
 * finds or installs it; no downloads at run time) on free ports with its state in a temporary file.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Connection } from '@temporalio/client';
import { msToTs } from '@temporalio/common/lib/time.js';
import { registerSearchAttributes } from '../../src/temporal/register-search-attributes.js';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '../..');
const NAMESPACE = 'default';
const READY_TIMEOUT_MS = 90_000;

export interface TestTemporal {
  address: string;
  namespace: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function temporalCli(): Promise<string> {
  const { stdout } = await run('bash', [path.join(projectRoot, 'scripts/install-temporal.sh')], {
    cwd: projectRoot,
    env: process.env,
  });
  return stdout.trim().split('\n').at(-1) ?? '';
}

export async function waitUntilServing(address: string, server: ChildProcess): Promise<Connection> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Temporal dev server exited with code ${server.exitCode}`);
    try {
      const connection = await Connection.connect({ address, connectTimeout: 2_000 });
      await connection.workflowService.describeNamespace({ namespace: NAMESPACE });
      return connection;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`Temporal dev server at ${address} did not become ready: ${String(lastError)}`);
}

export interface DevServer {
  process: ChildProcess;
  /** The server's last stderr output, for failure messages. */
  log(): string;
  /** SIGTERM, then SIGKILL after 10 s; resolves once the process is gone. */
  stop(): Promise<void>;
}

/** Spawns `temporal server start-dev` on a port with its state in dbFile (which survives a restart). */
export async function spawnDevServer(cli: string, port: number, dbFile: string): Promise<DevServer> {
  const server = spawn(
    cli,
    [
      'server',
      'start-dev',
      '--headless',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--ui-port',
      String(await freePort()),
      '--metrics-port',
      String(await freePort()),
      '--http-port',
      String(await freePort()),
      '--db-filename',
      dbFile,
      '--log-level',
      'error',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // The dev server logs shutdown noise at error level; its output is shown only if it fails to start.
  let serverLog = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    serverLog = (serverLog + chunk.toString()).slice(-8_000);
  });
  return {
    process: server,
    log: () => serverLog,
    stop: async () => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    },
  };
}

/**
 * The dev server picks further free ports for its internal services itself; another process can take
 * one between its check and its bind, and the server then dies at start. A fresh attempt is the cure.
 */
export async function startTestTemporal(attempts = 3): Promise<TestTemporal> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startTestTemporalOnce();
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

async function startTestTemporalOnce(): Promise<TestTemporal> {
  const cli = await temporalCli();
  const stateDir = await mkdtemp(path.join(os.tmpdir(), 'sds-temporal-'));
  const port = await freePort();
  const address = `127.0.0.1:${port}`;
  const devServer = await spawnDevServer(cli, port, path.join(stateDir, 'temporal.sqlite'));
  const server = devServer.process;
  const stop = async (): Promise<void> => {
    await devServer.stop();
    await rm(stateDir, { recursive: true, force: true });
  };
  try {
    const connection = await waitUntilServing(address, server);
    await registerSearchAttributes(connection, NAMESPACE);
    await connection.close();
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\nTemporal dev server log:\n${devServer.log()}`, { cause: error });
  }
  return { address, namespace: NAMESPACE, stop };
}

/**
 * A fresh namespace on the run's server (TEMPORAL_ADDRESS), with the search attributes registered.
 * Each test file that runs workers uses its own: task queue names are fixed, and a worker of one
 * file must never pick up another file's workflows (they hold different databases).
 */
export async function createTestNamespace(): Promise<{ address: string; namespace: string }> {
  const address = process.env.TEMPORAL_ADDRESS;
  if (!address) throw new Error('TEMPORAL_ADDRESS is not set: run the tests through Jest (global set-up).');
  const namespace = `test-${randomUUID()}`;
  const connection = await Connection.connect({ address });
  try {
    await connection.workflowService.registerNamespace({
      namespace,
      workflowExecutionRetentionPeriod: msToTs('1 day'),
    });
    await registerSearchAttributes(connection, namespace);
  } finally {
    await connection.close();
  }
  return { address, namespace };
}
