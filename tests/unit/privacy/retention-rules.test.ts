import { describe, expect, it } from 'vitest';
import {
  recordsErased,
  retentionFigures,
} from '../../../supabase/functions/_shared/domain/retention-rules.ts';

describe('retentionFigures', () => {
  it('lists every rule in order, a rule an older run did not count as 0', () => {
    const figures = retentionFigures({
      membership_requests: 2,
      event_requests: 1,
      contact_messages: 0,
    });
    expect(figures?.map((figure) => [figure.key, figure.count])).toEqual([
      ['membership_requests', 2],
      ['event_requests', 1],
      ['contact_messages', 0],
      ['newsletter_signups', 0],
      ['newsletter_contacts', 0],
      ['privacy_requests_unverified', 0],
      ['privacy_requests_closed', 0],
      ['privacy_incidents', 0],
      ['consents', 0],
      ['mail_outbox', 0],
    ]);
  });

  it('gives each rule the period and cutoff the run recorded, and none where it has none', () => {
    const figures = retentionFigures(
      { newsletter_signups: 3, consents: 5 },
      {
        newsletter_signups: { keep: '7 days', cutoff: '2026-11-23T05:00:00Z' },
        // A malformed entry shows no period rather than a wrong one.
        event_requests: { keep: 24 },
      },
    )!;
    const byKey = Object.fromEntries(figures.map((figure) => [figure.key, figure]));
    expect(byKey['newsletter_signups']).toMatchObject({
      count: 3,
      keep: '7 days',
      cutoff: '2026-11-23T05:00:00Z',
    });
    expect(byKey['event_requests']).toMatchObject({ keep: null, cutoff: null });
    expect(byKey['consents']).toMatchObject({ count: 5, keep: null, cutoff: null });
  });

  it.each([null, undefined, 'x', 3])('is null for a run not made yet (%j)', (erased) => {
    expect(retentionFigures(erased)).toBeNull();
  });
});

describe('recordsErased', () => {
  it('counts the requests, messages and contacts, not the consents and mails that went with them', () => {
    const figures = retentionFigures({
      membership_requests: 1,
      event_requests: 2,
      contact_messages: 3,
      newsletter_signups: 6,
      newsletter_contacts: 8,
      privacy_requests_unverified: 4,
      privacy_requests_closed: 5,
      privacy_incidents: 7,
      consents: 100,
      mail_outbox: 200,
    })!;
    expect(recordsErased(figures)).toBe(36);
  });
});
