/** Cursor pagination of the list endpoints: `limit` per page, `next_cursor` for the page after. */
import { ServiceError } from '../errors.js';

const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;

/** Where a page ends: the sort key of its last row (creation time, then id). */
export interface PagePosition {
  createdAt: string;
  id: string;
}

export function encodeCursor(position: PagePosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

export function decodeCursor(raw: unknown): PagePosition | undefined {
  if (raw === undefined) return undefined;
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(String(raw), 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string') return { createdAt, id };
  } catch {
    // Falls through to the error below.
  }
  throw new ServiceError('invalid_request', 'cursor must be a value from next_cursor.');
}

export function pageSize(raw: unknown): number {
  if (raw === undefined) return DEFAULT_PAGE_SIZE;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    throw new ServiceError('invalid_request', `limit must be between 1 and ${MAX_PAGE_SIZE}.`);
  }
  return limit;
}

/** One page of rows fetched `limit + 1` at a time: the extra row only tells that a next page exists. */
export function pageOf<Row extends PagePosition, Body>(
  rows: readonly Row[],
  limit: number,
  body: (row: Row) => Body,
): { data: Body[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  return { data: page.map(body), next_cursor: rows.length > limit ? encodeCursor(page.at(-1)!) : null };
}
