/**
 * The changes between two records of a product: every field the rules name, compared as values,
 * each change with its significance and the evidence of both records.
 */
import type { LayoutA } from '../extraction/schema/index.js';
import type { ChangeKind, RecordChange, Significance } from './change.js';
import { evidenceAt } from './change-evidence.js';
import {
  KEYED_LIST_RULES,
  SCALAR_RULES,
  SET_RULES,
  type FieldRule,
  type KeyedListRule,
  type SetRule,
} from './field-rules.js';

/** A value of one record and its index path there (where its evidence is keyed). */
interface Located {
  value: unknown;
  at: string;
}

function valueAt(record: LayoutA, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], record);
}

function kindOf(before: string | null, after: string | null): ChangeKind {
  if (before === null) return 'added';
  return after === null ? 'removed' : 'changed';
}

class ChangeList {
  readonly changes: RecordChange[] = [];

  constructor(
    private readonly before: LayoutA,
    private readonly after: LayoutA,
  ) {}

  add(path: string, kind: ChangeKind, significance: Significance, was?: Located, now?: Located): void {
    this.changes.push({
      path,
      kind,
      significance,
      before: was?.value ?? null,
      after: now?.value ?? null,
      evidence: {
        before: was ? evidenceAt(this.before, was.at) : null,
        after: now ? evidenceAt(this.after, now.at) : null,
      },
    });
  }

  /** One field of both records (absent on a side: an element only the other record lists). */
  compareField(path: string, rule: FieldRule, was: Located, now: Located): void {
    const before = rule.comparable(was.value);
    const after = rule.comparable(now.value);
    if (before === after) return;
    const significance =
      typeof rule.significance === 'function' ? rule.significance(was.value, now.value) : rule.significance;
    const kind = kindOf(before, after);
    this.add(
      path,
      kind,
      significance,
      kind === 'added' ? undefined : was,
      kind === 'removed' ? undefined : now,
    );
  }
}

/** The elements of a list by key; a key seen again is told apart by its occurrence (`key#2`). */
function byKey(
  record: LayoutA,
  list: string,
  keyOf: (element: never) => string | null,
): Map<string, Located & { display: string }> {
  const elements = new Map<string, Located & { display: string }>();
  ((valueAt(record, list) as unknown[] | undefined) ?? []).forEach((value, index) => {
    const key = keyOf(value as never);
    if (key === null || key === '') return;
    let unique = key;
    for (let occurrence = 2; elements.has(unique); occurrence += 1) unique = `${key}#${occurrence}`;
    elements.set(unique, { value, at: `${list}[${index}]`, display: unique });
  });
  return elements;
}

function compareSet(changes: ChangeList, before: LayoutA, after: LayoutA, rule: SetRule): void {
  const was = byKey(before, rule.list, rule.comparable);
  const now = byKey(after, rule.list, rule.comparable);
  for (const [key, element] of was) {
    if (!now.has(key))
      changes.add(`${rule.list}[${String(element.value)}]`, 'removed', rule.significance, element);
  }
  for (const [key, element] of now) {
    if (!was.has(key)) {
      changes.add(`${rule.list}[${String(element.value)}]`, 'added', rule.significance, undefined, element);
    }
  }
}

function compareKeyedList(changes: ChangeList, before: LayoutA, after: LayoutA, rule: KeyedListRule): void {
  const keyOf = (element: Record<string, unknown>) => rule.keyOf(element);
  const was = byKey(before, rule.list, keyOf);
  const now = byKey(after, rule.list, keyOf);
  for (const [key, element] of was) {
    const counterpart = now.get(key);
    const path = `${rule.list}[${key}]`;
    if (!counterpart) {
      changes.add(path, 'removed', rule.significance, element);
      continue;
    }
    for (const fieldRule of rule.fields) {
      const side = (located: Located): Located => ({
        value: (located.value as Record<string, unknown>)[fieldRule.field] ?? null,
        at: `${located.at}.${fieldRule.field}`,
      });
      changes.compareField(`${path}.${fieldRule.field}`, fieldRule, side(element), side(counterpart));
    }
  }
  for (const [key, element] of now) {
    if (!was.has(key)) changes.add(`${rule.list}[${key}]`, 'added', rule.significance, undefined, element);
  }
}

export function diffRecords(before: LayoutA, after: LayoutA): RecordChange[] {
  const changes = new ChangeList(before, after);
  for (const rule of SCALAR_RULES) {
    const side = (record: LayoutA): Located => ({
      value: valueAt(record, rule.field) ?? null,
      at: rule.field,
    });
    changes.compareField(rule.field, rule, side(before), side(after));
  }
  for (const rule of SET_RULES) compareSet(changes, before, after, rule);
  for (const rule of KEYED_LIST_RULES) compareKeyedList(changes, before, after, rule);
  return changes.changes;
}

export function regulatoryCount(changes: readonly RecordChange[]): number {
  return changes.filter((change) => change.significance === 'regulatory').length;
}
