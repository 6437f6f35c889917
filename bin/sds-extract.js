#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so the bin works from a source checkout without a build step.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsxCli = require.resolve('tsx/cli');
const result = spawnSync(
  process.execPath,
  [tsxCli, join(root, 'src/cli/sds-extract.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
