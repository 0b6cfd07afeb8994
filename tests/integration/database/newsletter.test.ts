// The newsletter's double opt-in (supabase/migrations/20251202110000_newsletter_double_opt_in.sql;
// docs/behaviour/submissions.md#newsletter): the form stores an unconfirmed sign-up and queues its
// link, the same rows for a known address as for an unknown one; only the link's button gives the
// consent and makes or marks the contact, and it is the one way back after an unsubscribe or an
// erasure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claims, Database } from '../../../supabase/local/db/index.ts';
import { createUser, uniqueEmail } from './support/fixtures.ts';
import { openTempDatabase, sqlStateOf, type TempDatabase } from './support/temp-database.ts';

let temp: TempDatabase;
let db: Database;
const anon: Claims = { role: 'anon' };
const service: Claims = { role: 'service_role' };

beforeAll(async () => {
  temp = await openTempDatabase('newsletter');
  db = temp.db;
});
afterAll(async () => temp?.dispose());

// Named arguments, as PostgREST calls an RPC.
function subscribe(first: string, last: string, email: string, phone: string | null = null) {
  return db.asClaims(anon, (tx) =>
    tx.query(
      `select public.subscribe_newsletter(first_name => $1, last_name => $2, email => $3, phone => $4,
        marketing_consent => true, notice_version => '2') as result`,
      [first, last, email, phone],
    ),
  );
}

/** The mailed link's token for the newest sign-up of `email`, as the job's function asks for it. */
async function tokenFor(email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'select id from public.newsletter_signups where lower(email) = lower($1) order by created_at desc limit 1',
    [email],
  );
  const issued = await db.asClaims(service, (tx) =>
    tx.query<{ token: string }>('select public.issue_newsletter_signup_token($1) as token', [
      rows[0]!.id,
    ]),
  );
  return issued.rows[0]!.token;
}

async function confirm(token: string | null): Promise<string> {
  const { rows } = await db.asClaims(anon, (tx) =>
    tx.query<{ outcome: string }>('select public.confirm_newsletter_signup($1) as outcome', [
      token,
    ]),
  );
  return rows[0]!.outcome;
}

async function subscribeAndConfirm(first: string, last: string, email: string, phone?: string) {
  await subscribe(first, last, email, phone ?? null);
  return confirm(await tokenFor(email));
}

function contactsWith(email: string) {
  return db.query(
    'select first_name, last_name, phone, source, stage from public.contacts where lower(email) = lower($1)',
    [email],
  );
}

async function marketingAllowed(email: string): Promise<boolean> {
  const { rows } = await db.query<{ allowed: boolean }>(
    `select coalesce(bool_or(public.marketing_allowed(c.id)), false) as allowed
       from public.contacts c where lower(c.email) = lower($1)`,
    [email],
  );
  return rows[0]!.allowed;
}

