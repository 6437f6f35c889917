import { ServiceError } from '../../../src/errors.js';
import {
  closeExtractionPool,
  configureExtractionPool,
  extractIsolated,
} from '../../../src/extraction/isolated.js';
import { buildTextSdsPdf } from '../../fixtures/sds-pdf.js';
import { buildRandomBytesWithPdfHeader } from '../../fixtures/special-pdfs.js';

const options = { schemaVersion: '2026-12', maxPages: 20 } as const;

afterEach(async () => {
  await closeExtractionPool();
  configureExtractionPool({ timeLimitMs: 600_000, memoryLimitMb: 1024, threads: 2, backgroundThreads: 1 });
});

/** Settles to the order in which the named extractions finished (a failure counts as finishing). */
function finishOrder(runs: Record<string, Promise<unknown>>): Promise<string[]> {
  const order: string[] = [];
  return Promise.all(
    Object.entries(runs).map(([name, run]) => run.catch(() => undefined).then(() => order.push(name))),
  ).then(() => order);
}

describe('background documents in a shared pool', () => {
  it('leave a thread free: an interactive document runs beside the first bulk one, the second bulk one waits', async () => {
    configureExtractionPool({ threads: 2, backgroundThreads: 1 });
    const long = await buildTextSdsPdf({ pageCount: 20 });
    // Both threads up first, so the order below comes from the reservation, not from thread start-up.
    await Promise.all([extractIsolated(long, options), extractIsolated(long, options)]);
    const order = await finishOrder({
      firstBulk: extractIsolated(long, options, 'background'),
      secondBulk: extractIsolated(long, options, 'background'),
      interactive: extractIsolated(long, options, 'interactive'),
    });
    // Without the reservation both bulk documents take the threads and the interactive one ends last.
    expect(order.at(-1)).toBe('secondBulk');
  });

  it('a queued bulk document whose caller cancels stops waiting at once', async () => {
    configureExtractionPool({ threads: 2, backgroundThreads: 1 });
    const long = await buildTextSdsPdf({ pageCount: 20 });
    const cancel = new AbortController();
    const running = extractIsolated(long, options, 'background');
    const queued = extractIsolated(long, { ...options, signal: cancel.signal }, 'background');
    cancel.abort(new Error('cancelled by the workflow'));
    const order = await finishOrder({ running, queued });
    expect(order).toEqual(['queued', 'running']);
    await expect(queued).rejects.toThrow('cancelled by the workflow');
    await expect(running).resolves.toMatchObject({ pageCount: 20 });
  });
});

describe('extraction in a worker thread', () => {
  it('extracts a text SDS off the main thread and keeps the event loop free meanwhile', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const result = await extractIsolated(await buildTextSdsPdf(), options);
    clearInterval(timer);
    expect(result.pageCount).toBe(2);
    expect(result.textSource).toBe('native');
    expect(JSON.stringify(result.outputs.json)).toContain('Solvex Degreasing Solvent SD-200');
    expect(ticks).toBeGreaterThan(5);
  });

  it('carries a ServiceError across the thread boundary with its code and message', async () => {
    const failure = await extractIsolated(buildRandomBytesWithPdfHeader(), options).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure).toMatchObject({ code: 'invalid_document' });
    expect((failure as Error).message).toMatch(/corrupt or unreadable/);
  });

  it('a document over the time budget fails alone and the pool serves the next one', async () => {
    configureExtractionPool({ timeLimitMs: 1 });
    await expect(extractIsolated(await buildTextSdsPdf({ pageCount: 8 }), options)).rejects.toMatchObject({
      code: 'invalid_document',
      message: expect.stringMatching(/time limit exceeded/),
    });
    await closeExtractionPool();
    configureExtractionPool({ timeLimitMs: 600_000 });
    await expect(extractIsolated(await buildTextSdsPdf(), options)).resolves.toMatchObject({ pageCount: 2 });
  });

  it('a thread that runs out of its memory budget fails that document only', async () => {
    configureExtractionPool({ memoryLimitMb: 32, timeLimitMs: 60_000 });
    const failure = await extractIsolated(await buildTextSdsPdf({ pageCount: 30 }), options).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ServiceError);
    expect((failure as ServiceError).message).toMatch(/memory limit exceeded|worker failed/);
    await closeExtractionPool();
    configureExtractionPool({ memoryLimitMb: 1024 });
    await expect(extractIsolated(await buildTextSdsPdf(), options)).resolves.toMatchObject({ pageCount: 2 });
  });

  it('a caller abort rejects with the caller’s reason', async () => {
    const controller = new AbortController();
    controller.abort(new Error('client went away'));
    await expect(
      extractIsolated(await buildTextSdsPdf(), { ...options, signal: controller.signal }),
    ).rejects.toThrow('client went away');
  });
});
