// An editor adds an event with one Markdown file and nothing else (issue 40): the backend, started
// on a copy of content/ with the new file in it, knows the event, and a request for it is approved
// into an invitation whose mail, calendar entry and reminders carry the file's facts. A file the
// schema refuses stops the start, naming the file; a file removed marks its event removed.
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../functions/support.ts';
import { newDataDir, startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser } from '../support/users.ts';

const SLUG = 'spring-majlis-dinner';
const HOUR = 3_600_000;
// Whole minutes, five days ahead, written as an editor writes it: Riyadh time with its offset.
const START = new Date(Math.floor((Date.now() + 5 * 24 * HOUR) / 60_000) * 60_000);
const END = new Date(START.getTime() + 4 * HOUR);

function riyadh(date: Date): string {
  return `${new Date(date.getTime() + 3 * HOUR).toISOString().slice(0, 19)}+03:00`;
}

/** The new event's file: only what the schema needs, with an Arabic title and venue. */
function eventFile(start: Date, end: Date): string {
  return `---
title:
  en: 'Spring Majlis Dinner #2 — "Al Olaya" 100%'
  ar: عشاء المجلس الربيعي 🌙
navTitle: { en: Spring Dinner, ar: العشاء الربيعي }
badges:
  - { en: Private Gathering, ar: لقاء خاص }
summary:
  en: A spring dinner for founders and investors new to Riyadh.
  ar: عشاء ربيعي للمؤسسين والمستثمرين الجدد في الرياض.
start: '${riyadh(start)}'
end: '${riyadh(end)}'
venue:
  en: Courtyard in Al Olaya, shared with confirmed guests
  ar: فناء في العليا، يُبلَّغ به الضيوف المؤكَّد حضورهم
area: { en: Riyadh, ar: الرياض }
capacity: 30
cta: { en: Request an Invitation, ar: اطلب دعوة }
registration: { kind: request, eventType: dinner }
seo:
  title: { en: Spring Majlis Dinner, ar: عشاء المجلس الربيعي }
  description:
    en: A spring dinner in Riyadh for founders and investors new to the Kingdom, by invitation.
    ar: عشاء ربيعي في الرياض للمؤسسين والمستثمرين الجدد في المملكة، بدعوة خاصة من المضيفين.
---

## The Evening

A long table in a courtyard.
`;
}

const contentDir = mkdtempSync(path.join(tmpdir(), 'majlis-content-'));
const dataDir = newDataDir();
let backend: TestBackend | undefined;

beforeAll(async () => {
  cpSync(path.resolve('content/events'), path.join(contentDir, 'events'), { recursive: true });
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
    if (data?.[0]) return data[0] as Mail;
    if (Date.now() > deadline) throw new Error(`No ${tag} mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
    const staff = await createTestUser(backend!, { staff: true });
    const email = uniqueEmail('spring.guest');
    const inserted = await backend!
      .client()
      .from('event_requests')
      .insert({
        name: 'سارة القحطاني',
        email,
        event_type: 'dinner',
        event_slug: SLUG,
        locale: 'ar',
      });
    expect(inserted.error).toBeNull();
    const service = backend!.client(backend!.serviceRoleKey);
    const { data: requestRow } = await service
      .from('event_requests')
      .select('id')
      .eq('email', email)
      .single();
    const approved = await staff.client.rpc('decide_event_request', {
      request_id: (requestRow as { id: string }).id,
      decision: 'approved',
    });
    expect(approved.error).toBeNull();

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

  it('whose file is removed is marked removed at the next start, and approves nobody', async () => {
    const removedSlug = 'leap-dinner';
    const service = backend!.client(backend!.serviceRoleKey);
    const email = uniqueEmail('removed.guest');
    await service
      .from('event_requests')
      .insert({ name: 'Nour', email, event_type: 'dinner', event_slug: removedSlug });
    await backend!.stop();
    unlinkSync(path.join(contentDir, 'events', `${removedSlug}.md`));
    backend = await startBackend({ dataDir, env: { CONTENT_DIR: contentDir } });
    const restarted = backend.client(backend.serviceRoleKey);
    const { data } = await restarted
      .from('events')
      .select('slug, removed_at')
      .in('slug', [removedSlug, SLUG]);
    const bySlug = Object.fromEntries(
      (data as { slug: string; removed_at: string | null }[]).map((row) => [row.slug, row]),
    );
    expect(bySlug[removedSlug]?.removed_at).not.toBeNull();
    expect(bySlug[SLUG]?.removed_at).toBeNull();

    const staff = await createTestUser(backend, { staff: true });
    const { data: requestRow } = await restarted
      .from('event_requests')
      .select('id')
      .eq('email', email)
      .single();
    const { error } = await staff.client.rpc('decide_event_request', {
      request_id: (requestRow as { id: string }).id,
      decision: 'approved',
    });
    expect(error?.message).toBe(
      `No event ${removedSlug}: its content file content/events/${removedSlug}.md is missing`,
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
        readFileSync(file, 'utf8').replace(/^start: '([^']+)'$/m, 'start: 2031-03-01'),
      );
      await expect(startBackend({ env: { CONTENT_DIR: brokenDir } })).rejects.toThrow(
        new RegExp(`${SLUG}\\.md: start: `),
      );
    } finally {
      rmSync(brokenDir, { recursive: true, force: true });
    }
  });
});
