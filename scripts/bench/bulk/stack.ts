/**
 * The real local stack the bulk benchmark runs against: a Temporal dev server of its own, the API and
 * one or more workers as separate processes (src/main/*.ts, as `npm start` runs them), the database in a fresh
 * DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL) and one enterprise API key.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { Client, Connection } from '@temporalio/client';
import { openDatabase } from '../../../src/storage/database.js';
import { startServiceProcess, type ServiceProcess } from '../../../test/faults/service-process.js';
import { startTestTemporal } from '../../../test/setup/temporal.js';
import { childPidWith } from './cpu.js';

const STOP_GRACE_MS = 30_000;

export interface BulkStack {
  baseUrl: string;
  apiKey: string;
  temporal: Client;
  /** Process ids of the Temporal dev server, the workers (by name) and the API. */
  pids: Record<string, number>;
  /** The database the processes share, for the report. */
  database: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

async function stopProcess(service: ServiceProcess): Promise<void> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  service.child.kill('SIGTERM');
  await Promise.race([service.exited(), delay(STOP_GRACE_MS)]);
  if (service.child.exitCode === null && service.child.signalCode === null) service.child.kill('SIGKILL');
  await service.exited();
}

export interface WorkerProcessSpec {
  name: string;
  /** Added to this worker's environment, e.g. its WORKER_LANES. */
  environment: Record<string, string>;
  /** Scheduling niceness (0 normal, up to 19 lowest), set on the process once it is ready. */
  niceness: number;
}

/**
 * Linux keeps niceness per thread: every thread the process has is reniced, and threads started later
 * (the extraction pool's) inherit it from the thread that creates them.
 */
async function renice(pid: number, niceness: number): Promise<void> {
  for (const thread of await readdir(`/proc/${pid}/task`)) os.setPriority(Number(thread), niceness);
}

/**
 * `environment` is added to every process's environment (bulk and webhook settings); each worker of
 * `workers` adds its own (lanes, slots).
 */
export async function startBulkStack(
  environment: Record<string, string>,
  workers: readonly WorkerProcessSpec[],
): Promise<BulkStack> {
  const temporalServer = await startTestTemporal();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sds-bench-bulk-'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const started: ServiceProcess[] = [];
  let connection: Connection | undefined;
  const close = async (): Promise<void> => {
    for (const service of started.reverse()) await stopProcess(service);
    await connection?.close();
    await temporalServer.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const db = await openDatabase({ databaseUrl, dataDir });
    const { plaintext: apiKey } = await db.apiKeys.create({
      environment: 'live',
      tier: 'enterprise',
      deployment: 'cloud',
    });
    await db.close();
    const processEnvironment = {
      DATA_DIR: dataDir,
      TEMPORAL_ADDRESS: temporalServer.address,
      TEMPORAL_NAMESPACE: temporalServer.namespace,
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      ...environment,
    };
    const workerPids: Record<string, number> = {};
    for (const spec of workers) {
      const worker = await startServiceProcess('src/main/worker.ts', 'worker polling', {
        ...processEnvironment,
        ...spec.environment,
      });
      started.push(worker);
      if (spec.niceness !== 0) await renice(worker.child.pid!, spec.niceness);
      workerPids[spec.name] = worker.child.pid!;
    }
    const api = await startServiceProcess('src/main/api.ts', 'API listening', processEnvironment);
    started.push(api);
    connection = await Connection.connect({ address: temporalServer.address });
    const temporalPid = await childPidWith(temporalServer.address.split(':').at(-1)!);
    if (temporalPid === undefined) throw new Error('the Temporal dev server process was not found');
    return {
      pids: { temporal: temporalPid, ...workerPids, api: api.child.pid! },
      baseUrl: api.ready.url ?? '',
      apiKey,
      temporal: new Client({ connection, namespace: temporalServer.namespace }),
      database: databaseUrl ? 'postgres' : 'sqlite',
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
