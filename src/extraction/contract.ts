/** The engine's public contract, used by the activities, the CLI and the website. */

export const SCHEMA_VERSIONS = ['2027-01', '2026-12', '2026-11', '2025-06', '2024-10'] as const;
export type SchemaVersion = (typeof SCHEMA_VERSIONS)[number];
export const DEFAULT_SCHEMA_VERSION: SchemaVersion = '2027-01';

export type WarningSeverity = 'info' | 'warning' | 'error';

export interface ExtractionWarning {
  code: string;
  message: string;
  field?: string;
  page?: number;
  severity: WarningSeverity;
}

export interface ExtractOptions {
  schemaVersion: SchemaVersion;
  languageHint?: string;
  maxPages: number;
  signal?: AbortSignal;
}

export interface ExtractionOutputs {
  /** The record in the requested schema version, as a JSON value. */
  json: Record<string, unknown>;
  xml: string;
  csv: string;
}

export interface ExtractionResult {
  outputs: ExtractionOutputs;
  confidenceScore: number;
  warnings: ExtractionWarning[];
  pageCount: number;
  textSource: 'native' | 'ocr' | 'mixed';
  ocrPages: number;
}

/**
 * How an API key's extraction relates to the key's earlier documents of the same product (issue 26).
 * Additive and optional: absent when the record names no product or comes from no API key.
 */
export interface RevisionMembers {
  /** The product the document was linked to (GET /v1/products/{id}). */
  product_id?: string;
  /** A newer revision of a known product: the earlier revision's extraction it was compared with. */
  revision_of?: string;
  /** With `revision_of`: how many of the changes since that revision are regulatory. */
  regulatory_changes?: number;
  /** The same file was sent before: the extraction of its first sending. */
  duplicate_of?: string;
}

/** The response body of a successful extraction, identical for the API, the CLI and webhooks. */
export interface ExtractionEnvelope extends RevisionMembers {
  request_id: string;
  schema_version: SchemaVersion;
  output_formats: ['JSON', 'XML', 'CSV'];
  outputs: ExtractionOutputs;
  confidence_score: number;
  warnings: ExtractionWarning[];
  processing_ms: number;
}
