/**
 * Webhook endpoints of an API key. An endpoint's secret is returned once, at creation, and afterwards
 * read only by `getSigningTarget` (the delivery activity); every other read leaves it out.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { generateWebhookSecret } from '../../webhooks/secrets.js';
import { nowIso } from '../clock.js';
import type { DatabaseSchema } from '../schema.js';
import type { WebhookEndpointsTable } from './bulk-tables.js';

export interface WebhookEndpointRecord {
  id: string;
  apiKeyId: string;
  url: string;
  description: string | null;
  batchId: string | null;
  createdAt: string;
  deletedAt: string | null;
}

export interface SigningTarget {
  endpoint: WebhookEndpointRecord;
  secret: string;
}

export interface NewWebhookEndpoint {
  apiKeyId: string;
  url: string;
  description?: string | null;
  /** Set for the endpoint behind one batch's webhook_url. */
  batchId?: string | null;
}

type EndpointRow = Selectable<WebhookEndpointsTable>;

export class WebhookEndpointRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(input: NewWebhookEndpoint): Promise<SigningTarget> {
    const row = await this.db
      .insertInto('webhook_endpoints')
      .values({
        id: `whe_${randomBytes(10).toString('hex')}`,
        api_key_id: input.apiKeyId,
        url: input.url,
        secret: generateWebhookSecret(),
        description: input.description ?? null,
        batch_id: input.batchId ?? null,
        created_at: nowIso(),
        deleted_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { endpoint: toRecord(row), secret: row.secret };
  }

  /** The key's registered endpoints (not those created for a single batch), oldest first. */
  async listForKey(apiKeyId: string): Promise<WebhookEndpointRecord[]> {
    const rows = await this.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('api_key_id', '=', apiKeyId)
      .where('batch_id', 'is', null)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  async getForKey(id: string, apiKeyId: string): Promise<WebhookEndpointRecord | null> {
    const row = await this.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', id)
      .where('api_key_id', '=', apiKeyId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** Soft delete, so past deliveries keep their endpoint; false when the key has no such endpoint. */
  async deleteForKey(id: string, apiKeyId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('webhook_endpoints')
      .set({ deleted_at: nowIso() })
      .where('id', '=', id)
      .where('api_key_id', '=', apiKeyId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Where a batch's events go: its own endpoint if it has one, else the key's registered endpoints. */
  async notificationTargets(
    apiKeyId: string,
    batchEndpointId: string | null,
  ): Promise<WebhookEndpointRecord[]> {
    if (batchEndpointId === null) return this.listForKey(apiKeyId);
    const own = await this.getForKey(batchEndpointId, apiKeyId);
    return own ? [own] : [];
  }

  async getSigningTarget(id: string): Promise<SigningTarget | null> {
    const row = await this.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { endpoint: toRecord(row), secret: row.secret } : null;
  }
}

function toRecord(row: EndpointRow): WebhookEndpointRecord {
  return {
    id: row.id,
    apiKeyId: row.api_key_id,
    url: row.url,
    description: row.description,
    batchId: row.batch_id,
    createdAt: row.created_at,
    deletedAt: row.deleted_at,
  };
}
