/**
 * `npm run bench:personal-data`: the time to export and to erase one person with a full history
 * (docs/privacy/export-and-erasure.md) on the embedded backend, among CONTACTS other contacts
 * (default 10,050): their contact, a join application, an invitation request and a contact
 * message, 200 notes, the stage checklist, 20 invitations (10 checked in), 100 mails and 20
 * stored files of 1 MB. Times each staff call through supabase-js (functions.invoke) as the
 * contact record makes it. Then a retention run (docs/privacy/retention.md) among
 * RETENTION_CONTACTS contacts (default 50,000) with DUE rows of each kind past their period, each
 * with its consent and a mail: the run_retention call the job makes. Goals (issue 41): erasure
 * ≤ 1 s, export ≤ 10 s, retention run ≤ 10 s. Prints figures; asserts only that each call
 * succeeded.
 */
import { randomUUID } from 'node:crypto';
import { startBackend } from '../integration/support/backend.ts';
import { createTestUser } from '../integration/support/users.ts';

const CONTACTS = Number(process.env['CONTACTS'] ?? 10_050);
const RETENTION_CONTACTS = Number(process.env['RETENTION_CONTACTS'] ?? 50_000);
const DUE = Number(process.env['DUE'] ?? 500);
const EMAIL = 'bench.person@example.org';

function must<A extends { error: { message: string } | null }>(answer: A, what: string): A {
  if (answer.error) throw new Error(`${what}: ${answer.error.message}`);
  return answer;
}

