/**
 * API key administration:
 *   npm run keys -- create --environment test|live --tier free|standard|enterprise
 *                          [--deployment cloud|dedicated|self_hosted] [--label text]
 *   npm run keys -- list
 *   npm run keys -- revoke <key id>
 * `create` prints the new key alone on the last line of stdout; it is never shown again.
 * Uses DATABASE_URL / DATA_DIR like the service.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { ServiceError } from '../errors.js';
import { DEPLOYMENTS, KEY_ENVIRONMENTS, type Deployment, type KeyEnvironment } from '../keys/scope.js';
import { TIER_NAMES, type TierName } from '../keys/tiers.js';
import { openDatabase, type Database } from '../storage/database.js';
import type { ApiKeyRecord } from '../storage/repositories/api-keys.js';

const USAGE = `Usage:
  keys create --environment ${KEY_ENVIRONMENTS.join('|')} --tier ${TIER_NAMES.join('|')} [--deployment ${DEPLOYMENTS.join('|')}] [--label <text>]
  keys list
  keys revoke <key id>`;

class UsageError extends Error {}

async function create(database: Database, args: string[]): Promise<string[]> {
  const { values } = parseArgs({
    args,
    options: {
      environment: { type: 'string' },
      tier: { type: 'string' },
      deployment: { type: 'string', default: 'cloud' },
      label: { type: 'string' },
    },
  });
  if (!values.environment || !values.tier) throw new UsageError('create needs --environment and --tier');
  // The repository validates these values and answers invalid_request for unknown ones.
  const { key, plaintext } = await database.apiKeys.create({
    environment: values.environment as KeyEnvironment,
    tier: values.tier as TierName,
    deployment: values.deployment as Deployment,
    label: values.label ?? null,
  });
  return [
    `Created API key ${key.id} (environment ${key.environment}, tier ${key.tier}, deployment ${key.deployment}).`,
    'The key follows on the next line. It is shown only this once: store it now.',
    plaintext,
  ];
}

async function list(database: Database, args: string[]): Promise<string[]> {
  parseArgs({ args, options: {} });
  const keys = await database.apiKeys.list();
  if (keys.length === 0) return ['No API keys.'];
  return keys.map(describeKey);
}

async function revoke(database: Database, args: string[]): Promise<string[]> {
  const { positionals } = parseArgs({ args, options: {}, allowPositionals: true });
  const [id] = positionals;
  if (!id || positionals.length > 1) throw new UsageError('revoke needs exactly one key id');
  const key = await database.apiKeys.revoke(id);
  return [`Revoked ${key.id} at ${key.revokedAt}.`];
}

function describeKey(key: ApiKeyRecord): string {
  const state = key.revokedAt ? `revoked ${key.revokedAt}` : 'active';
  const label = key.label ? `  "${key.label}"` : '';
  return `${key.id}  ${key.displayPrefix}…  ${key.environment}  ${key.tier}  ${key.deployment}  created ${key.createdAt}  ${state}${label}`;
}

const COMMANDS: Record<string, (database: Database, args: string[]) => Promise<string[]>> = {
  create,
  list,
  revoke,
};

async function main(argv: string[]): Promise<number> {
  const [commandName, ...args] = argv;
  const command = commandName ? COMMANDS[commandName] : undefined;
  if (!command) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const lines = await command(database, args);
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
      return 2;
    }
    if (error instanceof ServiceError) {
      process.stderr.write(`${error.code}: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
}

process.exitCode = await main(process.argv.slice(2));
