/**
 * The registry of language modules: which languages the engine reads, their vocabulary folded for
 * matching, and the unions the language-blind steps use (section topics, SDS titles, signal words).
 * Adding a language is adding a module here.
 */
import { fold } from '../text.js';
import ar from './ar.js';
import bg from './bg.js';
import cs from './cs.js';
import da from './da.js';
import de from './de.js';
import el from './el.js';
import en from './en.js';
import es from './es.js';
import et from './et.js';
import fi from './fi.js';
import fr from './fr.js';
import ga from './ga.js';
import hr from './hr.js';
import hu from './hu.js';
import id from './id.js';
import is from './is.js';
import it from './it.js';
import ja from './ja.js';
import ko from './ko.js';
import lt from './lt.js';
import lv from './lv.js';
import ms from './ms.js';
import mt from './mt.js';
import nl from './nl.js';
import no from './no.js';
import pl from './pl.js';
import pt from './pt.js';
import ro from './ro.js';
import ru from './ru.js';
import sk from './sk.js';
import sl from './sl.js';
import sv from './sv.js';
import th from './th.js';
import tr from './tr.js';
import type {
  FieldLabelKey,
  LanguageModule,
  MatchedWordKey,
  MatchedWords,
  MonthNumber,
  PhysicalStateWord,
  SectionNumber,
  SubsectionKey,
  ValuePhraseKey,
} from './types.js';
import uk from './uk.js';
import vi from './vi.js';
import zhHans from './zh-hans.js';
import zhHant from './zh-hant.js';

export type {
  FieldLabelKey,
  LanguageModule,
  MatchedWordKey,
  MatchedWords,
  MonthNumber,
  PhysicalStateWord,
  Script,
  SectionNumber,
  SubsectionKey,
  ValuePhraseKey,
} from './types.js';

/** Every supported language; English first (the fallback and the companion of every OCR run). */
export const LANGUAGES: readonly LanguageModule[] = [
  en,
  de,
  fr,
  es,
  pt,
  it,
  nl,
  pl,
  cs,
  sk,
  hu,
  da,
  fi,
  tr,
  sv,
  no,
  is,
  et,
  lv,
  lt,
  sl,
  hr,
  ro,
  bg,
  el,
  mt,
  ga,
  ru,
  uk,
  zhHans,
  zhHant,
  ja,
  ko,
  th,
  vi,
  id,
  ms,
  ar,
];

export function languageById(id: string): LanguageModule | undefined {
  return LANGUAGES.find((language) => language.id === id);
}

/** The module for an ISO 639-1 code or a language tag ("pt-BR", "zh-Hant"). */
export function languageForTag(tag: string): LanguageModule | undefined {
  const lower = tag.toLowerCase();
  return languageById(lower) ?? LANGUAGES.find((language) => language.iso === lower.split(/[-_]/)[0]);
}

function folded(words: readonly string[]): string[] {
  return [...new Set(words.map(fold).filter((word) => word.length > 0))];
}

/**
 * The order in which topics are tried: a title takes the first topic with a matching fragment, so
 * "Hazardous ingredients" is composition, "Hazards identification" is hazards (not identification)
 * and "Avfallshantering" (waste handling) is disposal (not handling).
 */
const TOPIC_ORDER: readonly SectionNumber[] = [3, 4, 5, 6, 13, 7, 8, 9, 10, 11, 12, 14, 15, 16, 2, 1];

interface SectionTopic {
  number: SectionNumber;
  fragments: readonly string[];
}

const TOPICS_IN_ORDER: readonly SectionTopic[] = TOPIC_ORDER.map((number) => ({
  number,
  fragments: folded(LANGUAGES.flatMap((language) => language.sections[number] ?? [])),
}));

/**
 * Whether one word can hold a later topic's fragment and, overlapping its end, an earlier topic's
 * fragment ("ecotox" of section 12 and "toxicolog" of section 11 in "ecotoxicolog"): the fragments
 * share at least three letters, half the later fragment or more.
 */
