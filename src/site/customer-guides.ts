/**
 * The customer pages of the site's /docs, rendered from docs/api.md (the integrators' guide): its
 * errors, webhooks, limits and eSDScom sections each on a page of their own, the rest as the API
 * guide. The other guides of docs/ are for the people who run and develop the service and stay in the
 * repository. Examples name the API at the deployment's address, and links lead only to pages the site
 * serves (a link to a repository-only guide keeps its text).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Token } from 'marked';
import { headingId, markdownTokens, renderMarkdown } from './markdown.js';

const API_GUIDE_FILE = fileURLToPath(new URL('../../docs/api.md', import.meta.url));
/** The address the guide's examples call the API on. */
const EXAMPLE_API_ORIGIN = /http:\/\/localhost:\d+/g;

export const DOCS_PATH = '/docs';

export interface CustomerGuide {
  slug: string;
  title: string;
  /** One line on what the page answers, for the documentation index. */
  summary: string;
  html: string;
}

interface OwnPage {
  slug: string;
  /** The `##` heading of docs/api.md whose section is the page. */
  heading: string;
  summary: string;
}

const API_GUIDE = {
  slug: 'api',
  title: 'API guide',
  summary:
    'A call and its answer, the record in every schema version, warnings and confidence, bulk batches.',
};

const OWN_PAGES: readonly OwnPage[] = [
  { slug: 'errors', heading: 'Errors', summary: 'The problem documents the API answers with, code by code.' },
  {
    slug: 'webhooks',
    heading: 'Webhooks',
    summary: 'Endpoints, the signed events, their retries, and checking a signature.',
  },
  {
    slug: 'limits',
    heading: 'Limits',
    summary: 'Rate limits by tier, file sizes, and the bounds of a batch.',
  },
  {
    slug: 'esdscom',
    heading: 'eSDScom export',
    summary: 'The eSDScom XML of an extraction: what it is, its validation and its mapping.',
  },
];

interface PageTokens extends Omit<CustomerGuide, 'html'> {
  tokens: Token[];
  /** Levels the page's headings move up: a section shown as a page has its `###` as `<h2>`. */
  headingShift: number;
}

const isHeading = (token: Token, depth: number): token is Token & { type: 'heading'; text: string } =>
  token.type === 'heading' && 'depth' in token && token.depth === depth;

/** The guide's `##` sections, each with its tokens (the heading first); what precedes the first is the introduction. */
function sections(tokens: readonly Token[]): { introduction: Token[]; byHeading: Map<string, Token[]> } {
  const introduction: Token[] = [];
  const byHeading = new Map<string, Token[]>();
  let current = introduction;
  for (const token of tokens) {
    if (isHeading(token, 2)) {
      current = [];
      byHeading.set(token.text.trim(), current);
    }
    current.push(token);
  }
  return { introduction, byHeading };
}

/** Cuts the guide into the pages: each own page's section, and the API guide with everything else. */
function cutIntoPages(tokens: readonly Token[]): PageTokens[] {
  const { introduction, byHeading } = sections(tokens);
  const own = OWN_PAGES.map((page) => {
    const section = byHeading.get(page.heading);
    if (section === undefined) throw new Error(`docs/api.md has no section "## ${page.heading}"`);
    byHeading.delete(page.heading);
    // The page's title stands for the section's heading.
    const { slug, heading, summary } = page;
    return { slug, title: heading, summary, tokens: section.slice(1), headingShift: 1 };
  });
  const guideBody = introduction.filter((token) => !isHeading(token, 1));
  const guide = { ...API_GUIDE, tokens: [...guideBody, ...[...byHeading.values()].flat()], headingShift: 0 };
  return [guide, ...own];
}

/**
 * Where each heading's anchor leads, for links written as `api.md#…` or `#…`: the page a section
 * became, or the heading on its page.
 */
function anchorTargets(pages: readonly PageTokens[]): Map<string, string> {
  const targets = new Map<string, string>();
  for (const page of pages)
    for (const token of page.tokens)
      if (token.type === 'heading' && 'text' in token)
        targets.set(headingId(token.text), `${DOCS_PATH}/${page.slug}#${headingId(token.text)}`);
  for (const page of OWN_PAGES) targets.set(headingId(page.heading), `${DOCS_PATH}/${page.slug}`);
  return targets;
}

function linkResolver(anchors: ReadonlyMap<string, string>): (href: string) => string | undefined {
  return (href) => {
    if (/^(?:https?:|mailto:)/i.test(href)) return href;
    if (/^(?:\.\.\/)?openapi\.yaml$/.test(href)) return '/openapi.yaml';
    if (href === 'api.md') return `${DOCS_PATH}/${API_GUIDE.slug}`;
    const anchor = /^(?:api\.md)?#(.+)$/.exec(href)?.[1];
    return anchor === undefined ? undefined : anchors.get(anchor);
  };
}

/** The customer pages from the guide's Markdown, with its examples calling `apiBaseUrl`. */
export function customerGuides(markdown: string, apiBaseUrl: string): CustomerGuide[] {
  const pages = cutIntoPages(markdownTokens(markdown.replace(EXAMPLE_API_ORIGIN, apiBaseUrl)));
  const resolveLink = linkResolver(anchorTargets(pages));
  return pages.map(({ tokens, headingShift, ...page }) => ({
    ...page,
    html: renderMarkdown(tokens, { resolveLink, headingShift }),
  }));
}

/** Reads docs/api.md once (at start-up) and renders its pages; a missing section stops the site. */
export function loadCustomerGuides(apiBaseUrl: string): CustomerGuide[] {
  return customerGuides(readFileSync(API_GUIDE_FILE, 'utf8'), apiBaseUrl);
}
