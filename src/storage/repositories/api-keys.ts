/** API keys: created with a one-time plaintext, verified by hash in constant time, revoked for good. */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ServiceError } from '../../errors.js';
import {
  generateKeySecret,
  hashesEqual,
  hashKeySecret,
  parseKeyEnvironment,
} from '../../keys/api-key-secret.js';
import { isDeployment, isKeyEnvironment, type Deployment, type KeyEnvironment } from '../../keys/scope.js';
import { isTierName, type TierName } from '../../keys/tiers.js';
import { nowIso } from '../clock.js';
import { recordNotFound } from '../record-not-found.js';
import type { ApiKeyRow, DatabaseSchema } from '../schema.js';

export interface ApiKeyRecord {
  id: string;
  environment: KeyEnvironment;
  tier: TierName;
  deployment: Deployment;
  label: string | null;
  displayPrefix: string;
  createdAt: string;
  revokedAt: string | null;
}

export interface NewApiKey {
  environment: KeyEnvironment;
  tier: TierName;
  deployment: Deployment;
  label?: string | null;
}

export interface CreatedApiKey {
  key: ApiKeyRecord;
  /** The only moment the secret exists outside the caller's hands; it is not stored. */
  plaintext: string;
}

export class ApiKeyRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(input: NewApiKey): Promise<CreatedApiKey> {
    assertValidNewKey(input);
    const secret = generateKeySecret(input.environment);
    const row = await this.db
      .insertInto('api_keys')
      .values({
        id: `key_${randomBytes(8).toString('hex')}`,
        environment: input.environment,
        tier: input.tier,
        deployment: input.deployment,
        label: input.label ?? null,
        display_prefix: secret.displayPrefix,
        secret_hash: secret.secretHash,
        created_at: nowIso(),
        revoked_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { key: toRecord(row), plaintext: secret.plaintext };
  }

  async list(): Promise<ApiKeyRecord[]> {
    const rows = await this.db
      .selectFrom('api_keys')
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  async get(id: string): Promise<ApiKeyRecord | null> {
    const row = await this.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** Revokes the key at once; revoking an already revoked key keeps its first revocation time. */
  async revoke(id: string): Promise<ApiKeyRecord> {
    const revoked = await this.db
      .updateTable('api_keys')
      .set({ revoked_at: nowIso() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (revoked) return toRecord(revoked);
    const existing = await this.get(id);
    if (!existing) throw recordNotFound('API key', id);
    return existing;
  }

  /** The active key behind a presented secret, or null for anything else (malformed, unknown, revoked). */
  async verify(plaintext: string): Promise<ApiKeyRecord | null> {
    const environment = parseKeyEnvironment(plaintext);
    if (!environment) return null;
    const presentedHash = hashKeySecret(plaintext);
    const row = await this.db
      .selectFrom('api_keys')
      .selectAll()
      .where('secret_hash', '=', presentedHash)
      .executeTakeFirst();
    if (!row || !hashesEqual(row.secret_hash, presentedHash)) return null;
    if (row.revoked_at !== null || row.environment !== environment) return null;
    return toRecord(row);
  }
}

function assertValidNewKey(input: NewApiKey): void {
  if (!isKeyEnvironment(input.environment)) {
    throw new ServiceError('invalid_request', `Unknown key environment: ${String(input.environment)}.`);
  }
  if (!isTierName(input.tier)) {
    throw new ServiceError('invalid_request', `Unknown usage tier: ${String(input.tier)}.`);
  }
  if (!isDeployment(input.deployment)) {
    throw new ServiceError('invalid_request', `Unknown deployment model: ${String(input.deployment)}.`);
  }
}

function toRecord(row: ApiKeyRow): ApiKeyRecord {
  return {
    id: row.id,
    // The columns only ever receive values checked by assertValidNewKey.
    environment: row.environment as KeyEnvironment,
    tier: row.tier as TierName,
    deployment: row.deployment as Deployment,
    label: row.label,
    displayPrefix: row.display_prefix,
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}
