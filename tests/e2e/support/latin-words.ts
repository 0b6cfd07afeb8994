import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';

// The Latin-script words a reader or a screen reader meets on a page (text, hidden labels,
// alternative text, accessible names, the title), outside elements marked lang="en" and outside
// addresses; and the names allowed to stay Latin inside Arabic text: a person's, a partner's or
// the site's (read from the content files, where editors keep them) or a brand on the list below.
// Shared by the Arabic pages' scans (tests/e2e/site/arabic-no-english.spec.ts and the account's).

/** Brands and terms that stay in Latin letters inside Arabic text, each with where it appears. */
export const BRANDS = [
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

/** The names the content files give: people, event speakers and hosts, partners, the site. */
export function contentNames(): string[] {
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
export const LATIN_WORD = /[0-9.]*[A-Za-z\u00C0-\u024F][0-9A-Za-z\u00C0-\u024F'’‑-]*/g;

/** Every Latin word the names and brands hold. */
export const allowedLatinWords = new Set(
  [...BRANDS, ...contentNames()].flatMap((name) => name.match(LATIN_WORD) ?? []),
);

/**
 * The Latin words on the page as it is now, each once; `outside` names elements that hold data as
 * people stored it (not the page's words), whose text is left out too.
 */
export async function latinWordsOn(page: Page, outside = ''): Promise<string[]> {
  const words = await page.evaluate(
    ([pattern, stored]) => {
      const latin = new RegExp(pattern, 'g');
      const out: string[] = [];
      const skipped = (element: Element | null) =>
        !element ||
        Boolean(element.closest('script, style, template, noscript, [aria-hidden="true"]')) ||
        (stored !== '' && Boolean(element.closest(stored))) ||
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
    },
    [LATIN_WORD.source, outside] as const,
  );
  return [...new Set(words)];
}
