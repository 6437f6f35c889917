import { InteractiveYield } from '../../../src/bulk/interactive-yield.js';
import { DATABASE_BACKENDS, type TestDatabase } from '../storage/backends.js';

const POLL_MS = 20;
const QUIET_MS = POLL_MS * 25;
const PATIENCE_MS = 60_000;
const FILE = {
  fileName: 'a.pdf',
  blobRef: `sha256:${'b'.repeat(64)}`,
  byteSize: 10,
  schemaVersion: '2025-06' as const,
};

function settledAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  return new Promise((resolve) => setTimeout(() => resolve(settled), ms));
}

describe.each(DATABASE_BACKENDS)('bulk items yield to interactive extractions on $name', (backend) => {
  let test: TestDatabase;
  let requestSeq = 0;

  beforeEach(async () => {
    test = await backend.open();
  });

  afterEach(async () => {
    await test.dispose();
  });

  async function openExtraction(batchId: string | null = null): Promise<string> {
    const requestId = `req_yield_${++requestSeq}`;
    await test.database.extractions.create({
      requestId,
      apiKeyId: null,
      traffic: 'production',
      batchId,
      ...FILE,
    });
    return requestId;
  }

  function gate(maxWaitMs: number): InteractiveYield {
    return new InteractiveYield(test.database.extractions, {
      maxWaitMs,
      callerPatienceMs: PATIENCE_MS,
      pollMs: POLL_MS,
      quietMs: QUIET_MS,
    });
  }

  it('sees queued and running interactive rows, not finished, old or batch ones', async () => {
    const { extractions } = test.database;
    const since = new Date(Date.now() - 1_000).toISOString();
    expect(await extractions.hasOpenInteractive(since)).toBe(false);

    const queued = await openExtraction();
    expect(await extractions.hasOpenInteractive(since)).toBe(true);
    await extractions.markRunning(queued);
    expect(await extractions.hasOpenInteractive(since)).toBe(true);
    expect(await extractions.hasOpenInteractive(new Date(Date.now() + 60_000).toISOString())).toBe(false);
    await extractions.fail(queued, { code: 'invalid_document', message: 'cut off' });
    expect(await extractions.hasOpenInteractive(since)).toBe(false);

    await openExtraction('bat_some_batch');
    expect(await extractions.hasOpenInteractive(since)).toBe(false);
  });

  it('waits while interactive extractions are open and for a quiet spell after the last, then goes on', async () => {
    const { extractions } = test.database;
    const closed = { code: 'invalid_document' as const, message: 'cut off' };
    const first = await openExtraction();
    const waiting = gate(60_000).waitForQuiet(new AbortController().signal);
    expect(await settledAfter(waiting, POLL_MS * 10)).toBe(false);
    await extractions.markRunning(first);
    expect(await settledAfter(waiting, POLL_MS * 5)).toBe(false);

    // A caller sending documents one after another: the next one arrives within the quiet spell.
    await extractions.fail(first, closed);
    expect(await settledAfter(waiting, QUIET_MS / 4)).toBe(false);
    const second = await openExtraction();
    expect(await settledAfter(waiting, QUIET_MS)).toBe(false);

    const closedAt = Date.now();
    await extractions.fail(second, closed);
    await waiting;
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(QUIET_MS - POLL_MS);
  });

  it('does not wait when nothing interactive is open, nor when waiting is turned off', async () => {
    const signal = new AbortController().signal;
    expect(await gate(60_000).waitForQuiet(signal)).toBeLessThan(POLL_MS * 5);
    await openExtraction();
    expect(await gate(0).waitForQuiet(signal)).toBe(0);
  });

  it('waits no longer than the configured bound, so a steady stream of calls cannot stop a backfill', async () => {
    await openExtraction();
    const waited = await gate(POLL_MS * 6).waitForQuiet(new AbortController().signal);
    expect(waited).toBeGreaterThanOrEqual(POLL_MS * 6);
    expect(waited).toBeLessThan(PATIENCE_MS);
  });

  it('stops waiting when the activity is cancelled', async () => {
    await openExtraction();
    const controller = new AbortController();
    const waiting = gate(60_000).waitForQuiet(controller.signal);
    setTimeout(() => controller.abort(), POLL_MS * 3);
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });
});
