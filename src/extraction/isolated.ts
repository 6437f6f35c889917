/**
 * Runs the engine in a pool of worker threads so that parsing, layout and rendering never block
 * the caller's event loop. Each document gets a memory budget (the thread's V8 heap limit) and a
 * time budget; a thread that runs out of either, or crashes, fails that document only and piscina
 * replaces it. Background documents (bulk items) may hold only some of the threads at once, so a
 * synchronous caller finds a thread free however large the backfill.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pLimit, { type LimitFunction } from 'p-limit';
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
  /** Background documents processed at once; the other threads stay free for interactive ones. */
  backgroundThreads: number;
}

/** Interactive documents have a caller waiting (sync API, website trial); background ones do not. */
export type ExtractionPriority = 'interactive' | 'background';

const DEFAULT_THREADS = Math.max(1, Math.min(2, os.availableParallelism()));
const DEFAULT_SETTINGS: ExtractionPoolSettings = {
  threads: DEFAULT_THREADS,
  memoryLimitMb: 1024,
  timeLimitMs: 600_000,
  backgroundThreads: Math.max(1, DEFAULT_THREADS - 1),
};

let settings = DEFAULT_SETTINGS;
let pool: Piscina<IsolatedTask, IsolatedOutcome> | undefined;
let backgroundGate: LimitFunction | undefined;

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

export async function extractIsolated(
  bytes: Uint8Array,
  options: ExtractOptions,
  priority: ExtractionPriority = 'interactive',
): Promise<ExtractionResult> {
  options.signal?.throwIfAborted();
  if (priority === 'interactive') return extractInPool(bytes, options);
  backgroundGate ??= pLimit(settings.backgroundThreads);
  const admitted = backgroundGate(() => {
    options.signal?.throwIfAborted();
    return extractInPool(bytes, options);
  });
  return options.signal ? untilAborted(admitted, options.signal) : admitted;
}

/** A cancelled caller stops waiting at once; its queued turn, when it comes, ends without work. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

async function extractInPool(bytes: Uint8Array, options: ExtractOptions): Promise<ExtractionResult> {
  const { signal, ...taskOptions } = options;
  // The time budget starts when the document is handed to the pool, not while it waits its turn.
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
  backgroundGate = undefined;
  await current?.close();
}
