import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The regulatory reference lists components are screened against (data/regulatory/<list>.json),
 * each rebuilt from its publisher's file by scripts/reference-lists/rebuild.ts.
 */

export const REGULATORY_LISTS = [
  'reach_candidate_list',
  'reach_annex_xiv',
  'reach_annex_xvii',
  'prop65',
  'clp_annex_vi',
] as const;
export type RegulatoryListName = (typeof REGULATORY_LISTS)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const listEntrySchema = z.object({
  /** The list's own identifier of the entry: entry or index number, else the substance name. */
  entry: z.string(),
  name: z.string(),
  cas: z.array(z.string()),
  ec: z.array(z.string()),
  /** Why the substance is listed: SVHC property, toxicity end points, harmonised classes. */
  reason: z.string().nullable(),
  /** When the entry was listed (inclusion date, date listed), where the list gives one. */
  date: isoDate.nullable(),
  /** Harmonised hazard classes and categories (`Carc. 1B`), CLP Annex VI only. */
  classes: z.array(z.string()).optional(),
});

export const regulatoryListFileSchema = z.object({
  list: z.enum(REGULATORY_LISTS),
  title: z.string(),
  source: z.object({ publisher: z.string(), document: z.string(), url: z.string() }),
  /** The date of the publisher's version reproduced here. */
  version_date: isoDate,
  /** What is known to be missing from this copy of the list, or null when it is complete. */
  missing: z.string().nullable(),
  /** How the file was obtained and checked. */
  provenance: z.string(),
  entries: z.array(listEntrySchema),
});

export type RegulatoryListFile = z.infer<typeof regulatoryListFileSchema>;
export type RegulatoryListEntry = z.infer<typeof listEntrySchema>;

let cached: RegulatoryListFile[] | undefined;

/** Every regulatory list, read once and validated. */
export function regulatoryLists(): RegulatoryListFile[] {
  cached ??= REGULATORY_LISTS.map((list) =>
    regulatoryListFileSchema.parse(
      JSON.parse(readFileSync(new URL(`./data/regulatory/${list}.json`, import.meta.url), 'utf8')),
    ),
  );
  return cached;
}

/** What `GET /v1/reference-lists` reports of one list: its name, source, version and size. */
export interface ReferenceListVersion {
  list: RegulatoryListName;
  title: string;
  publisher: string;
  version_date: string;
  entries: number;
  missing: string | null;
}

export const referenceListVersions = (): ReferenceListVersion[] =>
  regulatoryLists().map(({ list, title, source, version_date, entries, missing }) => ({
    list,
    title,
    publisher: source.publisher,
    version_date,
    entries: entries.length,
    missing,
  }));
