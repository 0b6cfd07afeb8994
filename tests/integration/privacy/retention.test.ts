// Retention on the embedded backend (docs/privacy/retention.md): a run scheduled for a moment 25
// months ahead (the moved clock) erases rejected or unanswered applications, event requests,
// contact messages, unconfirmed newsletter sign-ups, unconfirmed and answered privacy requests,
// and the consents and mails of the addresses no longer held anywhere; keeps everything else,
// records its figures and the period it applied per rule (private.retention_promises) and an
// audit row, and the job runner mails staff the summary. One run a month; a retried run erases
// nothing more. A run 61 months ahead erases the incidents closed 5 years before.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_RULES } from '../../../supabase/functions/_shared/domain/retention-rules.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { mailsTo, uniqueEmail, type OutboxMail } from '../functions/support.ts';

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let staff: TestUser;
let member: TestUser;

beforeAll(async () => {
  backend = await startBackend();
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
  staff = await createTestUser(backend, { staff: true });
  member = await createTestUser(backend);
});
afterAll(async () => backend?.stop());

/** `months` calendar months from now, as the moved clock. */
function monthsAhead(months: number): Date {
  const moment = new Date();
  moment.setUTCMonth(moment.getUTCMonth() + months);
  return moment;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function must<T>(answer: { data: T; error: unknown }, what: string): T {
  if (answer.error) throw new Error(`${what}: ${JSON.stringify(answer.error)}`);
  return answer.data;
}

async function application(label: string, decision?: 'rejected' | 'approved' | 'waitlist') {
  const email = uniqueEmail(label);
  must(
    await anon.from('membership_requests').insert({
      first_name: label,
      email,
      company: 'Retention & Co. [KSA] 100%',
      privacy_notice_version: '1',
    }),
    'join form',
  );
  const { id } = must(
    await service.from('membership_requests').select('id').eq('email', email).single(),
    'application',
  ) as { id: string };
  if (decision) {
    must(
      await staff.client.rpc('decide_membership_request', { request_id: id, decision }),
      'decision',
    );
  }
  return id;
}

async function eventRequest(label: string, decision?: 'rejected') {
  const email = uniqueEmail(label);
  must(
    await anon.from('event_requests').insert({
      name: `${label} Guest`,
      email,
      event_type: 'forum',
      privacy_notice_version: '1',
    }),
    'event request',
  );
  const { id } = must(
    await service.from('event_requests').select('id').eq('email', email).single(),
    'event request',
  ) as { id: string };
  if (decision) {
    must(await staff.client.rpc('decide_event_request', { request_id: id, decision }), 'decision');
  }
  return id;
}

async function message(label: string, handled: boolean) {
  const email = uniqueEmail(label);
  must(
    await anon.from('contact_messages').insert({
      name: `${label} Writer`,
      email,
      message: `Please write back to ${email} — شكراً`,
      privacy_notice_version: '1',
    }),
    'contact form',
  );
  const { id } = must(
    await service.from('contact_messages').select('id').eq('email', email).single(),
    'message',
  ) as { id: string };
  if (handled) {
    must(
      await staff.client
        .from('contact_messages')
        .update({ handled_at: new Date().toISOString() })
        .eq('id', id),
      'handled',
    );
  }
  return id;
}

/** A /your-data request: left unconfirmed, or confirmed from its mail and answered by staff. */
async function privacyRequest(
  label: string,
  answered: boolean,
): Promise<{ id: string; email: string }> {
  const email = uniqueEmail(label);
  must(await anon.rpc('submit_privacy_request', { kind: 'access', email }), 'your-data form');
  const { id } = must(
    await service.from('privacy_requests').select('id').eq('email', email.toLowerCase()).single(),
    'privacy request',
  ) as { id: string };
  if (answered) {
    const token = must(
      await service.rpc('issue_privacy_request_token', { request_id: id }),
      'token',
    ) as string;
    must(await anon.rpc('verify_privacy_request', { token }), 'verify');
    must(
      await staff.client.rpc('close_privacy_request', {
        request_id: id,
        outcome: 'done',
        note: 'Sent the export.',
      }),
      'close',
    );
  }
  return { id, email };
}

/** A newsletter sign-up through the form, confirmed from its mail or left unconfirmed. */
async function newsletterSignup(label: string, confirmed: boolean): Promise<string> {
  const email = uniqueEmail(label);
  must(
    await anon.rpc('subscribe_newsletter', {
      first_name: `${label} 🌙`,
      last_name: 'Al-Harbi',
      email,
      marketing_consent: true,
      notice_version: '1',
    }),
    'newsletter form',
  );
  const { id } = must(
    await service.from('newsletter_signups').select('id').eq('email', email).single(),
    'sign-up',
  ) as { id: string };
  if (confirmed) {
    const token = must(
      await service.rpc('issue_newsletter_signup_token', { signup_id: id }),
      'token',
    ) as string;
    expect(must(await anon.rpc('confirm_newsletter_signup', { token }), 'confirm')).toBe(
      'confirmed',
    );
  }
  return email;
}

/** The consents and mails an address still has. */
async function heldFor(email: string): Promise<{ consents: number; mails: number }> {
  const consents = await service
    .from('consents')
    .select('id', { count: 'exact', head: true })
    .ilike('email', email);
  const mails = await service
    .from('mail_outbox')
    .select('id', { count: 'exact', head: true })
    .ilike('to_address', email);
  return { consents: consents.count ?? -1, mails: mails.count ?? -1 };
}

async function emailOf(table: string, id: string): Promise<string> {
  const { email } = must(
    await service.from(table).select('email').eq('id', id).single(),
    table,
  ) as { email: string };
  return email;
}

async function ids(table: string): Promise<string[]> {
  const rows = must(await service.from(table).select('id'), table) as { id: string }[];
  return rows.map((row) => row.id).sort();
}

async function ranRun(runId: string) {
  return until(
    async () =>
      must(
        await service.from('retention_runs').select('*').eq('id', runId).single(),
        'run',
      ) as Record<string, unknown>,
    (run) => run['ran_at'] !== null,
  );
}

async function summaries(count: number): Promise<OutboxMail[]> {
  return until(
    async () =>
      (await mailsTo(service, staff.email)).filter((m) => m.tag === 'send-retention-summary'),
    (mails) => mails.length >= count,
  );
}

describe('retention', () => {
  let runId: string;

  it('a run 25 months on erases what its period ran out on, keeps the rest, and mails staff', async () => {
    const erased = {
      unanswered: await application('Unanswered'),
      rejected: await application('Rejected', 'rejected'),
      declined: await eventRequest('Declined', 'rejected'),
      pendingRequest: await eventRequest('Pending'),
      handled: await message('Handled', true),
      open: await message('Open', false),
    };
    const kept = {
      approved: await application('Approved', 'approved'),
      waitlisted: await application('Waitlisted', 'waitlist'),
    };
    const unconfirmedSignup = await newsletterSignup('NeverConfirmed', false);
    const confirmedSignup = await newsletterSignup('Confirmed', true);
    const unconfirmed = await privacyRequest('Unconfirmed', false);
    const answered = await privacyRequest('Answered', true);
    // The rejected applicant's address is in her consent and in the mails she was sent; the
    // approved one's stays with her application.
    const rejectedEmail = await emailOf('membership_requests', erased.rejected);
    const approvedEmail = await emailOf('membership_requests', kept.approved);
    await until(
      () => heldFor(rejectedEmail),
      (held) => held.consents > 0 && held.mails > 0,
    );
    // The unconfirmed sign-up's mail carries its link; the confirmed one's contact holds its address.
    await until(
      () => heldFor(unconfirmedSignup),
      (held) => held.mails > 0,
    );
    const confirmedHeld = await until(
      () => heldFor(confirmedSignup),
      (held) => held.consents > 0 && held.mails > 1,
    );
    const approvedHeld = await until(
      () => heldFor(approvedEmail),
      (held) => held.consents > 0 && held.mails > 0,
    );

    runId = must(
      await service.rpc('schedule_retention', { as_of: monthsAhead(25).toISOString() }),
      'schedule',
    ) as string;
    expect(runId).toMatch(/^[0-9a-f-]{36}$/);
    const run = await ranRun(runId);
    expect(run).toMatchObject({
      erased: {
        membership_requests: 2,
        event_requests: 2,
        contact_messages: 2,
        newsletter_signups: 1,
        privacy_requests_unverified: 1,
        privacy_requests_closed: 1,
        privacy_incidents: 0,
      },
    });
    // Each rule's period, from the promises, and its cutoff: the run's moment less the period.
    const periods = run['periods'] as Record<string, { keep: string; cutoff: string }>;
    const scheduledAt = new Date(run['scheduled_at'] as string);
    const applications = new Date(scheduledAt);
    applications.setUTCMonth(applications.getUTCMonth() - 24);
    expect(periods['membership_requests']!.keep).toBe('24 months');
    expect(Date.parse(periods['membership_requests']!.cutoff)).toBe(applications.getTime());
    expect(periods['newsletter_signups']!.keep).toBe('7 days');
    expect(Date.parse(periods['newsletter_signups']!.cutoff)).toBe(
      scheduledAt.getTime() - 7 * 86_400_000,
    );
    expect(Object.keys(periods).sort()).toEqual(
      RETENTION_RULES.map((rule) => rule.key)
        .filter((key) => !['consents', 'mail_outbox', 'newsletter_contacts'].includes(key))
        .sort(),
    );
    const figures = run['erased'] as Record<string, number>;
    expect(figures['consents']).toBeGreaterThan(0);
    expect(figures['mail_outbox']).toBeGreaterThan(0);
    expect(await heldFor(rejectedEmail)).toEqual({ consents: 0, mails: 0 });
    expect(await heldFor(unconfirmed.email)).toEqual({ consents: 0, mails: 0 });
    expect(await heldFor(answered.email)).toEqual({ consents: 0, mails: 0 });
    expect(await heldFor(approvedEmail)).toEqual(approvedHeld);
    expect(await heldFor(unconfirmedSignup)).toEqual({ consents: 0, mails: 0 });
    expect(await heldFor(confirmedSignup)).toEqual(confirmedHeld);
    expect(await ids('privacy_requests')).toEqual([]);
    const signups = must(await service.from('newsletter_signups').select('email'), 'sign-ups');
    expect(signups).toEqual([{ email: confirmedSignup }]);

    expect(await ids('membership_requests')).toEqual([kept.approved, kept.waitlisted].sort());
    expect(await ids('event_requests')).toEqual([]);
    expect(await ids('contact_messages')).toEqual([]);
    const { data: leftJobs } = await service
      .from('after_insert_jobs')
      .select('kind')
      .in('row_id', Object.values(erased));
    expect(leftJobs).toEqual([]);
    const { data: leftTimeline } = await staff.client
      .from('activity')
      .select('id')
      .in('entity_id', Object.values(erased));
    expect(leftTimeline).toEqual([]);

    const audit = must(
      await staff.client
        .from('audit_log')
        .select('subject_id, detail')
        .eq('action', 'retention_erased'),
      'audit',
    ) as { subject_id: string; detail: Record<string, unknown> }[];
    expect(audit).toEqual([
      {
        subject_id: runId,
        detail: {
          periods,
          rows: run['erased'],
        },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain('@');

    const [summary] = await summaries(1);
    expect(summary!.subject).toBe('Retention: 9 records erased this month');
    expect(summary!.text_body).toMatch(
      /Membership applications rejected or never answered \(24 months, before \w+, \d+ \w+ \d{4}\): 2\./,
    );
    expect(summary!.text_body).toMatch(/Event requests \(24 months, before [^)]+\): 2\./);
    expect(summary!.text_body).toMatch(/Contact messages \(24 months, before [^)]+\): 2\./);
    expect(summary!.text_body).toMatch(
      /Newsletter sign-ups never confirmed \(7 days, before [^)]+\): 1\./,
    );
    expect(summary!.text_body).toMatch(
      /Consent records of people no longer held anywhere: [1-9]\d*\./,
    );
    expect(summary!.text_body).toMatch(/Mails sent to people no longer held anywhere: [1-9]\d*\./);
    expect(summary!.text_body).toMatch(
      /Privacy requests never confirmed from their mail \(30 days, before [^)]+\): 1\./,
    );
    expect(summary!.text_body).toMatch(
      /Privacy requests answered \(24 months, before [^)]+\): 1\./,
    );
    expect(summary!.text_body).not.toContain('@');
    // Staff only: a member gets no summary.
    expect((await mailsTo(service, member.email)).map((m) => m.tag)).not.toContain(
      'send-retention-summary',
    );
  });

  it('queues one run a month, and a retried run erases nothing more', async () => {
    const again = await service.rpc('schedule_retention', {
      as_of: monthsAhead(25).toISOString(),
    });
    expect(again).toMatchObject({ data: null, error: null });

    const late = await application('Late', 'rejected');
    const retried = await service.rpc('run_retention', { run_id: runId });
    expect(retried.data).toMatchObject({
      membership_requests: 2,
      event_requests: 2,
      contact_messages: 2,
      newsletter_signups: 1,
      privacy_requests_unverified: 1,
      privacy_requests_closed: 1,
    });
    expect(await ids('membership_requests')).toContain(late);
    expect(await summaries(1)).toHaveLength(1);
  });

  it('a run still inside the period erases nothing, and says so', async () => {
    const inside = must(
      await service.rpc('schedule_retention', { as_of: monthsAhead(23).toISOString() }),
      'schedule',
    ) as string;
    const run = await ranRun(inside);
    // Every rule the mail and the Privacy tab name (one list), and no other, with its count.
    expect(run['erased']).toEqual(Object.fromEntries(RETENTION_RULES.map((rule) => [rule.key, 0])));
    const mails = await summaries(2);
    expect(mails[1]!.subject).toBe('Retention: nothing was due for erasure this month');
  });

  it('only the service role schedules or runs it; staff read the runs, others nothing', async () => {
    for (const client of [anon, member.client, staff.client]) {
      const scheduled = await client.rpc('schedule_retention', {});
      expect(scheduled.error?.code).toBe('42501');
      const ran = await client.rpc('run_retention', { run_id: runId });
      expect(ran.error?.code).toBe('42501');
    }
    const staffRuns = must(await staff.client.from('retention_runs').select('id'), 'staff read');
    expect(staffRuns).toHaveLength(2);
    expect((await member.client.from('retention_runs').select('id')).data ?? []).toEqual([]);
    expect((await anon.from('retention_runs').select('id')).error?.code).toBe('42501');
  });

  it('erases a row one day past the period and keeps one a day short of it', async () => {
    const asOf = new Date();
    const period = (days: number) => {
      const moment = new Date(asOf);
      moment.setUTCMonth(moment.getUTCMonth() - 24);
      moment.setUTCDate(moment.getUTCDate() + days);
      return moment.toISOString();
    };
    const pastDue = await application('PastDue', 'rejected');
    const notYet = await application('NotYetDue', 'rejected');
    for (const [id, createdAt] of [
      [pastDue, period(-1)],
      [notYet, period(1)],
    ] as const) {
      must(
        await service.from('membership_requests').update({ created_at: createdAt }).eq('id', id),
        'back-date',
      );
    }
    const thisMonth = must(
      await service.rpc('schedule_retention', { as_of: asOf.toISOString() }),
      'schedule',
    ) as string;
    const run = await ranRun(thisMonth);
    expect(run['erased']).toMatchObject({ membership_requests: 1 });
    const left = await ids('membership_requests');
    expect(left).not.toContain(pastDue);
    expect(left).toContain(notYet);
  });

  it('a run 61 months on erases the incidents closed 5 years before it, and keeps open ones', async () => {
    const incident = async (summary: string) =>
      must(
        await staff.client.rpc('record_privacy_incident', {
          summary,
          discovered_at: new Date(Date.now() - 3_600_000).toISOString(),
          categories: 'e-mail addresses',
          people_affected: 12,
        }),
        'incident',
      ) as string;
    const closed = await incident('A mail sent to the wrong list — 12 addresses (#3, 100%)');
    const open = await incident('حادثة لم تُغلق بعد');
    must(
      await staff.client.rpc('advance_privacy_incident', { incident_id: closed, step: 'closed' }),
      'close',
    );
    const later = must(
      await service.rpc('schedule_retention', { as_of: monthsAhead(61).toISOString() }),
      'schedule',
    ) as string;
    const run = await ranRun(later);
    expect(run['erased']).toMatchObject({ privacy_incidents: 1 });
    expect((run['periods'] as Record<string, { keep: string }>)['privacy_incidents']!.keep).toBe(
      '5 years',
    );
    expect(await ids('privacy_incidents')).toEqual([open]);
  });

  it('erases a contact the newsletter alone made once its owner unsubscribed, and keeps any other', async () => {
    const contactOf = async (email: string) =>
      (
        must(
          await service.from('contacts').select('id').ilike('email', email).single(),
          'contact',
        ) as { id: string }
      ).id;
    const unsubscribe = async (email: string) => {
      const token = must(
        await service.rpc('issue_unsubscribe_token', { contact_id: await contactOf(email) }),
        'unsubscribe token',
      ) as string;
      expect(must(await anon.rpc('unsubscribe_newsletter', { token }), 'unsubscribe')).toBe(true);
    };
    const gone = await newsletterSignup('Unsubscribed', true);
    const noted = await newsletterSignup('NotedByStaff', true);
    const applied = await newsletterSignup('AlsoApplied', true);
    const subscribed = await newsletterSignup('StillSubscribed', true);
    const returning = await newsletterSignup('SigningUpAgain', true);
    must(
      await staff.client
        .from('contact_notes')
        .insert({ contact_id: await contactOf(noted), content: 'Met at LEAP — call in March #3' }),
      'staff note',
    );
    must(
      await anon.from('membership_requests').insert({
        first_name: 'AlsoApplied',
        email: applied,
        privacy_notice_version: '1',
      }),
      'join form',
    );
    for (const email of [gone, noted, applied, returning]) await unsubscribe(email);
    must(
      await anon.rpc('subscribe_newsletter', {
        first_name: 'SigningUpAgain',
        last_name: 'Al-Harbi',
        email: returning,
        marketing_consent: true,
        notice_version: '1',
      }),
      'newsletter form again',
    );
    const goneId = await contactOf(gone);
    await until(
      () => heldFor(gone),
      (held) => held.consents >= 2 && held.mails > 0,
    );

    const run = await ranRun(
      must(
        await service.rpc('schedule_retention', { as_of: monthsAhead(63).toISOString() }),
        'schedule',
      ) as string,
    );
    expect(run['erased']).toMatchObject({ newsletter_contacts: 1 });
    const left = must(
      await service
        .from('contacts')
        .select('email')
        .in('email', [gone, noted, applied, subscribed, returning]),
      'contacts',
    ) as { email: string }[];
    expect(left.map((row) => row.email).sort()).toEqual(
      [noted, applied, subscribed, returning].sort(),
    );
    // Nothing of the person is left: consents, mails, timeline, notes, unsubscribe link.
    expect(await heldFor(gone)).toEqual({ consents: 0, mails: 0 });
    const trail = must(
      await staff.client
        .from('activity')
        .select('id')
        .or(`contact_id.eq.${goneId},entity_id.eq.${goneId}`),
      'timeline',
    );
    expect(trail).toEqual([]);
    // Only the person can subscribe the address again, from the confirmation mail.
    const readded = await staff.client.from('contacts').insert({
      first_name: 'Re-added',
      email: gone,
      newsletter_subscribed_at: new Date().toISOString(),
    });
    expect(readded.error?.message).toBe(
      "This address was erased at the person's request: only the person can subscribe it again, through the newsletter form",
    );
  });
});
