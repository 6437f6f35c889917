/** Failure classes of one scored field: what kind of mistake a miss is, read from gold and output. */

export interface FieldOutcome {
  score: number;
  gold: unknown;
  out: unknown;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The gold value, without its alternatives. */
function goldValue(gold: unknown): unknown {
  return gold !== null && typeof gold === 'object' && !Array.isArray(gold) && 'value' in gold
    ? (gold as { value: unknown }).value
    : gold;
}

const normal = (value: unknown) =>
  String(value)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function itemKey(item: unknown): string {
  if (item !== null && typeof item === 'object') {
    const { cas, cas_number: casNumber } = item as { cas?: unknown; cas_number?: unknown };
    return normal(cas ?? casNumber ?? JSON.stringify(item));
  }
  return normal(item).replace(/ /g, '');
}

function setFailure(gold: unknown[], out: unknown[]): string {
  const goldKeys = new Set(gold.map(itemKey));
  const outKeys = new Set(out.map(itemKey));
  const extra = [...outKeys].some((key) => !goldKeys.has(key));
  const missing = [...goldKeys].some((key) => !outKeys.has(key));
  if (extra && missing) return 'set: items missing and extra';
  if (extra) return 'set: extra items';
  if (missing) return 'set: items missing';
  return 'set: items differ in detail (bounds, suffix)';
}

function numberFailure(gold: number, out: number): string {
  if (out === -gold) return 'number: sign flipped (range dash read as minus?)';
  if (Math.abs(out - (gold * 9) / 5 - 32) < 1.5) return 'number: °F not converted';
  const ratio = out / gold;
  if ([1000, 0.001].some((r) => Math.abs(ratio / r - 1) < 0.02)) return 'number: unit ×1000 (kg/m³, g/l)';
  return 'number: another value taken';
}

function textFailure(gold: string, out: string): string {
  const [g, o] = [normal(gold), normal(out)];
  if (/^\d{4}-\d{2}-\d{2}$/.test(gold) && /^\d{4}-\d{2}-\d{2}$/.test(out)) {
    const [, gm, gd] = gold.split('-');
    const [, om, od] = out.split('-');
    return gm === od && gd === om ? 'date: day and month swapped' : 'date: another date taken';
  }
  if (g.includes(o)) return 'text: truncated (part of the value)';
  if (o.includes(g)) return 'text: extra text glued on';
  return 'text: another value taken';
}

/** One failure class for a missed field (score < 1). */
export function classifyMiss({ gold, out }: FieldOutcome): string {
  const value = goldValue(gold);
  if (isEmpty(value) && !isEmpty(out)) return 'spurious: value where the document states none';
  if (isEmpty(out)) return 'missing: no value extracted';
  if (Array.isArray(value)) return setFailure(value, Array.isArray(out) ? out : [out]);
  const outValue = out !== null && typeof out === 'object' && 'value' in out ? out.value : out;
  if (typeof value === 'number' && typeof outValue === 'number') return numberFailure(value, outValue);
  return textFailure(String(value), String(outValue));
}
