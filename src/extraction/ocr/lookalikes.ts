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

/**
 * Cyrillic and Greek letters that English reads as Latin ones of the same shape; the lowercase
 * Cyrillic н, п, т, к, м, в look like small capitals or Latin n.
 */
const SCRIPT_LETTER_OF_LATIN: Record<LookalikeScript, Record<string, string>> = {
  cyrillic: {
    A: 'а',
    a: 'а',
    B: 'в',
    C: 'с',
    c: 'с',
    E: 'е',
    e: 'е',
    H: 'н',
    K: 'к',
    k: 'к',
    M: 'м',
    n: 'п',
    O: 'о',
    o: 'о',
    P: 'р',
    p: 'р',
    T: 'т',
    X: 'х',
    x: 'х',
    y: 'у',
    Y: 'у',
    r: 'г',
    u: 'и',
  },
  greek: {
    A: 'α',
    a: 'α',
    B: 'β',
    E: 'ε',
    H: 'η',
    I: 'ι',
    i: 'ι',
    K: 'κ',
    k: 'κ',
    M: 'μ',
    N: 'ν',
    v: 'ν',
    O: 'ο',
    o: 'ο',
    P: 'ρ',
    p: 'ρ',
    T: 'τ',
    t: 'τ',
    X: 'χ',
    x: 'χ',
    Y: 'υ',
    u: 'υ',
    Z: 'ζ',
  },
};
const LATIN_WORD = /^([A-Za-z]+)([.,:;]?)$/;

export type LookalikeScript = 'cyrillic' | 'greek';

/** The folded words of the page language's vocabulary (section titles, signal words, labels). */
export interface ScriptVocabulary {
  script: LookalikeScript;
  words: ReadonlySet<string>;
}

/**
 * English reads some Cyrillic and Greek words as Latin letters of the same shapes ("OnacHo" for
 * Опасно, "Ha" for на). A Latin word on such a page whose letters, spelled in the page's script,
 * make a word of the language's vocabulary is that word; any other Latin word (a product or
 * supplier name) is left as read.
 */
export function scriptWord(word: string, vocabulary: ScriptVocabulary): string {
  const match = LATIN_WORD.exec(word);
  if (!match?.[1]) return word;
  const letters = SCRIPT_LETTER_OF_LATIN[vocabulary.script];
  const spelled = [...match[1]].map((letter) => letters[letter]);
  if (spelled.some((letter) => letter === undefined)) return word;
  const inScript = spelled.join('');
  if (!vocabulary.words.has(inScript)) return word;
  const first = match[1] === match[1].toLowerCase() ? inScript.charAt(0) : inScript.charAt(0).toUpperCase();
  return first + inScript.slice(1) + (match[2] ?? '');
}
