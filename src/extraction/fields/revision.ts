import type { ExtractionContext } from '../context.js';
import type { LayoutA } from '../schema/index.js';
import { cells, collapseSpaces, fold, type SourceLine } from '../text.js';
import { warning } from '../warnings.js';
import { parseDate } from './dates.js';

type Revision = LayoutA['revision_metadata'];

const REVISION = [
  'revision date',
  'date of revision',
  'date of last revision',
  'last revised',
  'ultima revisao',
  'ultima revision',
  'ultima revisione',
  'revised on',
  'revised',
  'last revision',
  'revision',
  'date revised',
  'uberarbeitet am',
  'uberarbeitungsdatum',
  'uberarbeitet',
  'date de revision',
  'revision le',
  'fecha de revision',
  'data de revisao',
  'data da revisao',
  'data di revisione',
  'revisione',
  'revisiedatum',
  'revisie',
  'herzieningsdatum',
  'herziening',
  'data aktualizacji',
  'aktualizacja',
  'datum revize',
  'revize',
  'datum revizie',
  'revizia',
  'felulvizsgalat datuma',
  'felulvizsgalat',
  'revisionsdato',
  'revideret',
  'muutettu viimeksi',
  'muokattu',
  'tarkistettu',
  'paivitetty',
  'revizyon tarihi',
  '改訂日',
  '修订日期',
  'تاريخ المراجعة',
];
const ISSUE = [
  'date of issue',
  'issue date',
  'issuing date',
  'date of preparation',
  'preparation date',
  'prepared on',
  'date prepared',
  'sds date',
  'issued',
  'date',
  'erstellungsdatum',
  'erstellt am',
  'ausgabedatum',
  "date d'emission",
  'date de creation',
  "date d'edition",
  'fecha de emision',
  'fecha de elaboracion',
  'data de emissao',
  'data de elaboracao',
  'data da publicacao',
  'data de publicacao',
  'data di emissione',
  'data di compilazione',
  'datum uitgifte',
  'datum van uitgave',
  'uitgiftedatum',
  'data wydania',
  'data sporzadzenia',
  'datum vydani',
  'datum vyhotoveni',
  'datum vydania',
  'kiadas datuma',
  'udstedelsesdato',
  'udarbejdet',
  'julkaisupaiva',
  'laatimispaiva',
  'duzenleme tarihi',
  'yayin tarihi',
  '作成日',
  '最初编制日期',
];
const SUPERSEDES = [
  'supersedes',
  'supercedes',
  'replaces',
  'previous date',
  'date of previous',
  'previous',
  'anterior',
  'vorherige',
  'precedente',
  'vorige',
  'poprzedni',
  'predchozi',
  'edellinen',
  'ersetzt',
  'remplace',
  'sustituye',
  'substitui',
  'sostituisce',
  'vervangt',
  'zastepuje',
  'nahrazuje',
  'nahradza',
  'erstatter',
  'korvaa',
];
const PRINT = [
  'print',
  'druck',
  'impression',
  'impresion',
  'impressao',
  'stampa',
  'afdruk',
  'wydruk',
  'tisk',
  'nyomtat',
  'udskriv',
  'tulostus',
  'tulostettu',
];
/** Labels of other dates: a date printed below one of them is not the revision date above. */
const OTHER_DATE_LABELS = [...SUPERSEDES, ...PRINT];
const VERSION =
  /\b(?:version|versao|version|versione|versie|wersja|verze|verzia|verzio|versio|surum|rev\.?)\s*(?:no\.?|nr\.?|number|n°)?\s*[:：]?\s*(\d+(?:\.\d+)*)/;

/** "Version 2.0 del 22 aprile 2026", "Version 3 vom 01.02.2020": the date the version was issued. */
const VERSION_DATE =
  /\b(?:version|versao|versione|versie|wersja|verze|verzia|verzio|versio|surum)\s*(?:no\.?|nr\.?|n°)?\s*[:：]?\s*\d+(?:\.\d+)*\s+(?:del|vom|du|of|from|de|dated|z|ze|van)\s+(.{6,30})/;

interface FoundDate {
  iso: string;
  ambiguous: boolean;
  line: SourceLine;
}

