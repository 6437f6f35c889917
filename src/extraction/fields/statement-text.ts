import { reference } from '../reference/index.js';
import { fold } from '../text.js';

/** Normalises statement wording so that official texts and printed variants compare equal. */
export function normalizeStatement(text: string): string {
  return fold(text)
    .replace(/(\w)-\s+(\w)/g, '$1$2')
    .replace(/[[\]…]/g, ' ')
    .replace(/\//g, ' or ')
    .replace(/\bphysician\b/g, 'doctor')
    .replace(/\bcentre\b/g, 'center')
    .replace(/poison control center/g, 'poison center')
    .replace(/long-lasting/g, 'long lasting')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Phrase {
  code: string;
  phrase: string;
}

let hPhrases: Phrase[] | undefined;
let pPhrases: Phrase[] | undefined;

function byLengthDescending(phrases: Phrase[]): Phrase[] {
  return phrases.filter((p) => p.phrase.length > 0).sort((a, b) => b.phrase.length - a.phrase.length);
}

function hPhraseList(): Phrase[] {
  hPhrases ??= byLengthDescending(
    Object.entries(reference().hStatements.statements).map(([code, text]) => ({
      code,
      phrase: normalizeStatement(text).replace(/\.$/, ''),
    })),
  );
  return hPhrases;
}

function pPhraseList(): Phrase[] {
  pPhrases ??= byLengthDescending(
    Object.entries(reference().pStatements.statements).flatMap(([code, entry]) =>
      entry.phrases.map((phrase) => ({ code, phrase: normalizeStatement(phrase) })),
    ),
  );
  return pPhrases;
}

/** Codes whose official wording appears in the text; longer statements are matched first and consumed. */
function matchPhrases(text: string, phrases: Phrase[]): string[] {
  let remaining = ` ${normalizeStatement(text)} `;
  const found: Array<{ code: string; at: number }> = [];
  for (const { code, phrase } of phrases) {
    let at = remaining.indexOf(phrase);
    while (at >= 0) {
      const before = remaining[at - 1] ?? ' ';
      const after = remaining[at + phrase.length] ?? ' ';
      if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) {
        found.push({ code, at });
        remaining = remaining.slice(0, at) + ' '.repeat(phrase.length) + remaining.slice(at + phrase.length);
      }
      at = remaining.indexOf(phrase, at + 1);
    }
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.code))];
}

export function hCodesFromText(text: string): string[] {
  return matchPhrases(text, hPhraseList());
}

export function pCodesFromText(text: string): string[] {
  return matchPhrases(text, pPhraseList());
}
