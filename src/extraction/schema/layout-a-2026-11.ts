import { z } from 'zod';
import type { AcuteToxicity, ExposureLimit, LayoutA } from './layout-a.js';
import {
  fromLayoutA202612,
  layoutA202612Schema,
  toLayoutA202612,
  type LayoutA202612,
} from './layout-a-2026-12.js';

/**
 * Schema 2026-11: schema 2026-12 as it was before an exposure limit's kind stood apart from its list and an
 * acute-toxicity value named what it was measured on. Here a limit has one `type` (`TWA`, `STEL`,
 * `Ceiling` or a list's acronym) and no country; an acute-toxicity value has no subject.
 */
const current = layoutA202612Schema.shape;
const legacyLimitSchema = z.object({
  substance: z.string().nullable(),
  cas_number: z.string().nullable(),
  type: z.string(),
  value: z.number(),
  unit: z.string(),
  source: z.string().nullable(),
});
const legacyToxicitySchema = current.toxicological_information.shape.acute_toxicity.element.omit({
  subject: true,
  substance: true,
  cas_number: true,
});

export const layoutA2026Schema = layoutA202612Schema.extend({
  schema_version: z.literal('2026-11'),
  exposure_controls_ppe: current.exposure_controls_ppe.extend({
    occupational_exposure_limits: z.array(legacyLimitSchema),
  }),
  toxicological_information: z.object({ acute_toxicity: z.array(legacyToxicitySchema) }),
});

export type LayoutA2026 = z.infer<typeof layoutA2026Schema>;
type LegacyLimit = z.infer<typeof legacyLimitSchema>;

/** The 2026-11 limit types that were lists' acronyms rather than kinds. */
const LEGACY_LIST_TYPES = new Set(['OELV', 'WEL', 'TLV', 'PEL', 'REL', 'AGW', 'MAK']);

function toLegacyLimit({ kind, list, country: _country, ...limit }: ExposureLimit): LegacyLimit {
  const type =
    kind === 'short_term'
      ? 'STEL'
      : kind === 'ceiling'
        ? 'Ceiling'
        : list && LEGACY_LIST_TYPES.has(list)
          ? list
          : 'TWA';
  return { ...limit, type };
}

function fromLegacyLimit({ type, ...limit }: LegacyLimit): ExposureLimit {
  const kind = type === 'STEL' ? 'short_term' : type === 'Ceiling' ? 'ceiling' : 'long_term';
  return { ...limit, kind, list: LEGACY_LIST_TYPES.has(type) ? type : null, country: null };
}

export function toLayoutA2026(current: LayoutA): LayoutA2026 {
  const record = toLayoutA202612(current);
  return {
    ...record,
    schema_version: '2026-11',
    exposure_controls_ppe: {
      ...record.exposure_controls_ppe,
      occupational_exposure_limits:
        record.exposure_controls_ppe.occupational_exposure_limits.map(toLegacyLimit),
    },
    toxicological_information: {
      acute_toxicity: record.toxicological_information.acute_toxicity.map(
        ({ subject: _subject, substance: _substance, cas_number: _cas, ...result }) => result,
      ),
    },
  };
}

/** A stored 2026-11 record in the current shape: limits' kinds from their types, no toxicity subjects. */
export function fromLayoutA2026(record: LayoutA2026): LayoutA {
  const newer: LayoutA202612 = {
    ...record,
    schema_version: '2026-12',
    exposure_controls_ppe: {
      ...record.exposure_controls_ppe,
      occupational_exposure_limits:
        record.exposure_controls_ppe.occupational_exposure_limits.map(fromLegacyLimit),
    },
    toxicological_information: {
      acute_toxicity: record.toxicological_information.acute_toxicity.map((result): AcuteToxicity => ({
        ...result,
        subject: null,
        substance: null,
        cas_number: null,
      })),
    },
  };
  return fromLayoutA202612(newer);
}
