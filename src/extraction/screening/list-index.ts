import {
  REGULATORY_LISTS,
  regulatoryLists,
  type RegulatoryListEntry,
  type RegulatoryListName,
} from '../reference/regulatory-lists.js';
import type { RegulatoryFlag } from '../schema/index.js';

/** The regulatory lists' entries by CAS and EC number, built once on first use. */

export interface IndexedEntry {
  list: RegulatoryListName;
  entry: RegulatoryListEntry;
}

let byIdentifier: Map<string, IndexedEntry[]> | undefined;

function identifierIndex(): Map<string, IndexedEntry[]> {
  if (byIdentifier) return byIdentifier;
  const index = new Map<string, IndexedEntry[]>();
  for (const { list, entries } of regulatoryLists()) {
    for (const entry of entries) {
      const indexed = { list, entry };
      for (const identifier of new Set([...entry.cas, ...entry.ec])) {
        const found = index.get(identifier);
        if (found) found.push(indexed);
        else index.set(identifier, [indexed]);
      }
    }
  }
  byIdentifier = index;
  return index;
}

function flagOf({ list, entry }: IndexedEntry): RegulatoryFlag {
  return {
    list,
    entry: entry.entry,
    name: entry.name,
    reason: entry.reason ?? (entry.classes?.length ? entry.classes.join(', ') : null),
    date: entry.date,
  };
}

/** Every list entry that names a component's CAS or EC number, each once, in list order. */
export function listEntriesFor(casNumber: string | null, ecNumber: string | null): IndexedEntry[] {
  const index = identifierIndex();
  const found = [casNumber, ecNumber].flatMap((identifier) =>
    identifier ? (index.get(identifier) ?? []) : [],
  );
  const listOrder = (item: IndexedEntry) => REGULATORY_LISTS.indexOf(item.list);
  return [...new Set(found)].sort((a, b) => listOrder(a) - listOrder(b));
}

/** The component's flags: one per list entry found by its CAS or EC number. */
export function regulatoryFlags(casNumber: string | null, ecNumber: string | null): RegulatoryFlag[] {
  return listEntriesFor(casNumber, ecNumber).map(flagOf);
}
