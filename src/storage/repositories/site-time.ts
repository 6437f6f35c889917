/** Day arithmetic shared by the website's repositories: days are UTC dates `YYYY-MM-DD`. */

export interface DayRange {
  /** First day included. */
  from: string;
  /** Last day included. */
  to: string;
}

/** The half-open ISO timestamp interval [start, end) covering every instant of the days in the range. */
export function timestampBounds(range: DayRange): { start: string; end: string } {
  const end = new Date(`${range.to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: `${range.from}T00:00:00.000Z`, end: end.toISOString() };
}

export function dayOf(timestamp: string): string {
  return timestamp.slice(0, 10);
}

/** Counts come back as numbers from SQLite and as bigint strings from PostgreSQL. */
export function toCount(value: string | number | bigint): number {
  return Number(value);
}
