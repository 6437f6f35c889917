/** People who left their details on the website: trial uploads, output accesses, contact inquiries. */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema } from '../schema.js';
import type { LeadSource, SiteLeadsTable } from './site-tables.js';
import { timestampBounds, toCount, type DayRange } from './site-time.js';

export type Lead = Selectable<SiteLeadsTable>;

export interface NewLead {
  source: LeadSource;
  fullName: string;
  workEmail: string;
  company: string;
  sampleId?: string;
}

export class LeadRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(input: NewLead): Promise<Lead> {
    const lead: Lead = {
      id: `lead_${randomUUID()}`,
      source: input.source,
      full_name: input.fullName,
      work_email: input.workEmail.toLowerCase(),
      company: input.company,
      sample_id: input.sampleId ?? null,
      created_at: new Date().toISOString(),
    };
    await this.db.insertInto('site_leads').values(lead).execute();
    return lead;
  }

  async get(id: string): Promise<Lead | undefined> {
    return this.db.selectFrom('site_leads').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Distinct work e-mail addresses that left details in the range, per day and in total. */
  async countDistinctPeople(
    range: DayRange,
  ): Promise<{ total: number; perDay: { day: string; count: number }[] }> {
    const { start, end } = timestampBounds(range);
    const inRange = this.db
      .selectFrom('site_leads')
      .where('created_at', '>=', start)
      .where('created_at', '<', end);
    const total = await inRange
      .select((eb) => eb.fn.count<string | number>('work_email').distinct().as('count'))
      .executeTakeFirstOrThrow();
    const day = sql<string>`substr(created_at, 1, 10)`;
    const perDay = await inRange
      .select([day.as('day'), (eb) => eb.fn.count<string | number>('work_email').distinct().as('count')])
      .groupBy(day)
      .orderBy(day)
      .execute();
    return {
      total: toCount(total.count),
      perDay: perDay.map((row) => ({ day: row.day, count: toCount(row.count) })),
    };
  }
}
