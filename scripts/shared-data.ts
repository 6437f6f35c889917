/**
 * The data this repository uses but does not hold, kept beside it in `../shared`: the labelled SDS
 * corpus (`npm run eval`) and the official eSDScom schema (CC BY-ND 4.0, read, never copied here).
 * Each location has an environment override. A clone without them runs everything else: `npm test`
 * skips what needs them, saying why, and the commands that need them stop with a clear message.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SharedData {
  description: string;
  /** The environment variable that overrides the location. */
  variable: string;
  path: string;
}

const SHARED = resolve(dirname(fileURLToPath(import.meta.url)), '../../shared');

function sharedData(description: string, variable: string, pathInShared: string): SharedData {
  return { description, variable, path: process.env[variable] || resolve(SHARED, pathInShared) };
}

export const SDS_CORPUS = sharedData('the labelled SDS corpus', 'SDS_CORPUS', 'sds-corpus');
export const SDSCOM_XSD = sharedData(
  'the eSDScom schema SDSComXML.xsd',
  'SDSCOM_XSD',
  'esdscom-xsd/SDSComXML.xsd',
);

/** Why the data cannot be read, in one line; undefined when it is there. */
export function sharedDataMissing(data: SharedData): string | undefined {
  if (existsSync(data.path)) return undefined;
  return `${data.description} is not at ${data.path} (kept outside the repository in ../shared; ${data.variable} sets another path)`;
}

/** Stops a command that cannot run without the data, saying what is missing and what runs without it. */
export function requireSharedData(command: string, ...needed: SharedData[]): void {
  const reasons = needed.map(sharedDataMissing).filter((reason) => reason !== undefined);
  if (reasons.length === 0) return;
  console.error(
    `${command} cannot run: ${reasons.join('; ')}.\n` +
      'Without ../shared, everything else runs: npm test (it skips the tests that need these, saying why), ' +
      'npm start, npm run typecheck, lint, fuzz and load-test.',
  );
  process.exit(1);
}
