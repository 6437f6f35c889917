import { z } from 'zod';
import { ServiceError } from '../../errors.js';
import type { SchemaVersion } from '../contract.js';
import { layoutASchema, type LayoutA } from './layout-a.js';
import { layoutBSchema, toLayoutB } from './layout-b.js';

const SCHEMAS = { '2025-06': layoutASchema, '2024-10': layoutBSchema } as const satisfies Record<
  SchemaVersion,
  z.ZodType
>;

/** The published JSON Schema of a version, generated from the zod schema that validates output. */
export function jsonSchemaFor(version: SchemaVersion): Record<string, unknown> {
  return {
    ...z.toJSONSchema(SCHEMAS[version], { target: 'draft-2020-12' }),
    $id: `urn:sds-extraction:schema:${version}`,
    title: `SDS extraction record, schema ${version}`,
  };
}

/** Converts the engine's record to the requested version and validates it before it leaves. */
export function toVersionedRecord(record: LayoutA, version: SchemaVersion): Record<string, unknown> {
  const candidate = version === '2025-06' ? record : toLayoutB(record);
  const parsed = SCHEMAS[version].safeParse(candidate);
  if (!parsed.success) {
    throw new ServiceError('internal_error', `Extraction record failed schema ${version} validation.`, {
      issues: parsed.error.issues
        .slice(0, 10)
        .map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    });
  }
  return parsed.data as Record<string, unknown>;
}

export type { LayoutA, Evidence, TransportMode, Quantity } from './layout-a.js';
export type { LayoutB } from './layout-b.js';
