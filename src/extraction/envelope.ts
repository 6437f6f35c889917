import { ServiceError } from '../errors.js';
import {
  DEFAULT_SCHEMA_VERSION,
  SCHEMA_VERSIONS,
  type ExtractionEnvelope,
  type ExtractionResult,
  type SchemaVersion,
} from './contract.js';

/** The schema version a caller asked for; absent means the default, unknown is rejected. */
export function parseSchemaVersion(value?: string): SchemaVersion {
  if (value === undefined || value === '') return DEFAULT_SCHEMA_VERSION;
  const known = SCHEMA_VERSIONS.find((version) => version === value);
  if (!known) {
    throw new ServiceError(
      'unsupported_schema_version',
      `Schema version '${value}' is not supported; use one of ${SCHEMA_VERSIONS.join(', ')}.`,
      { supported: [...SCHEMA_VERSIONS] },
    );
  }
  return known;
}

export function toEnvelope(
  requestId: string,
  schemaVersion: SchemaVersion,
  result: ExtractionResult,
  processingMs: number,
): ExtractionEnvelope {
  return {
    request_id: requestId,
    schema_version: schemaVersion,
    output_formats: ['JSON', 'XML', 'CSV'],
    outputs: result.outputs,
    confidence_score: result.confidenceScore,
    warnings: result.warnings,
    processing_ms: Math.round(processingMs),
  };
}
