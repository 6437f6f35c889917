/** Greek and Cyrillic capitals that look like the Latin letters of H, P, EUH and UN codes. */
const LATIN_LOOKALIKES: Record<string, string> = {
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'U',
  υ: 'U',
  А: 'A',
  В: 'B',
  Е: 'E',
  Н: 'H',
  К: 'K',
  М: 'M',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'U',
};
const CODE_WITH_LOOKALIKES = /^[ΑΒΕΗΙΚΜΝΟΡΤΥυАВЕНКМОРСТУA-Z]{1,3}\d{3,4}\b/u;

/**
 * A Greek or Cyrillic model reads the Latin letters of a code as their look-alikes ("Η225", "Ρ210",
 * "υΝ1090"); a word shaped like a code gets its Latin letters back.
 */
export function latinCode(word: string): string {
  const match = CODE_WITH_LOOKALIKES.exec(word);
  if (!match) return word;
  return (
    [...match[0]].map((letter) => LATIN_LOOKALIKES[letter] ?? letter).join('') + word.slice(match[0].length)
  );
}
