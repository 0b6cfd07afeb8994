import { describe, expect, it } from 'vitest';
import type { Localized } from '~/lib/i18n/localized.ts';
import { eventMenus } from '~/lib/site/event-menu.ts';

const event = (id: string, navTitle: Localized, start: string, end: string) => ({
  id,
  data: { navTitle, start: new Date(start), end: new Date(end) },
});

const events = [
  event('leap-dinner', 'LEAP Dinner', '2025-02-09T19:00:00+03:00', '2025-02-10T01:00:00+03:00'),
  event('suhoor-dinner', 'Suhoor Dinner', '2025-03-08T21:00:00+03:00', '2025-03-09T01:00:00+03:00'),
  event('mobility', 'Mobility Evening', '2026-12-01T19:30:00+03:00', '2026-12-01T23:00:00+03:00'),
];

describe('eventMenus', () => {
  it('links past events, most recent first, under /events/ with their navTitle', () => {
    const { upcoming, past } = eventMenus(events, new Date('2026-11-21T00:00:00Z'));
    expect(past).toEqual([
      { href: '/events/suhoor-dinner', label: 'Suhoor Dinner' },
      { href: '/events/leap-dinner', label: 'LEAP Dinner' },
    ]);
    expect(upcoming).toEqual([{ href: '/events/mobility', label: 'Mobility Evening' }]);
  });

  it('keeps an event upcoming until its end, even after midnight', () => {
    const duringSuhoor = new Date('2025-03-09T00:30:00+03:00');
    const { upcoming } = eventMenus(events, duringSuhoor);
    expect(upcoming.map((link) => link.label)).toEqual(['Suhoor Dinner', 'Mobility Evening']);
  });

  it('labels each link in the page language, marking an English stand-in (issue 28)', () => {
    const bilingual = [
      event(
        'leap-dinner',
        { en: 'LEAP Dinner', ar: 'عشاء ليب' },
        '2025-02-09T19:00:00+03:00',
        '2025-02-10T01:00:00+03:00',
      ),
      event(
        'suhoor-dinner',
        { en: 'Suhoor Dinner' },
        '2025-03-08T21:00:00+03:00',
        '2025-03-09T01:00:00+03:00',
      ),
    ];
    const now = new Date('2026-11-21T00:00:00Z');
    expect(eventMenus(bilingual, now, 'ar').past).toEqual([
      { href: '/events/suhoor-dinner', label: 'Suhoor Dinner', lang: 'en', dir: 'ltr' },
      { href: '/events/leap-dinner', label: 'عشاء ليب' },
    ]);
    expect(eventMenus(bilingual, now, 'en').past.map((link) => link.label)).toEqual([
      'Suhoor Dinner',
      'LEAP Dinner',
    ]);
  });

  it('has empty menus without events', () => {
    expect(eventMenus([], new Date())).toEqual({ upcoming: [], past: [] });
  });
});
