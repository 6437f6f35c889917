import { z } from 'zod';
import { REGULATORY_LISTS } from '../reference/regulatory-lists.js';

/** Schema 2027-01 (Layout A): the record nested by SDS section, as the engine builds it. */

const text = z.string().nullable();
/** A measured value: `value` is the single value or the lower end of a range, `min`/`max` its bounds. */
const quantity = z.object({
  value: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  unit: z.string().nullable(),
  text: z.string().nullable(),
});

/** Where a snippet stands: PDF points from the top-left corner of the page as displayed (its /Rotate applied). */
const evidenceBoxSchema = z
  .object({
    x: z.number().min(0),
    y: z.number().min(0),
    width: z.number().min(0),
    height: z.number().min(0),
    page_width: z.number().positive(),
    page_height: z.number().positive(),
  })
  .describe(
    "The snippet's bounding box on its page in PDF points (1/72 inch), measured from the top-left corner " +
      'of the page as a PDF viewer displays it (the page rotation applied), with that page size.',
  );

export const evidenceSchema = z.object({
  page: z.number().int().positive().nullable(),
  snippet: z.string(),
  confidence: z.number().min(0).max(1),
  /** Absent when the position is unknown (values not read from a page line, other engines). */
  bbox: evidenceBoxSchema.optional(),
});

/** What a transport entry states, for the document as a whole and per mode. */
const transportEntryFields = {
  un_number: z
    .string()
    .regex(/^UN\d{4}$/)
    .nullable(),
  proper_shipping_name: text,
  transport_hazard_class: text,
  packing_group: z.enum(['I', 'II', 'III']).nullable(),
};

const transportModeSchema = z.object({
  mode: z.enum(['road', 'rail', 'sea', 'air', 'inland_waterway', 'us_dot', 'other']),
  ...transportEntryFields,
});

/** An occupational exposure limit: its kind apart from the list it comes from, for one component. */
const exposureLimitSchema = z.object({
  substance: text,
  cas_number: text,
  /** 8-hour / time-weighted / shift limit, 15-minute / short-term limit, or a ceiling or peak. */
  kind: z.enum(['long_term', 'short_term', 'ceiling']),
  /** The list or regulation's acronym as printed (WEL, TLV, MAK, AGW, PEL, VLEP, NDS, OELV…). */
  list: text,
  /** ISO 3166-1 alpha-2 code of the country the list belongs to, when the row or list names one. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  value: z.number(),
  /** `ppm`, `mg/m3` or `f/cm3`. */
  unit: z.string(),
  /** The list's name or reference as printed on the row. */
  source: text,
});

/** An LD50 / LC50 of section 11 and what it was measured on: the product itself or one component. */
const acuteToxicitySchema = z.object({
  route: z.enum(['oral', 'dermal', 'inhalation']).nullable(),
  species: text,
  endpoint: z.enum(['LD50', 'LC50']),
  value: z.number(),
  /** `mg/kg`, `mg/l`, `mg/m3` or `ppm`, the exposure time apart. */
  unit: z.string(),
  /** Null where section 11 does not say whether a value is the product's or a component's. */
  subject: z.enum(['product', 'component']).nullable(),
  /** The component's name and CAS number (null for the product). */
  substance: text,
  cas_number: text,
  text: z.string(),
});

/** A component found on a regulatory reference list by its CAS or EC number. */
const regulatoryFlagSchema = z.object({
  list: z.enum(REGULATORY_LISTS),
  /** The list's identifier of the entry: entry or index number, else the listed substance's name. */
  entry: z.string(),
  /** The substance as the list names it. */
  name: z.string(),
  /** Why it is listed: SVHC property, Prop 65 end points, harmonised classes; null where the list gives none. */
  reason: z.string().nullable(),
  /** When it was listed, where the list gives a date. */
  date: z.iso.date().nullable(),
});

/** A component named in the screening summary, with the list entry it was found under. */
const screenedComponentSchema = z.object({
  name: text,
  cas_number: text,
  ec_number: text,
  entry: z.string(),
});

/** What the components' flags add up to for the product, and the list versions screened against. */
const regulatoryScreeningSchema = z.object({
  /**
   * Whether a Candidate List substance is present above 0.1 % w/w (REACH Art. 33): `yes` when a lower
   * bound is at least 0.1 %, `possible` when only an upper bound reaches it (or no amount is given).
   */
  svhc_above_0_1_percent: z.enum(['yes', 'possible', 'no']),
  svhc: z.array(screenedComponentSchema),
  prop65_chemicals: z.array(screenedComponentSchema),
  restricted: z.array(screenedComponentSchema),
  authorisation_listed: z.array(screenedComponentSchema),
  lists: z.array(z.object({ list: z.enum(REGULATORY_LISTS), version_date: z.iso.date() })),
});

