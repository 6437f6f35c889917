import { wordAlternation } from './labels.js';
/**
 * The occupational exposure limit lists an SDS names in 8.1, by the acronym it prints, and the country
 * whose law or body publishes each (ISO 3166-1 alpha-2; null for lists used across countries, such as
 * the EU's indicative values or the German-speaking MAK values of DE, AT and CH).
 * Sources: the UK HSE's EH40/2005 (WEL), Ireland's HSA Code of Practice (OELV), Germany's TRGS 900
 * (AGW), France's INRS ED 984 (VLEP), Spain's INSST LEP (VLA-ED / VLA-EC), Poland's NDS regulation,
 * Finland's HTP values, Sweden's AFS (NGV / KGV), Austria's GKV, US OSHA 29 CFR 1910.1000 (PEL),
 * NIOSH (REL), ACGIH (TLV), Australia's Safe Work Australia WES, Canada's provincial OELs.
 */
interface LimitList {
  /** Whole words as printed, folded. */
  words: readonly string[];
  list: string;
  country: string | null;
}

const LISTS: readonly LimitList[] = [
  { words: ['wel', 'eh40'], list: 'WEL', country: 'GB' },
  { words: ['ioelv', 'iolv'], list: 'IOELV', country: null },
  { words: ['oelv'], list: 'OELV', country: null },
  { words: ['agw', 'trgs 900'], list: 'AGW', country: 'DE' },
  { words: ['mak'], list: 'MAK', country: null },
  { words: ['vlep', 'vme', 'vle'], list: 'VLEP', country: null },
  { words: ['vla', 'vla-ed', 'vla-ec', 'insst', 'insht'], list: 'VLA', country: 'ES' },
  { words: ['nds', 'ndsch', 'ndsp'], list: 'NDS', country: 'PL' },
  { words: ['htp'], list: 'HTP', country: 'FI' },
  { words: ['ngv', 'kgv'], list: 'NGV', country: 'SE' },
  { words: ['gkv'], list: 'GKV', country: 'AT' },
  { words: ['osha', 'osha pel', 'cal/osha'], list: 'PEL', country: 'US' },
  // Czech law also calls its limits PEL (and NPK-P): the acronym alone names no country.
  { words: ['pel'], list: 'PEL', country: null },
  { words: ['rel', 'niosh'], list: 'REL', country: 'US' },
  { words: ['acgih'], list: 'TLV', country: 'US' },
  { words: ['tlv'], list: 'TLV', country: null },
  { words: ['wes', 'safe work australia'], list: 'WES', country: 'AU' },
  { words: ['mac'], list: 'MAC', country: null },
];

/** Country names and codes as rows print them ("PEL (USA)", "UK", "Deutschland"), folded. */
const COUNTRIES: ReadonlyArray<[readonly string[], string]> = [
  [['usa', 'united states', 'u.s.', 'us', 'estados unidos', 'eua', 'etats-unis'], 'US'],
  [['uk', 'united kingdom', 'great britain', 'gb', 'royaume-uni', 'reino unido'], 'GB'],
  [['ireland', 'ie'], 'IE'],
  [['germany', 'deutschland', 'de', 'allemagne', 'alemania', 'alemanha', 'germania'], 'DE'],
  [['france', 'fr', 'francia', 'franca', 'frankreich'], 'FR'],
  [['spain', 'espana', 'es', 'espagne', 'spanien'], 'ES'],
  [['italy', 'italia', 'it', 'italie'], 'IT'],
  [['portugal', 'pt'], 'PT'],
  [['netherlands', 'nederland', 'nl', 'pays-bas', 'niederlande'], 'NL'],
  [['belgium', 'belgique', 'belgie', 'be', 'belgien'], 'BE'],
  [['austria', 'osterreich', 'at', 'autriche'], 'AT'],
  [['switzerland', 'schweiz', 'suisse', 'svizzera', 'ch'], 'CH'],
  [['poland', 'polska', 'pl'], 'PL'],
  [['denmark', 'danmark', 'dk'], 'DK'],
  [['sweden', 'sverige', 'se'], 'SE'],
  [['norway', 'norge', 'no'], 'NO'],
  [['finland', 'suomi', 'fi'], 'FI'],
  [['canada', 'ca'], 'CA'],
  [['australia', 'au'], 'AU'],
  [['new zealand', 'nz'], 'NZ'],
  [['mexico', 'mx'], 'MX'],
  [['brazil', 'brasil', 'br'], 'BR'],
  [['japan', 'jp'], 'JP'],
  [['china', 'cn'], 'CN'],
];

const wholeWord = (words: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${wordAlternation(words)})(?![\\p{L}\\p{N}])`, 'gu');

const LIST_PATTERNS = LISTS.map((list) => ({ ...list, pattern: wholeWord(list.words) }));
/** Two-letter codes count only as printed in capitals or brackets; full names anywhere. */
const COUNTRY_PATTERNS = COUNTRIES.map(([names, code]) => ({
  code,
  long: wholeWord(names.filter((name) => name.length > 2)),
  short: names.filter((name) => name.length <= 2),
}));

export interface ListMention {
  list: string;
  country: string | null;
  at: number;
  end: number;
}

/** The limit lists a folded text names, with where each starts. */
export function listsIn(folded: string): ListMention[] {
  return LIST_PATTERNS.flatMap(({ pattern, list, country }) =>
    [...folded.matchAll(pattern)].map((match) => ({
      list,
      country,
      at: match.index,
      end: match.index + match[0].length,
    })),
  ).sort((a, b) => a.at - b.at);
}

/** The country a printed text names (a country name, or a code in capitals: "(US)", "DE:"). */
export function countryIn(printed: string, folded: string): string | null {
  for (const { code, long, short } of COUNTRY_PATTERNS) {
    long.lastIndex = 0;
    if (long.test(folded)) return code;
    if (short.some((name) => new RegExp(`(?<![\\p{L}])${name.toUpperCase()}(?![\\p{L}])`, 'u').test(printed)))
      return code;
  }
  return null;
}
