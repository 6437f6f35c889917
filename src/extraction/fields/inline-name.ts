import { cells, collapseSpaces } from '../text.js';

/**
 * A substance's name printed inline before its identifiers, on a row whose cells are not spaced apart
 * ("Acetone CAS 67-64-1 EC 200-662-2 50 - 70 %", "Ethanol, CAS-No.: 64-17-5 TWA 1000 ppm").
 */

/** A CAS or EC number. */
const IDENTIFIER = /(?<![\d-])(?:\d{2,7}-\d{2}|\d{3}-\d{3})-\d(?![\d-])/;
/**
 * The acronym of a registry with its number word, as rows print them before the number ("CAS",
 * "CAS-No.:", "CAS RN", "EC no.", "EG-Nr.", "N° CE", "Nr WE", "EINECS").
 */
const REGISTRY_LABEL =
  /(?:[,;:(]\s*)?(?:(?:n[°ºo]\.?|nr\.?|no\.?)\s*)?\b(?:cas|ec|eg|ce|we|einecs|elincs)\b(?:[\s.-]*(?:rn|no|nr|n[°º]|number|c\.|č)\.?)?\s*[:#.]?\s*$/i;

/** A name starts with a letter or a locant ("2-Butoxyethanol", "1,2-Propanediol"), not a row number. */
const NAME_START = /^(?:\p{L}|\d+(?:,\d+)*-\p{L})/u;

/**
 * The words before the first CAS or EC number in the cell that holds it, without the registry's
 * label: a name of at least three letters that starts the cell, else null.
 */
export function nameBeforeIdentifier(text: string): string | null {
  const cell = cells(text).find((candidate) => IDENTIFIER.test(candidate));
  if (!cell) return null;
  const before = cell.slice(0, IDENTIFIER.exec(cell)?.index ?? 0).replace(REGISTRY_LABEL, '');
  const name = collapseSpaces(before.replace(/[\s,;:(–-]+$/, ''));
  return NAME_START.test(name) && /\p{L}{3}/u.test(name) ? name : null;
}