export const layoutASchema = z.object({
  schema_version: z.literal('2027-01'),
  document: z.object({
    language: z
      .string()
      .regex(/^[a-z]{2}$/)
      .nullable(),
    page_count: z.number().int().nonnegative(),
    text_source: z.enum(['native', 'ocr', 'mixed']),
    format: z.enum(['ghs_sds', 'osha_msds', 'other']),
    sections_found: z.array(
      z.object({ number: z.number().int().min(1).max(16), page: z.number().int().positive() }),
    ),
  }),
  product_identification: z.object({
    product_name: text,
    product_code: text,
    recommended_use: text,
    restrictions_on_use: text,
    supplier_name: text,
    supplier_address: text,
    supplier_phone: text,
    supplier_email: text,
    emergency_phone: text,
    ufi: text,
  }),
  hazards_identification: z.object({
    ghs_classification: z.array(z.string()),
    signal_word: z.enum(['Danger', 'Warning']).nullable(),
    h_statements: z.array(z.string().regex(/^H\d{3}[A-Za-z]{0,2}$/)),
    euh_statements: z.array(z.string().regex(/^EUH\d{3}[A-Z]?$/)),
    p_statements: z.array(z.string().regex(/^P\d{3}(\+P\d{3})*$/)),
    pictograms: z.array(z.string().regex(/^GHS0[1-9]$/)),
  }),
  composition: z.object({
    type: z.enum(['substance', 'mixture']).nullable(),
    components: z.array(
      z.object({
        name: text,
        cas_number: z
          .string()
          .regex(/^\d{2,7}-\d{2}-\d$/)
          .nullable(),
        ec_number: z
          .string()
          .regex(/^\d{3}-\d{3}-\d$/)
          .nullable(),
        concentration: z.object({
          min: z.number().nullable(),
          max: z.number().nullable(),
          unit: text,
          text: text,
        }),
        classification: z.array(z.string()),
        regulatory: z.array(regulatoryFlagSchema),
      }),
    ),
  }),
  regulatory_screening: regulatoryScreeningSchema,
  exposure_controls_ppe: z.object({
    ppe: z.array(z.enum(['eye_protection', 'hand_protection', 'skin_protection', 'respiratory_protection'])),
    ppe_details: z.object({
      eye_protection: text,
      hand_protection: text,
      skin_protection: text,
      respiratory_protection: text,
    }),
    occupational_exposure_limits: z.array(exposureLimitSchema),
  }),
  physical_chemical_properties: z.object({
    /** The state printed in section 9 (`physical_state_text`) as one of five words. */
    physical_state: z.enum(['solid', 'liquid', 'gas', 'aerosol', 'paste']).nullable(),
    physical_state_text: text,
    color: text,
    odor: text,
    ph: quantity,
    flash_point_c: z.number().nullable(),
    flash_point_text: text,
    boiling_point_c: z.number().nullable(),
    boiling_point_text: text,
    melting_point_c: z.number().nullable(),
    melting_point_text: text,
    density: quantity,
    vapor_pressure: quantity,
  }),
  toxicological_information: z.object({
    acute_toxicity: z.array(acuteToxicitySchema),
  }),
  transport_information: z.object({
    regulated: z.boolean().nullable(),
    ...transportEntryFields,
    marine_pollutant: z.boolean().nullable(),
    modes: z.array(transportModeSchema),
  }),
  revision_metadata: z.object({
    revision_date: z.iso.date().nullable(),
    issue_date: z.iso.date().nullable(),
    version: text,
    supersedes_date: z.iso.date().nullable(),
  }),
  /** Evidence per extracted value, keyed by the value's dotted path (e.g. `transport_information.un_number`). */
  evidence: z.record(z.string().regex(/^[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*|\[\d+\])+$/), evidenceSchema),
});

export type LayoutA = z.infer<typeof layoutASchema>;
export type Evidence = z.infer<typeof evidenceSchema>;
export type TransportMode = z.infer<typeof transportModeSchema>;
export type Quantity = z.infer<typeof quantity>;
export type ExposureLimit = z.infer<typeof exposureLimitSchema>;
export type AcuteToxicity = z.infer<typeof acuteToxicitySchema>;
export type RegulatoryFlag = z.infer<typeof regulatoryFlagSchema>;
export type RegulatoryScreening = z.infer<typeof regulatoryScreeningSchema>;
export type ScreenedComponent = z.infer<typeof screenedComponentSchema>;
export type Component = LayoutA['composition']['components'][number];
/** Section 3 as read from the document, before its components are screened against the regulatory lists. */
export interface ExtractedComposition {
  type: LayoutA['composition']['type'];
  components: Array<Omit<Component, 'regulatory'>>;
}
