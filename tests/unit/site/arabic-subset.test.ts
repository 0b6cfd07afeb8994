import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARABIC_UNICODE_RANGE } from '~/styles/typefaces.ts';

// The Arabic font files keep only ARABIC_UNICODE_RANGE of the Arabic block (src/styles/fonts/
// README.md): a character outside it would be drawn by another face, breaking the joined word.

const ranges = ARABIC_UNICODE_RANGE.map((range) => {
  const [from = '', to = from] = range.replace('U+', '').split('-');
  return [parseInt(from, 16), parseInt(to, 16)] as const;
});
const inSubset = (codePoint: number) =>
  ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Every file under `dir` whose name matches `pattern`. */
function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => path.join(dir, file));
}

/** Arabic-block characters of `text` the subset lacks, as "U+067E پ". */
function outside(text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (codePoint >= 0x0600 && codePoint <= 0x06ff && !inSubset(codePoint)) {
      missing.add(`U+${codePoint.toString(16).toUpperCase().padStart(4, '0')} ${char}`);
    }
  }
  return [...missing];
}

describe('the Arabic font subset', () => {
  it('keeps the letters, marks and punctuation of Arabic, and not the other languages’ letters', () => {
    expect(outside('أحمد مُحَمَّد، إلى؟ آمن؛ ى ة ٪ ١٢٣ ٱلرحمن ـ')).toEqual([]);
    expect(outside('پژوهش گچ')).toEqual(['U+067E پ', 'U+0698 ژ', 'U+06AF گ', 'U+0686 چ']);
  });

  it('covers every Arabic character of the site’s content and words', () => {
    const sources = [...files('content', /\.(md|ya?ml)$/), ...files('src', /\.(ts|tsx|astro)$/)];
    const found = sources.flatMap((file) =>
      outside(readFileSync(file, 'utf8')).map((char) => `${file}: ${char}`),
    );
    expect(found).toEqual([]);
  });
});
