import type { ExtractionContext } from './context.js';
import type { LayoutA } from './schema/index.js';
import type { EngineWarning } from './warnings.js';

/** The parts of the record that hold extracted values (the rest describes the document). */
const VALUE_PARTS = [
  'product_identification',
  'hazards_identification',
  'composition',
  'exposure_controls_ppe',
  'physical_chemical_properties',
  'toxicological_information',
  'transport_information',
  'revision_metadata',
] as const satisfies ReadonlyArray<keyof LayoutA>;
type ValuePart = (typeof VALUE_PARTS)[number];

/** The same shape with every value left empty: lists empty, everything else null. */
function emptied<T>(value: T): T {
  if (Array.isArray(value)) return [] as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, emptied(entry)])) as T;
  return null as T;
}

function emptyPart<Part extends ValuePart>(from: LayoutA, to: LayoutA, part: Part): void {
  to[part] = emptied(from[part]);
}

/** Copies the value at a dotted path ("product_identification.product_name") from one object to another. */
function copyAt(path: string, from: object, to: object): void {
  const keys = path.split('.');
  const last = keys.pop();
  let source: unknown = from;
  let target: unknown = to;
  for (const key of keys) {
    source = (source as Record<string, unknown> | undefined)?.[key];
    target = (target as Record<string, unknown> | undefined)?.[key];
  }
  if (last === undefined || typeof source !== 'object' || source === null || !(last in source)) return;
  if (typeof target !== 'object' || target === null) return;
  (target as Record<string, unknown>)[last] = (source as Record<string, unknown>)[last];
}

/**
 * A document that is not an SDS has no sections to place a value by position or form, so only what it
 * prints beside the field's own label ("Product name: Degreaser 40", "Revision date: 2024-03-01") is
 * that field. Every other value is emptied, with its evidence and the warnings about it.
 */
export function keepLabelledValues(
  record: LayoutA,
  ctx: ExtractionContext,
): { record: LayoutA; warnings: EngineWarning[] } {
  const kept = { ...record };
  for (const part of VALUE_PARTS) emptyPart(record, kept, part);
  for (const path of Object.keys(ctx.evidence)) {
    if (ctx.labelledPaths.has(path)) copyAt(path, record, kept);
    else {
      delete ctx.evidence[path];
      ctx.evidenceLines.delete(path);
    }
  }
  return {
    record: kept,
    warnings: ctx.warnings.filter((w) => w.field === undefined || ctx.labelledPaths.has(w.field)),
  };
}