function isUsDocument(lines: SourceLine[]): boolean {
  return lines.some((line) => /\b(OSHA|29 ?CFR|HazCom|Hazard Communication Standard)\b/i.test(line.text));
}

function findDate(
  lines: SourceLine[],
  labels: string[],
  monthFirst: boolean,
  exclude: string[] = [],
): FoundDate | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    // Folding keeps positions except that it collapses whitespace, so slice the collapsed text.
    const text = collapseSpaces(line.text);
    const folded = fold(text);
    for (const label of labels) {
      const at = folded.search(new RegExp(`(?<![a-z])${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      if (at < 0) continue;
      const before = folded.slice(Math.max(0, at - 12), at);
      if (exclude.some((word) => before.includes(word))) continue;
      const rest = text.slice(at + label.length);
      const sameLine = parseDate(rest.slice(0, 60), monthFirst);
      if (sameLine) return { ...sameLine, line };
      const next = lines[i + 1];
      // A date below belongs to this label unless the line below carries its own date label.
      const ownLabelBelow = !next || OTHER_DATE_LABELS.some((word) => fold(next.text).includes(word));
      const below = next && !ownLabelBelow ? parseDate(next.text, monthFirst) : undefined;
      if (next && below) return { ...below, line: next };
      const above = /^[\s:.]*$/.test(rest) ? unlabelledDateAbove(lines[i - 1], monthFirst) : undefined;
      if (above) return above;
    }
  }
  return undefined;
}

/**
 * OCR puts a value printed a little higher than its label on the line above ("21/02/2017" above
 * "Data da Publicação:"): a label without a value takes a date that starts a cell of the line above
 * when no label of its own precedes that cell.
 */
function unlabelledDateAbove(line: SourceLine | undefined, monthFirst: boolean): FoundDate | undefined {
  const lineCells = line ? cells(line.text) : [];
  for (const [index, cell] of lineCells.entries()) {
    if (!/^\d/.test(cell)) continue;
    if (index > 0 && /:\s*$/.test(lineCells[index - 1] ?? '')) continue;
    const found = parseDate(cell, monthFirst);
    if (found && line) return { ...found, line };
  }
  return undefined;
}

function findVersionDate(lines: SourceLine[], monthFirst: boolean): FoundDate | undefined {
  for (const line of lines) {
    const printed = VERSION_DATE.exec(fold(line.text))?.[1];
    const found = printed ? parseDate(printed, monthFirst) : undefined;
    if (found) return { ...found, line };
  }
  return undefined;
}

export function extractRevision(ctx: ExtractionContext): Revision {
  const all = ctx.doc.lines;
  const monthFirst = isUsDocument(all);
  const head = all.slice(0, 150);
  const tail = ctx.section(16);
  const scope = [...head, ...tail];
  const revision =
    findDate(scope, REVISION, monthFirst, PRINT) ??
    findDate(all, REVISION, monthFirst, PRINT) ??
    findVersionDate(head, monthFirst);
  const issue = findDate(scope, ISSUE, monthFirst, [...PRINT, 'revision']);
  const supersedes = findDate(scope, SUPERSEDES, monthFirst);
  const versionLine = scope.find((line) => VERSION.test(fold(line.text)));
  const path = 'revision_metadata';
  const chosen = revision ?? issue;
  if (chosen) {
    ctx.note(`${path}.revision_date`, chosen.line, chosen.ambiguous ? 0.6 : revision ? 0.9 : 0.75);
    if (chosen.ambiguous) {
      ctx.warn(
        warning(
          'date_ambiguous',
          `Day and month of '${chosen.line.text.trim().slice(0, 60)}' could be swapped; read as ${chosen.iso}.`,
          {
            field: `${path}.revision_date`,
            page: chosen.line.page,
          },
        ),
      );
    }
  }
  if (issue) ctx.note(`${path}.issue_date`, issue.line, 0.8);
  if (supersedes) ctx.note(`${path}.supersedes_date`, supersedes.line, 0.8);
  if (versionLine) ctx.note(`${path}.version`, versionLine, 0.8);
  return {
    revision_date: chosen?.iso ?? null,
    issue_date: issue?.iso ?? null,
    version: versionLine ? (VERSION.exec(fold(versionLine.text))?.[1] ?? null) : null,
    supersedes_date: supersedes?.iso ?? null,
  };
}
