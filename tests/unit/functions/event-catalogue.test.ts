// The functions' copy of the event facts (supabase/functions/_shared/event-catalogue.ts) must say
// what the content files say: an invitation's calendar entry is written from it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  EVENT_FACTS,
  eventFacts,
  eventTitleIn,
} from '../../../supabase/functions/_shared/event-catalogue.ts';
import { textIn, type Localized } from '~/lib/i18n/localized.ts';

const EVENTS_DIR = path.resolve('content/events');

function frontMatter(file: string): Record<string, unknown> {
  const text = readFileSync(path.join(EVENTS_DIR, file), 'utf8');
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1];
  if (block === undefined) throw new Error(`${file} has no front matter`);
  return parse(block) as Record<string, unknown>;
}

/** A short fact's English: the plain string, or the `en` of a `{ en, ar }` pair. */
const english = (value: unknown) => textIn(value as Localized, 'en');

describe('event catalogue', () => {
  const files = readdirSync(EVENTS_DIR).filter((file) => /^[^.]+\.md$/.test(file));

  it('lists every content event, and no other', () => {
    expect(EVENT_FACTS.map((event) => event.slug).sort()).toEqual(
      files.map((file) => file.replace(/\.md$/, '')).sort(),
    );
  });

  it.each(files)(
    '%s: title (and its Arabic), start, end, venue, area, capacity and autoOffer match the content file',
    (file) => {
      const data = frontMatter(file);
      const facts = eventFacts(file.replace(/\.md$/, ''));
      // A title is English only, or a { en, ar } pair whose Arabic the mails use.
      const title = data['title'] as Localized;
      expect(facts).toEqual({
        slug: file.replace(/\.md$/, ''),
        title: english(title),
        ...(typeof title !== 'string' && title.ar !== undefined ? { titleAr: title.ar } : {}),
        start: data['start'],
        end: data['end'],
        // Venue and area stay English in the catalogue: only the title has an Arabic there.
        venue: english(data['venue']),
        area: english(data['area']),
        capacity: data['capacity'] ?? null,
        autoOffer: data['autoOffer'] ?? false,
      });
    },
  );

  it('gives every event its Arabic title, which Arabic invitations and their .ics use', () => {
    for (const event of EVENT_FACTS) {
      expect(event.titleAr, event.slug).toMatch(/^[^a-z]*[\u0600-\u06ff]/i);
      expect(eventTitleIn(event, 'ar')).toBe(event.titleAr);
      expect(eventTitleIn(event, 'en')).toBe(event.title);
    }
  });

  it('knows no event for an unknown slug', () => {
    expect(eventFacts('no-such-event')).toBeUndefined();
  });
});
