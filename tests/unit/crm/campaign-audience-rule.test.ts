import { describe, expect, it } from 'vitest';
import {
  audienceFormOf,
  audienceProblems,
  audienceRule,
  EMPTY_AUDIENCE,
  isDay,
  sameRule,
  type AudienceForm,
} from '../../../src/lib/crm/campaigns/audience-rule.ts';

const form = (patch: Partial<AudienceForm>): AudienceForm => ({ ...EMPTY_AUDIENCE, ...patch });

describe('the audience rule built from the panel', () => {
  it.each<[string, Partial<AudienceForm>, object]>([
    ['nothing chosen narrows nothing', {}, {}],
    [
      'lists keep their own order, each value once',
      { stages: ['evaluation', 'mql_lead', 'evaluation'], languages: ['ar', 'en'] },
      { stages: ['mql_lead', 'evaluation'], languages: ['en', 'ar'] },
    ],
    ['members only', { member: 'members' }, { member: true }],
    ['not members', { member: 'non_members' }, { member: false }],
    ['members or not leaves the key out', { member: 'any' }, {}],
    [
      'events by slug',
      { invitedTo: 'leap-dinner', attended: 'riyadh-forum-2025' },
      { invited_to: 'leap-dinner', attended: 'riyadh-forum-2025' },
    ],
    ['a slug that is not one is left out', { attended: 'Leap Dinner' }, {}],
    ['a whole date', { signedUpAfter: '2025-02-28' }, { signed_up_after: '2025-02-28' }],
    ['a date that does not exist is left out', { signedUpAfter: '2025-02-30' }, {}],
    ['a half-typed date is left out', { signedUpAfter: '2025-02' }, {}],
    [
      'lead types and industries',
      { leadTypes: ['investor_buyer'], industries: ['technology'] },
      { lead_types: ['investor_buyer'], industries: ['technology'] },
    ],
  ])('%s', (_name, patch, rule) => {
    expect(audienceRule(form(patch))).toEqual(rule);
  });

  it('names a date it cannot use, so staff see why it is not applied', () => {
    expect(audienceProblems(form({ signedUpAfter: '2025-13-01' }))).toEqual(['signedUpAfter']);
    expect(audienceProblems(form({ signedUpAfter: '' }))).toEqual([]);
    expect(audienceProblems(form({ signedUpAfter: '2024-02-29' }))).toEqual([]);
  });

  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-1-01', false],
    ['', false],
  ])('%s is a day: %s', (text, expected) => {
    expect(isDay(text)).toBe(expected);
  });
});

describe('a saved rule read back as the panel', () => {
  it('round-trips every key', () => {
    const full = form({
      stages: ['mql_lead'],
      leadTypes: ['other'],
      industries: ['technology'],
      languages: ['ar'],
      member: 'non_members',
      invitedTo: 'leap-dinner',
      attended: 'leap-dinner',
      signedUpAfter: '2025-01-01',
    });
    expect(audienceFormOf(audienceRule(full))).toEqual(full);
  });

  it.each([null, [], 'stages', 42])('reads %j as no narrowing', (saved) => {
    expect(audienceFormOf(saved)).toEqual(EMPTY_AUDIENCE);
  });

  it('drops what it cannot read and keeps the rest', () => {
    expect(
      audienceFormOf({ stages: ['mql_lead', 'moon'], member: 'yes', languages: ['fr', 'en'] }),
    ).toEqual(form({ stages: ['mql_lead'], languages: ['en'] }));
  });

  it('compares rules whatever the order of their keys', () => {
    expect(
      sameRule({ member: true, stages: ['mql_lead'] }, { stages: ['mql_lead'], member: true }),
    ).toBe(true);
    expect(sameRule({ member: true }, { member: false })).toBe(false);
  });
});
