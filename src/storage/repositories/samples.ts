/** Trial extractions run from the website, and every copy or download of their outputs. */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema } from '../schema.js';
import type {
  OutputAccessAction,
  OutputFormat,
  SampleEngine,
  SiteSampleAccessesTable,
  SiteSamplesTable,
} from './site-tables.js';
import type { PageImage } from '../../extraction/page-images.js';
import { timestampBounds, toCount, type DayRange } from './site-time.js';

export type Sample = Selectable<SiteSamplesTable>;
export type SampleAccess = Selectable<SiteSampleAccessesTable>;

/** A stored page image without its bytes: what the viewer lists. */
export type SamplePageInfo = Omit<PageImage, 'bytes' | 'mediaType'>;

export interface SampleCompletion {
  engine: SampleEngine;
  engineNote?: string;
  envelope: unknown;
}

export interface UploadFunnel {
  uploads: number;
  uploadsPerDay: { day: string; count: number }[];
  /** Samples of the range whose output was copied or downloaded at least once. */
  samplesWithOutputAccess: number;
}

export class SampleRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(input: { requestId: string; leadId: string; fileName: string }): Promise<Sample> {
    const sample: Sample = {
      // Sample ids appear in viewer URLs: unguessable, so one evaluator cannot browse another's results.
      id: `smp_${randomBytes(16).toString('base64url')}`,
      request_id: input.requestId,
      lead_id: input.leadId,
      file_name: input.fileName,
      status: 'running',
      engine: null,
      engine_note: null,
      envelope_json: null,
      error_code: null,
      error_message: null,
      created_at: new Date().toISOString(),
      finished_at: null,
    };
    await this.db.insertInto('site_samples').values(sample).execute();
    return sample;
  }

  async complete(id: string, completion: SampleCompletion): Promise<void> {
    await this.db
      .updateTable('site_samples')
      .set({
        status: 'succeeded',
        engine: completion.engine,
        engine_note: completion.engineNote ?? null,
        envelope_json: JSON.stringify(completion.envelope),
        finished_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  async fail(id: string, error: { code: string; message: string }): Promise<void> {
    await this.db
      .updateTable('site_samples')
      .set({
        status: 'failed',
        error_code: error.code,
        error_message: error.message,
        finished_at: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
  }

  async get(id: string): Promise<Sample | undefined> {
    return this.db.selectFrom('site_samples').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async savePages(sampleId: string, pages: PageImage[]): Promise<void> {
    if (pages.length === 0) return;
    await this.db
      .insertInto('site_sample_pages')
      .values(
        pages.map((page) => ({
          sample_id: sampleId,
          page: page.number,
          width: page.width,
          height: page.height,
          media_type: page.mediaType,
          image_base64: page.bytes.toString('base64'),
        })),
      )
      .execute();
  }

  async listPages(sampleId: string): Promise<SamplePageInfo[]> {
    const rows = await this.db
      .selectFrom('site_sample_pages')
      .select(['page', 'width', 'height'])
      .where('sample_id', '=', sampleId)
      .orderBy('page')
      .execute();
    return rows.map((row) => ({ number: row.page, width: row.width, height: row.height }));
  }

  async getPage(sampleId: string, page: number): Promise<PageImage | undefined> {
    const row = await this.db
      .selectFrom('site_sample_pages')
      .selectAll()
      .where('sample_id', '=', sampleId)
      .where('page', '=', page)
      .executeTakeFirst();
    return row
      ? {
          number: row.page,
          width: row.width,
          height: row.height,
          mediaType: row.media_type as PageImage['mediaType'],
          bytes: Buffer.from(row.image_base64, 'base64'),
        }
      : undefined;
  }

  async recordAccess(input: {
    sampleId: string;
    leadId: string;
    action: OutputAccessAction;
    format: OutputFormat;
  }): Promise<SampleAccess> {
    const access: SampleAccess = {
      id: `acc_${randomUUID()}`,
      sample_id: input.sampleId,
      lead_id: input.leadId,
      action: input.action,
      format: input.format,
      created_at: new Date().toISOString(),
    };
    await this.db.insertInto('site_sample_accesses').values(access).execute();
    return access;
  }

  async listAccesses(sampleId: string): Promise<SampleAccess[]> {
    return this.db
      .selectFrom('site_sample_accesses')
      .selectAll()
      .where('sample_id', '=', sampleId)
      .orderBy('created_at')
      .execute();
  }

  async uploadFunnel(range: DayRange): Promise<UploadFunnel> {
    const { start, end } = timestampBounds(range);
    const inRange = this.db
      .selectFrom('site_samples')
      .where('site_samples.created_at', '>=', start)
      .where('site_samples.created_at', '<', end);
    const day = sql<string>`substr(site_samples.created_at, 1, 10)`;
    const perDay = await inRange
      .select([day.as('day'), (eb) => eb.fn.countAll<string | number>().as('count')])
      .groupBy(day)
      .orderBy(day)
      .execute();
    const accessed = await inRange
      .innerJoin('site_sample_accesses', 'site_sample_accesses.sample_id', 'site_samples.id')
      .select((eb) => eb.fn.count<string | number>('site_samples.id').distinct().as('count'))
      .executeTakeFirstOrThrow();
    const uploadsPerDay = perDay.map((row) => ({ day: row.day, count: toCount(row.count) }));
    return {
      uploads: uploadsPerDay.reduce((sum, row) => sum + row.count, 0),
      uploadsPerDay,
      samplesWithOutputAccess: toCount(accessed.count),
    };
  }
}
