import type { ExposureLimit, LayoutA } from '../../schema/index.js';
import { phrase, textPhrase } from './phrase.js';
import { valueWithUnit } from './quantity.js';
import { sdscomUnit } from './units.js';
import { type XmlTree } from './xml-tree.js';

/** Section 8 (`ExposureControlPersonalProtection`): occupational exposure limits and protective equipment. */

/** The record's lists that eSDScom names (`OELV` is its `OEL`); others stay as text. */
const LIMIT_LISTS: Readonly<Record<string, string>> = {
  PEL: 'PEL',
  WEL: 'WEL',
  AGW: 'AGW',
  MAK: 'MAK',
  OELV: 'OEL',
};
/** A limit of no list eSDScom names is typed by its kind where eSDScom has a code for it. */
const KIND_TYPES: Readonly<Record<ExposureLimit['kind'], string | undefined>> = {
  long_term: 'TWA',
  short_term: 'STEL',
  ceiling: undefined,
};

function limitValue(limit: ExposureLimit): XmlTree {
  const unit = sdscomUnit(limit.unit);
  if (!unit) return {};
  const value = valueWithUnit(limit.value, unit);
  if (limit.kind === 'short_term') return { LimitShortTerm: { Value: value } };
  if (limit.kind === 'ceiling') return { PeakLimitation: { Value: value } };
  return { Limit8H: value };
}

function exposureLimit(limit: ExposureLimit): XmlTree {
  const listCode = limit.list ? LIMIT_LISTS[limit.list] : undefined;
  const named = listCode ?? (limit.list ? undefined : KIND_TYPES[limit.kind]);
  const substance = [limit.substance, limit.cas_number && `CAS ${limit.cas_number}`]
    .filter(Boolean)
    .join(', ');
  const unmapped = sdscomUnit(limit.unit) === undefined;
  return {
    LimitValueTypeWithCountryOrOrganisation: named,
    ...limitValue(limit),
    Reference: textPhrase(limit.source),
    // eSDScom lists a mixture's limits per component; the record's substance is named here instead.
    AdditionalInfo: [
      substance ? phrase(substance) : undefined,
      named ? undefined : phrase(limit.list ?? 'Ceiling'),
      unmapped ? phrase(`${limit.value} ${limit.unit}`) : undefined,
    ],
  };
}

const PPE_ELEMENTS = {
  respiratory_protection: 'RespiratoryProtection',
  eye_protection: 'EyeProtection',
  hand_protection: 'HandProtection',
  skin_protection: 'SkinProtection',
} as const;

/** One element per recommended protection (empty when only recommended), with the printed advice. */
function protectiveEquipment(record: LayoutA): XmlTree | undefined {
  const { ppe, ppe_details: details } = record.exposure_controls_ppe;
  const equipment: XmlTree = {};
  for (const [kind, element] of Object.entries(PPE_ELEMENTS) as Array<[keyof typeof PPE_ELEMENTS, string]>) {
    const advice = details[kind];
    if (ppe.includes(kind) || advice) equipment[element] = { AdditionalInfo: textPhrase(advice) };
  }
  return Object.keys(equipment).length > 0 ? equipment : undefined;
}

export function exposureControls(record: LayoutA): XmlTree {
  const limits = record.exposure_controls_ppe.occupational_exposure_limits;
  return {
    ControlParameters:
      limits.length > 0
        ? { OccupationalExposureLimits: { OccupationalExposureLimit: limits.map(exposureLimit) } }
        : undefined,
    PersonalProtectionEquipment: protectiveEquipment(record),
  };
}
