import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The one loader of the engine's reference data (data/*.json, each with its source and date).
 * Files are read once, validated, and shared.
 */

const sourced = { source: z.string(), date: z.string() };

const hStatementsFile = z.object({
  ...sourced,
  suffixes: z.record(z.string(), z.array(z.string())),
  statements: z.record(z.string(), z.string()),
});
const euhStatementsFile = z.object({ ...sourced, statements: z.record(z.string(), z.string()) });
const pStatementsFile = z.object({
  ...sourced,
  statements: z.record(z.string(), z.object({ text: z.string(), phrases: z.array(z.string()) })),
});
const hazardClassesFile = z.object({
  ...sourced,
  abbreviations: z.array(z.string()),
  classes: z.array(
    z.object({
      abbreviation: z.string(),
      abbreviation_above_category_1: z.string().optional(),
      names: z.record(z.string(), z.array(z.string())),
    }),
  ),
});
const labelElementsFile = z.object({
  ...sourced,
  pictograms: z.record(
    z.string(),
    z.object({ name: z.string(), names: z.array(z.string()), h_codes: z.array(z.string()) }),
  ),
  danger_h_codes: z.array(z.string()),
  warning_only_h_codes: z.array(z.string()),
});
const unNumbersFile = z.object({ ...sourced, classes: z.record(z.string(), z.string()) });
/**
 * Official statement wordings of one language (data/statements/<language>.json), keyed by code; a
 * combined statement is keyed by its codes joined with "+", and a code may carry several wordings
 * (the current text and earlier or national variants).
 */
const statementTextsFile = z.object({
  ...sourced,
  language: z.string(),
  statements: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});

function load<T>(file: string, schema: z.ZodType<T>): T {
  const url = new URL(`./data/${file}`, import.meta.url);
  return schema.parse(JSON.parse(readFileSync(url, 'utf8')));
}

export type StatementTexts = z.infer<typeof statementTextsFile>;

export type HazardClass = z.infer<typeof hazardClassesFile>['classes'][number];

export interface ReferenceData {
  hStatements: z.infer<typeof hStatementsFile>;
  euhStatements: z.infer<typeof euhStatementsFile>;
  pStatements: z.infer<typeof pStatementsFile>;
  hazardClasses: z.infer<typeof hazardClassesFile>;
  labelElements: z.infer<typeof labelElementsFile>;
  unNumbers: z.infer<typeof unNumbersFile>;
  statementTexts: StatementTexts[];
}

let cached: ReferenceData | undefined;

export function reference(): ReferenceData {
  cached ??= {
    hStatements: load('h-statements.json', hStatementsFile),
    euhStatements: load('euh-statements.json', euhStatementsFile),
    pStatements: load('p-statements.json', pStatementsFile),
    hazardClasses: load('hazard-classes.json', hazardClassesFile),
    labelElements: load('label-elements.json', labelElementsFile),
    unNumbers: load('un-numbers.json', unNumbersFile),
    statementTexts: readdirSync(new URL('./data/statements/', import.meta.url))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => load(`statements/${file}`, statementTextsFile)),
  };
  return cached;
}

/** True for a GHS H code, with a suffix only where GHS/CLP define one (H350i, H360Fd). */
export function isKnownHCode(code: string): boolean {
  const match = /^(H\d{3})(.*)$/.exec(code);
  if (!match?.[1]) return false;
  const { statements, suffixes } = reference().hStatements;
  if (!(match[1] in statements)) return false;
  return match[2] === '' || (suffixes[match[1]] ?? []).includes(match[2] ?? '');
}

export function isKnownEuhCode(code: string): boolean {
  return code in reference().euhStatements.statements;
}

export function isKnownPCode(code: string): boolean {
  return code.split('+').every((part) => part in reference().pStatements.statements);
}

export function unClass(unNumber: string): string | undefined {
  return reference().unNumbers.classes[unNumber];
}
