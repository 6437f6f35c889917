import type { ExtractionContext } from '../context.js';
import type { LayoutA } from '../schema/index.js';
import { fold, type SourceLine } from '../text.js';
import { warning } from '../warnings.js';
import { parseDate } from './dates.js';

type Revision = LayoutA['revision_metadata'];

const REVISION = [
  'revision date',
  'date of revision',
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
  'date',
  'erstellungsdatum',
  'ausgabedatum',
  "date d'emission",
  'date de creation',
  "date d'edition",
  'fecha de emision',
  'fecha de elaboracion',
  'data de emissao',
  'data de elaboracao',
  'data di emissione',
  'data di compilazione',
  'datum uitgifte',
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
  '作成日',
  '最初编制日期',
];
const SUPERSEDES = [
  'supersedes',
  'replaces',
  'previous date',
  'date of previous',
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
];
const VERSION =
  /\b(?:version|versao|version|versione|versie|wersja|verze|verzia|verzio|versio|surum|rev\.?)\s*(?:no\.?|nr\.?|number|n°)?\s*[:：]?\s*(\d+(?:\.\d+)*)/;

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
    const folded = fold(line.text);
    for (const label of labels) {
      const at = folded.search(new RegExp(`(?<![a-z])${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      if (at < 0) continue;
      const before = folded.slice(Math.max(0, at - 12), at);
      if (exclude.some((word) => before.includes(word))) continue;
      const rest = line.text.slice(at + label.length);
      const sameLine = parseDate(rest.slice(0, 60), monthFirst);
      if (sameLine) return { ...sameLine, line };
      const next = lines[i + 1];
      const below = next ? parseDate(next.text.slice(Math.max(0, at - 5), at + 60), monthFirst) : undefined;
      if (below && next) return { ...below, line: next };
    }
  }
  return undefined;
}

export function extractRevision(ctx: ExtractionContext): Revision {
  const all = ctx.doc.lines;
  const monthFirst = isUsDocument(all);
  const head = all.slice(0, 150);
  const tail = ctx.section(16);
  const scope = [...head, ...tail];
  const revision = findDate(scope, REVISION, monthFirst, PRINT) ?? findDate(all, REVISION, monthFirst, PRINT);
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
