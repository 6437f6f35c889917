import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { createRetentionActivities } from '../../../activities/retention.js';
import { loadConfig } from '../../../src/config.js';
import { namespaceRetentionDays, setNamespaceRetention } from '../../../src/retention/namespace-retention.js';
import { ensureRetentionSchedule, RETENTION_SCHEDULE_ID } from '../../../src/retention/schedule.js';
import { FileSystemBlobStore } from '../../../src/storage/blob/index.js';
import type { Database } from '../../../src/storage/database.js';
import type { RetentionReport } from '../../../workflows/retention.js';
import { DATABASE_BACKENDS, type TestDatabase } from '../storage/backends.js';
import { createTestNamespace } from '../../setup/temporal.js';

const RETENTION_WORKFLOW = fileURLToPath(new URL('../../../workflows/retention.ts', import.meta.url));
const DAY_MS = 24 * 60 * 60 * 1000;
const config = loadConfig({
  RETENTION_FILE_DAYS: '30',
  RETENTION_ENVELOPE_DAYS: '90',
  RETENTION_LEAD_DAYS: '365',
});

Runtime.install({ logger: new DefaultLogger('ERROR') });

function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString();
}

/** Seeds the database as months of traffic would have left it, with timestamps in the past. */
class History {
  constructor(
    private readonly db: Database,
    private readonly blobs: FileSystemBlobStore,
  ) {}

  async apiKey(): Promise<string> {
    const id = `key_${randomUUID()}`;
    await this.db.kysely
      .insertInto('api_keys')
      .values({
        id,
        environment: 'test',
        tier: 'standard',
        deployment: 'cloud',
        label: null,
        display_prefix: 'sds_test_x',
        secret_hash: randomUUID(),
        created_at: daysAgo(500),
        revoked_at: null,
      })
      .execute();
    return id;
  }

  async file(content: string): Promise<string> {
    return (await this.blobs.put(new TextEncoder().encode(`%PDF-1.7 ${content}`))).ref;
  }

