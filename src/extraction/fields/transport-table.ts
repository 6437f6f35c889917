import { fold, positionedCells, type PositionedCell, type SourceLine } from '../text.js';

/** How far (in characters) a data cell may start from its header cell and still be in its column. */
const COLUMN_TOLERANCE = 6;

export interface TransportColumns {
  /** Matches the header cell of the column. */
  header: RegExp;
  /** Matches a row that holds data (e.g. one with a UN number). */
  row: RegExp;
}

export interface ColumnValue {
  /** The cell under the header, or null when the row leaves that column empty. */
  cell: string | null;
  line: SourceLine;
}

/**
 * The value in a section 14 table column ("UN number | Proper shipping name | Classes | PG"): the cell
 * of the first data row that starts where the header cell starts. Undefined when there is no such table.
 */
export function columnValue(
  lines: readonly SourceLine[],
  columns: TransportColumns,
): ColumnValue | undefined {
  for (let i = 0; i < lines.length; i++) {
    const headerCells = positionedCells(lines[i]?.text ?? '');
    if (headerCells.length < 3) continue;
    const header = headerCells.find((cell) => columns.header.test(fold(cell.text)));
    if (!header || isLabelCell(header, headerCells)) continue;
    const row = lines.slice(i + 1, i + 6).find((line) => columns.row.test(line.text));
    if (!row) continue;
    const cell = positionedCells(row.text).find(
      (candidate) => Math.abs(candidate.start - header.start) <= COLUMN_TOLERANCE,
    );
    return { cell: cell?.text ?? null, line: row };
  }
  return undefined;
}

/** A cell that labels a value on its own line ("Packing group   :  II"), not a column's header. */
function isLabelCell(cell: PositionedCell, cells: readonly PositionedCell[]): boolean {
  const next = cells[cells.indexOf(cell) + 1];
  return cell.text.endsWith(':') || (next?.text.startsWith(':') ?? false);
}
