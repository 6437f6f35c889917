/**
 * Resident memory (VmRSS) of the service processes sampled through the backfill, each sample tagged
 * with the number of items settled so far, so growth can be read per item rather than per minute; and
 * each process's peak over the batch's close, which a sample every few seconds could miss.
 */
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { mean, slope } from './statistics.js';

export interface RssSample {
  items: number;
  mb: number;
}

export interface RssSummary {
  startMb: number;
  peakMb: number;
  endMb: number;
  /** Mean of the samples taken while the first / last quarter of the items settled. */
  firstQuarterMeanMb: number;
  lastQuarterMeanMb: number;
  /** Least-squares growth over the second half of the items, MB per 1,000 items. */
  secondHalfMbPer1000Items: number;
  samples: number;
}

async function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

const residentMb = (pid: number): Promise<number> => statusMb(pid, 'VmRSS');

export function summarise(samples: readonly RssSample[], totalItems: number): RssSummary {
  const inRange = (from: number, to: number): number[] =>
    samples.filter((sample) => sample.items >= from && sample.items <= to).map((sample) => sample.mb);
  const secondHalf = samples
    .filter((sample) => sample.items >= totalItems / 2)
    .map((sample) => ({ x: sample.items / 1000, y: sample.mb }));
  return {
    startMb: samples[0]?.mb ?? Number.NaN,
    peakMb: Math.max(...samples.map((sample) => sample.mb)),
    endMb: samples.at(-1)?.mb ?? Number.NaN,
    firstQuarterMeanMb: mean(inRange(0, totalItems / 4)),
    lastQuarterMeanMb: mean(inRange((totalItems * 3) / 4, totalItems)),
    secondHalfMbPer1000Items: slope(secondHalf),
    samples: samples.length,
  };
}

export class RssSampler {
  readonly samples = new Map<string, RssSample[]>();
  readonly loadAverages: number[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly pids: Readonly<Record<string, number>>,
    private readonly itemsSettled: () => number,
  ) {
    for (const name of Object.keys(pids)) this.samples.set(name, []);
  }

  async sample(): Promise<void> {
    const items = this.itemsSettled();
    this.loadAverages.push(os.loadavg()[0]!);
    for (const [name, pid] of Object.entries(this.pids)) {
      this.samples.get(name)!.push({ items, mb: await residentMb(pid) });
    }
  }

  start(intervalMs: number): void {
    void this.sample();
    this.timer = setInterval(() => void this.sample(), intervalMs);
  }

  /** Takes a last sample; further calls do nothing. */
  async stop(): Promise<void> {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.sample();
  }

  /**
   * Starts a peak watch: the kernel's high-water mark of each process (VmHWM) is reset (Linux
   * clear_refs 5), so `peaksMb` then says the most each used since, however short the moment was
   * (the batch's close can fall between two samples).
   */
  async resetPeaks(): Promise<void> {
    for (const pid of Object.values(this.pids)) await writeFile(`/proc/${pid}/clear_refs`, '5');
  }

  async peaksMb(): Promise<Record<string, number>> {
    const peaks: Record<string, number> = {};
    for (const [name, pid] of Object.entries(this.pids)) peaks[name] = await statusMb(pid, 'VmHWM');
    return peaks;
  }

  latestMb(name: string): number {
    return this.samples.get(name)?.at(-1)?.mb ?? Number.NaN;
  }
}
