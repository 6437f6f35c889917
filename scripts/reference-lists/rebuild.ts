/**
 * Rebuilds one regulatory reference list (src/extraction/reference/data/regulatory/<list>.json) from
 * the file its publisher publishes. Usage (docs/reference-lists.md):
 *   tsx scripts/reference-lists/rebuild.ts LIST PUBLISHER_FILE --version-date YYYY-MM-DD
 *     [--missing "what this copy lacks"] [--provenance "where the file came from, how it was checked"]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  REGULATORY_LISTS,
  regulatoryListFileSchema,
  type RegulatoryListName,
} from '../../src/extraction/reference/regulatory-lists.js';
import { LIST_DEFINITIONS } from './lists.js';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'version-date': { type: 'string' },
    missing: { type: 'string' },
    provenance: { type: 'string' },
  },
});
const [list, publisherFile] = positionals;
const isList = (name: string | undefined): name is RegulatoryListName =>
  (REGULATORY_LISTS as readonly string[]).includes(name ?? '');
if (!isList(list) || !publisherFile || !values['version-date']) {
  throw new Error(
    `usage: rebuild.ts LIST PUBLISHER_FILE --version-date YYYY-MM-DD [--missing TEXT] [--provenance TEXT]; LIST one of ${REGULATORY_LISTS.join(', ')}`,
  );
}

const definition = LIST_DEFINITIONS[list];
const file = regulatoryListFileSchema.parse({
  list,
  title: definition.title,
  source: definition.source,
  version_date: values['version-date'],
  missing: values.missing ?? null,
  provenance: values.provenance ?? `Converted from the publisher's file (${definition.format}).`,
  entries: definition.entries(readFileSync(publisherFile)),
});
const target = new URL(`../../src/extraction/reference/data/regulatory/${list}.json`, import.meta.url);
// One entry per line: compact, and a new list version reads as a line diff.
const body = JSON.stringify({ ...file, entries: [] }, null, 2).replace(
  '"entries": []',
  `"entries": [\n${file.entries.map((entry) => `    ${JSON.stringify(entry)}`).join(',\n')}\n  ]`,
);
writeFileSync(target, `${body}\n`);
console.log(`${list}: ${file.entries.length} entries, version ${file.version_date}`);
