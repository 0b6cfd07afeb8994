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
      ['privacy_requests_unverified', 0],
      ['privacy_requests_closed', 0],
      ['consents', 0],
      ['mail_outbox', 0],
    ]);
  });

  it.each([null, undefined, 'x', 3])('is null for a run not made yet (%j)', (erased) => {
    expect(retentionFigures(erased)).toBeNull();
  });
});

describe('recordsErased', () => {
  it('counts the requests and messages, not the consents and mails that went with them', () => {
    const figures = retentionFigures({
      membership_requests: 1,
      event_requests: 2,
      contact_messages: 3,
      privacy_requests_unverified: 4,
      privacy_requests_closed: 5,
      consents: 100,
      mail_outbox: 200,
    })!;
    expect(recordsErased(figures)).toBe(15);
  });
});
