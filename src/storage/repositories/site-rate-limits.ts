/**
 * Fixed rate-limit windows per policy and client, counted with one atomic upsert so that every site
 * instance on the database sees the same count (SQLite serialises writers; PostgreSQL locks the row
 * for ON CONFLICT DO UPDATE). A window starts with a client's first request after the last one ended.
 */
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../schema.js';
import { toCount } from './site-time.js';

export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  windowStartedAt: Date;
}

export class RateLimitWindowRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Counts one request of `clientHash` under `policy` at `now` in a window of `windowMs`. */
  async hit(policy: string, clientHash: string, now: Date, windowMs: number): Promise<RateLimitHit> {
    const nowText = now.toISOString();
    const windowOpen = sql<boolean>`site_rate_limits.window_started_at > ${new Date(now.getTime() - windowMs).toISOString()}`;
    const row = await this.db
      .insertInto('site_rate_limits')
      .values({ policy, client_hash: clientHash, window_started_at: nowText, count: 1 })
      .onConflict((conflict) =>
        conflict.columns(['policy', 'client_hash']).doUpdateSet({
          // Both right-hand sides read the row as it was before this update, on both engines.
          count: sql<number>`case when ${windowOpen} then site_rate_limits.count + 1 else 1 end`,
          window_started_at: sql<string>`case when ${windowOpen} then site_rate_limits.window_started_at else ${nowText} end`,
        }),
      )
      .returning(['count', 'window_started_at'])
      .executeTakeFirstOrThrow();
    return { count: toCount(row.count), windowStartedAt: new Date(row.window_started_at) };
  }

  /** Forgets the windows of `policy` that ended before `now`; answers how many. */
  async purgeEnded(policy: string, now: Date, windowMs: number): Promise<number> {
    const result = await this.db
      .deleteFrom('site_rate_limits')
      .where('policy', '=', policy)
      .where('window_started_at', '<=', new Date(now.getTime() - windowMs).toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
