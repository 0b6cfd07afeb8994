// An editor adds an event with one Markdown file and nothing else (issue 40): the backend, started
// on a copy of content/ with the new file in it, knows the event, and a request for it is approved
// into an invitation whose mail, calendar entry and reminders carry the file's facts. A new time in
// the file moves the reminders and updates the guest's calendar; a file removed cancels the
// invitations; a file the schema refuses stops the start, naming the file.
import { cpSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../functions/support.ts';
import { readEventFacts } from '../../../src/content/sync/event-facts.ts';
import { contentCopy, eventFileText } from '../support/content-copy.ts';
import { newDataDir, startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser } from '../support/users.ts';

const SLUG = 'spring-majlis-dinner';
const HOUR = 3_600_000;
// Whole minutes, five days ahead, written as an editor writes it: Riyadh time with its offset.
const START = new Date(Math.floor((Date.now() + 5 * 24 * HOUR) / 60_000) * 60_000);
const END = new Date(START.getTime() + 4 * HOUR);

const TITLE = { en: 'Spring Majlis Dinner #2 — "Al Olaya" 100%', ar: 'عشاء المجلس الربيعي 🌙' };
const eventFile = (start: Date, end: Date) =>
  eventFileText({ start, end, title: TITLE, capacity: 30 });

const contentDir = contentCopy();
const dataDir = newDataDir();
let backend: TestBackend | undefined;

beforeAll(async () => {
  writeFileSync(path.join(contentDir, 'events', `${SLUG}.md`), eventFile(START, END));
  backend = await startBackend({
    dataDir,
    env: { CONTENT_DIR: contentDir, SUPABASE_JOB_POLL_MS: '200' },
  });
});

afterAll(async () => {
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(contentDir, { recursive: true, force: true });
});

interface Mail {
  subject: string;
  text_body: string;
  tag: string;
  attachments: { content: string }[] | null;
}

async function mailTagged(email: string, tag: string): Promise<Mail> {
  const service = backend!.client(backend!.serviceRoleKey);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { data } = await service
      .from('mail_outbox')
      .select('subject, text_body, tag, attachments')
      .eq('to_address', email)
      .eq('tag', tag);
    if (data?.[0]) return data[0];
    if (Date.now() > deadline) throw new Error(`No ${tag} mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every mail of one tag to `email`. */
async function mailsTagged(email: string, tag: string): Promise<Mail[]> {
  const { data } = await backend!
    .client(backend!.serviceRoleKey)
    .from('mail_outbox')
    .select('subject, text_body, tag, attachments')
    .eq('to_address', email)
    .eq('tag', tag);
  return data ?? [];
}

/** A guest who requested the new event in `locale` and was approved by staff. */
async function invitedGuest(label: string, locale: 'en' | 'ar'): Promise<string> {
  const staff = await createTestUser(backend!, { staff: true });
  const email = uniqueEmail(label);
  const inserted = await backend!
    .client()
    .from('event_requests')
    .insert({ name: 'سارة القحطاني', email, event_type: 'dinner', event_slug: SLUG, locale });
  expect(inserted.error).toBeNull();
  const { data } = await backend!
    .client(backend!.serviceRoleKey)
    .from('event_requests')
    .select('id')
    .eq('email', email)
    .single();
  const approved = await staff.client.rpc('decide_event_request', {
    request_id: (data as { id: string }).id,
    decision: 'approved',
  });
  expect(approved.error).toBeNull();
  return email;
}

/** Stops the server, lets the editor change the content copy, and starts it again on it. */
async function restartWith(edit: (dir: string) => void): Promise<void> {
  await backend!.stop();
  edit(contentDir);
  backend = await startBackend({
    dataDir,
    env: { CONTENT_DIR: contentDir, SUPABASE_JOB_POLL_MS: '200' },
  });
}

/** The quiet period of a calendar update (two minutes) is over: its job is due now. */
async function twoMinutesPass(invitationId: string): Promise<void> {
  const { error } = await backend!
    .client(backend!.serviceRoleKey)
    .from('after_insert_jobs')
    .update({ next_attempt_at: new Date().toISOString() })
    .eq('row_id', invitationId)
    .eq('kind', 'send-invitation-update')
    .eq('status', 'pending');
  expect(error).toBeNull();
}

describe('an event added as a content file', () => {
  it('is a row of public.events, which staff read and visitors do not', async () => {
    const staff = await createTestUser(backend!, { staff: true });
    const { data, error } = await staff.client.from('events').select().eq('slug', SLUG).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      title_en: 'Spring Majlis Dinner #2 — "Al Olaya" 100%',
      title_ar: 'عشاء المجلس الربيعي 🌙',
      venue_ar: 'فناء في العليا، يُبلَّغ به الضيوف المؤكَّد حضورهم',
      capacity: 30,
      auto_offer: false,
      removed_at: null,
    });
    expect(Date.parse(data.starts_at)).toBe(START.getTime());
    expect(Date.parse(data.ends_at)).toBe(END.getTime());
    const visitor = await backend!.client().from('events').select().eq('slug', SLUG);
    expect(visitor.error?.code).toBe('42501');
  });

  it('takes requests that approval turns into an invitation, with its mail, calendar entry and reminders', async () => {
    const email = await invitedGuest('spring.guest', 'ar');
    const service = backend!.client(backend!.serviceRoleKey);
    const { data: invitation } = await service
      .from('invitations')
      .select('id, starts_at')
      .eq('email', email)
      .single();
    const { id, starts_at } = invitation as { id: string; starts_at: string };
    expect(Date.parse(starts_at)).toBe(START.getTime());
    const { data: jobs } = await service
      .from('after_insert_jobs')
      .select('detail, next_attempt_at')
      .eq('row_id', id)
      .eq('kind', 'send-event-reminder')
      .order('next_attempt_at');
    expect(
      (jobs as { detail: string; next_attempt_at: string }[]).map((job) => [
        job.detail,
        Date.parse(job.next_attempt_at),
      ]),
    ).toEqual([
      ['reminder-24h', START.getTime() - 24 * HOUR],
      ['reminder-3h', START.getTime() - 3 * HOUR],
    ]);

    const mail = await mailTagged(email, 'send-invitation');
    expect(mail.subject).toBe('دعوتك: عشاء المجلس الربيعي 🌙');
    expect(mail.text_body).toContain('فناء في العليا، يُبلَّغ به الضيوف المؤكَّد حضورهم، الرياض');
    const ics = mail.attachments?.[0]?.content ?? '';
    const vevent = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics) as unknown[]).getFirstSubcomponent('vevent')!,
    );
    expect(vevent.summary).toBe('عشاء المجلس الربيعي 🌙');
    expect(vevent.startDate.toJSDate().getTime()).toBe(START.getTime());
    expect(vevent.endDate.toJSDate().getTime()).toBe(END.getTime());
    expect(vevent.location).toBe('فناء في العليا، يُبلَّغ به الضيوف المؤكَّد حضورهم، الرياض');
  });

  it('whose time changes moves the reminders and sends the guest a calendar update', async () => {
    const email = await invitedGuest('moved.guest', 'en');
    await mailTagged(email, 'send-invitation');
    const later = new Date(START.getTime() + 2 * HOUR);
    await restartWith((dir) =>
      writeFileSync(
        path.join(dir, 'events', `${SLUG}.md`),
        eventFile(later, new Date(later.getTime() + 4 * HOUR)),
      ),
    );
    const service = backend!.client(backend!.serviceRoleKey);
    const { data: invitation } = await service
      .from('invitations')
      .select('id, starts_at, calendar_sequence, calendar_uid')
      .eq('email', email)
      .single();
    const moved = invitation as {
      id: string;
      starts_at: string;
      calendar_sequence: number;
      calendar_uid: string;
    };
    expect(Date.parse(moved.starts_at)).toBe(later.getTime());
    expect(moved.calendar_sequence).toBe(1);
    const { data: jobs } = await service
      .from('after_insert_jobs')
      .select('detail, next_attempt_at')
      .eq('row_id', moved.id)
      .eq('kind', 'send-event-reminder')
      .order('next_attempt_at');
    expect(
      (jobs as { detail: string; next_attempt_at: string }[]).map((job) => [
        job.detail,
        Date.parse(job.next_attempt_at),
      ]),
    ).toEqual([
      ['reminder-24h', later.getTime() - 24 * HOUR],
      ['reminder-3h', later.getTime() - 3 * HOUR],
    ]);
    // The update waits two minutes for a further change before it goes; here they pass.
    const waiting = await service
      .from('after_insert_jobs')
      .select('id, next_attempt_at')
      .eq('row_id', moved.id)
      .eq('kind', 'send-invitation-update')
      .eq('status', 'pending')
      .single();
    expect(waiting.error).toBeNull();
    expect(Date.parse(waiting.data!.next_attempt_at) - Date.now()).toBeGreaterThan(100_000);
    await twoMinutesPass(moved.id);
    const update = await mailTagged(email, 'send-invitation-update');
    expect(update.subject).toBe('New time or place: Spring Majlis Dinner #2 — "Al Olaya" 100%');
    const calendar = new ICAL.Component(
      ICAL.parse(update.attachments?.[0]?.content ?? '') as unknown[],
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const vevent = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(vevent.uid).toBe(moved.calendar_uid);
    expect(vevent.sequence).toBe(1);
    expect(vevent.startDate.toJSDate().getTime()).toBe(later.getTime());
    // A restart that changes nothing mails nobody again.
    await restartWith(() => undefined);
    expect(await mailsTagged(email, 'send-invitation-update')).toHaveLength(1);
  });

  it('edited 1,000 times in a burst sends each guest one calendar update, with the last time', async () => {
    const emails = [await invitedGuest('burst.one', 'en'), await invitedGuest('burst.two', 'ar')];
    for (const email of emails) await mailTagged(email, 'send-invitation');
    const service = backend!.client(backend!.serviceRoleKey);
    const before = await service
      .from('invitations')
      .select('id, calendar_sequence')
      .eq('event_slug', SLUG)
      .in('email', emails)
      .order('email');
    const file = path.join(contentDir, 'events', `${SLUG}.md`);
    // The editor's file changed and synced 1,000 times, the start a minute later each time, while
    // the server runs its jobs. Reading the whole content folder takes ~36 ms, so the edits between
    // are synced as the reader returns this file's facts; the last is written and read as
    // npm run events:sync reads it.
    const EDITS = 1_000;
    const facts = readEventFacts(contentDir);
    let last = START;
    for (let edit = 1; edit <= EDITS; edit += 1) {
      last = new Date(START.getTime() + (2 * 60 + edit) * 60_000);
      const end = new Date(last.getTime() + 4 * HOUR);
      let events = facts.map((event) =>
        event.slug === SLUG
          ? { ...event, starts_at: last.toISOString(), ends_at: end.toISOString() }
          : event,
      );
      if (edit === EDITS) {
        writeFileSync(file, eventFile(last, end));
        events = readEventFacts(contentDir);
      }
      const { error } = await service.rpc('sync_events', { events });
      expect(error).toBeNull();
    }
    for (const invitation of before.data!) {
      const { data: jobs } = await service
        .from('after_insert_jobs')
        .select('status, detail')
        .eq('row_id', invitation.id)
        .eq('kind', 'send-invitation-update')
        .neq('status', 'cancelled');
      expect(jobs).toEqual([
        { status: 'pending', detail: `sequence-${invitation.calendar_sequence + EDITS}` },
      ]);
      await twoMinutesPass(invitation.id);
    }
    for (const email of emails) {
      const update = await mailTagged(email, 'send-invitation-update');
      const vevent = new ICAL.Event(
        new ICAL.Component(
          ICAL.parse(update.attachments?.[0]?.content ?? '') as unknown[],
        ).getFirstSubcomponent('vevent')!,
      );
      expect(vevent.startDate.toJSDate().getTime()).toBe(last.getTime());
      expect(await mailsTagged(email, 'send-invitation-update')).toHaveLength(1);
    }
  }, 180_000);

  it('whose file is removed before it begins cancels its invitations; a removed event approves nobody', async () => {
    const email = await invitedGuest('cancelled.guest', 'ar');
    await mailTagged(email, 'send-invitation');
    const service = backend!.client(backend!.serviceRoleKey);
    const waiting = uniqueEmail('removed.request');
    await service
      .from('event_requests')
      .insert({ name: 'Nour', email: waiting, event_type: 'dinner', event_slug: SLUG });
    await restartWith((dir) => unlinkSync(path.join(dir, 'events', `${SLUG}.md`)));
    const restarted = backend!.client(backend!.serviceRoleKey);
    const { data: row } = await restarted
      .from('events')
      .select('removed_at')
      .eq('slug', SLUG)
      .single();
    expect((row as { removed_at: string | null }).removed_at).not.toBeNull();
    const { data: invitation } = await restarted
      .from('invitations')
      .select('status, calendar_sequence')
      .eq('email', email)
      .single();
    expect(invitation).toEqual({ status: 'removed', calendar_sequence: 1 });
    const cancel = await mailTagged(email, 'send-invitation-cancel');
    expect(cancel.subject).toBe('إلغاء: عشاء المجلس الربيعي 🌙');
    expect(cancel.text_body).toContain('لن يُقام');
    const calendar = new ICAL.Component(
      ICAL.parse(cancel.attachments?.[0]?.content ?? '') as unknown[],
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');

    const staff = await createTestUser(backend!, { staff: true });
    const { data: requestRow } = await restarted
      .from('event_requests')
      .select('id')
      .eq('email', waiting)
      .single();
    const { error } = await staff.client.rpc('decide_event_request', {
      request_id: (requestRow as { id: string }).id,
      decision: 'approved',
    });
    expect(error?.message).toBe(
      `No event ${SLUG}: its content file content/events/${SLUG}.md is missing`,
    );
  });

  it('a file the schema refuses stops the start, naming the file and the field', async () => {
    const brokenDir = mkdtempSync(path.join(tmpdir(), 'majlis-content-'));
    try {
      cpSync(path.join(contentDir, 'events'), path.join(brokenDir, 'events'), { recursive: true });
      const file = path.join(brokenDir, 'events', `${SLUG}.md`);
      // Unquoted, YAML reads the date itself and the offset is lost: the schema refuses it.
      writeFileSync(
        file,
        eventFile(START, END).replace(/^start: '([^']+)'$/m, 'start: 2031-03-01'),
      );
      await expect(startBackend({ env: { CONTENT_DIR: brokenDir } })).rejects.toThrow(
        new RegExp(`${SLUG}\\.md: start: `),
      );
    } finally {
      rmSync(brokenDir, { recursive: true, force: true });
    }
  });
});
