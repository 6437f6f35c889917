/**
 * The harness of the national-format tests (national-formats-*.test.ts): a synthetic sheet is read end to end
 * by `understandSds` and what the engine writes is compared with what the case expects, in one of two ways.
 *
 * - `describeFieldCases`: the record flattened to `Fields` (`fieldsOf`), one test a field the case expects
 *   (`toEqual`), and one for the document language where the case names it.
 * - `describeSectionCases`: the language and the 16 sections found, then section by section: section 1 and
 *   the revision metadata, section 2 and section 14 with `toMatchObject`, the components of section 3 and
 *   the properties of section 9 (their values) with `toEqual`.
 */
import { understandSds } from '../../../src/extraction/engine.js';
import type { LayoutA } from '../../../src/extraction/schema/index.js';
import { textDocument } from './text-document.js';

/**
 * The record the engine writes for a sheet: its lines, or its text with '\n' between lines and '\f'
 * between pages.
 */
export function readSheet(sheet: string | string[]): LayoutA {
  const document =
    typeof sheet === 'string'
      ? textDocument(...sheet.split('\f').map((page) => page.split('\n')))
      : textDocument(sheet);
  return understandSds(document, { schemaVersion: '2026-12' }).outputs.json as unknown as LayoutA;
}

/** The fields compared by `describeFieldCases`, flattened from the record. */
export interface Fields {
  language: string | null;
  productName: string | null;
  supplierName: string | null;
  emergencyPhone: string | null;
  revisionDate: string | null;
  issueDate: string | null;
  version: string | null;
  signalWord: string | null;
  hStatements: string[];
  pStatements: string[];
  classification: string[];
  /** CAS number, lower and upper concentration bound. */
  components: Array<[string | null, number | null, number | null]>;
  physicalState: string | null;
  color: string | null;
  odor: string | null;
  flashPoint: number | null;
  boilingPoint: number | null;
  boilingPointText: string | null;
  meltingPoint: number | null;
  density: number | null;
  ph: number | null;
  unNumber: string | null;
  shippingName: string | null;
  transportClass: string | null;
  packingGroup: string | null;
}

export interface FieldOptions {
  /**
   * Sort what the engine read of the lists (hStatements, pStatements, classification, and components as
   * text, so by CAS number first): a case gives them sorted, and the order the sheet prints them in is
   * not compared. Without it, the lists are compared in the order read.
   */
  sortLists?: boolean;
}

export function fieldsOf(record: LayoutA, options: FieldOptions = {}): Fields {
  const identification = record.product_identification;
  const hazards = record.hazards_identification;
  const properties = record.physical_chemical_properties;
  const transport = record.transport_information;
  const components = record.composition.components.map(
    (component): [string | null, number | null, number | null] => [
      component.cas_number,
      component.concentration.min,
      component.concentration.max,
    ],
  );
  const listed = <T>(list: T[]): T[] => (options.sortLists ? [...list].sort() : list);
  return {
    language: record.document.language,
    productName: identification.product_name,
    supplierName: identification.supplier_name,
    emergencyPhone: identification.emergency_phone,
    revisionDate: record.revision_metadata.revision_date,
    issueDate: record.revision_metadata.issue_date,
    version: record.revision_metadata.version,
    signalWord: hazards.signal_word,
    hStatements: listed(hazards.h_statements),
    pStatements: listed(hazards.p_statements),
    classification: listed(hazards.ghs_classification),
    components: listed(components),
    physicalState: properties.physical_state,
    color: properties.color,
    odor: properties.odor,
    flashPoint: properties.flash_point_c,
    boilingPoint: properties.boiling_point_c,
    boilingPointText: properties.boiling_point_text,
    meltingPoint: properties.melting_point_c,
    density: properties.density?.value ?? null,
    ph: properties.ph?.value ?? null,
    unNumber: transport.un_number,
    shippingName: transport.proper_shipping_name,
    transportClass: transport.transport_hazard_class,
    packingGroup: transport.packing_group,
  };
}