const backend = await startBackend({ env: { SUPABASE_JOB_WORKERS: '0' } });
try {
  const admin = backend.client(backend.serviceRoleKey);
  async function addContacts(from: number, to: number) {
    for (let start = from; start < to; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, to - start) }, (_, k) => ({
        first_name: `Bench${start + k}`,
        email: `bench-${start + k}@example.com`,
      }));
      must(await admin.from('contacts').insert(rows), 'contacts');
    }
  }
  await addContacts(0, CONTACTS);
  const staff = await createTestUser(backend, { staff: true });
  const anon = backend.client();
  must(
    await anon.rpc('subscribe_newsletter', {
      first_name: 'Bench',
      last_name: 'Person',
      email: EMAIL,
      marketing_consent: true,
      notice_version: '1',
    }),
    'newsletter',
  );
  // The person confirms from the mail (double opt-in), which makes their contact.
  const { data: signup } = must(
    await admin.from('newsletter_signups').select('id').eq('email', EMAIL).single(),
    'sign-up',
  );
  const { data: token } = must(
    await admin.rpc('issue_newsletter_signup_token', { signup_id: signup!.id }),
    'token',
  );
  must(await anon.rpc('confirm_newsletter_signup', { token: token! }), 'confirmation');
  must(
    await anon.from('membership_requests').insert({ first_name: 'Bench', email: EMAIL }),
    'join',
  );
  must(
    await anon.from('event_requests').insert({
      name: 'Bench Person',
      email: EMAIL,
      event_type: 'dinner',
      event_slug: 'leap-dinner',
    }),
    'request',
  );
  must(
    await anon.from('contact_messages').insert({ name: 'Bench', email: EMAIL, message: 'Hello' }),
    'message',
  );
  const { data: contact } = must(
    await admin.from('contacts').select('id').eq('email', EMAIL).single(),
    'contact',
  );
  const contactId = contact!.id as string;
  must(await staff.client.rpc('sync_contact_checklist', { p_contact_id: contactId }), 'checklist');
  must(
    await staff.client
      .from('contact_notes')
      .insert(
        Array.from({ length: 200 }, (_, k) => ({ contact_id: contactId, content: `Note ${k}` })),
      ),
    'notes',
  );
  const invitations = must(
    await admin
      .from('invitations')
      .insert(
        Array.from({ length: 20 }, (_, k) => ({
          event_slug: `bench-event-${k}`,
          email: EMAIL,
          contact_id: contactId,
          guest_name: 'Bench Person',
          starts_at: new Date(Date.UTC(2025, k % 12, 10, 18)).toISOString(),
        })),
      )
      .select('id'),
    'invitations',
  ).data!;
  must(
    await admin
      .from('check_ins')
      .insert(invitations.slice(0, 10).map((row) => ({ invitation_id: row.id as string }))),
    'check-ins',
  );
  must(
    await admin.from('mail_outbox').insert(
      Array.from({ length: 100 }, (_, k) => ({
        to_address: EMAIL,
        subject: `Mail ${k}`,
        text_body: `Dear Bench, mail ${k}. ${'x'.repeat(2000)}`,
        tag: 'bench',
      })),
    ),
    'mails',
  );
  const megabyte = new Uint8Array(1024 * 1024).map((_, k) => k % 251);
  for (let k = 0; k < 20; k += 1) {
    const key = `${contactId}/${randomUUID()}/file-${k}.pdf`;
    must(
      await staff.client.storage
        .from('contact_attachments')
        .upload(key, megabyte, { contentType: 'application/pdf' }),
      'upload',
    );
    must(
      await staff.client.from('contact_attachments').insert({
        contact_id: contactId,
        filename: `File ${k} [v2] #${k}.pdf`,
        file_path: key,
        size: megabyte.byteLength,
      }),
      'attachment',
    );
  }

  let started = performance.now();
  const exported = await staff.client.functions.invoke('export-personal-data', {
    body: { email: EMAIL },
  });
  const exportMs = performance.now() - started;
  if (exported.error) {
    const failed = (exported.error as { context?: Response }).context;
    throw new Error(
      `export: ${failed ? await failed.text() : String(exported.error)}\n${backend.stderr().slice(-2000)}`,
    );
  }
  started = performance.now();
  const erased = await staff.client.functions.invoke('erase-personal-data', {
    body: { email: EMAIL },
  });
  const eraseMs = performance.now() - started;
  if (erased.error) throw new Error(`erase: ${String(erased.error)}`);

  const body = exported.data as { rows: Record<string, number>; files: number; bytes: number };
  const rows = Object.values(body.rows).reduce((sum, n) => sum + n, 0);
  console.log(`One person with a full history, among ${CONTACTS} contacts:`);
  console.log(
    `  export: ${exportMs.toFixed(0)} ms (${rows} rows, ${body.files} files, archive ${(body.bytes / 1048576).toFixed(1)} MB)`,
  );
  console.log(`  erase:  ${eraseMs.toFixed(0)} ms (${JSON.stringify(erased.data)})`);

  // Retention: the contacts, and DUE rows of each kind a run 25 months on erases, each address
  // with its consent (the forms' triggers write it) and a mail.
  await addContacts(CONTACTS, RETENTION_CONTACTS);
  const due = (kind: string) =>
    Array.from({ length: DUE }, (_, k) => `due-${kind}-${k}@example.net`);
  must(
    await admin.from('membership_requests').insert(
      due('application').map((email, k) => ({
        first_name: `Due ${k}`,
        email,
        request_status: 'rejected',
        privacy_notice_version: '1',
      })),
    ),
    'due applications',
  );
  must(
    await admin.from('event_requests').insert(
      due('request').map((email, k) => ({
        name: `Due Guest ${k}`,
        email,
        event_type: 'forum',
        privacy_notice_version: '1',
      })),
    ),
    'due event requests',
  );
  must(
    await admin.from('contact_messages').insert(
      due('message').map((email, k) => ({
        name: `Due Writer ${k}`,
        email,
        message: `Message ${k} — شكراً`,
        privacy_notice_version: '1',
      })),
    ),
    'due messages',
  );
  must(
    await admin.from('mail_outbox').insert(
      [...due('application'), ...due('request'), ...due('message')].map((to_address) => ({
        to_address,
        subject: 'We received your request',
        text_body: `Dear guest, ${'x'.repeat(500)}`,
        tag: 'bench',
      })),
    ),
    'due mails',
  );
  const later = new Date();
  later.setUTCMonth(later.getUTCMonth() + 25);
  const { data: runId } = must(
    await admin.rpc('schedule_retention', { as_of: later.toISOString() }),
    'schedule',
  );
  started = performance.now();
  const ran = must(await admin.rpc('run_retention', { run_id: runId as string }), 'retention');
  const retentionMs = performance.now() - started;
  console.log(`A retention run among ${RETENTION_CONTACTS} contacts, ${DUE} due of each kind:`);
  console.log(`  run:    ${retentionMs.toFixed(0)} ms (${JSON.stringify(ran.data)})`);
} finally {
  await backend.stop();
}
