import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { eventSchema } from '~/content/schemas/event.ts';

// Astro passes an image() helper that resolves files; no event here ships an image, so a string will do.
const schema = eventSchema({ image: () => z.string() } as unknown as SchemaContext);
const eventsDir = new URL('../../../content/events/', import.meta.url);

function frontmatter(file: string): unknown {
  const text = readFileSync(new URL(file, eventsDir), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match?.[1]) throw new Error(`${file} has no frontmatter`);
  return parse(match[1]);
}

const valid = {
  title: 'An Evening',
  navTitle: 'Evening',
  badges: ['Private Gathering'],
  summary: 'A private evening.',
  start: '2025-06-24T19:30:00+03:00',
  end: '2025-06-24T23:30:00+03:00',
  venue: 'Private residence',
  area: 'Riyadh',
  cta: 'RSVP',
  registration: { kind: 'external', url: 'https://example.org/rsvp' },
  seo: {
    title: 'An Evening',
    description: 'A private evening in Riyadh for founders and investors.',
  },
};

/** The dotted paths of the fields a fixture is rejected for. */
function failingPaths(data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('eventSchema', () => {
  it('accepts a minimal event and fills defaults', () => {
    const event = schema.parse(valid);
    expect(event.start).toEqual(new Date('2025-06-24T16:30:00Z'));
    expect(event).toMatchObject({
      country: 'SA',
      waitlist: false,
      free: false,
      people: [],
      agenda: [],
    });
  });

  it.each([
    ['a date without offset', { start: '2025-06-24T19:30:00' }, ['start']],
    ['an unquoted YAML date', { start: new Date('2025-06-24T16:30:00Z') }, ['start']],
    ['an end before the start', { end: '2025-06-24T18:00:00+03:00' }, ['end']],
    ['no badge', { badges: [] }, ['badges']],
    ['a misspelt key', { capacty: 25 }, ['']],
    ['a zero capacity', { capacity: 0 }, ['capacity']],
    [
      'a bad schedule time',
      { schedule: [{ time: 'evening', label: 'Dinner' }] },
      ['schedule.0.time'],
    ],
    [
      'an agenda item cut at an unquoted comma',
      {
        agenda: [
          {
            time: '20:00',
            title: 'VIP dinner',
            description: 'For speakers',
            'investors and guests.': null,
          },
        ],
      },
      ['agenda.0'],
    ],
    ['a registration without URL', { registration: { kind: 'external' } }, ['registration.url']],
    [
      'a video with neither id nor sample flag',
      { videos: [{ title: 'Overview' }] },
      ['videos.0.youtubeId'],
    ],
    [
      'a malformed video id',
      { videos: [{ title: 'Overview', youtubeId: 'abc' }] },
      ['videos.0.youtubeId'],
    ],
    [
      'a short meta description',
      { seo: { title: 'T', description: 'Too short.' } },
      ['seo.description'],
    ],
  ])('rejects %s and names the field', (_case, change, paths) => {
    expect(failingPaths({ ...valid, ...change })).toEqual(paths);
  });

  it('takes each short fact as plain English or as { en, ar } (issue 28)', () => {
    const arabic = {
      title: { en: 'An Evening', ar: 'أمسية' },
      navTitle: { en: 'Evening', ar: 'أمسية' },
      badges: [{ en: 'Private Gathering', ar: 'لقاء خاص' }, 'Invitation Only'],
      summary: { en: 'A private evening.', ar: 'أمسية خاصة.' },
      schedule: [{ time: '7:30 PM', label: { en: 'Reception', ar: 'استقبال' } }],
      venue: { en: 'Private residence', ar: 'منزل خاص' },
      area: { en: 'Riyadh', ar: 'الرياض' },
      cta: { en: 'RSVP', ar: 'أكّد حضورك' },
      seo: {
        title: { en: 'An Evening', ar: 'أمسية في الرياض' },
        description: {
          en: 'A private evening in Riyadh for founders and investors.',
          ar: 'أمسية خاصة في الرياض تجمع المؤسسين والمستثمرين وصنّاع القرار في لقاء هادئ ومحدود العدد.',
        },
      },
    };
    const event = schema.parse({ ...valid, ...arabic });
    expect(event.title).toEqual({ en: 'An Evening', ar: 'أمسية' });
    expect(event.badges[1]).toBe('Invitation Only');
    // The Arabic may wait for its translator: English alone in the pair is valid.
    expect(failingPaths({ ...valid, title: { en: 'An Evening' } })).toEqual([]);
  });

  it.each([
    ['an empty Arabic title', { title: { en: 'An Evening', ar: '' } }, ['title.ar']],
    ['an empty Arabic badge', { badges: [{ en: 'Private', ar: '' }] }, ['badges.0.ar']],
    [
      'an empty Arabic schedule label',
      { schedule: [{ time: '7:30 PM', label: { en: 'Reception', ar: '' } }] },
      ['schedule.0.label.ar'],
    ],
    ['a pair without its English', { venue: { ar: 'منزل خاص' } }, ['venue']],
    ['a misspelt language', { area: { en: 'Riyadh', fr: 'Riyad' } }, ['area']],
    [
      'an Arabic menu label over 40 characters',
      { navTitle: { en: 'E', ar: 'أ'.repeat(41) } },
      ['navTitle.ar'],
    ],
  ])('rejects %s', (_case, change, paths) => {
    expect(failingPaths({ ...valid, ...change })).toEqual(paths);
  });

  it('explains how to write a date-time', () => {
    const result = schema.safeParse({ ...valid, start: new Date() });
    expect(result.error?.issues[0]?.message).toMatch(/in quotes with its offset/);
  });
});

describe('content/events', () => {
  const files = readdirSync(eventsDir).filter((file) => /^[^.]+\.md$/.test(file));

  it('holds the ten canonical event pages', () => {
    expect(files.map((file) => file.replace(/\.md$/, '')).sort()).toEqual([
      'an-evening-with-180-studios',
      'an-evening-with-github-cofounder',
      'an-evening-with-moove-ceo',
      'art-wealth-management',
      'capital-culture-riyadh',
      'fireside-chats',
      'leap-dinner',
      'majlis-business-forum',
      'suhoor-dinner',
      'vntr-investor-forum',
    ]);
  });

  it.each(files)('%s matches the schema', (file) => {
    expect(failingPaths(frontmatter(file))).toEqual([]);
  });

  it('marks every person and video without a real name or id as a sample', () => {
    for (const file of files) {
      const event = schema.parse(frontmatter(file));
      for (const person of event.people) {
        expect(person.sample, `${file}: ${person.name}`).toBe(person.name.startsWith('Sample '));
      }
      for (const video of event.videos) expect(video.sample).toBe(video.youtubeId === undefined);
    }
  });
});
