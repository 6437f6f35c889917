/** CTA interactions reported by the website's pages, and their aggregates for the operator. */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../schema.js';
import type { SiteAnalyticsEventsTable } from './site-tables.js';
import { dayOf, toCount, type DayRange } from './site-time.js';

export type AnalyticsEvent = Selectable<SiteAnalyticsEventsTable>;
export type NewAnalyticsEvent = Omit<AnalyticsEvent, 'id' | 'day' | 'created_at'>;

export const ANALYTICS_DIMENSIONS = ['day', 'cta', 'page', 'event'] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

const DIMENSION_COLUMNS = { day: 'day', cta: 'cta_id', page: 'page', event: 'event' } as const;

export interface AnalyticsQuery {
  range: DayRange;
  groupBy: AnalyticsDimension[];
  event?: string;
}

export type AnalyticsBucket = Partial<Record<AnalyticsDimension, string>> & { count: number };

export class AnalyticsEventRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async record(input: NewAnalyticsEvent): Promise<AnalyticsEvent> {
    const createdAt = new Date().toISOString();
    const event: AnalyticsEvent = {
      ...input,
      id: `evt_${randomUUID()}`,
      day: dayOf(createdAt),
      created_at: createdAt,
    };
    await this.db.insertInto('site_analytics_events').values(event).execute();
    return event;
  }

  async aggregate(query: AnalyticsQuery): Promise<AnalyticsBucket[]> {
    const columns = query.groupBy.map((dimension) => DIMENSION_COLUMNS[dimension]);
    let select = this.db
      .selectFrom('site_analytics_events')
      .where('day', '>=', query.range.from)
      .where('day', '<=', query.range.to);
    if (query.event !== undefined) {
      select = select.where('event', '=', query.event);
    }
    const rows = await select
      .select(columns)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .$if(columns.length > 0, (builder) =>
        columns.reduce((ordered, column) => ordered.orderBy(column), builder.groupBy(columns)),
      )
      .execute();
    return rows.map((row) => {
      const bucket: AnalyticsBucket = { count: toCount(row.count) };
      for (const dimension of query.groupBy) {
        bucket[dimension] = (row as Record<string, unknown>)[DIMENSION_COLUMNS[dimension]] as string;
      }
      return bucket;
    });
  }
}
