// The event after approval, through the real backend and its job runner
// (docs/behaviour/event-guests.md): approving a request invites the guest (mail with pass and
// calendar entry), the pass is read by its token alone, a decline frees the seat, cancels the
// reminders and sends a calendar cancellation, reminders go out at their moment and once, and the
// door's check-in is idempotent with a 10-second undo.
import { rmSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../functions/support.ts';
import { newDataDir, startBackend, type TestBackend } from '../support/backend.ts';
import { contentCopy, writeEventFile } from '../support/content-copy.ts';
import { setEvent } from '../support/events.ts';
import { contentEvent } from '../../support/content-events.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

const SLUG = 'leap-dinner';
const HOUR = 3_600_000;

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let staff: TestUser;
let member: TestUser;

beforeAll(async () => {
  backend = await startBackend({ env: { SUPABASE_JOB_POLL_MS: '200' } });
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
  [staff, member] = await Promise.all([
    createTestUser(backend, { staff: true }),
    createTestUser(backend),
  ]);
});

afterAll(async () => {
  await backend?.stop();
});

interface Attachment {
  filename: string;
  content_type: string;
  content: string;
}
interface Mail {
  subject: string;
  text_body: string;
  tag: string;
  attachments: Attachment[] | null;
}
interface Invitation {
  id: string;
  status: string;
  pass_token: string;
  calendar_uid: string;
  calendar_sequence: number;
  starts_at: string;
}

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last seen ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The guest's mails after their request's confirmation. */
async function mails(client: SupabaseClient, email: string): Promise<Mail[]> {
  const { data, error } = await client
    .from('mail_outbox')
    .select('subject, text_body, tag, attachments')
    .eq('to_address', email)
    .neq('tag', 'send-event-confirmation')
    .order('created_at');
  if (error) throw new Error(error.message);
  return data;
}

// Each request is for an evening of its own with the LEAP dinner's facts, so that setting one
// guest's start (below) moves no other guest's invitation.
const slugOfRequest = new Map<string, string>();

/** A request for a dinner like the LEAP dinner, by a guest with a name that tests escaping. */
async function request(email: string, name = 'Nour Al-Saud, "Noor" 🌙'): Promise<string> {
  const slug = `${SLUG}-${slugOfRequest.size + 1}`;
  const { error } = await anon
    .from('event_requests')
    .insert({ name, email, event_type: 'dinner', event_slug: slug });
  expect(error).toBeNull();
  const { data } = await service.from('event_requests').select('id').eq('email', email).single();
  const id = (data as { id: string }).id;
  slugOfRequest.set(id, slug);
  return id;
}

/** Approves the request with its evening starting at `startsAt` (the row set there first). */
async function approve(requestId: string, startsAt: Date): Promise<unknown> {
  await setEvent(service, slugOfRequest.get(requestId)!, { like: SLUG, starts_at: startsAt });
  const { data, error } = await staff.client.rpc('decide_event_request', {
    request_id: requestId,
    decision: 'approved',
  });
  if (error) throw new Error(error.message);
  return data;
}

async function invitationOf(email: string): Promise<Invitation> {
  const { data, error } = await staff.client
    .from('invitations')
    .select('id, status, pass_token, calendar_uid, calendar_sequence, starts_at')
    .eq('email', email)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

async function jobsOf(invitationId: string) {
  const { data } = await service
    .from('after_insert_jobs')
    .select('kind, detail, status, next_attempt_at')
    .eq('row_id', invitationId)
    .order('next_attempt_at');
  return data as { kind: string; detail: string | null; status: string; next_attempt_at: string }[];
}

function parseCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    summary: event.summary,
    start: event.startDate.toJSDate().toISOString(),
    attendee: String(event.attendees[0]?.getFirstValue()),
  };
}

