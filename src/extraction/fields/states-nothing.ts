import { valuePhrases } from '../languages/index.js';
import { fold } from '../text.js';
import { wordAlternation } from './labels.js';

/** "Not available", "Keine Daten" (the modules' `valuePhrases`, folded). */
const NOT_AVAILABLE = valuePhrases('notAvailable');
/** "N/A", "N.D./N.A.", "n.b.": letters of an abbreviation of "no data". */
const NO_DATA_ABBREVIATION = /^\p{L}{1,2}(?:\s?[./]{1,2}\s?\p{L}{1,2})+[./]?$/u;
/** "See …" in the modules' words (`valuePhrases` seeReference), as the value's first word. */
const SEE_REFERENCE = new RegExp(`^(?:${wordAlternation(valuePhrases('seeReference'))})(?![\\p{L}])`, 'u');

/**
 * A value that states nothing: "not available" in the modules' words, its abbreviation, or only a
 * pointer to another document ("see quality description").
 */
export function statesNothing(value: string): boolean {
  const folded = fold(value);
  return (
    NOT_AVAILABLE.some((phrase) => folded.startsWith(phrase)) ||
    NO_DATA_ABBREVIATION.test(value.trim()) ||
    // "See the technical data sheet. Cleaning agent." goes on to state a value after its pointer.
    (SEE_REFERENCE.test(folded) && !/[.;]\s+\S/.test(value.trim()))
  );
}
