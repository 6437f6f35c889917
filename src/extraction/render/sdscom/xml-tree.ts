/**
 * The eSDScom document is assembled as plain objects in schema order (keys in insertion order, arrays
 * for repeated elements, `@name` for attributes, `#` for text) and serialised by xmlbuilder2.
 * Absent values are `undefined` and dropped, so section builders can map optional fields directly.
 */
export type XmlValue = string | number | boolean | XmlTree | XmlValue[] | undefined;
export interface XmlTree {
  [name: string]: XmlValue;
}

type Compacted = string | Compacted[] | { [name: string]: Compacted };

function compactValue(value: XmlValue): Compacted | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) {
    const items = value.map(compactValue).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (typeof value === 'object') return compact(value);
  return String(value);
}

/** The tree without undefined values and empty lists (an empty object stays: an empty element). */
export function compact(tree: XmlTree): { [name: string]: Compacted } {
  const out: { [name: string]: Compacted } = {};
  for (const [name, value] of Object.entries(tree)) {
    const kept = compactValue(value);
    if (kept !== undefined) out[name] = kept;
  }
  return out;
}

/** Text cut to an XSD maxLength (counted in characters, as XSD counts them). */
export function clip(text: string, maxLength: number): string {
  const characters = [...text.trim()];
  return characters.length <= maxLength ? text.trim() : characters.slice(0, maxLength).join('');
}

/** An element for each present item, or nothing. */
export function each<T>(items: readonly T[], build: (item: T) => XmlValue): XmlValue[] | undefined {
  const built = items.map(build).filter((item) => item !== undefined);
  return built.length > 0 ? built : undefined;
}