/** Rows per table of the project's schemas (public, private): what a call changed. */
async function rowCounts(): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'private') and table_type = 'BASE TABLE' order by 1`,
  );
  const { rows } = await db.query<{ name: string; n: number }>(
    tables
      .map((t) => `select '${t.name}' as name, count(*)::int as n from ${t.name}`)
      .join(' union all '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.n]));
}

function changed(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(
    Object.keys(after)
      .filter((name) => after[name] !== before[name])
      .map((name) => [name, after[name]! - (before[name] ?? 0)]),
  );
}

describe('subscribe_newsletter', () => {
  it('stores an unconfirmed sign-up and queues its link: no contact, no consent, no newsletter yet', async () => {
    const email = uniqueEmail('news');
    await subscribe('Layla', 'Haddad', email, '  ');
    expect((await contactsWith(email)).rows).toEqual([]);
    const { rows } = await db.query(
      `select s.first_name, s.last_name, s.phone, s.confirmed_at,
              (select count(*)::int from public.after_insert_jobs j
                where j.row_id = s.id and j.kind = 'send-newsletter-confirmation') as jobs,
              (select count(*)::int from public.consents c where lower(c.email) = lower(s.email)) as consents
         from public.newsletter_signups s where lower(s.email) = lower($1)`,
      [email],
    );
    expect(rows).toEqual([
      {
        first_name: 'Layla',
        last_name: 'Haddad',
        phone: null,
        confirmed_at: null,
        jobs: 1,
        consents: 0,
      },
    ]);
  });

  it('writes the same rows for a known address as for an unknown one, and answers the same', async () => {
    const known = uniqueEmail('known-rows');
    expect(await subscribeAndConfirm('Layla', 'Haddad', known)).toBe('confirmed');
    const before = await rowCounts();
    const first = await subscribe('Layla', 'Haddad', known);
    const afterKnown = await rowCounts();
    const second = await subscribe('Layla', 'Haddad', uniqueEmail('unknown-rows'));
    const afterUnknown = await rowCounts();
    expect(second).toEqual(first);
    expect(changed(before, afterKnown)).toEqual(changed(afterKnown, afterUnknown));
    // One sign-up, its job and the per-mailbox count: no "given" consent per probe.
    expect(Object.keys(changed(before, afterKnown)).sort()).toEqual([
      'private.unsolicited_mails',
      'public.after_insert_jobs',
      'public.newsletter_signups',
    ]);
  });

  it('refuses empty names or e-mails and malformed e-mails, storing nothing', async () => {
    expect(await sqlStateOf(subscribe('  ', 'X', uniqueEmail()))).toBe('22023');
    expect(await sqlStateOf(subscribe('Layla', 'X', ''))).toBe('22023');
    expect(await sqlStateOf(subscribe('Layla', 'X', 'nope'))).toBe('23514');
  });

  it('does not let the visitor read sign-ups, contacts or consents afterwards', async () => {
    for (const table of ['newsletter_signups', 'contacts', 'consents']) {
      expect(
        await sqlStateOf(db.asClaims(anon, (tx) => tx.query(`select * from public.${table}`))),
      ).toBe('42501');
    }
  });

  it('lets staff read sign-ups, a member none', async () => {
    const email = uniqueEmail('staff-sees');
    await subscribe('Layla', 'Haddad', email);
    const staff = (await createUser(db, { staff: true })).claims;
    const member = (await createUser(db)).claims;
    const read = (claims: Claims) =>
      db.asClaims(claims, (tx) =>
        tx.query('select confirmed_at from public.newsletter_signups where email = $1', [email]),
      );
    expect((await read(staff)).rows).toEqual([{ confirmed_at: null }]);
    expect((await read(member)).rows).toEqual([]);
  });
});

describe('confirm_newsletter_signup', () => {
  it('confirms once: adds the contact at mql_lead with the consent, then says used', async () => {
    const email = uniqueEmail('confirm');
    await subscribe('Layla', 'Haddad', email, '+966 5000 0000');
    const token = await tokenFor(email);
    expect(await marketingAllowed(email)).toBe(false);
    expect(await confirm(token)).toBe('confirmed');
    expect((await contactsWith(email)).rows).toEqual([
      {
        first_name: 'Layla',
        last_name: 'Haddad',
        phone: '+966 5000 0000',
        source: 'newsletter',
        stage: 'mql_lead',
      },
    ]);
    expect(await marketingAllowed(email)).toBe(true);
    const { rows } = await db.query(
      `select status, method, form, notice_version from public.consents where lower(email) = lower($1)`,
      [email],
    );
    expect(rows).toEqual([
      { status: 'given', method: 'form', form: 'newsletter', notice_version: '2' },
    ]);
    expect(await confirm(token)).toBe('used');
  });

  it('answers expired after the link’s 7 days, and invalid for an unknown or cut token', async () => {
    const email = uniqueEmail('late');
    await subscribe('Layla', 'Haddad', email);
    const token = await tokenFor(email);
    await db.query(
      `update public.newsletter_signups set expires_at = now() - interval '1 second' where lower(email) = lower($1)`,
      [email],
    );
    expect(await confirm(token)).toBe('expired');
    expect(await confirm(token.slice(0, 40))).toBe('invalid');
    expect(await confirm('f'.repeat(64))).toBe('invalid');
    expect(await confirm(null)).toBe('invalid');
    expect(await marketingAllowed(email)).toBe(false);
  });

  it('never changes a known contact: it marks it subscribed and leaves staff a note', async () => {
    const email = uniqueEmail('known');
    await db.query(
      `insert into public.contacts (first_name, email, stage, source, phone) values ('Old', $1, 'evaluation', 'manual', '+1 555')`,
      [email],
    );
    expect(await subscribeAndConfirm('New', 'Name', email, '+966 500')).toBe('confirmed');
    expect((await contactsWith(email)).rows).toEqual([
      { first_name: 'Old', last_name: '', phone: '+1 555', source: 'manual', stage: 'evaluation' },
    ]);
    const { rows } = await db.query(
      `select c.newsletter_subscribed_at is not null as subscribed, n.content, n.user_id
         from public.contacts c join public.contact_notes n on n.contact_id = c.id
        where lower(c.email) = lower($1)`,
      [email],
    );
    expect(rows).toEqual([
      {
        subscribed: true,
        user_id: null,
        content:
          'Newsletter sign-up from the public site with different details: name New Name, phone +966 500. The contact was not changed.',
      },
    ]);
  });

  it('after an unsubscribe, a bare sign-up subscribes nothing; only the owner’s confirmation does', async () => {
    const email = uniqueEmail('left');
    await subscribeAndConfirm('Layla', 'Haddad', email);
    const { rows } = await db.query<{ id: string }>(
      'select id from public.contacts where lower(email) = lower($1)',
      [email],
    );
    const unsubscribeToken = await db.asClaims(service, (tx) =>
      tx.query<{ token: string }>('select public.issue_unsubscribe_token($1) as token', [
        rows[0]!.id,
      ]),
    );
    await db.asClaims(anon, (tx) =>
      tx.query('select public.unsubscribe_newsletter($1)', [unsubscribeToken.rows[0]!.token]),
    );
    expect(await marketingAllowed(email)).toBe(false);
    // The sign-up (name, phone) is kept "until you unsubscribe"; the withdrawal's record stays.
    const kept = await db.query<{ signups: number; withdrawals: number }>(
      `select (select count(*)::int from public.newsletter_signups where lower(email) = lower($1)) as signups,
              (select count(*)::int from public.consents
                where contact_id = $2 and purpose = 'newsletter' and status = 'withdrawn') as withdrawals`,
      [email, rows[0]!.id],
    );
    expect(kept.rows[0]).toEqual({ signups: 0, withdrawals: 1 });
    await subscribe('Someone', 'Else', email);
    expect(await marketingAllowed(email)).toBe(false);
    expect(await confirm(await tokenFor(email))).toBe('confirmed');
    expect(await marketingAllowed(email)).toBe(true);
  });

  it('after an erasure: the sign-ups go with the address, and only a confirmation subscribes it again', async () => {
    const email = uniqueEmail('erased');
    await subscribeAndConfirm('Layla', 'Haddad', email);
    await subscribe('Layla', 'Haddad', email);
    await db.asClaims(service, (tx) => tx.query('select public.erase_personal_data($1)', [email]));
    const left = await db.query(
      'select 1 from public.newsletter_signups where lower(email) = lower($1)',
      [email],
    );
    expect(left.rows).toEqual([]);
    await subscribe('Layla', 'Haddad', email);
    expect(await marketingAllowed(email)).toBe(false);
    expect(await confirm(await tokenFor(email))).toBe('confirmed');
    expect(await marketingAllowed(email)).toBe(true);
  });
});
