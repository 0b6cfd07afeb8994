import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { allowedLatinWords, latinWordsOn } from '../support/latin-words.ts';

// No English left on the Arabic pages: every word a reader or a screen reader meets (text, hidden
// labels, alternative text, accessible names, the title) is Arabic, unless it sits inside an
// element marked lang="en" or is a name: a person's, a partner's or the site's (read from the
// content files, where editors keep them) or a brand on the list in tests/e2e/support/latin-words.ts.

const outDir = path.join(process.env['ASTRO_OUT_DIR'] ?? 'dist', 'client');

/** Every Arabic page the build wrote: /ar and each file under /ar/. */
function arabicPages(): string[] {
  const pages = ['/ar'];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.html'))
        pages.push(`/${path.relative(outDir, file).replace(/\.html$/, '')}`);
    }
  };
  walk(path.join(outDir, 'ar'));
  return pages;
}

test('every Arabic page speaks Arabic outside names, brands and text marked as English', async ({
  page,
}) => {
  const pages = arabicPages();
  expect(pages.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const url of pages) {
    await page.goto(url);
    for (const word of await latinWordsOn(page))
      if (!allowedLatinWords.has(word)) found.push(`${url}: ${word}`);
  }
  expect(found).toEqual([]);
});
