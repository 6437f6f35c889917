import { casNumbersIn, ecNumbersIn } from './identifiers.js';

/**
 * The rows of a list table as ECHA's website renders it (the page saved as HTML): the substance name,
 * its EC and CAS numbers, those of the group members it names, and the text of every cell.
 */

export interface EchaTableRow {
  name: string;
  cells: string[];
  ec: string[];
  cas: string[];
}

const HTML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) =>
      name.startsWith('#x')
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : (HTML_ENTITIES[name] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

export function echaTableRows(html: string): EchaTableRow[] {
  const body = /<tbody class="table-data">([\s\S]*?)<\/tbody>/.exec(html)?.[1];
  if (body === undefined) throw new Error('no ECHA list table in the page');
  return [...body.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)]
    .map((row) => row[1] ?? '')
    .filter((row) => row.includes('isIdentifierColumn_name'))
    .map((row) => {
      const cellHtml = [...row.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => cell[1] ?? '');
      const cells = cellHtml.map(plainText);
      const name = plainText(/<a class=" substanceNameLink "[^>]*>([\s\S]*?)<\/a>/.exec(row)?.[1] ?? '');
      const memberNumbers = [...row.matchAll(/<span class="groupEcCasValue">([^<]*)<\/span>/g)].map((m) =>
        plainText(m[1] ?? ''),
      );
      const numbers = [cells[1] ?? '', cells[2] ?? '', ...memberNumbers].join(' ');
      return {
        name: name || (cells[0] ?? '').replace(/\s*show\/hide[\s\S]*$/, ''),
        cells,
        ec: ecNumbersIn(numbers),
        cas: casNumbersIn(numbers),
      };
    });
}
