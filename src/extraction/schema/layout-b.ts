import { z } from 'zod';
import type { LayoutA } from './layout-a.js';

/** Schema 2024-10 (Layout B): the flat legacy layout, exactly these six fields. */
export const layoutBSchema = z
  .object({
    product_name: z.string().nullable(),
    ghs_classification: z.array(z.string()),
    h_statements: z.array(z.string()),
    un_number: z
      .string()
      .regex(/^UN\d{4}$/)
      .nullable(),
    ppe: z.array(z.string()),
    revision_date: z.iso.date().nullable(),
  })
  .strict();

export type LayoutB = z.infer<typeof layoutBSchema>;

export function toLayoutB(record: LayoutA): LayoutB {
  return {
    product_name: record.product_identification.product_name,
    ghs_classification: record.hazards_identification.ghs_classification,
    h_statements: record.hazards_identification.h_statements,
    un_number: record.transport_information.un_number,
    ppe: record.exposure_controls_ppe.ppe,
    revision_date: record.revision_metadata.revision_date,
  };
}
