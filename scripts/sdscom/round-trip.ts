import type { LayoutA } from '../../src/extraction/schema/index.js';
import { readSdscom } from '../../src/extraction/render/sdscom/read.js';

/** What the eSDScom file must give back unchanged: the facts an importer matches SDSs on. */
export function roundTripMismatches(record: LayoutA, xml: string): string[] {
  const read = readSdscom(xml);
  const hazards = record.hazards_identification;
  const transportUn =
    record.transport_information.un_number ??
    record.transport_information.modes.find((mode) => mode.un_number)?.un_number ??
    null;
  const expected = {
    product_name: record.product_identification.product_name?.trim() || null,
    supplier_name: record.product_identification.supplier_name?.trim() || null,
    h_statements: hazards.h_statements,
    p_statements: hazards.p_statements,
    cas_numbers: record.composition.components.flatMap((c) => (c.cas_number ? [c.cas_number] : [])),
    un_number: transportUn,
    revision_date: record.revision_metadata.revision_date,
  };
  const same = (a: unknown, b: unknown) =>
    JSON.stringify(Array.isArray(a) ? [...a].sort() : a) ===
    JSON.stringify(Array.isArray(b) ? [...b].sort() : b);
  return Object.entries(expected)
    .filter(([key, value]) => !same(value, read[key as keyof typeof read]))
    .map(
      ([key, value]) =>
        `${key}: expected ${JSON.stringify(value)}, read ${JSON.stringify(read[key as keyof typeof read])}`,
    );
}
