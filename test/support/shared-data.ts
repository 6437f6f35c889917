/**
 * Tests that need data kept outside the repository in ../shared (scripts/shared-data.ts) run where it
 * is; in a clone without it they skip, saying why in one line.
 * Usage: `needing(SDSCOM_XSD).describe('…', () => { … })`, or `.it` for a single test.
 */
import path from 'node:path';
import { sharedDataMissing, type SharedData } from '../../scripts/shared-data.js';

export function needing(data: SharedData): {
  describe: (title: string, tests: () => void) => void;
  it: (title: string, test: jest.ProvidesCallback, timeout?: number) => void;
} {
  const missing = sharedDataMissing(data);
  if (missing === undefined) return { describe, it };
  const skipped = (title: string) => `${title} [skipped: ${missing}]`;
  const file = path.relative(process.cwd(), expect.getState().testPath ?? '');
  process.stderr.write(`${file}: skipping the tests that need it: ${missing}\n`);
  return {
    describe: (title, tests) => describe.skip(skipped(title), tests),
    it: (title, test, timeout) => it.skip(skipped(title), test, timeout),
  };
}
