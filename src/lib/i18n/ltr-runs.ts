/** A piece of a figure's text: words, or a number that must read left to right. */
export interface TextRun {
  text: string;
  ltr: boolean;
}

// A number with what belongs to it: "$", "~", "+", "%", decimals, thousands and a range ("8-10").
const NUMBER_RUN = /[~$]*\d[\d,.]*(?:\s?[-–]\s?\d[\d,.]*)?[+%]*/g;

/**
 * `text` cut into runs, numbers apart (docs/behaviour/public-pages.md#languages: numbers stay
 * left-to-right inside Arabic text), e.g. "8-10 مليارات" → "8-10" (ltr), " مليارات".
 */
export function ltrRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(NUMBER_RUN)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), ltr: false });
    runs.push({ text: match[0], ltr: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), ltr: false });
  return runs;
}
