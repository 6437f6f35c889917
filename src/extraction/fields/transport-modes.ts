import { fieldLabels, type FieldLabelKey } from '../languages/index.js';
import type { TransportMode } from '../schema/index.js';
import { cells, fold, type SourceLine } from '../text.js';
import { wordAlternation } from './labels.js';

type Mode = TransportMode['mode'];

/** The names of a mode (the modules' `fieldLabels`) at a heading's start: short ones whole, longer as stems. */
function modeNames(key: FieldLabelKey): string[] {
  const names = fieldLabels(key);
  const short = names.filter((name) => /^[a-z]{1,4}$/.test(name));
  const long = names.filter((name) => !short.includes(name));
  return [
    ...(short.length > 0 ? [`^(?:${wordAlternation(short)})\\b`] : []),
    ...(long.length > 0 ? [`^(?:${wordAlternation(long)})`] : []),
  ];
}

/** A mode's heading: its regulations' acronyms (the same in every language) or its names in the modules. */
function heading(acronyms: string[], key?: FieldLabelKey): RegExp {
  return new RegExp([...acronyms, ...(key ? modeNames(key) : [])].join('|'));
}

/** Regulation and mode names as section 14 prints them, to the record's mode. */
const MODE_NAMES: ReadonlyArray<[RegExp, Mode]> = [
  [heading(['^(?:us )?dot\\b', '^49 cfr']), 'us_dot'],
  [heading(['^adn\\b'], 'inlandWaterwayTransport'), 'inland_waterway'],
  [heading(['^adr\\b'], 'roadTransport'), 'road'],
  [heading(['^rid\\b'], 'railTransport'), 'rail'],
  [heading(['^imdg\\b'], 'seaTransport'), 'sea'],
  [heading(['^iata\\b', '^icao\\b'], 'airTransport'), 'air'],
  [heading(['^tdg\\b']), 'other'],
];
/** The acronyms of the transport regulations, the same in every language. */
const REGULATIONS = 'adr|rid|adn|adnr|dot|us dot|49 cfr|tdg|adg|antt|imdg|iata|icao|iata-dgr';
/**
 * Transport regulations and modes printed before a value ("DOT, IMDG, IATA   II", "ADR/RID: 3", "Road/Sea/Air:
 * 3"): the acronyms and the modules' `fieldLabels` 'transportModeBeforeValue', whole words.
 */
const MODE_PREFIX = new RegExp(
  String.raw`^(?:\s*(?:${REGULATIONS}|${wordAlternation(fieldLabels('transportModeBeforeValue'))})\b\s*(?:\([^)]*\))?\s*[,/:;&-]?)+\s*`,
  'i',
);

/** The text without the regulations and modes printed before its value. */
export function withoutModes(text: string): string {
  return text.replace(MODE_PREFIX, '');
}

const UN_NUMBER_ROW = /(?<![A-Za-z])UN\s?\d{4}(?!\d)/;
/** A mode heading is short: the regulation name, perhaps with a bracketed note and a colon. */
const MAX_HEADING_LENGTH = 40;
/** Header lines of a table kept above each of its rows, so columns can be read per row. */
const TABLE_HEADER_LINES = 3;

export function modeOf(text: string): Mode | undefined {
  const folded = fold(text).replace(/^14\.\d+\.?\s*/, '');
  return MODE_NAMES.find(([pattern]) => pattern.test(folded))?.[1];
}

export interface ModeBlock {
  mode: Mode;
  lines: SourceLine[];
}

/**
 * Section 14 split by regulation: a table row per mode ("IMDG Class   UN1950   Aerosols   2.1") with
 * the table's header above it, or a mode heading ("ADR/RID", "IATA:") followed by its own lines.
 */
export function modeBlocks(lines: readonly SourceLine[]): ModeBlock[] {
  const blocks: ModeBlock[] = [];
  const firstRow = lines.findIndex((line) => UN_NUMBER_ROW.test(line.text));
  const header = firstRow > 0 ? lines.slice(Math.max(0, firstRow - TABLE_HEADER_LINES), firstRow) : [];
  let open: ModeBlock | undefined;
  for (const line of lines) {
    const firstCell = cells(line.text)[0] ?? '';
    const mode = modeOf(firstCell);
    if (mode && UN_NUMBER_ROW.test(line.text) && cells(line.text).length >= 3) {
      blocks.push({ mode, lines: [...header, line] });
      open = undefined;
    } else if (mode && line.text.trim().length <= MAX_HEADING_LENGTH) {
      open = { mode, lines: [] };
      blocks.push(open);
    } else {
      open?.lines.push(line);
    }
  }
  return blocks.filter((block) => block.lines.length > 0);
}