function sharesWord(later: string, earlier: string): boolean {
  for (let shared = Math.min(later.length, earlier.length) - 1; shared >= 3; shared--) {
    if (later.endsWith(earlier.slice(0, shared))) return 2 * shared >= later.length;
  }
  return false;
}

/**
 * Section title fragments of all languages (folded), by topic in matching order. A fragment that
 * begins a word an earlier topic's fragment ends ("Información ecotoxicológica" is section 12, not
 * the section 11 its "toxicolog" names) is tried just before that topic.
 */
export const SECTION_TOPICS: readonly SectionTopic[] = TOPICS_IN_ORDER.flatMap((topic, i) => [
  ...TOPICS_IN_ORDER.slice(i + 1)
    .map((later) => ({
      number: later.number,
      fragments: later.fragments.filter((fragment) =>
        topic.fragments.some((earlier) => sharesWord(fragment, earlier)),
      ),
    }))
    .filter((later) => later.fragments.length > 0),
  topic,
]);

/** The words for "section" in every language (folded). */
export const SECTION_WORDS: readonly string[] = folded(
  LANGUAGES.flatMap((language) => language.sectionWords),
);

/** Titles of a safety data sheet in every language (folded): what marks a document as an SDS. */
export const SDS_TITLES: readonly string[] = folded(LANGUAGES.flatMap((language) => language.documentTitles));

/** The words linking a document title to its product, in every language (folded). */
export const TITLE_PRODUCT_LINKS: readonly string[] = folded(
  LANGUAGES.flatMap((language) => language.titleProductLinks ?? []),
);

/** The signal words of every language (folded). */
export const SIGNAL_WORDS: { Danger: readonly string[]; Warning: readonly string[] } = {
  Danger: folded(LANGUAGES.flatMap((language) => language.signalWords.Danger)),
  Warning: folded(
    LANGUAGES.flatMap((language) => [
      ...language.signalWords.Warning,
      ...(language.matchedWords?.regionalWarningWord?.whole ?? []),
    ]),
  ),
};

/**
 * Official sub-section titles (folded) for one sub-section: the given language's first, then the
 * other languages' (documents print bilingual titles, and the language guess can be wrong).
 */
export function subsectionTitles(key: SubsectionKey, languageIso?: string | null): string[] {
  return folded(documentLanguageFirst(languageIso).flatMap((language) => language.subsections[key] ?? []));
}

/** A field's label words (folded) in every language, the document's language first. */
export function fieldLabels(key: FieldLabelKey, languageIso?: string | null): string[] {
  return folded(documentLanguageFirst(languageIso).flatMap((language) => language.fieldLabels?.[key] ?? []));
}

const MONTHS: readonly MonthNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * Month names of every language (folded) and their month; a name two languages give to different
 * months keeps the earlier month.
 */
export const MONTH_NUMBERS: ReadonlyMap<string, MonthNumber> = monthNumbers();

function monthNumbers(): Map<string, MonthNumber> {
  const numbers = new Map<string, MonthNumber>();
  for (const month of MONTHS) {
    for (const name of folded(LANGUAGES.flatMap((language) => language.months?.[month] ?? []))) {
      if (!numbers.has(name)) numbers.set(name, month);
    }
  }
  return numbers;
}

/** A field's value phrases (folded) in every language, the document's language first. */
export function valuePhrases(key: ValuePhraseKey, languageIso?: string | null): string[] {
  return folded(documentLanguageFirst(languageIso).flatMap((language) => language.valuePhrases?.[key] ?? []));
}

function documentLanguageFirst(languageIso?: string | null): LanguageModule[] {
  return [
    ...LANGUAGES.filter((language) => language.iso === languageIso),
    ...LANGUAGES.filter((language) => language.iso !== languageIso),
  ];
}

/** Labels of the revision date and of the issue date in every language (folded). */
export const DATE_LABELS: { revision: readonly string[]; issue: readonly string[] } = {
  revision: folded(LANGUAGES.flatMap((language) => language.dateLabels.revision)),
  issue: folded(LANGUAGES.flatMap((language) => language.dateLabels.issue)),
};

