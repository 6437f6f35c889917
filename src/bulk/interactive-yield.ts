/**
 * Bulk items give way to interactive extractions. Synchronous calls and website trials have a caller
 * waiting on the line; a backfill has a webhook. Before a bulk item's extraction starts, it waits
 * while an interactive extraction is open anywhere (the database is the one place every worker
 * process sees), so the backfill's own orchestration and extraction leave the CPU, the database and
 * the Temporal server to the caller. The wait is bounded, so a steady stream of calls slows a
 * backfill down but never stops it.
 */
import { setTimeout as delay } from 'node:timers/promises';

export interface InteractiveDemand {
  hasOpenInteractive(createdSince: string): Promise<boolean>;
}

export interface InteractiveYieldOptions {
  /** The longest one item waits; 0 turns waiting off. */
  maxWaitMs: number;
  /** Interactive rows older than this have no caller waiting on them any more (the sync timeout). */
  callerPatienceMs: number;
  pollMs: number;
}

export class InteractiveYield {
  private lookup?: { at: number; open: Promise<boolean> };

  constructor(
    private readonly demand: InteractiveDemand,
    private readonly options: InteractiveYieldOptions,
  ) {}

  /** Resolves when no interactive extraction is open, or once `maxWaitMs` has passed; returns the ms waited. */
  async waitForQuiet(signal: AbortSignal): Promise<number> {
    const startedAt = Date.now();
    while (Date.now() - startedAt < this.options.maxWaitMs && (await this.interactiveOpen())) {
      await delay(this.options.pollMs, undefined, { signal });
    }
    return Date.now() - startedAt;
  }

  /** One lookup per poll interval, shared by every item waiting in this process. */
  private interactiveOpen(): Promise<boolean> {
    const now = Date.now();
    if (this.lookup === undefined || now - this.lookup.at >= this.options.pollMs) {
      const since = new Date(now - this.options.callerPatienceMs).toISOString();
      const open = this.demand.hasOpenInteractive(since);
      this.lookup = { at: now, open };
      // A failed lookup fails its waiters (the activity is retried) and is not reused by the next one.
      open.catch(() => {
        if (this.lookup?.open === open) this.lookup = undefined;
      });
    }
    return this.lookup.open;
  }
}