  async extraction(
    apiKeyId: string,
    blobRef: string,
    ageDays: number,
    status = 'succeeded',
  ): Promise<string> {
    const requestId = `req_${randomUUID().replaceAll('-', '')}`;
    const at = daysAgo(ageDays);
    await this.db.kysely
      .insertInto('extractions')
      .values({
        request_id: requestId,
        api_key_id: apiKeyId,
        traffic: 'production',
        status,
        file_name: 'sheet.pdf',
        blob_ref: blobRef,
        byte_size: 10,
        schema_version: '2025-06',
        envelope_json: status === 'succeeded' ? '{"request_id":"x"}' : null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    return requestId;
  }

  async finishedBatch(apiKeyId: string, requestId: string, ageDays: number): Promise<string> {
    const batchId = `bat_${randomUUID()}`;
    const submissionId = `sub_${randomUUID()}`;
    const at = daysAgo(ageDays);
    await this.db.kysely
      .insertInto('webhook_endpoints')
      .values({
        id: `whe_${batchId}`,
        api_key_id: apiKeyId,
        url: 'https://example.com/hook',
        secret: 's',
        batch_id: batchId,
        created_at: at,
      })
      .execute();
    await this.db.kysely
      .insertInto('batches')
      .values({
        id: batchId,
        api_key_id: apiKeyId,
        state: 'completed',
        schema_version: '2025-06',
        webhook_endpoint_id: `whe_${batchId}`,
        item_count: 1,
        created_at: at,
        updated_at: at,
        finished_at: at,
      })
      .execute();
    await this.db.kysely
      .insertInto('bulk_submissions')
      .values({ id: submissionId, api_key_id: apiKeyId, batch_id: batchId, created_at: at })
      .execute();
    await this.db.kysely
      .insertInto('batch_items')
      .values({ batch_id: batchId, seq: 0, request_id: requestId, submission_id: submissionId })
      .execute();
    return batchId;
  }

  async webhookDelivery(apiKeyId: string, ageDays: number, finished: boolean): Promise<string> {
    const endpointId = `whe_${randomUUID()}`;
    const id = `whd_${randomUUID()}`;
    const at = daysAgo(ageDays);
    await this.db.kysely
      .insertInto('webhook_endpoints')
      .values({
        id: endpointId,
        api_key_id: apiKeyId,
        url: 'https://example.com/hook',
        secret: 's',
        created_at: at,
      })
      .execute();
    await this.db.kysely
      .insertInto('webhook_deliveries')
      .values({
        id,
        message_id: `msg_${id}`,
        api_key_id: apiKeyId,
        endpoint_id: endpointId,
        event_type: 'batch.completed',
        event_key: id,
        payload_json: '{}',
        status: finished ? 'succeeded' : 'pending',
        attempt_count: 1,
        created_at: at,
        updated_at: at,
        finished_at: finished ? at : null,
      })
      .execute();
    await this.db.kysely
      .insertInto('webhook_delivery_attempts')
      .values({
        delivery_id: id,
        attempt: 1,
        attempted_at: at,
        latency_ms: 12,
        outcome: finished ? 'succeeded' : 'retrying',
      })
      .execute();
    return id;
  }

  async leadWithSample(ageDays: number): Promise<string> {
    const leadId = `lead_${randomUUID()}`;
    const sampleId = `smp_${randomUUID()}`;
    const at = daysAgo(ageDays);
    await this.db.kysely
      .insertInto('site_leads')
      .values({
        id: leadId,
        source: 'sample_upload',
        full_name: 'Ada Example',
        work_email: 'ada@example.com',
        company: 'Example',
        created_at: at,
      })
      .execute();
    await this.db.kysely
      .insertInto('site_samples')
      .values({
        id: sampleId,
        request_id: `req_${randomUUID()}`,
        lead_id: leadId,
        file_name: 'x.pdf',
        status: 'succeeded',
        created_at: at,
      })
      .execute();
    await this.db.samples.savePages(sampleId, [
      { number: 1, width: 2, height: 3, mediaType: 'image/jpeg', bytes: Buffer.from('page image') },
    ]);
    await this.db.kysely
      .insertInto('site_sample_accesses')
      .values({
        id: randomUUID(),
        sample_id: sampleId,
        lead_id: leadId,
        action: 'download',
        format: 'json',
        created_at: at,
      })
      .execute();
    await this.db.kysely
      .insertInto('site_contacts')
      .values({ id: randomUUID(), lead_id: leadId, message: 'call me', created_at: at })
      .execute();
    await this.db.kysely
      .insertInto('site_analytics_events')
      .values({
        id: randomUUID(),
        event: 'cta_click',
        cta_id: 'hero',
        page: '/',
        visitor_hash: 'h',
        day: at.slice(0, 10),
        created_at: at,
      })
      .execute();
    return leadId;
  }
}

async function countWhere(
  db: Database,
  table:
    | 'extractions'
    | 'batches'
    | 'batch_items'
    | 'bulk_submissions'
    | 'webhook_deliveries'
    | 'webhook_delivery_attempts'
    | 'webhook_endpoints'
    | 'site_leads'
    | 'site_samples'
    | 'site_sample_accesses'
    | 'site_sample_pages'
    | 'site_contacts'
    | 'site_analytics_events',
): Promise<number> {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe.each(DATABASE_BACKENDS)('retention on $name', (backend) => {
  let testDb: TestDatabase;
  let blobDir: string;
  let blobs: FileSystemBlobStore;
  let namespace: string;
  let connection: NativeConnection;
  let client: Client;

  beforeAll(async () => {
    testDb = await backend.open();
    blobDir = await mkdtemp(path.join(os.tmpdir(), 'sds-retention-blobs-'));
    blobs = new FileSystemBlobStore(blobDir);
    const temporal = await createTestNamespace();
    namespace = temporal.namespace;
    connection = await NativeConnection.connect({ address: temporal.address });
    client = new Client({ connection, namespace });
  });

  afterAll(async () => {
    await connection?.close();
    await testDb?.dispose();
    await rm(blobDir, { recursive: true, force: true });
  });

  it('purges expired files, records and leads through the retention workflow, and nothing that is not expired', async () => {
    const db = testDb.database;
    const history = new History(db, blobs);
    const key = await history.apiKey();
    const sharedFile = await history.file('re-uploaded');
    const oldOnlyFile = await history.file('old only');
    const ancientFile = await history.file('ancient');
    const runningFile = await history.file('still running');
    const batchFile = await history.file('in a batch');

    const oldShared = await history.extraction(key, sharedFile, 40);
    const recentShared = await history.extraction(key, sharedFile, 2);
    const oldFailed = await history.extraction(key, oldOnlyFile, 40, 'failed');
    const ancient = await history.extraction(key, ancientFile, 100);
    const stillRunning = await history.extraction(key, runningFile, 100, 'running');
    const batchItem = await history.extraction(key, batchFile, 100);
    const oldBatch = await history.finishedBatch(key, batchItem, 100);
    await history.webhookDelivery(key, 100, true);
    const pendingDelivery = await history.webhookDelivery(key, 100, false);
    await history.leadWithSample(400);
    const recentLead = await history.leadWithSample(10);

    const worker = await Worker.create({
      connection,
      namespace,
      taskQueue: `retention-${randomUUID()}`,
      workflowsPath: RETENTION_WORKFLOW,
      activities: createRetentionActivities({ db, blobStore: blobs, config }),
    });
    const runRetention = () =>
      client.workflow.execute('retentionWorkflow', {
        taskQueue: worker.options.taskQueue,
        workflowId: `retention-${randomUUID()}`,
        args: [{}],
      }) as Promise<RetentionReport>;
    const [report, again] = await worker.runUntil(async () => [await runRetention(), await runRetention()]);

    // Files: released past 30 days unless a younger or open record still needs them.
    expect(report.purgeExpiredFiles).toBe(3);
    await expect(blobs.has(sharedFile)).resolves.toBe(true);
    await expect(blobs.has(runningFile)).resolves.toBe(true);
    for (const gone of [oldOnlyFile, ancientFile, batchFile])
      await expect(blobs.has(gone)).resolves.toBe(false);

    // Records: past 90 days, finished, with their batch and delivery; envelopes younger stay.
    const remaining = (
      await db.kysely.selectFrom('extractions').select(['request_id', 'file_purged_at']).execute()
    ).map((row) => [row.request_id, row.file_purged_at !== null] as const);
    expect(new Map(remaining)).toEqual(
      new Map([
        [oldShared, true],
        [recentShared, false],
        [oldFailed, true],
        [stillRunning, false],
      ]),
    );
    expect(remaining.map(([id]) => id)).not.toEqual(expect.arrayContaining([ancient]));
    expect(await db.kysely.selectFrom('batches').select('id').where('id', '=', oldBatch).execute()).toEqual(
      [],
    );
    for (const table of ['batch_items', 'bulk_submissions', 'batches'] as const)
      expect(await countWhere(db, table)).toBe(0);
    expect(await db.kysely.selectFrom('webhook_deliveries').select('id').execute()).toEqual([
      { id: pendingDelivery },
    ]);
    expect(await countWhere(db, 'webhook_delivery_attempts')).toBe(1);
    // One delivery, one batch, two extraction records.
    expect(report.purgeExpiredRecords).toBe(4);

    // Leads: past 365 days, with everything that hangs off them.
    expect(await db.kysely.selectFrom('site_leads').select('id').execute()).toEqual([{ id: recentLead }]);
    for (const table of [
      'site_samples',
      'site_sample_accesses',
      'site_sample_pages',
      'site_contacts',
      'site_analytics_events',
    ] as const) {
      expect(await countWhere(db, table)).toBe(1);
    }
    expect(report.purgeExpiredLeads).toBe(2);

    // A second run finds nothing left to do.
    expect(again).toEqual({ purgeExpiredFiles: 0, purgeExpiredRecords: 0, purgeExpiredLeads: 0 });
  });
});

describe('the retention schedule and namespace retention', () => {
  let connection: Connection;
  let client: Client;
  let namespace: string;

  beforeAll(async () => {
    const temporal = await createTestNamespace();
    namespace = temporal.namespace;
    connection = await Connection.connect({ address: temporal.address });
    client = new Client({ connection, namespace });
  });

  afterAll(async () => {
    await connection?.close();
  });

  it('creates the daily purge schedule once and brings it in line with a changed configuration', async () => {
    await ensureRetentionSchedule(client, config.retention);
    const created = await client.schedule.getHandle(RETENTION_SCHEDULE_ID).describe();
    expect(created.action).toMatchObject({
      type: 'startWorkflow',
      workflowType: 'retentionWorkflow',
      taskQueue: 'sds-bulk',
    });
    expect(created.spec.calendars).toEqual([
      expect.objectContaining({
        hour: [{ start: 3, end: 3, step: 1 }],
        minute: [{ start: 17, end: 17, step: 1 }],
      }),
    ]);

    await ensureRetentionSchedule(client, { ...config.retention, scheduleCron: '5 1 * * *' });
    const updated = await client.schedule.getHandle(RETENTION_SCHEDULE_ID).describe();
    expect(updated.spec.calendars).toEqual([
      expect.objectContaining({
        hour: [{ start: 1, end: 1, step: 1 }],
        minute: [{ start: 5, end: 5, step: 1 }],
      }),
    ]);
    const schedules = [];
    for await (const schedule of client.schedule.list()) schedules.push(schedule.scheduleId);
    expect(schedules.filter((id) => id === RETENTION_SCHEDULE_ID)).toHaveLength(1);
  });

  it('sets the namespace history retention to the envelope retention', async () => {
    expect(await namespaceRetentionDays(connection.workflowService, namespace)).toBe(1);
    await setNamespaceRetention(connection.workflowService, namespace, config.retention.envelopeDays);
    expect(await namespaceRetentionDays(connection.workflowService, namespace)).toBe(90);
  });
});
