// Export and erasure of one person through the real backend (issue 27;
// docs/privacy/export-and-erasure.md). One person is seeded into every table and bucket the
// inventory names through the product's own flows (the public forms, staff RPCs and uploads, the
// door, sign-in); the export archive (unzipped here) holds every row and file; erasure is refused
// while they are confirmed for an upcoming event, then overridden; afterwards a scan of every table
// of every schema and of the stored files finds the address, the names, the company, the phone and
// the file names nowhere (the address only as its keyed hash); staff cannot re-add marketing consent, the person's own sign-up can.
import { createHmac, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../supabase/local/db/index.ts';
import { contentEvent } from '../../support/content-events.ts';
import { attachmentStorageKey } from '../../../src/lib/crm/attachment-key.ts';
import { invoke } from '../functions/support.ts';
import {
  RELAXED_AUTH_LIMITS,
  newDataDir,
  startBackend,
  type TestBackend,
} from '../support/backend.ts';
import { setEvent } from '../support/events.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

const EMAIL = `layla.erase-${Date.now().toString(36)}@example.org`;
/** As the person typed it into one form: erasure and export normalise the address. */
const TYPED = `  ${EMAIL.replace('layla', 'Layla').replace('example', 'EXAMPLE')} `.trim();
const NAME = 'ليلى Qahtanizadeh';
const PHONE = '+966 50 123 4567';
/** What identifies the person, besides the address: searched for everywhere after erasure. */
const TRACES = ['qahtanizadeh', 'ليلى', 'nakheel', '501234567'];
const UPCOMING = 'leap-dinner';
const ATTENDED = 'majlis-business-forum';
const STARTS_SOON = new Date(Date.now() + 2 * 24 * 3_600_000);
/** 10.5 MB: an archive holding it is over the 10 MB a bucket without its own limit takes. */
const LARGE_FILE_BYTES = 10.5 * 1024 * 1024;
const FILES = [
  { name: 'Budget (v2) [final] #3 50%.pdf', type: 'application/pdf' },
  { name: 'عقد الشراكة 🌙.txt', type: 'text/plain' },
];

let dataDir: string;
let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;
let staff: TestUser;
let member: TestUser;
let contactId: string;
const fileBytes = new Map<string, Uint8Array>();
const storedKeys: string[] = [];

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last seen ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function must<A extends { data: unknown; error: { message: string } | null }>(
  answer: A,
  what: string,
): A['data'] {
  if (answer.error) throw new Error(`${what}: ${answer.error.message}`);
  return answer.data;
}

async function mailTags(address: string): Promise<string[]> {
  const { data } = await service.from('mail_outbox').select('tag').ilike('to_address', address);
  return (data ?? []).map((row: { tag: string }) => row.tag);
}

/** The person presses the newsletter mail's button (double opt-in), with the token it carries. */
async function confirmNewsletterFromMail(): Promise<void> {
  const signup = must(
    await service
      .from('newsletter_signups')
      .select('id')
      .eq('email', EMAIL)
      .order('created_at', { ascending: false })
      .limit(1)
      .single(),
    'sign-up',
  ) as { id: string };
  const token = must(
    await service.rpc('issue_newsletter_signup_token', { signup_id: signup.id }),
    'token',
  ) as string;
  expect(must(await anon.rpc('confirm_newsletter_signup', { token }), 'confirmation')).toBe(
    'confirmed',
  );
}

/** One person in every table and bucket, the way the site and the CRM put them there. */
async function seedPerson(): Promise<void> {
  // The public forms: newsletter (its own consent), join, invitation request, contact message.
  must(
    await anon.rpc('subscribe_newsletter', {
      first_name: 'Layla',
      last_name: 'Qahtanizadeh',
      email: EMAIL,
      marketing_consent: true,
      notice_version: '1',
    }),
    'newsletter',
  );
  await confirmNewsletterFromMail();
  must(
    await anon.from('membership_requests').insert({
      first_name: 'Layla',
      last_name: 'Qahtanizadeh',
      email: TYPED,
      company: 'Nakheel & Co. [KSA] 100%',
      phone_number: PHONE,
      privacy_notice_version: '1',
    }),
    'join form',
  );
  must(
    await anon.from('event_requests').insert({
      name: NAME,
      email: EMAIL,
      event_type: 'dinner',
      event_slug: UPCOMING,
      privacy_notice_version: '1',
    }),
    'invitation request',
  );
  must(
    await anon.from('contact_messages').insert({
      name: NAME,
      email: EMAIL,
      message: `Please write back to ${EMAIL}`,
      privacy_notice_version: '1',
    }),
    'contact form',
  );
  must(
    await anon.rpc('submit_privacy_request', {
      kind: 'erasure',
      email: EMAIL,
      details: `Please erase everything about ${EMAIL}`,
    }),
    'privacy request',
  );
  const contact = must(
    await service.from('contacts').select('id').eq('email', EMAIL).single(),
    'contact',
  ) as { id: string };
  contactId = contact.id;

  // Staff in the CRM: checklist, a stage move and a ticked item (timeline), a note, two files.
  must(await staff.client.rpc('sync_contact_checklist', { p_contact_id: contactId }), 'checklist');
  must(
    await staff.client.from('contacts').update({ stage: 'evaluation' }).eq('id', contactId),
    'stage',
  );
  must(await staff.client.rpc('sync_contact_checklist', { p_contact_id: contactId }), 'checklist');
  const item = must(
    await staff.client.from('checklist_items').select('id').eq('contact_id', contactId).limit(1),
    'items',
  ) as { id: string }[];
  must(
    await staff.client.from('checklist_items').update({ completed: true }).eq('id', item[0]!.id),
    'tick',
  );
  must(
    await staff.client
      .from('contact_notes')
      .insert({ contact_id: contactId, content: `Called ${NAME}; prefers ${EMAIL}` }),
    'note',
  );
  for (const file of FILES) {
    const text = new TextEncoder().encode(`${file.name}\nOwner: ${EMAIL}\n${randomUUID()}\n`);
    // The PDF is just past Storage's default 10 MB object limit, so the archive is too.
    const bytes = new Uint8Array(file.type === 'application/pdf' ? LARGE_FILE_BYTES : text.length);
    bytes.set(text);
    fileBytes.set(file.name, bytes);
    const key = attachmentStorageKey(contactId, randomUUID(), file.name);
    storedKeys.push(key);
    must(
      await staff.client.storage
        .from('contact_attachments')
        .upload(key, bytes, { contentType: file.type }),
      'upload',
    );
    must(
      await staff.client.from('contact_attachments').insert({
        contact_id: contactId,
        filename: file.name,
        file_path: key,
        content_type: file.type,
        size: bytes.byteLength,
      }),
      'attachment row',
    );
  }

  // Attendance: an evening they came to (the door), and one they are confirmed for.
  await setEvent(service, ATTENDED, { starts_at: new Date(Date.now() - 3_600_000) });
  await setEvent(service, UPCOMING, { starts_at: STARTS_SOON });
  must(
    await staff.client.rpc('check_in_walk_in', {
      event_slug: ATTENDED,
      email: EMAIL,
      guest_name: NAME,
      company: 'Nakheel & Co. [KSA] 100%',
      device: 'Door phone 1',
    }),
    'walk-in',
  );
  const request = must(
    await service.from('event_requests').select('id').eq('email', EMAIL).single(),
    'request',
  ) as { id: string };
  must(
    await staff.client.rpc('decide_event_request', {
      request_id: request.id,
      decision: 'approved',
    }),
    'approval',
  );

  // A sign-in account, signed in once, with a password reset asked for (auth's own mail).
  const admin = backend.client(backend.serviceRoleKey);
  const password = `Pw-${randomUUID()}`;
  must(
    await admin.auth.admin.createUser({ email: EMAIL, password, email_confirm: true }),
    'account',
  );
  const person = backend.client();
  must(await person.auth.signInWithPassword({ email: EMAIL, password }), 'sign-in');
  must(await backend.client().auth.resetPasswordForEmail(EMAIL), 'reset');

  // The mails the jobs send: confirmations, the invitation with its pass, the reset link.
  await waitFor(
    () => mailTags(EMAIL),
    (tags) =>
      ['send-newsletter-confirmation', 'send-network-confirmation', 'send-invitation'].every(
        (tag) => tags.includes(tag),
      ),
  );
  // A second sign-up through the form, as typed, with the phone, in Arabic, never confirmed.
  must(
    await anon.rpc('subscribe_newsletter', {
      first_name: 'ليلى',
      last_name: 'Qahtanizadeh',
      email: TYPED,
      phone: PHONE,
      marketing_consent: true,
      notice_version: '1',
      locale: 'ar',
    }),
    'second sign-up',
  );
}

beforeAll(async () => {
  dataDir = newDataDir();
  backend = await startBackend({ dataDir, env: RELAXED_AUTH_LIMITS });
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
  staff = await createTestUser(backend, { staff: true });
  member = await createTestUser(backend);
  await seedPerson();
}, 180_000);

afterAll(async () => {
  await backend?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('export', () => {
  it('is refused to visitors and members', async () => {
    expect(await invoke(anon, 'export-personal-data', { body: { email: EMAIL } })).toMatchObject({
      status: 401,
    });
    expect(
      await invoke(member.client, 'export-personal-data', { body: { email: EMAIL } }),
    ).toMatchObject({ status: 403 });
    expect((await member.client.rpc('personal_data_export', { email: EMAIL })).error?.code).toBe(
      '42501',
    );
  });

  it.each([
    ['an address the e-mail domain refuses', 'layla@@example.org'],
    ['no address at all', 'not an address'],
    ['an address with a space inside', 'layla karim@example.org'],
  ])('answers 400 to staff for %s, for export and erasure alike', async (_, email) => {
    for (const name of ['export-personal-data', 'erase-personal-data']) {
      const answer = await invoke(staff.client, name, { body: { email } });
      expect({ name, status: answer.status }).toEqual({ name, status: 400 });
    }
  });

  it('packs every row and file into a zip mailed to the person as a 7-day link, audited', async () => {
    const started = performance.now();
    const answer = await invoke(staff.client, 'export-personal-data', { body: { email: TYPED } });
    const exportMs = performance.now() - started;
    console.log(`[figures] export of one person with a full history: ${exportMs.toFixed(0)} ms`);
    expect(answer.status).toBe(200);
    const rows = answer.body.rows as Record<string, number>;
    for (const table of [
      'contacts',
      'membership_requests',
      'event_requests',
      'contact_messages',
      'contact_notes',
      'checklist_items',
      'activity',
      'consents',
      'newsletter_signups',
      'invitations',
      'check_ins',
      'mail_outbox',
      'contact_attachments',
      'profiles',
    ]) {
      expect({ table, rows: rows[table] ?? 0 }).toEqual({
        table,
        rows: expect.any(Number) as number,
      });
      expect({ table, some: (rows[table] ?? 0) > 0 }).toEqual({ table, some: true });
    }
    expect(rows.invitations).toBe(2);
    expect(rows.consents).toBe(4);
    expect(rows.newsletter_signups).toBe(2);
    expect(answer.body.files).toBe(2);

    // The link the job mails opens the archive.
    const mail = await waitFor(
      async () =>
        (
          await service
            .from('mail_outbox')
            .select('text_body')
            .eq('to_address', EMAIL)
            .eq('tag', 'send-personal-data-export')
        ).data ?? [],
      (found) => found.length === 1,
    );
    const link = /Download your data: (\S+)/.exec(mail[0]!.text_body as string)?.[1];
    // On the address people reach the server by, not the one the server calls itself on.
    expect(
      link?.startsWith(`${backend.url}/storage/v1/object/sign/personal_data_exports/`),
      link,
    ).toBe(true);
    const response = await fetch(link!);
    expect(response.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));

    const names = Object.keys(zip).sort();
    expect(names).toContain('README.txt');
    expect(names).toContain('files/Budget (v2) [final] #3 50%.pdf');
    expect(names).toContain('files/عقد الشراكة 🌙.txt');
    for (const file of FILES) {
      expect(zip[`files/${file.name}`]).toEqual(fileBytes.get(file.name));
    }
    for (const [table, count] of Object.entries(rows)) {
      const json = JSON.parse(strFromU8(zip[`data/${table}.json`]!)) as unknown[];
      expect({ table, count: json.length }).toEqual({ table, count });
      const csv = strFromU8(zip[`data/${table}.csv`]!);
      expect({ table, lines: csv.split('\r\n').filter(Boolean).length }).toEqual({
        table,
        // An empty table's file is only the byte-order mark, which the decoder drops.
        lines: count === 0 ? 0 : count + 1,
      });
    }
    const contacts = JSON.parse(strFromU8(zip['data/contacts.json']!)) as { email: string }[];
    expect(contacts.map((c) => c.email)).toEqual([EMAIL]);
    // Both sign-ups, the confirmed one first; not the address's keyed hash nor the links' tokens.
    const signups = JSON.parse(strFromU8(zip['data/newsletter_signups.json']!)) as Record<
      string,
      unknown
    >[];
    expect(
      signups.map(({ email, phone, confirmed_at }) => [email, phone, confirmed_at !== null]),
    ).toEqual([
      [EMAIL, null, true],
      [TYPED, PHONE, false],
    ]);
    expect(Object.keys(signups[0]!)).not.toContain('address_hash');
    expect(strFromU8(zip['data/newsletter_signups.csv']!)).not.toMatch(
      /token|hash|\\x[0-9a-f]{64}/i,
    );
    // The mails keep their words, but nothing that lets the archive's holder in: the invitation's
    // pass and decline links, the reset link, the newsletter's unsubscribe link.
    const mails = strFromU8(zip['data/mail_outbox.json']!);
    expect(mails).toContain('[link removed from the export: it gave access]');
    const everything = names
      .filter((name) => name.startsWith('data/'))
      .map((name) => strFromU8(zip[name]!))
      .join('\n');
    expect(everything).not.toMatch(/\/pass\/[0-9a-f]{64}/);
    expect(everything).not.toMatch(/[?&](amp;)?(token|token_hash|code)=/);
    const readme = strFromU8(zip['README.txt']!);
    expect(readme).toContain(`For: ${EMAIL}`);
    expect(readme).toContain('- files/Budget (v2) [final] #3 50%.pdf');
    expect(readme).toContain('- contacts.json and contacts.csv: your contact record (1 row)');
    expect(readme).toContain(
      '- newsletter_signups.json and newsletter_signups.csv: your newsletter sign-ups, awaiting or given confirmation (2 rows)',
    );

    const audit = must(
      await staff.client
        .from('audit_log')
        .select('actor_id, detail')
        .eq('action', 'personal_data_exported'),
      'audit',
    ) as { actor_id: string; detail: unknown }[];
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(staff.id);
    expect(JSON.stringify(audit[0]!.detail)).not.toContain('@');
  });
});

describe('erasure', () => {
  it('is refused to members, and to staff while the person is confirmed for an upcoming event', async () => {
    expect(
      await invoke(member.client, 'erase-personal-data', { body: { email: EMAIL } }),
    ).toMatchObject({ status: 403 });
    expect((await member.client.rpc('erase_personal_data', { email: EMAIL })).error?.code).toBe(
      '42501',
    );
    const date = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeZone: 'Asia/Riyadh',
    }).format(STARTS_SOON);
    const reason = `${NAME} is confirmed for ${contentEvent(UPCOMING).title_en} on ${date}`;
    expect(await invoke(staff.client, 'erase-personal-data', { body: { email: EMAIL } })).toEqual({
      status: 409,
      body: { error: reason },
    });
    // The database refuses on its own too (a caller that skips the function's check).
    const direct = await staff.client.rpc('erase_personal_data', { email: EMAIL });
    expect(direct.error?.message).toMatch(new RegExp(`^${NAME} is confirmed for ${UPCOMING} on `));
    const still = await service.from('contacts').select('id').eq('id', contactId);
    expect(still.data).toHaveLength(1);
  });

  it('with the override, removes the person everywhere and leaves only the keyed hash', async () => {
    const requestId = randomUUID();
    const started = performance.now();
    const answer = await invoke(staff.client, 'erase-personal-data', {
      body: { email: TYPED, override: true, privacyRequestId: requestId },
    });
    const eraseMs = performance.now() - started;
    console.log(`[figures] erasure of one person with a full history: ${eraseMs.toFixed(0)} ms`);
    expect(answer).toMatchObject({ status: 200, body: { erased: true, files: 3 } });
    // The newsletter sign-ups (confirmed and pending) are counted with the rest.
    expect((answer.body.rows as Record<string, number>).newsletter_signups).toBe(2);

    const audit = must(
      await staff.client
        .from('audit_log')
        .select('subject_id, detail')
        .eq('action', 'personal_data_erased'),
      'audit',
    ) as { subject_id: string; detail: Record<string, unknown> }[];
    expect(audit).toHaveLength(1);
    expect(audit[0]!.subject_id).toBe(requestId);
    expect(audit[0]!.detail).toMatchObject({
      override: true,
      overridden_event: UPCOMING,
      privacy_request_id: requestId,
      rows: expect.objectContaining({ newsletter_signups: 2 }) as unknown,
    });
    // Jobs about the person's rows go too, the export's mail job included.
    const jobs = await service
      .from('after_insert_jobs')
      .select('kind')
      .in('kind', ['send-personal-data-export', 'send-invitation', 'send-newsletter-confirmation']);
    expect(jobs.data).toEqual([]);
    // Both newsletter sign-ups, confirmed and pending, with their links' tokens.
    expect((await service.from('newsletter_signups').select('id')).data).toEqual([]);
    // The person's privacy request stays as the record that it was answered, without the address.
    const privacyRequests = await service.from('privacy_requests').select('kind, email, details');
    expect(privacyRequests.data).toEqual([{ kind: 'erasure', email: null, details: null }]);
    const auditText = JSON.stringify(audit[0]);
    expect(auditText).not.toContain('@');
    expect(auditText).not.toContain('Layla');

    // The whole database, read directly (the backend stopped), and every stored file.
    await backend.stop();
    const db = await openDatabase({ dataDir });
    try {
      const { rows: tables } = await db.query<{ schema: string; name: string }>(
        `select n.nspname as schema, c.relname as name from pg_class c
           join pg_namespace n on n.oid = c.relnamespace
          where c.relkind in ('r', 'p')
            and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
          order by 1, 2`,
      );
      expect(tables.length).toBeGreaterThan(25);
      // The address, the names, the company, the phone's digits and each file's name: the
      // timeline once took the file names back in while the attachments were deleted.
      const needles = [EMAIL, ...TRACES, ...FILES.map((file) => file.name.toLowerCase())];
      const found: string[] = [];
      for (const { schema, name } of tables) {
        for (const needle of needles) {
          const { rows } = await db.query<{ n: number }>(
            `select count(*)::int as n from "${schema}"."${name}" t
              where strpos(lower(regexp_replace(t::text, '[ -]', '', 'g')), $1) > 0`,
            [needle.replaceAll(/[ -]/g, '')],
          );
          if (rows[0]!.n > 0) found.push(`${schema}.${name} holds ${needle}: ${rows[0]!.n}`);
        }
      }
      expect(found).toEqual([]);
      const { rows: secret } = await db.query<{ secret: Buffer }>(
        `select secret from private.privacy_secrets where name = 'suppression'`,
      );
      const hash = createHmac('sha256', secret[0]!.secret).update(EMAIL).digest();
      const { rows: suppressed } = await db.query<{ address_hash: Buffer }>(
        `select address_hash from public.suppressed_addresses`,
      );
      expect(suppressed.map((r) => Buffer.from(r.address_hash).toString('hex'))).toEqual([
        hash.toString('hex'),
      ]);
    } finally {
      await db.close();
    }
    const storageDir = path.join(dataDir, 'storage');
    const holding: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir)) {
        const full = path.join(dir, entry);
        if (statSync(full).isDirectory()) walk(full);
        else {
          const text = `${full}\n${readFileSync(full).toString('utf8')}`.toLowerCase();
          if ([EMAIL, ...TRACES].some((needle) => text.includes(needle))) {
            holding.push(path.relative(storageDir, full));
          }
        }
      }
    };
    if (existsSync(storageDir)) walk(storageDir);
    expect(holding).toEqual([]);
    for (const key of storedKeys) {
      expect(existsSync(path.join(storageDir, 'contact_attachments', key))).toBe(false);
    }

    backend = await startBackend({ dataDir, env: RELAXED_AUTH_LIMITS });
    anon = backend.client();
    service = backend.client(backend.serviceRoleKey);
  }, 120_000);

  it('staff and imports cannot give marketing consent to the erased address', async () => {
    const staffClient = backend.client();
    must(
      await staffClient.auth.signInWithPassword({ email: staff.email, password: staff.password }),
      'staff sign-in',
    );
    const added = await staffClient.from('contacts').insert({
      first_name: 'Layla',
      email: EMAIL,
      newsletter_subscribed_at: new Date().toISOString(),
    });
    expect(added.error?.message).toBe(
      "This address was erased at the person's request: only the person can subscribe it again, through the newsletter form",
    );
    const imported = await service.from('contacts').insert({
      first_name: 'Layla',
      email: EMAIL,
      newsletter_subscribed_at: new Date().toISOString(),
    });
    expect(imported.error?.message).toMatch(/^This address was erased/);
    // Without marketing consent, staff may still add the person as a lead.
    must(await staffClient.from('contacts').insert({ first_name: 'Layla', email: EMAIL }), 'lead');
    const subscribe = await staffClient
      .from('contacts')
      .update({ newsletter_subscribed_at: new Date().toISOString() })
      .eq('email', EMAIL);
    expect(subscribe.error?.message).toMatch(/^This address was erased/);
  });

  it('a newsletter sign-up afterwards records fresh consent once the person confirms from the mail', async () => {
    must(
      await anon.rpc('subscribe_newsletter', {
        first_name: 'Layla',
        last_name: 'Karim',
        email: EMAIL,
        marketing_consent: true,
        notice_version: '1',
      }),
      'sign-up',
    );
    // Anyone can type the address: the sign-up alone gives no consent.
    expect(
      must(await service.from('consents').select('id').eq('email', EMAIL), 'consents'),
    ).toEqual([]);
    await confirmNewsletterFromMail();
    const consents = must(
      await service.from('consents').select('purpose, status, method, form').eq('email', EMAIL),
      'consents',
    );
    expect(consents).toEqual([
      { purpose: 'newsletter', status: 'given', method: 'form', form: 'newsletter' },
    ]);
    const contact = must(
      await service.from('contacts').select('newsletter_subscribed_at').eq('email', EMAIL).single(),
      'contact',
    ) as { newsletter_subscribed_at: string | null };
    expect(contact.newsletter_subscribed_at).not.toBeNull();
  });
});
