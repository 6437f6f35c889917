import { z } from 'zod';
import { ServiceError } from '../../errors.js';
import type { SchemaVersion } from '../contract.js';
import { layoutASchema, type LayoutA } from './layout-a.js';
import { fromLayoutA2025, layoutA2025Schema, toLayoutA2025, type LayoutA2025 } from './layout-a-2025.js';
import {
  fromLayoutA202612,
  layoutA202612Schema,
  toLayoutA202612,
  type LayoutA202612,
} from './layout-a-2026-12.js';
import { fromLayoutA2026, layoutA2026Schema, toLayoutA2026, type LayoutA2026 } from './layout-a-2026-11.js';
import { fromLayoutB, layoutBSchema, toLayoutB, type LayoutB } from './layout-b.js';

const SCHEMAS = {
  '2027-01': layoutASchema,
  '2026-12': layoutA202612Schema,
  '2026-11': layoutA2026Schema,
  '2025-06': layoutA2025Schema,
  '2024-10': layoutBSchema,
} as const satisfies Record<SchemaVersion, z.ZodType>;

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
  const candidate =
    version === '2027-01'
      ? record
      : version === '2026-12'
        ? toLayoutA202612(record)
        : version === '2026-11'
          ? toLayoutA2026(record)
          : version === '2025-06'
            ? toLayoutA2025(record)
            : toLayoutB(record);
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

/** A record stored in any schema version, in the current shape (what the older version lacks stays empty). */
export function currentRecordOf(json: Record<string, unknown>, version: SchemaVersion): LayoutA {
  if (version === '2027-01') return json as unknown as LayoutA;
  if (version === '2026-12') return fromLayoutA202612(json as unknown as LayoutA202612);
  if (version === '2026-11') return fromLayoutA2026(json as unknown as LayoutA2026);
  if (version === '2025-06') return fromLayoutA2025(json as unknown as LayoutA2025);
  return fromLayoutB(json as unknown as LayoutB);
}

/** Whether a version nests the record by SDS section with evidence (Layout A), as the viewer shows it. */
export const isLayoutA = (version: SchemaVersion): boolean => version !== '2024-10';

export type {
  LayoutA,
  Component,
  ExtractedComposition,
  RegulatoryFlag,
  RegulatoryScreening,
  ScreenedComponent,
  Evidence,
  TransportMode,
  Quantity,
  ExposureLimit,
  AcuteToxicity,
} from './layout-a.js';
export type { LayoutB } from './layout-b.js';
