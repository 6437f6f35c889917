import Papa from 'papaparse';

/** One `[path, value]` row per leaf: dotted paths, `[i]` for array items, empty arrays/objects omitted. */
export function flatten(value: unknown, path = ''): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((item, i) => flatten(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => {
      const segment = /^[A-Za-z_]\w*$/.test(key) ? key : `["${key}"]`;
      return flatten(
        child,
        path ? (segment.startsWith('[') ? `${path}${segment}` : `${path}.${segment}`) : segment,
      );
    });
  }
  return [[path, value === null ? '' : String(value)]];
}

/** The record as CSV with header `field,value` (RFC 4180 quoting by papaparse). */
export function toCsv(record: Record<string, unknown>): string {
  return Papa.unparse({ fields: ['field', 'value'], data: flatten(record) }, { newline: '\r\n' });
}
