// The fuzzy string set PostgREST uses for its "Perhaps you meant …" hints (the Haskell fuzzyset
// library, a port of fuzzyset.js): cosine similarity of 3-grams, else 2-grams, of the lowercased
// text without punctuation, enclosed in '-'; the best 50 re-scored by normalised Levenshtein
// distance; nothing under 0.33 (fuzzyset's default) unless the caller asks for more.
// docs/postgrest-subset.md#functions-rpcname names where it is used.

/** fuzzyset's default least score (Fuzzy.getOne). */
export const MIN_SCORE = 0.33;
/**
 * The least score PostgREST (13+, getFuzzyHint) asks of a table or function name it suggests, so
 * a hint reveals only names close to the one asked for; parameter lists keep MIN_SCORE.
 */
export const NAME_MIN_SCORE = 0.75;

/** Lowercase, keeping letters, digits, spaces and commas (underscores go). */
function normalized(value: string): string {
  return [...value.toLowerCase()].filter((ch) => /[\p{L}\p{N}\s,]/u.test(ch)).join('');
}

function gramCounts(value: string, size: number): Map<string, number> {
  const chars = [...`-${normalized(value)}-`];
  const counts = new Map<string, number>();
  for (let start = 0; start + size <= chars.length; start += 1) {
    const gram = chars.slice(start, start + size).join('');
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

function magnitude(counts: Map<string, number>): number {
  let sum = 0;
  for (const count of counts.values()) sum += count * count;
  return Math.sqrt(sum);
}

function levenshtein(a: string[], b: string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** 1 for equal strings, 0 for nothing in common (text-metrics' levenshteinNorm). */
function similarity(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  const longest = Math.max(left.length, right.length);
  return longest === 0 ? 1 : 1 - levenshtein(left, right) / longest;
}

function matchesOfSize(
  entries: string[],
  query: string,
  size: number,
  minScore: number,
): [number, string][] {
  const wanted = gramCounts(query, size);
  const wantedMagnitude = magnitude(wanted);
  const scored: [number, string][] = [];
  for (const entry of entries) {
    const grams = gramCounts(entry, size);
    let dot = 0;
    for (const [gram, count] of wanted) dot += count * (grams.get(gram) ?? 0);
    if (dot > 0) scored.push([dot / (wantedMagnitude * magnitude(grams)), entry]);
  }
  scored.sort((a, b) => b[0] - a[0]);
  const key = query.toLowerCase();
  return scored
    .slice(0, 50)
    .map(([, entry]): [number, string] => [similarity(key, entry.toLowerCase()), entry])
    .sort((a, b) => b[0] - a[0])
    .filter(([score]) => score >= minScore);
}

/**
 * The entry closest to `query`, or undefined when none scores `minScore` (Fuzzy.getOne, or
 * getOneWithMinScore).
 */
export function closestMatch(
  entries: Iterable<string>,
  query: string,
  minScore = MIN_SCORE,
): string | undefined {
  const list = [...new Set(entries)];
  const exact = list.find((entry) => entry.toLowerCase() === query.toLowerCase());
  if (exact !== undefined) return exact;
  for (const size of [3, 2]) {
    const found = matchesOfSize(list, query, size, minScore)[0];
    if (found) return found[1];
  }
  return undefined;
}
