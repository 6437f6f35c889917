/**
 * Markdown to HTML for the site's pages, with `marked`: raw HTML in the source is shown as text,
 * images as their description, and a link keeps its target only when `resolveLink` gives it one the
 * site can serve. The output has no scripts, styles or event attributes, so it fits the site's CSP.
 */
import { Marked, type Token, type TokensList } from 'marked';
import { escapeHtml } from './html.js';

/** Where a link of the source points on the site, or undefined to show its text without a link. */
export type LinkResolver = (href: string) => string | undefined;

export interface RenderOptions {
  resolveLink: LinkResolver;
  /** Levels each heading moves up (a section shown as a page of its own: its `###` becomes `<h2>`). */
  headingShift?: number;
}

const lexer = new Marked({ gfm: true });

/** The source's block tokens (reference links resolved), to cut into pages before rendering. */
export function markdownTokens(markdown: string): TokensList {
  return lexer.lexer(markdown);
}

/** The plain text of a heading's source ("`eSDScom` export" → "eSDScom export"). */
export function headingText(source: string): string {
  return source
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*`_]/g, '')
    .trim();
}

/** A heading's anchor as GitHub makes it, so links written against the repository keep working. */
export function headingId(source: string): string {
  return headingText(source)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export function renderMarkdown(tokens: readonly Token[], options: RenderOptions): string {
  const shift = options.headingShift ?? 0;
  const marked = new Marked({
    gfm: true,
    renderer: {
      html: ({ text }) => escapeHtml(text),
      image: ({ text }) => escapeHtml(text),
      heading({ tokens, depth, text }) {
        const level = Math.min(6, Math.max(1, depth - shift));
        return `<h${level} id="${escapeHtml(headingId(text))}">${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link({ href, title, tokens }) {
        const label = this.parser.parseInline(tokens);
        const target = options.resolveLink(href);
        if (target === undefined) return label;
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(target)}"${titleAttribute}>${label}</a>`;
      },
    },
  });
  return marked.parser([...tokens]);
}
