import { create } from 'xmlbuilder2';
import type { LayoutA } from '../../schema/index.js';
import { composition } from './composition.js';
import { inferCountry } from './country.js';
import { exposureControls } from './exposure.js';
import { hazardIdentification } from './hazards.js';
import { identification } from './identification.js';
import { physicalChemicalProperties } from './properties.js';
import { toxicologicalInformation } from './toxicology.js';
import { transportInformation } from './transport.js';
import { compact, type XmlTree } from './xml-tree.js';

/**
 * The record as an eSDScom 5.6 `DatasheetFeed` (http://www.esdscom.eu/eSDScom) with one `Datasheet`.
 * Only the root is in the namespace: the schema's local elements are unqualified. All 16 sections are
 * present, as the schema requires; those the record has no field for are empty.
 */

export const SDSCOM_NAMESPACE = 'http://www.esdscom.eu/eSDScom';
export const SDSCOM_VERSION = '5.6';

export interface SdscomOptions {
  /** ISO date of the extraction: the data-entry date (`EditingDate`) and the export date. */
  editingDate: string;
  /** The producing system and version (`SystemUsedInPreparation`, at most 64 characters). */
  tool: string;
}

/** The document language, or English when the engine could not tell (the schema requires one). */
function languageOf(record: LayoutA): string {
  return record.document.language ?? 'en';
}

function header(record: LayoutA, country: string, options: SdscomOptions): XmlTree {
  return {
    SdscomVersionNo: SDSCOM_VERSION,
    Language: { FreetextLanguageCode: languageOf(record) },
    RegulationsRelatedToCountryOrRegion: { RegulationsRelatedToCountryOrRegionCode: country },
    SystemUsedInPreparation: options.tool.slice(0, 64),
    DateGeneratedExport: options.editingDate,
  };
}

function otherInformation(record: LayoutA): XmlTree {
  const { version, revision_date: revisionDate } = record.revision_metadata;
  const revisionNo = version && [...version].length <= 16 ? version : undefined;
  return revisionNo || revisionDate
    ? { RevisionInformation: { RevisionNo: revisionNo, LastUpdateDate: revisionDate ?? undefined } }
    : {};
}

function datasheet(record: LayoutA, country: string, options: SdscomOptions): XmlTree {
  return {
    IdentificationSubstPrep: identification(record, { editingDate: options.editingDate, country }),
    HazardIdentification: hazardIdentification(record),
    Composition: composition(record),
    FirstAidMeasures: {},
    FireFightingMeasures: {},
    AccidentalReleaseMeasures: {},
    HandlingAndStorage: {},
    ExposureControlPersonalProtection: exposureControls(record),
    PhysicalChemicalProperties: physicalChemicalProperties(record),
    StabilityReactivity: {},
    ToxicologicalInformation: toxicologicalInformation(record),
    EcologicalInformation: {},
    DisposalConsiderations: {},
    TransportInformation: transportInformation(record),
    RegulatoryInformation: {},
    OtherInformation: otherInformation(record),
  };
}

export function toSdscom(record: LayoutA, options: SdscomOptions): string {
  const country = inferCountry(record);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(SDSCOM_NAMESPACE, 'eSDScom:DatasheetFeed');
  root.ele(
    compact({
      InformationFromExportingSystem: header(record, country, options),
      Datasheet: datasheet(record, country, options),
    }),
  );
  return root.end({ prettyPrint: true });
}
