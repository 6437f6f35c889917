/**
 * A throwaway PostgreSQL cluster per test run: initdb into a temporary directory, pg_ctl on a free
 * port, its unix socket kept inside that directory so it never meets a system cluster. As root the
 * server runs as the `postgres` OS user (PostgreSQL refuses to run as root).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './temporal.js';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '../..');
const SUPERUSER = 'postgres';

export interface TestPostgres {
  url: string;
  /** Stops the server and deletes the cluster. */
  stop(): Promise<void>;
  /** Stops the server but keeps the cluster, to simulate an outage; startServer() brings it back. */
  stopServer(): Promise<void>;
  startServer(): Promise<void>;
}

async function postgresBinDir(): Promise<string> {
  const { stdout } = await run('bash', [path.join(projectRoot, 'scripts/ensure-postgres.sh')], {
    env: process.env,
  });
  const binDir = stdout.trim().split('\n').at(-1);
  if (!binDir) throw new Error('scripts/ensure-postgres.sh printed no PostgreSQL bin directory');
  return binDir;
}

function runningAsRoot(): boolean {
  return process.getuid?.() === 0;
}

/** Runs a PostgreSQL binary as the OS user that owns the cluster. */
async function runPostgresTool(binDir: string, tool: string, args: string[]): Promise<void> {
  const executable = path.join(binDir, tool);
  const [command, commandArgs] = runningAsRoot()
    ? ['runuser', ['-u', 'postgres', '--', executable, ...args]]
    : [executable, args];
  await run(command, commandArgs, { cwd: os.tmpdir() });
}

async function handClusterDirToPostgresUser(directory: string): Promise<void> {
  if (!runningAsRoot()) return;
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  await chown(directory, Number(stdout.trim()), Number(group.trim()));
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const binDir = await postgresBinDir();
  const baseDir = await mkdtemp(path.join(os.tmpdir(), 'sds-test-postgres-'));
  await handClusterDirToPostgresUser(baseDir);
  const dataDir = path.join(baseDir, 'data');
  const port = await freePort();

  await runPostgresTool(binDir, 'initdb', [
    '--pgdata',
    dataDir,
    '--username',
    SUPERUSER,
    '--auth',
    'trust',
    '--encoding',
    'UTF8',
    '--no-sync',
  ]);
  const serverOptions = [
    `-p ${port}`,
    `-k ${baseDir}`,
    "-c listen_addresses='127.0.0.1'",
    // A throwaway cluster needs no durability; this keeps it light on a shared machine.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const startServer = () =>
    runPostgresTool(binDir, 'pg_ctl', [
      'start',
      '--pgdata',
      dataDir,
      '--wait',
      '--timeout',
      '60',
      '--log',
      path.join(baseDir, 'server.log'),
      '-o',
      serverOptions,
    ]);
  const stopServer = () =>
    runPostgresTool(binDir, 'pg_ctl', ['stop', '--pgdata', dataDir, '--mode', 'fast', '--wait']);
  await startServer();

  return {
    url: `postgresql://${SUPERUSER}@127.0.0.1:${port}/postgres`,
    startServer,
    stopServer,
    stop: async () => {
      await stopServer();
      await rm(baseDir, { recursive: true, force: true });
    },
  };
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database in the test cluster, so test files running in parallel never share tables. */
export async function createScratchPostgresDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `scratch_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient(
  serverUrl: string,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
