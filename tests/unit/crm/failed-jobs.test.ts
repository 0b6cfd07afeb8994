import { describe, expect, it } from 'vitest';
import { JOB_KINDS } from '../../../supabase/functions/_shared/domain/job-kinds.ts';
import { jobLabel, jobRecipient } from '../../../src/lib/crm/failed-jobs.ts';

describe('jobLabel', () => {
  it.each([
    ['push-to-make', null, 'Forward application to Make'],
    ['send-membership-status', 'waitlist', 'Membership decision e-mail (Waitlist)'],
    ['send-event-status', 'approved', 'Invitation decision e-mail (Approved)'],
    ['create-approved-member', null, 'Member account and invitation'],
    ['a-kind-from-a-newer-server', null, 'a-kind-from-a-newer-server'],
    ['send-event-status', 'maybe', 'Invitation decision e-mail (maybe)'],
  ])('%s (%s) reads %s', (kind, detail, label) => {
    expect(jobLabel(kind, detail)).toBe(label);
  });

  it('names every job kind in words, not its function name', () => {
    for (const kind of JOB_KINDS) expect(jobLabel(kind, null)).not.toBe(kind);
  });
});

describe('jobRecipient', () => {
  it.each([
    ['Rania Ünal 🌙', 'rania+crm@example.org', 'Rania Ünal 🌙 <rania+crm@example.org>'],
    ['  ', 'only@example.org', 'only@example.org'],
    ['ليلى كريم', null, 'ليلى كريم'],
    [null, null, 'Record deleted'],
  ])('%s / %s reads %s', (name, email, text) => {
    expect(jobRecipient(name, email)).toBe(text);
  });
});
