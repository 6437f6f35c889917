/**
 * Runs one of the service's real entry points (src/main/*.ts) as its own process through tsx, and
 * waits for the log line that says it is ready. Fault tests kill and restart these processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { AppConfig } from '../../src/config.js';

const projectRoot = path.resolve(import.meta.dirname, '../..');
// A worker bundles the workflow code before it polls: minutes on a loaded 2-core machine.
const READY_TIMEOUT_MS = 180_000;

export interface LogLine {
  msg?: string;
  url?: string;
}

export interface ServiceProcess {
  child: ChildProcess;
  /** The ready line, e.g. the API's `{ msg: 'API listening', url }`. */
  ready: LogLine;
  /** Resolves once the process has exited (immediately if it already has). */
  exited(): Promise<void>;
}

export async function startServiceProcess(
  entry: 'src/main/api.ts' | 'src/main/worker.ts',
  readyMessage: string,
  environment: Record<string, string>,
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: projectRoot,
    env: { ...process.env, LOG_LEVEL: 'info', METRICS_PORT: '0', ...environment },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = createInterface({ input: child.stdout! });
  try {
    const ready = await new Promise<LogLine>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${entry} not ready in time`)), READY_TIMEOUT_MS);
      void exit.then(() => reject(new Error(`${entry} exited with ${child.exitCode} before it was ready`)));
      lines.on('line', (line) => {
        if (!line.startsWith('{')) return;
        const entryLine = JSON.parse(line) as LogLine;
        if (entryLine.msg === readyMessage) {
          clearTimeout(timer);
          resolve(entryLine);
        }
      });
    });
    // Keep draining stdout so the child never blocks on a full pipe.
    return { child, ready, exited: () => exit };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/** A worker process sharing the data directory and Temporal namespace of `config` (an API harness's). */
export function startWorkerProcess(
  config: Pick<AppConfig, 'dataDir' | 'temporal'>,
  environment: Record<string, string>,
): Promise<ServiceProcess> {
  return startServiceProcess('src/main/worker.ts', 'worker polling', {
    DATA_DIR: config.dataDir,
    TEMPORAL_ADDRESS: config.temporal.address,
    TEMPORAL_NAMESPACE: config.temporal.namespace,
    ...environment,
  });
}
