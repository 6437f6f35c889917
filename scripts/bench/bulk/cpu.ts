/**
 * CPU time (user + system, all threads) of the stack's processes from /proc, so a phase's cost can be
 * given per item and per process: the Temporal server shares the cores with the worker here.
 */
import { readdir, readFile } from 'node:fs/promises';

const CLOCK_TICKS_PER_SECOND = 100;

export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name, which may itself contain spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** The child of this process whose command line names `argument` (the Temporal dev server by its port). */
export async function childPidWith(argument: string): Promise<number | undefined> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const [stat, commandLine] = await Promise.all([
      readFile(`/proc/${entry}/stat`, 'utf8').catch(() => ''),
      readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => ''),
    ]);
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === process.pid && commandLine.split('\0').includes(argument)) return Number(entry);
  }
  return undefined;
}

export type CpuSnapshot = Record<string, number>;

export async function snapshot(pids: Readonly<Record<string, number>>): Promise<CpuSnapshot> {
  const entries = await Promise.all(
    Object.entries(pids).map(async ([name, pid]) => [name, await cpuSeconds(pid)] as const),
  );
  return Object.fromEntries(entries);
}

/** CPU seconds per item each process spent between two snapshots. */
export function perItem(before: CpuSnapshot, after: CpuSnapshot, items: number): CpuSnapshot {
  return Object.fromEntries(
    Object.keys(after).map((name) => [name, (after[name]! - (before[name] ?? 0)) / items]),
  );
}
