import { CLP_CLASS_CATEGORIES } from './clp-codes.js';
import { phrase } from './phrase.js';
import type { XmlTree } from './xml-tree.js';

/**
 * A classification list (`Flam. Liq. 2`, `Acute Tox. 4`...) as CLP 2023/707 classifications.
 * CLP differentiates acute toxicity by route and STOT SE 3 by effect; where the record gives only the
 * class and category, the hazard statements of that category tell which apply (CLP Annex I 3.1 and
 * 3.8, Table 3.1.3 and 3.8.3). Entries that are not CLP codes (a US `Eye Irrit. 2A` is, a pre-GHS
 * rating is not) are returned as text.
 */

const ACUTE_TOX_H: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '1': { oral: 'H300', dermal: 'H310', inhalation: 'H330' },
  '2': { oral: 'H300', dermal: 'H310', inhalation: 'H330' },
  '3': { oral: 'H301', dermal: 'H311', inhalation: 'H331' },
  '4': { oral: 'H302', dermal: 'H312', inhalation: 'H332' },
};

function differentiated(entry: string, hCodes: ReadonlySet<string>): string[] {
  const normalized = entry.replace(/\s+/g, ' ').trim();
  const acute = /^Acute Tox\. ([1-4])(?: \((oral|dermal|inhalation)\))?$/i.exec(normalized);
  if (acute?.[1]) {
    if (acute[2]) return [`Acute Tox. ${acute[1]} (${acute[2].toLowerCase()})`];
    const routes = Object.entries(ACUTE_TOX_H[acute[1]] ?? {}).filter(([, code]) => hCodes.has(code));
    return routes.map(([route]) => `Acute Tox. ${acute[1]} (${route})`);
  }
  if (/^STOT SE 3$/i.test(normalized)) {
    const effects = [hCodes.has('H335') && 'resp.', hCodes.has('H336') && 'narc.'].filter(Boolean);
    return effects.length > 0 ? [`STOT SE 3 (${effects.join(', ')})`] : [];
  }
  return CLP_CLASS_CATEGORIES.has(normalized) ? [normalized] : [];
}

export interface ClpClassification {
  /** `ClpHazardClassification_2023_707`, or undefined when no entry is a CLP code. */
  clp: XmlTree | undefined;
  /** Entries kept as text. */
  other: string[];
}

export function clpClassification(entries: readonly string[], hCodes: readonly string[]): ClpClassification {
  const codes = new Set(hCodes.flatMap((code) => code.split('+')));
  const classifications: XmlTree[] = [];
  const other: string[] = [];
  for (const entry of entries) {
    const categories = differentiated(entry, codes);
    if (categories.length === 0) other.push(entry);
    for (const category of categories) {
      classifications.push({ HazardClassCategory: category, HazardClassCategoryPrintable: phrase(entry) });
    }
  }
  return {
    clp:
      classifications.length > 0
        ? { ClpHazardClassification_2023_707: { Classification: classifications } }
        : undefined,
    other,
  };
}