export interface FieldCase {
  name: string;
  /** The document language the engine reports (ISO 639-1); not asserted when not given. */
  language?: string;
  /** The sheet's text, '\n' between lines and '\f' between pages. */
  text: string;
  expected: Partial<Fields>;
  /** Fields of the text the engine does not read yet, and why (not asserted). */
  leftOut?: string;
}

/** A describe block a case: its language where given, then each expected field equal to the one read. */
export function describeFieldCases(cases: FieldCase[], options: FieldOptions = {}): void {
  describe.each(cases)('$name', ({ language, text, expected }) => {
    let actual: Fields;
    beforeAll(() => {
      actual = fieldsOf(readSheet(text), options);
    });

    if (language !== undefined) {
      it('is read as its language', () => {
        expect(actual.language).toBe(language);
      });
    }

    it.each(Object.entries(expected))('%s', (field, value) => {
      expect(actual[field as keyof Fields]).toEqual(value);
    });
  });
}

/** What `describeSectionCases` compares, section by section. */
export interface SectionsExpected {
  product: Partial<LayoutA['product_identification']>;
  hazards: Partial<LayoutA['hazards_identification']>;
  components: Array<{ cas: string; min: number | null; max: number | null }>;
  /** Compared by value (a `{ value }` the record holds is compared by its value). */
  properties: Partial<
    Record<
      'physical_state' | 'flash_point_c' | 'boiling_point_c' | 'melting_point_c' | 'density' | 'ph',
      unknown
    >
  >;
  transport: Partial<LayoutA['transport_information']>;
  revision: Partial<LayoutA['revision_metadata']>;
}

export interface SectionCase {
  name: string;
  /** The document language reported (ISO 639-1); the harness's `language` when not given. */
  language?: string;
  lines: string[];
  expected: SectionsExpected;
  /** Fields of the sheet the engine does not read yet, and why (not asserted). */
  notRead?: Record<string, string>;
}

/**
 * A describe block `title` holding one a case: the language (the case's, else `defaults.language`) and the
 * 16 sections, then sections 1 (with the revision metadata), 2, 3, 9 and 14.
 */
export function describeSectionCases(
  title: string,
  cases: SectionCase[],
  defaults: { language?: string } = {},
): void {
  describe(title, () => {
    describe.each(cases)('$name', ({ language, lines, expected }) => {
      const json = readSheet(lines);

      it('is read in its language with its 16 sections', () => {
        expect(json.document.language).toBe(language ?? defaults.language);
        expect(json.document.sections_found.map((section) => section.number)).toEqual([
          1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
        ]);
      });

      it('reads section 1 and the revision metadata', () => {
        expect(json.product_identification).toMatchObject(expected.product);
        expect(json.revision_metadata).toMatchObject(expected.revision);
      });

      it('reads section 2', () => {
        expect(json.hazards_identification).toMatchObject(expected.hazards);
      });

      it('reads the components of section 3', () => {
        expect(
          json.composition.components.map((component) => ({
            cas: component.cas_number,
            min: component.concentration?.min ?? null,
            max: component.concentration?.max ?? null,
          })),
        ).toEqual(expected.components);
      });

      it('reads section 9', () => {
        const properties = json.physical_chemical_properties as unknown as Record<string, unknown>;
        for (const [key, value] of Object.entries(expected.properties)) {
          const read = properties[key];
          expect([
            key,
            read !== null && typeof read === 'object' ? (read as { value: unknown }).value : read,
          ]).toEqual([key, value]);
        }
      });

      it('reads section 14', () => {
        expect(json.transport_information).toMatchObject(expected.transport);
      });
    });
  });
}

/** `text` with `from`, which it must hold once, replaced by `to` (a variant of a sheet). */
export function replaced(text: string, from: string, to: string): string {
  const at = text.indexOf(from);
  if (at < 0 || text.indexOf(from, at + 1) >= 0) {
    throw new Error(`the text does not hold ${JSON.stringify(from)} once`);
  }
  return text.slice(0, at) + to + text.slice(at + from.length);
}
