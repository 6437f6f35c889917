/** Wall-clock and CPU time of a piece of work, for the benchmarks that compare two sides in one run. */

export interface Timing {
  wall: number;
  cpu: number;
}

/** CPU seconds of this process (all its threads, so tesseract.js workers count). */
export function ownCpu(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

export async function timed(cpu: () => number, work: () => unknown): Promise<Timing> {
  const wallStart = process.hrtime.bigint();
  const cpuStart = cpu();
  await work();
  return { wall: Number(process.hrtime.bigint() - wallStart) / 1e9, cpu: cpu() - cpuStart };
}
