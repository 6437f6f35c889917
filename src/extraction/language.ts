import { fold } from './text.js';

/** Frequent words of SDS text per language (accent-folded), used to detect the document language. */
const MARKERS: Record<string, readonly string[]> = {
  en: ['the', 'and', 'of', 'with', 'not', 'for', 'section', 'hazard', 'product', 'may', 'if', 'use'],
  de: ['und', 'der', 'die', 'das', 'nicht', 'mit', 'fur', 'abschnitt', 'gemisch', 'ist', 'bei', 'oder'],
  fr: ['et', 'les', 'des', 'du', 'la', 'pour', 'avec', 'rubrique', 'melange', 'est', 'sur', 'dans'],
  es: ['y', 'los', 'las', 'del', 'para', 'con', 'seccion', 'mezcla', 'por', 'una', 'producto', 'el'],
  pt: ['e', 'os', 'das', 'do', 'para', 'com', 'produto', 'mistura', 'nao', 'uma', 'em', 'ao'],
  it: ['e', 'il', 'della', 'di', 'per', 'con', 'sezione', 'miscela', 'non', 'delle', 'che', 'gli'],
  nl: ['en', 'het', 'van', 'de', 'voor', 'met', 'rubriek', 'mengsel', 'niet', 'een', 'zijn', 'bij'],
  pl: ['i', 'w', 'nie', 'na', 'sekcja', 'mieszaniny', 'lub', 'dla', 'jest', 'oraz', 'do', 'z'],
  cs: ['a', 'v', 'na', 'se', 'nebo', 'oddil', 'smesi', 'latky', 'pro', 'je', 'podle', 'nejsou'],
  sk: ['a', 'v', 'na', 'sa', 'alebo', 'oddiel', 'zmesi', 'latky', 'pre', 'je', 'podla', 'nie'],
  hu: ['a', 'az', 'es', 'nem', 'szakasz', 'keverek', 'vagy', 'szerint', 'anyag', 'eseten', 'kell', 'is'],
  da: ['og', 'af', 'til', 'med', 'ikke', 'punkt', 'blandingen', 'eller', 'er', 'for', 'ved', 'den'],
  fi: ['ja', 'tai', 'ei', 'kohta', 'seoksen', 'on', 'mukaan', 'aineen', 'tiedot', 'kanssa', 'voi', 'jos'],
  tr: ['ve', 'bir', 'ile', 'icin', 'bolum', 'veya', 'olarak', 'karisim', 'degil', 'bu', 'gore', 'madde'],
};

/** ISO 639-1 code of the document's language, or null when there is too little text to tell. */
export function detectLanguage(lines: readonly string[]): string | null {
  const raw = lines.join('\n');
  const kana = (raw.match(/[\u3040-\u30ff]/g) ?? []).length;
  const han = (raw.match(/[\u4e00-\u9faf]/g) ?? []).length;
  const arabic = (raw.match(/[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]/g) ?? []).length;
  const latin = (raw.match(/[A-Za-z]/g) ?? []).length;
  if (kana + han > 200 && (kana + han) * 3 > latin) return kana > 50 ? 'ja' : 'zh';
  if (arabic > 200 && arabic * 3 > latin) return 'ar';
  const counts = new Map<string, number>();
  for (const word of fold(raw).split(/[^a-z\u00c0-\u024f]+/)) {
    if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestScore = 0;
  for (const [language, markers] of Object.entries(MARKERS)) {
    const score = markers.reduce((sum, marker) => sum + Math.sqrt(counts.get(marker) ?? 0), 0);
    if (score > bestScore) {
      bestScore = score;
      best = language;
    }
  }
  return bestScore >= 5 ? best : null;
}
