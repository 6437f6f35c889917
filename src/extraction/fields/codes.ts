/** Finding hazard (H), EU (EUH) and precautionary (P) statement codes in text. */

const H_CODE = /\bH\s?(\d{3})(FD|Fd|fD|Df|F|D|fd|f|d|i)?(?![\d])/g;
const EUH_CODE = /\bEUH\s?(\d{3}A?)(?!\d)/g;
/** A P code and the codes combined with it; the short form repeats no letter (`P301+330+331`). */
const P_COMBINATION = /\bP\s?\d{3}(?:\s*\+\s*(?:P\s?)?\d{3})*(?!\d)/g;

export function findHCodes(text: string): string[] {
  const found: string[] = [];
  for (const match of text.replace(/EUH\s?\d{3}/g, ' ').matchAll(H_CODE)) {
    found.push(`H${match[1]}${match[2] ?? ''}`);
  }
  return found;
}

export function findEuhCodes(text: string): string[] {
  return [...text.matchAll(EUH_CODE)].map((match) => `EUH${match[1]}`);
}

/** P codes as printed: combinations such as `P305+P351+P338` stay one entry, each part with its letter. */
export function findPCodes(text: string): string[] {
  return [...text.matchAll(P_COMBINATION)].map((match) =>
    match[0]
      .replace(/\s+/g, '')
      .split('+')
      .map((part) => (part.startsWith('P') ? part : `P${part}`))
      .join('+'),
  );
}

export function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}
