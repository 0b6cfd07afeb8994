// Turns free text into comparable words: lower case, accents dropped, "&" read as "and",
// simple plurals folded ("banks" -> "bank", "industries" -> "industry").

/** Words whose plural form means something else than their singular. */
const KEEP_AS_IS: ReadonlySet<string> = new Set(['securities', 'news', 'saas', 'series', 'gas']);

export function normalizeWord(word: string): string {
  if (KEEP_AS_IS.has(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(normalizeWord);
}
