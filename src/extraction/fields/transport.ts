import type { ExtractionContext } from '../context.js';
import type { LayoutA } from '../schema/index.js';
import { fold, type SourceLine } from '../text.js';
import { warning } from '../warnings.js';

type Transport = LayoutA['transport_information'];

const UN_NUMBER = /(?<![A-Za-z])(?:UN|ONU|VN|OSN|YK|UNO|NU)(?![A-Za-z])[^0-9\n]{0,40}?(?<!\d)(\d{4})(?!\d)/;
const CLASS_LABELS = [
  'hazard class',
  'transport hazard class',
  'class',
  'klasse',
  'classe',
  'clase',
  'klasa',
  'trida',
  'trieda',
  'osztaly',
  'luokka',
  'sinif',
  'division',
  'klasa zagrozenia',
];
const PACKING_LABELS = [
  'packing group',
  'packaging group',
  'verpackungsgruppe',
  "groupe d'emballage",
  'groupe demballage',
  'grupo de embalaje',
  'grupo de embalagem',
  "gruppo d'imballaggio",
  'gruppo di imballaggio',
  'verpakkingsgroep',
  'grupa pakowania',
  'obalova skupina',
  'csomagolasi csoport',
  'emballagegruppe',
  'pakkausryhma',
  'ambalaj grubu',
  'pg',
];
const NOT_REGULATED = [
  'not regulated',
  'not dangerous',
  'not classified as dangerous',
  'not subject',
  'non regulated',
  'not restricted',
  'not hazardous',
  'no dangerous good',
  'kein gefahrgut',
  'nicht als gefahrgut',
  'non soumis',
  'non reglemente',
  'no regulado',
  'no esta regulado',
  'nao regulamentado',
  'nao e classificado',
  'non regolamentato',
  'non pericoloso',
  'niet gereglementeerd',
  'geen gevaarlijke',
  'nie podlega',
  'nepodleha',
  'nepodlieha',
  'nem tartozik',
  'ikke reguleret',
  'ikke omfattet',
  'ei saannelty',
  'ei luokiteltu vaaralliseksi',
];

function afterLabel(
  lines: SourceLine[],
  labels: string[],
  value: RegExp,
): { value: string; line: SourceLine } | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    const folded = fold(line.text).replace(/^\s*14\.\d+\.?/, '');
    for (const label of labels) {
      const at = folded.search(new RegExp(`(?<![a-z])${label}(?![a-z])`));
      if (at < 0) continue;
      const rest = folded.slice(at + label.length).replace(/^[^:：\d]*?\(?e?s?\)?\s*[:：]?/, '');
      const same = value.exec(rest);
      if (same?.[1]) return { value: same[1], line };
      const next = lines[i + 1];
      const below = next ? value.exec(fold(next.text)) : null;
      if (below?.[1] && next) return { value: below[1], line: next };
    }
  }
  return undefined;
}

export function extractTransport(ctx: ExtractionContext): Transport {
  const lines = ctx.section(14);
  const path = 'transport_information';
  const unLine = lines.find((line) => UN_NUMBER.test(line.text));
  const unNumber = unLine ? `UN${UN_NUMBER.exec(unLine.text)?.[1]}` : null;
  const otherUnLine = lines.find((line) => {
    const other = UN_NUMBER.exec(line.text)?.[1];
    return other !== undefined && `UN${other}` !== unNumber;
  });
  if (otherUnLine) {
    ctx.warn(
      warning(
        'conflicting_values',
        `Section 14 names more than one UN number; the first (${unNumber}) was kept.`,
        {
          field: 'transport_information.un_number',
          page: otherUnLine.page,
        },
      ),
    );
  }
  const folded = fold(lines.map((line) => line.text).join(' '));
  const notRegulated = NOT_REGULATED.some((phrase) => folded.includes(phrase));
  const hazardClass = unNumber
    ? afterLabel(lines, CLASS_LABELS, /^\s*(?:class\s*)?([1-9](?:\.[1-6])?)(?![\d.]|\s*\.\d)/)
    : undefined;
  const packing = unNumber
    ? afterLabel(lines, PACKING_LABELS, /^\s*(?:pg\s*)?(iii|ii|i)(?![a-z])/)
    : undefined;
  if (unLine) ctx.note(`${path}.un_number`, unLine, 0.95);
  if (hazardClass) ctx.note(`${path}.transport_hazard_class`, hazardClass.line, 0.85);
  if (packing) ctx.note(`${path}.packing_group`, packing.line, 0.85);
  const marine = /marine pollutant\s*[:：]?\s*(yes|no)/.exec(folded);
  return {
    regulated: unNumber ? true : notRegulated ? false : null,
    un_number: unNumber,
    proper_shipping_name: null,
    transport_hazard_class: hazardClass?.value ?? null,
    packing_group: packing ? (packing.value.toUpperCase() as 'I' | 'II' | 'III') : null,
    marine_pollutant: marine ? marine[1] === 'yes' : null,
    modes: [],
  };
}