describe('invitations', () => {
  it('approval invites the guest: one mail with the pass, a decline link and a calendar request', async () => {
    const email = uniqueEmail('guest');
    const requestId = await request(email);
    // Whole seconds: a calendar file writes no milliseconds.
    const startsAt = new Date(Math.floor((Date.now() + 10 * 24 * HOUR) / 1000) * 1000);
    expect(await approve(requestId, startsAt)).toBe('done');

    const invitation = await invitationOf(email);
    expect(invitation.status).toBe('confirmed');
    expect(invitation.pass_token).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(invitation.starts_at).toISOString()).toBe(startsAt.toISOString());
    // Both reminders are scheduled at their moment, in the same transaction as the approval.
    const jobs = await jobsOf(invitation.id);
    expect(
      jobs
        .filter((job) => job.kind === 'send-event-reminder')
        .map((job) => [job.detail, new Date(job.next_attempt_at).getTime()]),
    ).toEqual([
      ['reminder-24h', startsAt.getTime() - 24 * HOUR],
      ['reminder-3h', startsAt.getTime() - 3 * HOUR],
    ]);

    const [mail] = await waitFor(
      () => mails(service, email),
      (found) => found.length === 1,
    );
    expect(mail!.tag).toBe('send-invitation');
    expect(mail!.subject).toBe(`Your invitation: ${contentEvent(SLUG).title_en}`);
    expect(mail!.text_body).toContain(`/pass/${invitation.pass_token}`);
    expect(mail!.text_body).toContain(`/pass/${invitation.pass_token}#decline`);
    const [file] = mail!.attachments!;
    expect(file!.filename).toBe('invitation.ics');
    expect(file!.content_type).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(parseCalendar(file!.content)).toEqual({
      method: 'REQUEST',
      uid: invitation.calendar_uid,
      sequence: 0,
      summary: contentEvent(SLUG).title_en,
      start: startsAt.toISOString(),
      attendee: `MAILTO:${email}`,
    });
    // No plain approval mail besides the invitation.
    expect((await mails(service, email)).map((m) => m.tag)).toEqual(['send-invitation']);

    // The mail page lists the attachment and serves it as a calendar file.
    const list = (await (await fetch(backend.mailUrl())).json()) as {
      id: string;
      to: string;
      attachments: Attachment[] | null;
    }[];
    const listed = list.find((m) => m.to === email)!;
    const served = await fetch(backend.mailUrl(`/_mail/${listed.id}/attachments/0`));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(parseCalendar(await served.text()).uid).toBe(invitation.calendar_uid);
    const missing = await fetch(backend.mailUrl(`/_mail/${listed.id}/attachments/1`));
    expect(missing.status).toBe(404);
  });

  it('approving a request for an event no content file has is refused, and nothing is stored', async () => {
    const email = uniqueEmail('nofile');
    const slug = 'an-evening-without-a-file';
    expect(
      (
        await anon
          .from('event_requests')
          .insert({ name: 'Nour', email, event_type: 'dinner', event_slug: slug })
      ).error,
    ).toBeNull();
    const { data: row } = await service
      .from('event_requests')
      .select('id')
      .eq('email', email)
      .single();
    const requestId = (row as { id: string }).id;
    const { error } = await staff.client.rpc('decide_event_request', {
      request_id: requestId,
      decision: 'approved',
    });
    expect(error?.message).toBe(
      `No event ${slug}: its content file content/events/${slug}.md is missing`,
    );
    const { data } = await service
      .from('event_requests')
      .select('request_status')
      .eq('id', requestId)
      .single();
    expect(data).toEqual({ request_status: 'pending' });
  });

  it('the pass is read by its token alone and shows only what the page shows', async () => {
    const email = uniqueEmail('pass');
    await approve(await request(email), new Date(Date.now() + 5 * 24 * HOUR));
    const invitation = await invitationOf(email);
    const { data, error } = await anon.rpc('invitation_pass', { token: invitation.pass_token });
    expect(error).toBeNull();
    expect(Object.keys((data as object[])[0]!).sort()).toEqual(
      [
        'checked_in',
        'event_slug',
        'guest_name',
        'language',
        'starts_at',
        'status',
        'time_zone',
      ].sort(),
    );
    expect((data as { guest_name: string }[])[0]!.guest_name).toBe('Nour Al-Saud, "Noor" 🌙');
    const unknown = await anon.rpc('invitation_pass', { token: '0'.repeat(64) });
    expect(unknown.data).toEqual([]);
    // Neither a visitor nor a member reads the table itself.
    const { data: direct } = await member.client.from('invitations').select('id');
    expect(direct).toEqual([]);
    const anonDirect = await anon.from('invitations').select('id');
    expect(anonDirect.error?.code).toBe('42501');
  });

  it('a decline frees the seat, cancels the reminders, mails a calendar cancellation, and is idempotent', async () => {
    const email = uniqueEmail('decline');
    await approve(await request(email), new Date(Date.now() + 3 * 24 * HOUR));
    const invitation = await invitationOf(email);
    await waitFor(
      () => mails(service, email),
      (found) => found.length === 1,
    );

    const first = await anon.rpc('decline_invitation', { token: invitation.pass_token });
    expect(first.data).toBe('done');
    const again = await anon.rpc('decline_invitation', { token: invitation.pass_token });
    expect(again.data).toBe('unchanged');
    const unknown = await anon.rpc('decline_invitation', { token: 'f'.repeat(64) });
    expect(unknown.data).toBe('not-found');

    const declined = await invitationOf(email);
    expect(declined.status).toBe('declined');
    expect(declined.calendar_sequence).toBe(1);
    const reminders = (await jobsOf(invitation.id)).filter(
      (job) => job.kind === 'send-event-reminder',
    );
    expect(reminders.map((job) => job.status)).toEqual(['cancelled', 'cancelled']);

    const sent = await waitFor(
      () => mails(service, email),
      (found) => found.length === 2,
    );
    expect(sent[1]!.tag).toBe('send-invitation-cancel');
    const cancel = parseCalendar(sent[1]!.attachments![0]!.content);
    expect(cancel).toMatchObject({ method: 'CANCEL', uid: invitation.calendar_uid, sequence: 1 });
    // The second decline queued nothing more.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await mails(service, email)).toHaveLength(2);
  });

  it('a decision taken back withdraws the invitation and its calendar entry; approving again gives it back', async () => {
    const email = uniqueEmail('taken-back');
    const requestId = await request(email);
    await approve(requestId, new Date(Date.now() + 3 * 24 * HOUR));
    const invitation = await invitationOf(email);
    await waitFor(
      () => mails(service, email),
      (found) => found.length === 1,
    );

    const rejected = await staff.client.rpc('decide_event_request', {
      request_id: requestId,
      decision: 'rejected',
    });
    expect(rejected.error).toBeNull();
    const withdrawn = await invitationOf(email);
    expect(withdrawn).toMatchObject({ status: 'removed', calendar_sequence: 1 });
    const reminders = (await jobsOf(invitation.id)).filter(
      (job) => job.kind === 'send-event-reminder',
    );
    expect(reminders.map((job) => job.status)).toEqual(['cancelled', 'cancelled']);
    const afterRejection = await waitFor(
      () => mails(service, email),
      (found) => found.length === 3,
    );
    expect(afterRejection.map((mail) => mail.tag).sort()).toEqual([
      'send-event-status',
      'send-invitation',
      'send-invitation-cancel',
    ]);
    const cancel = afterRejection.find((mail) => mail.tag === 'send-invitation-cancel')!;
    expect(cancel.subject).toMatch(/^Calendar update: /);
    expect(parseCalendar(cancel.attachments![0]!.content)).toMatchObject({
      method: 'CANCEL',
      uid: invitation.calendar_uid,
      sequence: 1,
    });

    await approve(requestId, new Date(Date.now() + 3 * 24 * HOUR));
    const back = await invitationOf(email);
    expect(back).toMatchObject({ id: invitation.id, status: 'confirmed', calendar_sequence: 2 });
    const again = await waitFor(
      () => mails(service, email),
      (found) => found.length === 4,
    );
    const invitationMails = again.filter((mail) => mail.tag === 'send-invitation');
    expect(invitationMails).toHaveLength(2);
    expect(parseCalendar(invitationMails[1]!.attachments![0]!.content)).toMatchObject({
      method: 'REQUEST',
      uid: invitation.calendar_uid,
      sequence: 2,
    });
    // The first round's reminders stay cancelled (the job row is the record); the new round's wait.
    const reminderJobs = (await jobsOf(invitation.id)).filter(
      (job) => job.kind === 'send-event-reminder',
    );
    expect(reminderJobs.map((job) => job.status).sort()).toEqual([
      'cancelled',
      'cancelled',
      'pending',
      'pending',
    ]);
    const timeline = await staff.client
      .from('activity')
      .select('action')
      .eq('entity_id', invitation.id)
      .order('occurred_at')
      .order('seq');
    expect(timeline.data?.map((row) => row.action)).toEqual([
      'invitation_withdrawn',
      'invitation_restored',
    ]);
  });

  it('check-in is staff only, idempotent, undone within 10 s, and written to the Timeline', async () => {
    const email = uniqueEmail('door');
    const { error: contactError } = await staff.client
      .from('contacts')
      .insert({ first_name: 'Door', last_name: 'Guest', email });
    expect(contactError).toBeNull();
    await approve(await request(email, 'Door Guest'), new Date(Date.now() + 2 * HOUR));
    const invitation = await invitationOf(email);

    const refused = await member.client.rpc('check_in', { invitation_id: invitation.id });
    expect(refused.error?.code).toBe('42501');
    const anonRefused = await anon.rpc('check_in', { invitation_id: invitation.id });
    expect(anonRefused.error).not.toBeNull();

    const first = await staff.client.rpc('check_in', {
      invitation_id: invitation.id,
      device: 'Door phone 1',
    });
    expect(first.error).toBeNull();
    const replay = await staff.client.rpc('check_in', {
      invitation_id: invitation.id,
      device: 'Door phone 2',
    });
    expect(replay.data).toBe(first.data);
    const { data: rows } = await staff.client
      .from('check_ins')
      .select('device, checked_in_by')
      .eq('invitation_id', invitation.id);
    expect(rows).toEqual([{ device: 'Door phone 1', checked_in_by: staff.id }]);

    expect((await staff.client.rpc('undo_check_in', { invitation_id: invitation.id })).data).toBe(
      true,
    );
    expect((await staff.client.rpc('undo_check_in', { invitation_id: invitation.id })).data).toBe(
      false,
    );
    await staff.client.rpc('check_in', { invitation_id: invitation.id });

    const { data: contact } = await staff.client
      .from('contacts')
      .select('id')
      .eq('email', email)
      .single();
    const { data: timeline } = await staff.client
      .from('activity')
      .select('action, actor_email')
      .eq('contact_id', (contact as { id: string }).id)
      .eq('entity_type', 'invitation')
      .order('occurred_at')
      .order('seq');
    expect((timeline as { action: string }[]).map((entry) => entry.action)).toEqual([
      'checked_in',
      'check_in_undone',
      'checked_in',
    ]);

    // A declined guest cannot be checked in.
    const declinedEmail = uniqueEmail('declined-door');
    await approve(await request(declinedEmail, 'Late Decliner'), new Date(Date.now() + 2 * HOUR));
    const declined = await invitationOf(declinedEmail);
    await anon.rpc('decline_invitation', { token: declined.pass_token });
    const late = await staff.client.rpc('check_in', { invitation_id: declined.id });
    expect(late.error?.message).toBe('Late Decliner has declined and cannot be checked in');
  });
});

