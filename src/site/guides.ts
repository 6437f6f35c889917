/**
 * The guides of docs/ (one Markdown page per audience), listed on the site's /docs page and served
 * as text from a fixed table: no request path is ever joined onto the file system, and nothing is
 * fetched from elsewhere to show them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DOCS_DIR = fileURLToPath(new URL('../../docs/', import.meta.url));

/** The pages in the order a newcomer reads them; the README's map lists the same. */
export const GUIDE_FILES = [
  'api.md',
  'engine.md',
  'reference-lists.md',
  'operations.md',
  'architecture.md',
  'security.md',
  'benchmarks.md',
  'development.md',
  'website.md',
] as const;

export interface Guide {
  file: string;
  title: string;
  /** The page's first sentence (who it is for), without Markdown. */
  audience: string;
  markdown: string;
}

function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*`_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function parseGuide(file: string, markdown: string): Guide {
  const title = /^# (.+)$/m.exec(markdown)?.[1]?.trim();
  const firstParagraph = markdown
    .split(/\n\s*\n/)
    .find((block) => block.trim() !== '' && !block.startsWith('#'));
  if (title === undefined || firstParagraph === undefined)
    throw new Error(`docs/${file} has no title or introduction`);
  const intro = plainText(firstParagraph);
  const sentenceEnd = intro.indexOf('. ');
  return { file, title, audience: sentenceEnd === -1 ? intro : intro.slice(0, sentenceEnd + 1), markdown };
}

/** Reads every guide once (at start-up); a missing page stops the site instead of a dead link. */
export function loadGuides(directory = DOCS_DIR): Guide[] {
  return GUIDE_FILES.map((file) => parseGuide(file, readFileSync(`${directory}${file}`, 'utf8')));
}
