/**
 * Removes running headers and footers: lines near the top or bottom edge whose text, ignoring
 * numbers (page numbers, dates of printing), recurs on most pages of the document. The first
 * occurrence is kept: running headers often carry the only revision date or product name.
 */
import type { PositionedLine } from './lines.js';

const HEADER_ZONE = 0.15;
const FOOTER_ZONE = 0.88;
const MIN_SHARE_OF_PAGES = 0.6;

export function removeRepeatedFurniture(pages: PositionedLine[][]): PositionedLine[][] {
  const pagesWithText = pages.filter((lines) => lines.length > 0).length;
  if (pagesWithText < 2) return pages;
  const threshold = Math.max(2, Math.ceil(MIN_SHARE_OF_PAGES * pagesWithText));
  const pageCountByKey = new Map<string, number>();
  for (const lines of pages) {
    const keys = new Set(lines.filter(inFurnitureZone).map(furnitureKey));
    for (const key of keys) pageCountByKey.set(key, (pageCountByKey.get(key) ?? 0) + 1);
  }
  const seen = new Set<string>();
  return pages.map((lines) =>
    lines.filter((line) => {
      if (!inFurnitureZone(line)) return true;
      const key = furnitureKey(line);
      if ((pageCountByKey.get(key) ?? 0) < threshold) return true;
      const first = !seen.has(key);
      seen.add(key);
      return first;
    }),
  );
}

function inFurnitureZone(line: PositionedLine): boolean {
  return line.top < HEADER_ZONE || line.top > FOOTER_ZONE;
}

function furnitureKey(line: PositionedLine): string {
  return line.text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}
