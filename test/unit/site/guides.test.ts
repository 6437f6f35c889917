/** The site's /docs page lists every guide of docs/ with who it is for, and links each one. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { docsPage } from '../../../src/site/pages/api-docs.js';
import { GUIDE_FILES, loadGuides, parseGuide } from '../../../src/site/guides.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('the guides on the website', () => {
  it('lists every page of docs/', () => {
    expect([...GUIDE_FILES].sort()).toEqual(readdirSync(path.join(ROOT, 'docs')).sort());
  });

  it('takes the title and the audience sentence of each page', () => {
    const guide = parseGuide(
      'x.md',
      '# The API\n\n**For** integrators: whoever calls it. **Answers**: what [a call](a.md) is.\n\n## More\n',
    );
    expect(guide).toMatchObject({ title: 'The API', audience: 'For integrators: whoever calls it.' });
  });

  it('refuses a page without an introduction', () => {
    expect(() => parseGuide('x.md', '# Title\n\n## Section\n')).toThrow('docs/x.md');
  });

  it('links each guide and the API reference from the documentation page', () => {
    const guides = loadGuides();
    const page = docsPage(guides);
    expect(page).toContain('href="/docs/reference"');
    for (const guide of guides) {
      expect(guide.audience).toMatch(/^For /);
      expect(page).toContain(`href="/docs/${guide.file}"`);
    }
  });
});