/** Labels of the physical state (section 9.1 (a)) in every language (folded). */
export const PHYSICAL_STATE_LABELS: readonly string[] = folded(
  LANGUAGES.flatMap((language) => language.physicalState.labels),
);

/**
 * The words for each physical state in every language (folded), with the script they are written in:
 * scripts that separate words by spaces are matched as whole words.
 */
export const PHYSICAL_STATE_WORDS: ReadonlyArray<{
  state: PhysicalStateWord;
  word: string;
  spaced: boolean;
}> = LANGUAGES.flatMap((language) =>
  Object.entries(language.physicalState.words).flatMap(([state, words]) =>
    folded(words).map((word) => ({
      state: state as PhysicalStateWord,
      word,
      spaced: !['han', 'kana', 'thai'].includes(language.script),
    })),
  ),
);

/**
 * The acronyms of the United Nations printed before a UN number, of every language, as printed (not
 * folded: they are matched case-sensitively in the line's own text).
 */
export const UN_ACRONYMS: readonly string[] = [
  ...new Set(LANGUAGES.flatMap((language) => language.unAcronyms ?? [])),
];
/** Words of every language (folded) by where they must stand, as `MatchedWords` lists them. */
export interface FoldedMatchedWords {
  anywhere: readonly string[];
  wordStart: readonly string[];
  wordEnd: readonly string[];
  whole: readonly string[];
}

function foldedMatches(lists: ReadonlyArray<MatchedWords | undefined>): FoldedMatchedWords {
  return {
    anywhere: folded(lists.flatMap((list) => list?.anywhere ?? [])),
    wordStart: folded(lists.flatMap((list) => list?.wordStart ?? [])),
    wordEnd: folded(lists.flatMap((list) => list?.wordEnd ?? [])),
    whole: folded(lists.flatMap((list) => list?.whole ?? [])),
  };
}

/** The more words (`physicalState.matches`) for each physical state in every language (folded). */
export const PHYSICAL_STATE_MATCHES: Readonly<Record<PhysicalStateWord, FoldedMatchedWords>> = {
  liquid: foldedMatches(LANGUAGES.map((language) => language.physicalState.matches?.liquid)),
  solid: foldedMatches(LANGUAGES.map((language) => language.physicalState.matches?.solid)),
  gas: foldedMatches(LANGUAGES.map((language) => language.physicalState.matches?.gas)),
  aerosol: foldedMatches(LANGUAGES.map((language) => language.physicalState.matches?.aerosol)),
  paste: foldedMatches(LANGUAGES.map((language) => language.physicalState.matches?.paste)),
};

/** A word list (`matchedWords`) of every language (folded). */
export function matchedWords(key: MatchedWordKey): FoldedMatchedWords {
  return foldedMatches(LANGUAGES.map((language) => language.matchedWords?.[key]));
}

const escapedWord = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD_CHAR = String.raw`[\p{L}\p{N}_]`;
/** " … " in a phrase (folded to " ... "): up to three words. */
const GAP = ' ... ';
const WORD_GAP = String.raw` (?:${WORD_CHAR}+ ){0,3}`;

/**
 * A regular expression source (for the `u` flag) that matches any of the words where each must
 * stand: escaped, with a lookbehind and lookahead for the edges of a word, " … " as up to three
 * words. `normalise` is applied
 * to each word first (an extractor's own folding of the text it matches).
 */
export function matchedWordsPattern(
  words: FoldedMatchedWords,
  normalise: (word: string) => string = (word) => word,
): string {
  const alternatives = (list: readonly string[], before: string, after: string) =>
    list.map((word) => `${before}${normalise(word).split(GAP).map(escapedWord).join(WORD_GAP)}${after}`);
  return [
    ...alternatives(words.anywhere, '', ''),
    ...alternatives(words.wordStart, `(?<!${WORD_CHAR})`, ''),
    ...alternatives(words.wordEnd, '', `(?!${WORD_CHAR})`),
    ...alternatives(words.whole, `(?<!${WORD_CHAR})`, `(?!${WORD_CHAR})`),
  ].join('|');
}
