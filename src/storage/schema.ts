/**
 * Row types of every table, as Kysely sees them. Timestamps are ISO 8601 text (UTC, millisecond
 * precision) so that they sort and compare the same way in SQLite and PostgreSQL; JSON is text.
 * Each area adds its tables here with one line in `DatabaseSchema`.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { BulkTables } from './repositories/bulk-tables.js';
import type { ProductTables } from './repositories/product-tables.js';
import type { SiteTables } from './repositories/site-tables.js';

export interface ApiKeysTable {
  id: string;
  environment: string;
  tier: string;
  deployment: string;
  label: string | null;
  /** Non-secret beginning of the key, shown in listings so an operator can tell keys apart. */
  display_prefix: string;
  /** Hex SHA-256 of the whole plaintext key; the plaintext itself is never stored. */
  secret_hash: string;
  created_at: string;
  revoked_at: string | null;
}

export interface ExtractionsTable {
  request_id: string;
  api_key_id: string | null;
  traffic: string;
  status: string;
  file_name: string;
  blob_ref: string;
  byte_size: number;
  schema_version: string;
  language_hint: string | null;
  idempotency_key: string | null;
  batch_id: string | null;
  envelope_json: string | null;
  confidence_score: number | null;
  warning_count: number | null;
  error_code: string | null;
  error_message: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** Set by the retention purge once the uploaded file was released (migration 0004). */
  file_purged_at: string | null;
}

export interface DatabaseSchema extends SiteTables, BulkTables, ProductTables {
  api_keys: ApiKeysTable;
  extractions: ExtractionsTable;
}

export type ApiKeyRow = Selectable<ApiKeysTable>;
export type NewApiKeyRow = Insertable<ApiKeysTable>;
export type ExtractionRow = Selectable<ExtractionsTable>;
export type NewExtractionRow = Insertable<ExtractionsTable>;
export type ExtractionRowUpdate = Updateable<ExtractionsTable>;
