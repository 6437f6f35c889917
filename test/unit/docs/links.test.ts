/**
 * Every relative link in README.md and docs/ resolves: the file exists and, when the link names a
 * heading, the target page has that heading (anchors as GitHub and the usual viewers build them).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PAGES = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).map((file) => `docs/${file}`)];

/** The Markdown outside fenced code blocks and inline code spans. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Heading anchors the way GitHub makes them: lower case, punctuation dropped, spaces to hyphens. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of prose(markdown.replace(/^(#+ .*)$/gm, (line) => line.replace(/`/g, ''))).matchAll(
    /^#+ (.+)$/gm,
  )) {
    const base = (heading ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\- ]/gu, '')
      .replace(/ /g, '-');
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target));
}

describe('the documentation links', () => {
  it('finds links to check', () => {
    expect(relativeLinks(readFileSync(path.join(ROOT, 'README.md'), 'utf8')).length).toBeGreaterThan(5);
  });

  it.each(PAGES)('%s links only to files and headings that exist', (page) => {
    const markdown = readFileSync(path.join(ROOT, page), 'utf8');
    const broken = relativeLinks(markdown).filter((target) => {
      const [file = '', anchor] = target.split('#');
      const resolved =
        file === '' ? path.join(ROOT, page) : path.resolve(path.dirname(path.join(ROOT, page)), file);
      if (!existsSync(resolved)) return true;
      return (
        anchor !== undefined &&
        resolved.endsWith('.md') &&
        !anchorsOf(readFileSync(resolved, 'utf8')).has(anchor)
      );
    });
    expect(broken).toEqual([]);
  });

  it('the README maps every page of docs/', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    for (const file of readdirSync(path.join(ROOT, 'docs'))) expect(readme).toContain(`](docs/${file})`);
  });

  it('builds anchors as the viewers do', () => {
    expect([
      ...anchorsOf(
        "# A\n## Isolation: `extractIsolated`\n## The record's fields\n## The pdf.js patch\n## A\n",
      ),
    ]).toEqual(['a', 'isolation-extractisolated', 'the-records-fields', 'the-pdfjs-patch', 'a-1']);
  });
});
