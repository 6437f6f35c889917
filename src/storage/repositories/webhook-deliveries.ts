/**
 * Webhook deliveries: one per event and endpoint, with every attempt recorded (status, latency,
 * error). The payload is stored as the exact body that is signed and sent.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { nowIso } from '../clock.js';
import type { DatabaseSchema } from '../schema.js';
import type { WebhookDeliveriesTable, WebhookDeliveryAttemptsTable } from './bulk-tables.js';

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What one attempt led to: done, another attempt later, or no further attempt (410, window over). */
export type AttemptOutcome = 'succeeded' | 'retrying' | 'failed';

export interface WebhookDeliveryRecord {
  id: string;
  messageId: string;
  apiKeyId: string;
  endpointId: string;
  eventType: string;
  eventKey: string;
  payload: string;
  status: DeliveryStatus;
  attemptCount: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface DeliveryAttemptRecord {
  attempt: number;
  attemptedAt: string;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  outcome: AttemptOutcome;
}

export interface NewWebhookDelivery {
  apiKeyId: string;
  endpointId: string;
  eventType: string;
  /** Identifies the event (e.g. `extraction.completed:<request_id>`): one delivery per event and endpoint. */
  eventKey: string;
  payload: string;
}

export interface NewAttempt {
  attemptedAt: string;
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  outcome: AttemptOutcome;
}

type DeliveryRow = Selectable<WebhookDeliveriesTable>;
type AttemptRow = Selectable<WebhookDeliveryAttemptsTable>;

export class WebhookDeliveryRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Creates the delivery, or returns the existing one for the same event and endpoint. */
  async createOnce(input: NewWebhookDelivery): Promise<WebhookDeliveryRecord> {
    const now = nowIso();
    await this.db
      .insertInto('webhook_deliveries')
      .values({
        id: `whd_${randomBytes(10).toString('hex')}`,
        message_id: `msg_${randomBytes(12).toString('hex')}`,
        api_key_id: input.apiKeyId,
        endpoint_id: input.endpointId,
        event_type: input.eventType,
        event_key: input.eventKey,
        payload_json: input.payload,
        status: 'pending',
        attempt_count: 0,
        last_status_code: null,
        last_error: null,
        created_at: now,
        updated_at: now,
        finished_at: null,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const row = await this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('endpoint_id', '=', input.endpointId)
      .where('event_key', '=', input.eventKey)
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  async get(id: string): Promise<WebhookDeliveryRecord | null> {
    const row = await this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async getForKey(id: string, apiKeyId: string): Promise<WebhookDeliveryRecord | null> {
    const row = await this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', id)
      .where('api_key_id', '=', apiKeyId)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** The key's deliveries, newest first, `limit` at a time after the cursor (a delivery id). */
  async listForKey(
    apiKeyId: string,
    options: { limit: number; before?: { createdAt: string; id: string }; status?: DeliveryStatus },
  ): Promise<WebhookDeliveryRecord[]> {
    let query = this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('api_key_id', '=', apiKeyId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit);
    if (options.status) query = query.where('status', '=', options.status);
    const before = options.before;
    if (before) {
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', before.createdAt),
          eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)]),
        ]),
      );
    }
    return (await query.execute()).map(toRecord);
  }

  async listAttempts(deliveryId: string): Promise<DeliveryAttemptRecord[]> {
    const rows = await this.db
      .selectFrom('webhook_delivery_attempts')
      .selectAll()
      .where('delivery_id', '=', deliveryId)
      .orderBy('attempt')
      .execute();
    return rows.map(toAttempt);
  }

  /** Records one attempt and its consequence for the delivery, atomically; returns the attempt number. */
  async recordAttempt(deliveryId: string, attempt: NewAttempt): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const finalStatus: DeliveryStatus | undefined =
        attempt.outcome === 'succeeded' ? 'succeeded' : attempt.outcome === 'failed' ? 'failed' : undefined;
      const { attempt_count: attemptNumber } = await trx
        .updateTable('webhook_deliveries')
        .set((eb) => ({
          attempt_count: eb('attempt_count', '+', 1),
          last_status_code: attempt.statusCode,
          last_error: attempt.error,
          updated_at: attempt.attemptedAt,
          ...(finalStatus ? { status: finalStatus, finished_at: nowIso() } : {}),
        }))
        .where('id', '=', deliveryId)
        .returning('attempt_count')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('webhook_delivery_attempts')
        .values({
          delivery_id: deliveryId,
          attempt: Number(attemptNumber),
          attempted_at: attempt.attemptedAt,
          status_code: attempt.statusCode,
          latency_ms: attempt.latencyMs,
          error: attempt.error,
          outcome: attempt.outcome,
        })
        .execute();
      return Number(attemptNumber);
    });
  }

  /** Puts a finished delivery back to pending for a redelivery; false while it is still pending. */
  async reopen(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', finished_at: null, updated_at: nowIso() })
      .where('id', '=', id)
      .where('status', '!=', 'pending')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}

function toRecord(row: DeliveryRow): WebhookDeliveryRecord {
  return {
    id: row.id,
    messageId: row.message_id,
    apiKeyId: row.api_key_id,
    endpointId: row.endpoint_id,
    eventType: row.event_type,
    eventKey: row.event_key,
    payload: row.payload_json,
    // Only ever written from DeliveryStatus values.
    status: row.status as DeliveryStatus,
    attemptCount: Number(row.attempt_count),
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}

function toAttempt(row: AttemptRow): DeliveryAttemptRecord {
  return {
    attempt: Number(row.attempt),
    attemptedAt: row.attempted_at,
    statusCode: row.status_code,
    latencyMs: Number(row.latency_ms),
    error: row.error,
    outcome: row.outcome as AttemptOutcome,
  };
}
