/**
 * Runs the engine in a pool of worker threads so that parsing, layout and rendering never block
 * the caller's event loop. Each document gets a memory budget (the thread's V8 heap limit) and a
 * time budget; a thread that runs out of either, or crashes, fails that document only and piscina
 * replaces it.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { ServiceError } from '../errors.js';
import type { ExtractionResult, ExtractOptions } from './contract.js';
import type { IsolatedOutcome, IsolatedTask, IsolatedWorkerData } from './isolated-worker.js';

export interface ExtractionPoolSettings {
  /** Documents processed at once (worker threads). */
  threads: number;
  /** V8 old-generation heap limit per thread, in MB. */
  memoryLimitMb: number;
  /** Time budget per document, in ms. */
  timeLimitMs: number;
}

const DEFAULT_SETTINGS: ExtractionPoolSettings = {
  threads: Math.max(1, Math.min(2, os.availableParallelism())),
  memoryLimitMb: 1024,
  timeLimitMs: 600_000,
};

let settings = DEFAULT_SETTINGS;
let pool: Piscina<IsolatedTask, IsolatedOutcome> | undefined;

/** Changes the settings; takes effect for the pool started next (after closeExtractionPool). */
export function configureExtractionPool(changes: Partial<ExtractionPoolSettings>): void {
  settings = { ...settings, ...changes };
}

function workerFile(): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  const extension = path.extname(here);
  const filename = path.join(path.dirname(here), `isolated-worker${extension}`);
  // Under tsx or jest the sources are TypeScript; the worker thread needs tsx to load them.
  return { filename, execArgv: extension === '.ts' ? ['--import', 'tsx'] : [] };
}

function sharedPool(): Piscina<IsolatedTask, IsolatedOutcome> {
  if (!pool) {
    const { filename, execArgv } = workerFile();
    const workerData: IsolatedWorkerData = {
      ocrWorkers: Math.ceil(os.availableParallelism() / settings.threads),
    };
    pool = new Piscina<IsolatedTask, IsolatedOutcome>({
      filename,
      execArgv,
      workerData,
      minThreads: 0,
      maxThreads: settings.threads,
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: settings.memoryLimitMb },
    });
    // A thread that dies with a task rejects that task; one that dies between tasks is replaced by
    // piscina, and its 'error' event must not take the process down.
    pool.on('error', () => undefined);
  }
  return pool;
}

export async function extractIsolated(bytes: Uint8Array, options: ExtractOptions): Promise<ExtractionResult> {
  const { signal, ...taskOptions } = options;
  signal?.throwIfAborted();
  const timeLimit = AbortSignal.timeout(settings.timeLimitMs);
  const abort = signal ? AbortSignal.any([signal, timeLimit]) : timeLimit;
  let outcome: IsolatedOutcome;
  try {
    outcome = await sharedPool().run({ bytes, options: taskOptions }, { signal: abort });
  } catch (error) {
    throw failureOf(error, {
      timedOut: timeLimit.aborted && !signal?.aborted,
      callerAborted: !!signal?.aborted,
    });
  }
  if (!outcome.ok) throw new ServiceError(outcome.error.code, outcome.error.message, outcome.error.details);
  return outcome.result;
}

function failureOf(error: unknown, state: { timedOut: boolean; callerAborted: boolean }): unknown {
  if (state.callerAborted) return error;
  if (state.timedOut) {
    return new ServiceError(
      'invalid_document',
      `Processing time limit exceeded: the document was not read within ${settings.timeLimitMs} ms.`,
    );
  }
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new ServiceError(
      'invalid_document',
      `Processing memory limit exceeded: the document needs more than ${settings.memoryLimitMb} MB.`,
    );
  }
  // Errors thrown in the thread may arrive as plain objects (structured clone drops their class).
  const message = (error as { message?: unknown } | undefined)?.message;
  const detail = typeof message === 'string' ? message : String(error);
  return new ServiceError('internal_error', `The extraction worker failed: ${detail}`);
}

/** Graceful shutdown: waits for running documents, then stops the worker threads. */
export async function closeExtractionPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.close();
}
