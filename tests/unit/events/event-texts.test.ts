import { describe, expect, it } from 'vitest';
import { eventBlocksIn, eventIn, type EventBlock } from '~/lib/events/event-texts.ts';

/** An event's facts, every text in both languages unless a case takes one away. */
const event = {
  title: { en: 'An Evening', ar: 'أمسية' },
  navTitle: { en: 'Evening', ar: 'أمسية' },
  summary: { en: 'A private evening.', ar: 'أمسية خاصة.' },
  venue: { en: 'A residence', ar: 'منزل' },
  area: { en: 'Riyadh', ar: 'الرياض' },
  badges: [{ en: 'Private', ar: 'خاص' }],
  schedule: [{ time: '7:30 PM', label: { en: 'Reception', ar: 'استقبال' } }],
  cta: { en: 'RSVP', ar: 'أكّد حضورك' },
  format: [{ en: 'Panels', ar: 'جلسات نقاشية' }],
  peopleHeading: { en: 'Speakers', ar: 'المتحدثون' },
  people: [
    {
      name: 'Sample Speaker A',
      title: { en: 'Partner', ar: 'شريك' },
      organisation: { en: 'GitHub', ar: 'GitHub' },
      sample: true,
    },
  ],
  agenda: [
    { time: '09:00', title: { en: 'Coffee', ar: 'قهوة' } },
    {
      time: '10:00',
      title: { en: 'Keynote', ar: 'كلمة' },
      description: { en: 'Why', ar: 'لماذا' },
    },
  ],
  videos: [{ title: { en: 'Overview', ar: 'تعريف' }, sample: true }],
  infoBox: { heading: { en: 'About LEAP', ar: 'عن LEAP' }, body: { en: 'A fair.', ar: 'معرض.' } },
  quote: {
    text: { en: 'Capital.', ar: 'رأس المال.' },
    attribution: { en: 'Hosts', ar: 'المضيفون' },
  },
  seo: { title: { en: 'An Evening', ar: 'أمسية' }, description: { en: 'd', ar: 'و' } },
  capacity: 40,
};

describe('eventIn', () => {
  it('gives every text below the hero in Arabic, and names and numbers as they are', () => {
    const ar = eventIn(event, 'ar');
    expect(ar.format).toEqual(['جلسات نقاشية']);
    expect(ar.peopleHeading).toBe('المتحدثون');
    expect(ar.people).toEqual([
      { name: 'Sample Speaker A', title: 'شريك', organisation: 'GitHub', sample: true },
    ]);
    expect(ar.agenda).toEqual([
      { time: '09:00', title: 'قهوة', description: undefined },
      { time: '10:00', title: 'كلمة', description: 'لماذا' },
    ]);
    expect(ar.videos).toEqual([{ title: 'تعريف', sample: true }]);
    expect(ar.infoBox).toEqual({ heading: 'عن LEAP', body: 'معرض.' });
    expect(ar.quote).toEqual({ text: 'رأس المال.', attribution: 'المضيفون' });
    expect(ar.capacity).toBe(40);
  });

  it('gives the English for English, and for a plain string or a missing Arabic', () => {
    const en = eventIn(event, 'en');
    expect(en.agenda[1]).toEqual({ time: '10:00', title: 'Keynote', description: 'Why' });
    const partly = eventIn({ ...event, format: ['Panels', { en: 'Dinner' }] }, 'ar');
    expect(partly.format).toEqual(['Panels', 'Dinner']);
    expect(
      eventIn({ ...event, infoBox: undefined, quote: undefined }, 'ar').infoBox,
    ).toBeUndefined();
  });
});

describe('eventBlocksIn', () => {
  const all = {
    details: true,
    quote: true,
    people: true,
    agenda: true,
    videos: true,
    registration: true,
  };

  it('has every block in English, and in Arabic when every text has its Arabic', () => {
    expect(eventBlocksIn({ ...event, format: ['Panels'] }, 'en')).toEqual(all);
    expect(eventBlocksIn(event, 'ar')).toEqual(all);
  });

  // Each case replaces some fields of `event` with texts lacking their Arabic.
  const cases: [string, Record<string, unknown>, EventBlock][] = [
    ['a format word', { format: ['Panels'] }, 'details'],
    ['a schedule label', { schedule: [{ time: '7:30 PM', label: 'Reception' }] }, 'details'],
    ['the venue', { venue: 'A residence' }, 'details'],
    ['the info box', { infoBox: { heading: 'About LEAP', body: { en: 'A fair.' } } }, 'details'],
    [
      'the quote',
      { quote: { text: 'Capital.', attribution: { en: 'Hosts', ar: 'المضيفون' } } },
      'quote',
    ],
    ['the people heading', { peopleHeading: 'Speakers' }, 'people'],
    [
      "a person's organisation",
      { people: [{ name: 'A', organisation: 'Fund', sample: true }] },
      'people',
    ],
    [
      'an agenda description',
      { agenda: [{ time: '09:00', title: { en: 'Coffee', ar: 'قهوة' }, description: 'Why' }] },
      'agenda',
    ],
    ['a video title', { videos: [{ title: 'Overview', sample: true }] }, 'videos'],
    ['the call to action', { cta: 'RSVP' }, 'registration'],
  ];
  it.each(cases)(
    'puts the block of %s in English when its Arabic is missing',
    (_case, change, block) => {
      const changed = { ...event, ...change } as Parameters<typeof eventBlocksIn>[0];
      expect(eventBlocksIn(changed, 'ar')).toEqual({ ...all, [block]: false });
    },
  );

  it('needs nothing for a block the event does not have', () => {
    const bare = { ...event, people: [], agenda: [], videos: [], peopleHeading: 'Guests' };
    expect(eventBlocksIn({ ...bare, infoBox: undefined, quote: undefined }, 'ar')).toEqual(all);
  });
});
