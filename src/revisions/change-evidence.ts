/**
 * The evidence of a value in a record. Evidence is keyed by the value's index path
 * (`composition.components[1].cas_number`); a value without its own entry is shown by the closest
 * entry that contains it (the row of its list element, the field it belongs to).
 */
import type { Evidence, LayoutA } from '../extraction/schema/index.js';

const LAST_SEGMENT = /(?:\.[a-z0-9_]+|\[\d+\])$/u;

export function evidenceAt(record: LayoutA, indexPath: string): Evidence | null {
  const entries = record.evidence;
  for (let path = indexPath; path.includes('.'); path = path.replace(LAST_SEGMENT, '')) {
    const exact = entries[path];
    if (exact) return exact;
    const inner = Object.keys(entries).find(
      (key) => key.startsWith(`${path}.`) || key.startsWith(`${path}[`),
    );
    if (inner !== undefined) return entries[inner] ?? null;
  }
  return null;
}
