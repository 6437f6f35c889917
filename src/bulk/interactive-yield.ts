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
  /**
   * How long after an interactive extraction was last seen open the wait goes on: a caller sending
   * documents one after another leaves short gaps, and a backfill that rushes into each gap loads the
   * machine again just as the next call arrives.
   */
  quietMs: number;
}

export class InteractiveYield {
  private lookup?: { at: number; open: Promise<boolean> };
  private lastSeenOpenAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly demand: InteractiveDemand,
    private readonly options: InteractiveYieldOptions,
  ) {}

  /**
   * Resolves once no interactive extraction has been open for `quietMs`, or once `maxWaitMs` has
   * passed; returns the ms waited.
   */
  async waitForQuiet(signal: AbortSignal): Promise<number> {
    const startedAt = Date.now();
    while (Date.now() - startedAt < this.options.maxWaitMs && (await this.interactiveActive())) {
      await delay(this.options.pollMs, undefined, { signal });
    }
    return Date.now() - startedAt;
  }

  private async interactiveActive(): Promise<boolean> {
    if (await this.interactiveOpen()) this.lastSeenOpenAt = Date.now();
    return Date.now() - this.lastSeenOpenAt < this.options.quietMs;
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
