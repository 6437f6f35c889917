/**
 * Every environment variable the documentation names is one the code reads: a setting of the service
 * (declared in src/config.ts) or of a script, the test set-up or the container files (read, or set for
 * a child process). An upper-case name in the docs' inline code that is neither must be a name or
 * value the code defines (a constant, Temporal's `REJECT_DUPLICATE`); a misspelt variable is neither.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

function filesUnder(directory: string): string[] {
  return readdirSync(path.join(ROOT, directory)).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(path.join(ROOT, file)).isDirectory()) return filesUnder(file);
    return /\.(ts|mjs|js|sh)$/.test(name) ? [file] : [];
  });
}

const DOCS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).map((name) => `docs/${name}`)];
const CONFIG = read('src/config.ts');
const TOOLING = [
  ...filesUnder('scripts'),
  ...filesUnder('test/setup'),
  '.ci/run',
  'Dockerfile',
  'docker-compose.yml',
]
  .map(read)
  .join('\n');
// Without the docs checks themselves, which name misspelt variables on purpose.
const CODE = ['src', 'scripts', 'test', 'activities', 'workflows', 'bin']
  .flatMap(filesUnder)
  .filter((file) => !file.startsWith(path.join('test', 'unit', 'docs')))
  .map(read)
  .join('\n');

/** Upper-case names in the inline code of a page (fenced blocks hold the reader's own shell variables). */
export function namesIn(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?:=[^`]*)?`/g)].map((match) => match[1] ?? '');
}

export function isServiceSetting(name: string, config: string): boolean {
  return new RegExp(`^\\s+${name}:`, 'm').test(config);
}

export function isReadFromEnvironment(name: string, source: string): boolean {
  return new RegExp(
    `process\\.env(\\.${name}\\b|\\[['"]${name}['"]\\])|\\$\\{?${name}\\b|^(ENV|ARG) ${name}\\b|^\\s+-? *${name}[:=]|env: \\{[^}]*\\b${name}:`,
    'm',
  ).test(source);
}

export function isDefinedInCode(name: string, source: string): boolean {
  return new RegExp(
    `\\b(const|let|enum|type|function|class|interface) ${name}\\b|^\\s*(local |readonly )?${name}=|'${name}'`,
    'm',
  ).test(source);
}

describe('the environment variables the docs name', () => {
  const named = [...new Set(DOCS.flatMap((page) => namesIn(read(page)).map((name) => `${name} (${page})`)))];

  it('finds them', () => {
    expect(named.length).toBeGreaterThan(50);
  });

  it('are all read by the code', () => {
    const unknown = named.filter((entry) => {
      const name = entry.split(' ')[0] ?? '';
      return (
        !isServiceSetting(name, CONFIG) &&
        !isReadFromEnvironment(name, TOOLING) &&
        !isDefinedInCode(name, CODE)
      );
    });
    expect(unknown).toEqual([]);
  });

  it('flags a misspelt variable', () => {
    const [name = ''] = namesIn('the leads retention purge (`LEAD_RETENTION_DAYS`)');
    expect(name).toBe('LEAD_RETENTION_DAYS');
    expect(
      isServiceSetting(name, CONFIG) || isReadFromEnvironment(name, TOOLING) || isDefinedInCode(name, CODE),
    ).toBe(false);
    expect(isServiceSetting('RETENTION_LEAD_DAYS', CONFIG)).toBe(true);
  });
});