describe('failed guest jobs', () => {
  it('name the guest in the staff list of failed jobs', async () => {
    const email = uniqueEmail('failing');
    await approve(await request(email, 'Faisal Failing'), new Date(Date.now() + 5 * 24 * HOUR));
    const invitation = await invitationOf(email);
    // A content event that is gone fails the invitation job at once (not retryable).
    const { error } = await service
      .from('invitations')
      .update({ event_slug: 'no-such-event' })
      .eq('id', invitation.id);
    expect(error).toBeNull();
    await service
      .from('after_insert_jobs')
      .insert({ kind: 'send-invitation-cancel', row_id: invitation.id });
    const failed = await waitFor(
      async () => {
        const { data } = await staff.client.rpc('failed_jobs');
        return (data as { kind: string; email: string; name: string; last_error: string }[]).filter(
          (job) => job.email === email,
        );
      },
      (jobs) => jobs.length === 1,
    );
    expect(failed[0]).toMatchObject({
      kind: 'send-invitation-cancel',
      name: 'Faisal Failing',
      last_error: 'HTTP 422: No event content file content/events/no-such-event.md',
    });
  });
});

describe('reminders', () => {
  it('none is queued for a moment already past: 10 hours ahead gets the 3-hour one alone', async () => {
    const email = uniqueEmail('soon');
    await approve(await request(email), new Date(Date.now() + 10 * HOUR));
    const jobs = await jobsOf((await invitationOf(email)).id);
    expect(jobs.filter((j) => j.kind === 'send-event-reminder').map((j) => j.detail)).toEqual([
      'reminder-3h',
    ]);
    const afterStart = uniqueEmail('after');
    await approve(await request(afterStart), new Date(Date.now() - HOUR));
    const none = await jobsOf((await invitationOf(afterStart)).id);
    expect(none.filter((j) => j.kind === 'send-event-reminder')).toEqual([]);
  });

  it('the 24-hour reminder goes out at its moment, once across a restart; a declined guest gets none', async () => {
    const dataDir = newDataDir();
    // The editor's file for an evening 24 hours and 25 seconds away, so the first reminder falls
    // due during the test; both starts read it, so the restart's sync changes nothing.
    const slug = 'reminder-evening';
    const content = contentCopy();
    const startsAt = new Date(Math.ceil((Date.now() + 24 * HOUR + 25_000) / 1000) * 1000);
    writeEventFile(content, slug, { start: startsAt });
    const env = { SUPABASE_JOB_POLL_MS: '200', CONTENT_DIR: content };
    let first: TestBackend | undefined = await startBackend({ dataDir, env });
    let second: TestBackend | undefined;
    try {
      const firstStaff = await createTestUser(first, { staff: true });
      const firstAnon = first.client();
      const firstService = first.client(first.serviceRoleKey);
      const ids: Record<string, string> = {};
      for (const label of ['kept', 'gone']) {
        const email = uniqueEmail(label);
        await firstAnon
          .from('event_requests')
          .insert({ name: `Guest ${label}`, email, event_type: 'dinner', event_slug: slug });
        const { data } = await firstService
          .from('event_requests')
          .select('id')
          .eq('email', email)
          .single();
        ids[label] = email;
        const { error } = await firstStaff.client.rpc('decide_event_request', {
          request_id: (data as { id: string }).id,
          decision: 'approved',
        });
        expect(error).toBeNull();
      }
      const { data: gone } = await firstService
        .from('invitations')
        .select('pass_token')
        .eq('email', ids['gone']!)
        .single();
      await firstAnon.rpc('decline_invitation', {
        token: (gone as { pass_token: string }).pass_token,
      });

      const kept = await waitFor(
        () => mails(firstService, ids['kept']!),
        (found) => found.some((m) => m.tag === 'send-event-reminder'),
        45_000,
      );
      expect(kept.find((m) => m.tag === 'send-event-reminder')!.subject).toBe(
        'Tomorrow: Spring Majlis Dinner',
      );
      await first.stop();
      first = undefined;

      second = await startBackend({ dataDir, env });
      const secondService = second.client(second.serviceRoleKey);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const after = await mails(secondService, ids['kept']!);
      expect(after.filter((m) => m.tag === 'send-event-reminder')).toHaveLength(1);
      const declinedMails = await mails(secondService, ids['gone']!);
      expect(declinedMails.map((m) => m.tag).sort()).toEqual(
        ['send-invitation', 'send-invitation-cancel'].sort(),
      );
    } finally {
      await first?.stop();
      await second?.stop();
      rmSync(content, { recursive: true, force: true });
    }
  }, 120_000);
});
