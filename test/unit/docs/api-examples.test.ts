/**
 * Every JSON example in docs/api.md is an answer or event the contract publishes: it validates against
 * one of openapi.yaml's component schemas, with no top-level member that schema does not declare.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openApiContract } from '../../support/openapi.js';

const API_MD = readFileSync(path.resolve(import.meta.dirname, '../../../docs/api.md'), 'utf8');
const EXAMPLES = [...API_MD.matchAll(/^```json\n([\s\S]*?)^```/gm)].map((match) => match[1] ?? '');

/** The schemas the example fits, or (when none) the closest misses and why. */
function fit(example: unknown): { fits: string[]; closest: string[] } {
  const contract = openApiContract();
  const results = contract
    .componentSchemas()
    .map((name) => ({ name, problems: contract.componentProblems(name, example) }))
    .sort((a, b) => a.problems.length - b.problems.length);
  return {
    fits: results.filter(({ problems }) => problems.length === 0).map(({ name }) => name),
    closest: results.slice(0, 3).map(({ name, problems }) => `${name}: ${problems.join('; ')}`),
  };
}

describe('the JSON examples of docs/api.md', () => {
  it('finds them', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(4);
  });

  it.each(EXAMPLES.map((text, index) => [index + 1, text] as const))(
    'example %i validates against a published schema',
    (_, text) => {
      const { fits, closest } = fit(JSON.parse(text));
      // A miss shows the closest schemas and why the example fails them.
      expect(fits.length > 0 || closest).toBe(true);
    },
  );

  it('refuses an example the contract does not publish', () => {
    expect(fit({ event: 'batch.completed', warning_summary: { H225: 2 } }).fits).toEqual([]);
  });
});
