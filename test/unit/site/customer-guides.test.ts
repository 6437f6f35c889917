/** The site's /docs: the integrators' guide as rendered pages, safe HTML, links only to what the site serves. */
import { customerGuides, loadCustomerGuides } from '../../../src/site/customer-guides.js';
import { docsPage } from '../../../src/site/pages/api-docs.js';

const API_BASE_URL = 'https://api.sds-extract.example';

const GUIDE = [
  '# The API',
  '',
  '**For** integrators. The contract is [`openapi.yaml`](../openapi.yaml); how values are found is in',
  '[engine.md](engine.md#confidence). See [the errors](#errors), [their codes](#codes) and [limits](api.md#limits).',
  '',
  '## One document',
  '',
  '```sh',
  'curl -s http://localhost:8080/v1/extract-sds -F file=@sds.pdf',
  '## not a heading inside a code block',
  '```',
  '',
  '<script>alert(1)</script> and <img src=x onerror=alert(1)> stay text.',
  '',
  '![logo](https://x.test/a.png) [a trap](javascript:alert(1))',
  '',
  '## Errors',
  '',
  '### Codes',
  '',
  '| Code | Status |',
  '| ---- | ------ |',
  '| `not_found` | 404 |',
  '',
  '## Webhooks',
  '',
  'Signed events.',
  '',
  '## Limits',
  '',
  'Per key.',
  '',
  '## eSDScom export',
  '',
  'XML.',
].join('\n');

const bySlug = (slug: string) => {
  const guide = customerGuides(GUIDE, API_BASE_URL).find((page) => page.slug === slug);
  if (guide === undefined) throw new Error(`no page ${slug}`);
  return guide;
};

describe('the customer pages of the documentation', () => {
  it('cuts the guide into the API guide and a page per errors, webhooks, limits and eSDScom', () => {
    expect(customerGuides(GUIDE, API_BASE_URL).map((page) => [page.slug, page.title])).toEqual([
      ['api', 'API guide'],
      ['errors', 'Errors'],
      ['webhooks', 'Webhooks'],
      ['limits', 'Limits'],
      ['esdscom', 'eSDScom export'],
    ]);
    expect(bySlug('api').html).toContain('<h2 id="one-document">One document</h2>');
    expect(bySlug('api').html).toContain('## not a heading inside a code block');
    expect(bySlug('errors').html).toContain('<h2 id="codes">Codes</h2>');
    expect(bySlug('errors').html).toMatch(/<table>[\s\S]*<code>not_found<\/code>/);
  });

  it("calls the API at the deployment's address in the examples", () => {
    expect(bySlug('api').html).toContain(`curl -s ${API_BASE_URL}/v1/extract-sds`);
    expect(bySlug('api').html).not.toContain('localhost');
  });

  it('shows raw HTML and images as text and keeps no link the site cannot serve', () => {
    const { html } = bySlug('api');
    expect(html).not.toMatch(/<script|<img|href="javascript:|<[^>]*\sonerror=/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('logo a trap');
    expect(html).toContain('href="/openapi.yaml"');
    expect(html).toContain('href="/docs/errors"');
    expect(html).toContain('href="/docs/errors#codes"');
    expect(html).toContain('href="/docs/limits"');
    expect(html).not.toContain('engine.md"');
    expect(html).toContain('engine.md');
  });

  it('refuses a guide without one of the pages', () => {
    expect(() => customerGuides(GUIDE.replace('## Limits', '## Quotas'), API_BASE_URL)).toThrow(
      'docs/api.md has no section "## Limits"',
    );
  });

  it('renders docs/api.md and lists its pages, not the internal guides, on the documentation page', () => {
    const guides = loadCustomerGuides(API_BASE_URL);
    const page = docsPage(guides);
    expect(page).toContain('href="/docs/reference"');
    for (const guide of guides) expect(page).toContain(`href="/docs/${guide.slug}"`);
    expect(page).not.toMatch(/security\.md|benchmarks\.md|development\.md|website\.md|operations\.md/);
    expect(guides.map((guide) => guide.html).join('')).not.toContain('localhost:8080');
  });
});
