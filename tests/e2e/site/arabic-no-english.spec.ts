import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';

// No English left on the Arabic pages: every word a reader or a screen reader meets (text, hidden
// labels, alternative text, accessible names, the title) is Arabic, unless it sits inside an
// element marked lang="en" or is a name: a person's, a partner's or the site's (read from the
// content files, where editors keep them) or a brand on the list below.

/** Brands and terms that stay in Latin letters inside Arabic text, each with where it appears. */
const BRANDS = [
  'LinkedIn', // the footer's and the people's profile links
  'GitHub', // an event's title: an evening with GitHub's co-founder
  'LEAP', // an event's title: the LEAP dinner
  '180 Studios', // an event's title and host
  'Moove', // an event's title: an evening with Moove's CEO
  'VNTR', // an event's title and its cover: VNTR Investor Forum
  'FIFA', // the resources page: sports
  'SAMI', // the resources page: defence (Saudi Arabian Military Industries)
  'XR', // the resources page: "الواقع الممتد (XR)"
  '5G', // the resources page: "شبكات الجيل الخامس (5G)"
  '4G', // the resources page: a comparison with 5G
  '.ics', // the calendar file's type, after "أضف إلى التقويم"
];

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

/** The names the content files give: people, event speakers and hosts, partners, the site. */
function contentNames(): string[] {
  const yamlIn = (folder: string) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => parse(readFileSync(path.join(folder, name), 'utf8')) as { name?: string });
  const frontMatter = (file: string) =>
    parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '') as {
      people?: { name: string }[];
    };
  const events = readdirSync('content/events').filter((name) => /^[^.]+\.md$/.test(name));
  return [
    ...yamlIn('content/people').map((person) => person.name ?? ''),
    ...yamlIn('content/partners').map((partner) => partner.name ?? ''),
    ...events.flatMap((name) =>
      (frontMatter(path.join('content/events', name)).people ?? []).map((person) => person.name),
    ),
    (parse(readFileSync('content/settings/site.yaml', 'utf8')) as { name: string }).name,
  ];
}

/** A word with a Latin letter in it ("Studios", "5G", "user-agent"). */
const LATIN_WORD = /[0-9.]*[A-Za-z\u00C0-\u024F][0-9A-Za-z\u00C0-\u024F'’‑-]*/g;

const allowed = new Set(
  [...BRANDS, ...contentNames()].flatMap((name) => name.match(LATIN_WORD) ?? []),
);

test('every Arabic page speaks Arabic outside names, brands and text marked as English', async ({
  page,
}) => {
  const pages = arabicPages();
  expect(pages.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const url of pages) {
    await page.goto(url);
    const words = await page.evaluate((pattern) => {
      const latin = new RegExp(pattern, 'g');
      const out: string[] = [];
      const skipped = (element: Element | null) =>
        !element ||
        Boolean(element.closest('script, style, template, noscript, [aria-hidden="true"]')) ||
        (element.closest('[lang]')?.getAttribute('lang') ?? '').startsWith('en');
      const add = (text: string | null, element: Element | null) => {
        if (!text || skipped(element)) return;
        // Addresses are not words: e-mail, web addresses and host names.
        const plain = text
          .replace(/\S+@\S+/g, ' ')
          .replace(/https?:\/\/\S+/g, ' ')
          .replace(/\b[\w-]+(\.[\w-]+)+\b/g, ' ');
        out.push(...(plain.match(latin) ?? []));
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        add(node.textContent, node.parentElement);
      for (const attribute of ['alt', 'aria-label', 'title', 'placeholder', 'aria-description'])
        for (const element of document.querySelectorAll(`[${attribute}]`))
          add(element.getAttribute(attribute), element);
      add(document.title, document.documentElement);
      return out;
    }, LATIN_WORD.source);
    for (const word of new Set(words)) if (!allowed.has(word)) found.push(`${url}: ${word}`);
  }
  expect(found).toEqual([]);
});
