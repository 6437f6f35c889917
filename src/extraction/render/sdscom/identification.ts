import type { LayoutA } from '../../schema/index.js';
import { textPhrase } from './phrase.js';
import { clip, type XmlTree } from './xml-tree.js';

/** Section 1 (`IdentificationSubstPrep`) and the SDS dates, which eSDScom keeps with the supplier. */

export interface Provenance {
  /** ISO date the data were entered (the extraction), eSDScom `EditingDate`. */
  editingDate: string;
  country: string;
}

const UFI = /^([A-Z0-9]{4}-){3}[A-Z0-9]{4}$/;
/** The schema's e-mail pattern, anchored as XSD patterns are. */
const EMAIL = /^[0-9a-zA-Z](?:[-.\w]*[0-9a-zA-Z])*@(?:[0-9a-zA-Z][-\w]*[0-9a-zA-Z]\.)+[a-zA-Z]{2,9}$/;

function tradeProductIdentity(record: LayoutA): XmlTree {
  const id = record.product_identification;
  const ufi = id.ufi?.toUpperCase().replace(/\s+/g, '');
  const components = record.composition.components;
  const substance =
    record.composition.type === 'substance' && components.length === 1 ? components[0] : undefined;
  return {
    // Required; the supplier's own instance (no UserId) carries the product code when printed.
    ProductNoUser: clip(id.product_code ?? '', 128),
    SubstanceIdentifiers: substance?.cas_number ? { CasNo: substance.cas_number } : undefined,
    ProductIdentifiers:
      id.product_name || (ufi && UFI.test(ufi))
        ? {
            TradeName: id.product_name ? clip(id.product_name, 1024) : undefined,
            RegionEU: ufi && UFI.test(ufi) ? { Ufi: ufi } : undefined,
          }
        : undefined,
  };
}

/** The address as printed: lines split on line breaks or commas, the rest joined into the last line. */
function address(printed: string | null): XmlTree {
  const parts = (printed ?? '')
    .split(/\s*[\n,;]\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  const lines = [parts[0], parts[1], parts.slice(2).join(', ') || undefined];
  return {
    PostAddressLine1: lines[0] ? clip(lines[0], 256) : undefined,
    PostAddressLine2: lines[1] ? clip(lines[1], 256) : undefined,
    PostAddressLine3: lines[2] ? clip(lines[2], 256) : undefined,
  };
}

function supplierInformation(record: LayoutA, country: string): XmlTree {
  const id = record.product_identification;
  return {
    Country: country,
    Name: clip(id.supplier_name ?? '', 256),
    Address: address(id.supplier_address),
    Phone: clip(id.supplier_phone ?? '', 256),
    Email: id.supplier_email && EMAIL.test(id.supplier_email) ? id.supplier_email : undefined,
  };
}

/** Supplier, emergency phone, version and dates; `IssueDate` is required, see the docs for the fallback. */
function supplierRegion(record: LayoutA, provenance: Provenance): XmlTree {
  const revision = record.revision_metadata;
  const version = revision.version && [...revision.version].length <= 10 ? revision.version : undefined;
  return {
    SdsName: record.product_identification.product_name
      ? clip(record.product_identification.product_name, 512)
      : undefined,
    VersionNo: version,
    IssueDate: revision.issue_date ?? revision.revision_date ?? provenance.editingDate,
    RevisionDate: revision.revision_date ?? undefined,
    EditingDate: provenance.editingDate,
    SupplierInformation: supplierInformation(record, provenance.country),
    EmergencyPhone: record.product_identification.emergency_phone
      ? { No: clip(record.product_identification.emergency_phone, 256) }
      : undefined,
  };
}

export function identification(record: LayoutA, provenance: Provenance): XmlTree {
  const id = record.product_identification;
  return {
    TradeProductIdentity: tradeProductIdentity(record),
    Use: textPhrase(id.recommended_use),
    UseAdvisedAgainst: textPhrase(id.restrictions_on_use),
    RegionEU: supplierRegion(record, provenance),
  };
}
