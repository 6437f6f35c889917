import type { LayoutA } from '../../schema/index.js';
import { clip, type XmlTree } from './xml-tree.js';

/**
 * eSDScom `Phrase`: free text (`FullText`, at most 1,024 characters) with an optional `PhraseCode`.
 * Text without a `Languange` attribute is in the file's default language (the document's); text the
 * renderer supplies itself (the English GHS wording of a statement) says `Languange="en"` when the
 * document is in another language. (`Languange` is the schema's own spelling.)
 */
export function phrase(text: string, options: { code?: string; language?: string } = {}): XmlTree {
  const fullText = clip(text, 1024);
  return {
    PhraseCode: options.code,
    FullText: options.language ? { '@Languange': options.language, '#': fullText } : fullText,
  };
}

/** A phrase for a record text field, or nothing when the field is empty. */
export function textPhrase(text: string | null | undefined): XmlTree | undefined {
  return text && text.trim() !== '' ? phrase(text) : undefined;
}

const STATEMENT_CODE = /\b(?:EUH\d{3}[A-Z]?|H\d{3}[A-Za-z]{0,2}|P\d{3}(?:\s*\+\s*P\d{3})*)\b/g;

/**
 * The statement's wording as the document prints it: the text after its code on the line the engine
 * read it from, up to the next code. Undefined when the line holds only codes (a code list), does
 * not contain the code (a statement recognised by its wording), or stops before the statement's full
 * stop (the statement wraps onto lines the evidence does not hold): a cut statement is not given.
 */
export function printedWording(record: LayoutA, evidencePath: string, code: string): string | undefined {
  const snippet = record.evidence[evidencePath]?.snippet;
  if (!snippet) return undefined;
  const codes = [...snippet.matchAll(STATEMENT_CODE)];
  const own = codes.findIndex((match) => match[0].replace(/\s+/g, '') === code);
  if (own < 0) return undefined;
  const start = (codes[own]?.index ?? 0) + (codes[own]?.[0].length ?? 0);
  const end = codes[own + 1]?.index ?? snippet.length;
  const wording = snippet
    .slice(start, end)
    .replace(/^[\s:–—.-]+/u, '')
    .replace(/[\s,;–—-]+$/u, '')
    .trim();
  return /\p{L}{3}/u.test(wording) && /[.!。]$/u.test(wording) ? wording : undefined;
}
