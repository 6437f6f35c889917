/**
 * Checks docker-compose.yml without a Docker engine: it parses, every image is pinned, the service's
 * own containers are built from ./Dockerfile with a command that exists, set only variables the
 * service reads (src/config.ts) with values it accepts, publish the ports they are configured to
 * listen on, and reach Temporal, PostgreSQL and the object store at services the file defines.
 * Usage: tsx scripts/check-compose.ts [compose file]; exits 1 and lists every problem found.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig, type AppConfig } from '../src/config.js';

interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | number | { target?: number })[];
  depends_on?: string[] | Record<string, unknown>;
  expose?: (string | number)[];
}

const projectRoot = path.resolve(import.meta.dirname, '..');
const composePath = path.resolve(process.argv[2] ?? path.join(projectRoot, 'docker-compose.yml'));

/**
 * Resolves `${NAME}`, `${NAME:-default}` and `${NAME-default}` as Compose does when the operator
 * sets nothing, so the check sees the values a bare `docker compose up` would pass.
 */
function interpolateUnset(value: string): string {
  return value.replace(
    /\$\{[A-Za-z_][A-Za-z0-9_]*(?::?-([^}]*))?\}/g,
    (_match, fallback?: string) => fallback ?? '',
  );
}

function environmentOf(service: ComposeService): Record<string, string> {
  const raw = service.environment ?? {};
  const entries = Array.isArray(raw)
    ? raw.map((item) => item.split('=', 2) as [string, string])
    : Object.entries(raw).map(
        ([key, value]) => [key, value === null ? '' : String(value)] as [string, string],
      );
  return Object.fromEntries(entries.map(([key, value]) => [key, interpolateUnset(value)]));
}

function containerPorts(service: ComposeService): number[] {
  return (service.ports ?? []).map((port) => {
    if (typeof port === 'object') return Number(port.target);
    const mapping = String(port).split('/')[0]!;
    return Number(mapping.split(':').at(-1));
  });
}

function hostAndPort(value: string): { host: string; port: number } {
  const url = new URL(value.includes('://') ? value : `tcp://${value}`);
  return { host: url.hostname, port: Number(url.port) };
}

/** Ports a third-party service listens on inside the network, by image name. */
const WELL_KNOWN_PORTS: Record<string, number[]> = {
  postgres: [5432],
  'temporalio/auto-setup': [7233],
  'minio/minio': [9000, 9001],
};

function listeningPorts(service: ComposeService): number[] {
  const image = service.image?.split(':')[0] ?? '';
  return [
    ...(WELL_KNOWN_PORTS[image] ?? []),
    ...containerPorts(service),
    ...(service.expose ?? []).map(Number),
  ];
}

function checkService(
  name: string,
  service: ComposeService,
  services: Record<string, ComposeService>,
): string[] {
  const problems: string[] = [];
  const problem = (text: string) => problems.push(`${name}: ${text}`);
  for (const dependency of Array.isArray(service.depends_on)
    ? service.depends_on
    : Object.keys(service.depends_on ?? {})) {
    if (!services[dependency]) problem(`depends on undefined service "${dependency}"`);
  }
  if (service.image !== undefined) {
    const tag = service.image.split(':')[1];
    if (!tag || tag === 'latest') problem(`image ${service.image} is not pinned to a version`);
    return problems;
  }
  const context = typeof service.build === 'string' ? service.build : service.build?.context;
  if (context !== '.') return [...problems, `${name}: neither a pinned image nor built from ./Dockerfile`];
  if (!existsSync(path.join(projectRoot, 'Dockerfile')))
    problem('builds from ./Dockerfile, which is missing');

  const command = Array.isArray(service.command) ? service.command : (service.command ?? '').split(/\s+/);
  const entry = command.find((part) => part.endsWith('.ts'));
  if (!entry || !existsSync(path.join(projectRoot, entry)))
    problem(`command runs a missing entry point ${entry}`);

  const environment = environmentOf(service);
  for (const variable of Object.keys(environment)) {
    if (!CONFIG_VARIABLES.includes(variable)) problem(`sets ${variable}, which src/config.ts does not read`);
  }
  let config: AppConfig;
  try {
    config = loadConfig(environment);
  } catch (error) {
    return [...problems, `${name}: configuration refused: ${(error as Error).message}`];
  }

  const published = containerPorts(service);
  if (entry?.endsWith('api.ts') && !published.includes(config.api.port)) {
    problem(`listens on API_PORT ${config.api.port} but publishes ${published.join(', ') || 'nothing'}`);
  }
  if (entry?.endsWith('site.ts') && !published.includes(config.site.port)) {
    problem(`listens on SITE_PORT ${config.site.port} but publishes ${published.join(', ') || 'nothing'}`);
  }

  const peers: [string, string | undefined][] = [
    ['TEMPORAL_ADDRESS', environment.TEMPORAL_ADDRESS],
    ['DATABASE_URL', config.databaseUrl],
    ['S3_ENDPOINT', config.blob.kind === 's3' ? config.blob.endpoint : undefined],
  ];
  for (const [variable, value] of peers) {
    if (value === undefined) continue;
    const { host, port } = hostAndPort(value);
    const peer = services[host];
    if (!peer) problem(`${variable} points at "${host}", which is not a service of this file`);
    else if (!listeningPorts(peer).includes(port))
      problem(`${variable} uses port ${port}, which ${host} does not serve`);
  }
  if (config.blob.kind === 'fs') {
    problem('BLOB_STORE=fs cannot share uploads between containers; use BLOB_STORE=s3');
  }
  return problems;
}

export function checkCompose(file: string): string[] {
  const document = parse(readFileSync(file, 'utf8'), { merge: true }) as {
    services?: Record<string, ComposeService>;
  };
  const services = document.services ?? {};
  if (Object.keys(services).length === 0) return ['no services defined'];
  return Object.entries(services).flatMap(([name, service]) => checkService(name, service, services));
}

const problems = checkCompose(composePath);
if (problems.length > 0) {
  console.error(`${path.relative(projectRoot, composePath)}: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`${path.relative(projectRoot, composePath)}: every image, port and variable checks out`);
