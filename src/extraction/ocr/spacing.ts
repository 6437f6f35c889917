/**
 * Tesseract's hOCR lists the words of Chinese, Japanese, Thai and often Korean text one character
 * or syllable at a time, with no mark of which of them a space separates; the positions alone do
 * not tell (a gap between two Thai letters can be as wide as a space between Latin words), so
 * "อันตราย" came out as "อ ันต รา ย". Tesseract's plain-text output of the same page does keep its
 * spacing decisions: words it prints without a space between them are glued into one word here, as
 * are neighbouring words of scripts written without spaces.
 */
import type { OcrLine, OcrWord } from './hocr.js';

/** How far ahead in the text a word is looked for before it is taken as missing (a mismatch). */
const MAX_LOOKAHEAD = 64;
/**
 * Scripts written without spaces between words: a space tesseract prints between two of their
 * characters ("物理 状態") is not in the text. A gap wider than this share of the line height is
 * still kept as a separation (table cells).
 */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}ー]/u;
const MAX_UNSPACED_GAP_SHARE = 1;

export function glueUnspacedWords(lines: OcrLine[], text: string): OcrLine[] {
  let position = 0;
  return lines.map((line) => {
    const words: OcrWord[] = [];
    for (const word of line.words) {
      const found = word.text ? text.indexOf(word.text, position) : -1;
      const matched = found >= 0 && found - position <= MAX_LOOKAHEAD;
      const previous = words.at(-1);
      const unspaced = matched && found === position;
      if (previous && (unspaced || sameUnspacedWord(previous, word, line)))
        words[words.length - 1] = glued(previous, word);
      else words.push(word);
      if (matched) position = found + word.text.length;
    }
    return words.length === line.words.length ? line : { ...line, words };
  });
}

function sameUnspacedWord(previous: OcrWord, word: OcrWord, line: OcrLine): boolean {
  return (
    UNSPACED_SCRIPT.test(previous.text.slice(-1)) &&
    UNSPACED_SCRIPT.test(word.text.charAt(0)) &&
    word.bbox.x0 - previous.bbox.x1 <= MAX_UNSPACED_GAP_SHARE * (line.bbox.y1 - line.bbox.y0)
  );
}

function glued(first: OcrWord, second: OcrWord): OcrWord {
  const length = first.text.length + second.text.length;
  return {
    text: first.text + second.text,
    bbox: {
      x0: Math.min(first.bbox.x0, second.bbox.x0),
      y0: Math.min(first.bbox.y0, second.bbox.y0),
      x1: Math.max(first.bbox.x1, second.bbox.x1),
      y1: Math.max(first.bbox.y1, second.bbox.y1),
    },
    confidence: (first.confidence * first.text.length + second.confidence * second.text.length) / length,
  };
}
