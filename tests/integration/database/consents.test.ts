// Consent records and the audit log (supabase/migrations/…_consents.sql, …_one_click_unsubscribe.sql):
// each public form's write records its consent with the notice version in the same transaction,
// the newsletter needs its own consent, withdrawal by the unsubscribe token is recorded like
// consent, and both tables are read by staff only and never changed, not even by staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claims, Database } from '../../../supabase/local/db/index.ts';
import { createUser, uniqueEmail } from './support/fixtures.ts';
import { openTempDatabase, sqlStateOf, type TempDatabase } from './support/temp-database.ts';

let temp: TempDatabase;
let db: Database;
let staff: Claims;
let member: Claims;
const anon: Claims = { role: 'anon' };
const service: Claims = { role: 'service_role' };

beforeAll(async () => {
  temp = await openTempDatabase('consents');
  db = temp.db;
  staff = (await createUser(db, { staff: true })).claims;
  member = (await createUser(db)).claims;
});
afterAll(async () => temp?.dispose());

interface ConsentRow {
  email: string | null;
  contact_id: string | null;
  purpose: string;
  notice_version: string | null;
  status: string;
  method: string;
  form: string | null;
  source_id: string | null;
}

async function consentsOf(email: string): Promise<ConsentRow[]> {
  const { rows } = await db.query<ConsentRow>(
    `select email, contact_id, purpose, notice_version, status, method, form, source_id
       from public.consents where lower(email) = lower($1) order by recorded_at, status`,
    [email],
  );
  return rows;
}

/** Inserts as the given role, the way PostgREST does (no RETURNING for anon). */
async function insertAs(claims: Claims, table: string, values: Record<string, unknown>) {
  const columns = Object.keys(values);
  await db.asClaims(claims, (tx) =>
    tx.query(
      `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(values),
    ),
  );
}

async function idOf(table: string, email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `select id from public.${table} where lower(email) = lower($1)`,
    [email],
  );
  return rows[0]!.id;
}

/** A newsletter sign-up, then its owner's press of the mailed link's button (double opt-in). */
async function subscribe(
  claims: Claims,
  email: string,
  consent: boolean | null,
  version: string | null,
) {
  await db.asClaims(claims, (tx) =>
    tx.query(
      `select public.subscribe_newsletter(first_name => 'Noura', last_name => 'نورة', email => $1,
        marketing_consent => $2, notice_version => $3)`,
      [email, consent, version],
    ),
  );
  const { rows } = await db.asClaims({ role: 'service_role' }, (tx) =>
    tx.query<{ token: string }>(
      `select public.issue_newsletter_signup_token(s.id) as token from public.newsletter_signups s
        where s.email = $1 order by s.created_at desc limit 1`,
      [email],
    ),
  );
  await db.asClaims({ role: 'anon' }, (tx) =>
    tx.query('select public.confirm_newsletter_signup($1)', [rows[0]!.token]),
  );
}

function unsubscribe(claims: Claims, token: string) {
  return db.asClaims(claims, async (tx) => {
    const { rows } = await tx.query<{ done: boolean }>(
      'select public.unsubscribe_newsletter(token => $1) as done',
      [token],
    );
    return rows[0]!.done;
  });
}

async function issueToken(contactId: string): Promise<string> {
  return db.asClaims(service, async (tx) => {
    const { rows } = await tx.query<{ token: string }>(
      'select public.issue_unsubscribe_token($1) as token',
      [contactId],
    );
    return rows[0]!.token;
  });
}

async function marketingAllowed(contactId: string): Promise<boolean> {
  return db.asClaims(service, async (tx) => {
    const { rows } = await tx.query<{ allowed: boolean }>(
      'select public.marketing_allowed($1) as allowed',
      [contactId],
    );
    return rows[0]!.allowed;
  });
}

describe('a consent row with the notice version, written by each form’s insert', () => {
  it.each([
    ['membership_requests', { first_name: 'Ada' }, 'membership_application', 'join'],
    [
      'event_requests',
      { name: 'Dina', event_type: 'dinner', event_slug: 'riyadh-dinner' },
      'event_invitation',
      'event-request',
    ],
    [
      'contact_messages',
      { name: 'Sami', message: 'مرحبا 👋 #1 [x] 100%' },
      'contact_reply',
      'contact',
    ],
  ])('%s', async (table, values, purpose, form) => {
    const email = uniqueEmail('Form').replace('form', 'Form');
    await insertAs(anon, table, { ...values, email, privacy_notice_version: '2' });
    const sourceId = await idOf(table, email);
    expect(await consentsOf(email)).toEqual([
      {
        email: email.toLowerCase(),
        contact_id: null,
        purpose,
        notice_version: '2',
        status: 'given',
        method: 'form',
        form,
        source_id: sourceId,
      },
    ]);
  });

  it('the newsletter sign-up records its marketing consent for the contact', async () => {
    const email = uniqueEmail('news');
    await subscribe(anon, email, true, '2.1');
    const contactId = await idOf('contacts', email);
    expect(await consentsOf(email)).toEqual([
      {
        email,
        contact_id: contactId,
        purpose: 'newsletter',
        notice_version: '2.1',
        status: 'given',
        method: 'form',
        form: 'newsletter',
        source_id: contactId,
      },
    ]);
    expect(await marketingAllowed(contactId)).toBe(true);
  });

  it('a staff member’s insert is recorded as a staff entry, without a form', async () => {
    const email = uniqueEmail('staffentry');
    await insertAs(staff, 'membership_requests', { first_name: 'Entered', email });
    const [row] = await consentsOf(email);
    expect(row).toMatchObject({ method: 'staff', form: null, notice_version: null });
  });
});

describe('what is refused, losing nothing else', () => {
  it('a newsletter sign-up without the ticked box is refused with the form’s message', async () => {
    for (const consent of [false, null]) {
      const email = uniqueEmail('unticked');
      await expect(subscribe(anon, email, consent, '2')).rejects.toMatchObject({
        code: '22023',
        message: 'Please tick the box to agree to receive the newsletter',
      });
      expect(
        (await db.query('select 1 from public.contacts where email = $1', [email])).rows,
      ).toEqual([]);
      expect(await consentsOf(email)).toEqual([]);
    }
  });

  it.each(['', 'v2', '2.', '0', '2 ', '٢', '1234567'])(
    'a malformed notice version %j refuses the whole insert',
    async (version) => {
      const email = uniqueEmail('badversion');
      expect(
        await sqlStateOf(
          insertAs(anon, 'contact_messages', {
            name: 'Sami',
            email,
            message: 'Hello',
            privacy_notice_version: version,
          }),
        ),
      ).toBe('23514');
      expect(await consentsOf(email)).toEqual([]);
    },
  );
});

describe('who reads and changes consents and the audit log', () => {
  let consentId: string;
  let auditId: string;

  beforeAll(async () => {
    const email = uniqueEmail('rls');
    await insertAs(anon, 'contact_messages', {
      name: 'R',
      email,
      message: 'Hi',
      privacy_notice_version: '2',
    });
    const { rows } = await db.query<{ id: string }>(
      'select id from public.consents where email = $1',
      [email],
    );
    consentId = rows[0]!.id;
    const audit = await db.query<{
      id: string;
      action: string;
      detail: unknown;
      actor_role: string;
    }>('select id, action, detail, actor_role from public.audit_log where subject_id = $1', [
      consentId,
    ]);
    expect(audit.rows).toEqual([
      {
        id: expect.any(String),
        action: 'consent_given',
        actor_role: 'anon',
        detail: { purpose: 'contact_reply', method: 'form', form: 'contact', notice_version: '2' },
      },
    ]);
    auditId = audit.rows[0]!.id;
  });

  const read = (claims: Claims, table: string, id: string) =>
    db.asClaims(claims, (tx) => tx.query(`select id from public.${table} where id = $1`, [id]));

  it.each(['consents', 'audit_log'])('%s: staff read it', async (table) => {
    const id = table === 'consents' ? consentId : auditId;
    expect((await read(staff, table, id)).rows).toEqual([{ id }]);
  });

  it.each(['consents', 'audit_log'])(
    '%s: a member sees nothing, a visitor is refused',
    async (table) => {
      const id = table === 'consents' ? consentId : auditId;
      expect((await read(member, table, id)).rows).toEqual([]);
      expect(await sqlStateOf(read(anon, table, id))).toBe('42501');
    },
  );

  it.each([
    ['staff', 'update public.audit_log set action = $2 where id = $1', 'consent_withdrawn'],
    ['staff', 'delete from public.audit_log where id = $1 and $2::text is not null', 'x'],
    [
      'staff',
      "insert into public.audit_log (actor_role, action, subject_table, subject_id) values ($2, 'consent_given', 'consents', $1)",
      'authenticated',
    ],
    ['staff', 'update public.consents set status = $2 where id = $1', 'withdrawn'],
    ['staff', 'delete from public.consents where id = $1 and $2::text is not null', 'x'],
    [
      'staff',
      "insert into public.consents (email, purpose, status, method, source_id) values ($2, 'newsletter', 'given', 'staff', $1)",
      'a@example.com',
    ],
    ['service_role', 'update public.audit_log set action = $2 where id = $1', 'consent_withdrawn'],
    ['service_role', 'delete from public.audit_log where id = $1 and $2::text is not null', 'x'],
    [
      'anon',
      "insert into public.consents (email, purpose, status, method, source_id) values ($2, 'newsletter', 'given', 'form', $1)",
      'a@example.com',
    ],
  ])('%s: %s is refused', async (role, sql, value) => {
    const claims = { staff, service_role: service, anon }[role]!;
    expect(await sqlStateOf(db.asClaims(claims, (tx) => tx.query(sql, [consentId, value])))).toBe(
      '42501',
    );
  });

  it('the audit log refuses changes even from the table owner', async () => {
    expect(
      await sqlStateOf(
        db.query(`update public.audit_log set action = 'consent_withdrawn' where id = $1`, [
          auditId,
        ]),
      ),
    ).toBe('42501');
    expect(
      await sqlStateOf(db.query('delete from public.audit_log where id = $1', [auditId])),
    ).toBe('42501');
    expect((await read(staff, 'audit_log', auditId)).rows).toEqual([{ id: auditId }]);
  });
});

describe('one-click unsubscribe by token', () => {
  it('records the withdrawal, ends the subscription and stops marketing; a fresh sign-up gives consent again', async () => {
    const email = uniqueEmail('leaving');
    await subscribe(anon, email, true, '2');
    const contactId = await idOf('contacts', email);
    const token = await issueToken(contactId);
    expect(token).toMatch(/^[0-9a-f]{64}$/);

    expect(await unsubscribe(anon, token)).toBe(true);
    expect(await marketingAllowed(contactId)).toBe(false);
    const rows = await consentsOf(email);
    expect(rows.map((row) => [row.status, row.form, row.notice_version])).toEqual([
      ['given', 'newsletter', '2'],
      ['withdrawn', 'unsubscribe-link', '2'],
    ]);
    const { rows: contact } = await db.query<{ subscribed: Date | null }>(
      'select newsletter_subscribed_at as subscribed from public.contacts where id = $1',
      [contactId],
    );
    expect(contact[0]!.subscribed).toBeNull();
    const { rows: audit } = await db.query<{ action: string }>(
      `select a.action from public.audit_log a join public.consents c on c.id = a.subject_id
        where c.contact_id = $1 order by a.occurred_at, a.seq`,
      [contactId],
    );
    expect(audit.map((row) => row.action)).toEqual(['consent_given', 'consent_withdrawn']);

    // A second click (or a scanner's retry) changes nothing more.
    expect(await unsubscribe(anon, token)).toBe(true);
    expect(await consentsOf(email)).toHaveLength(2);

    await subscribe(anon, email, true, '3');
    expect(await marketingAllowed(contactId)).toBe(true);
    expect((await consentsOf(email)).map((row) => row.status)).toEqual([
      'given',
      'withdrawn',
      'given',
    ]);
  });

  it.each([
    ['an unknown token', 'a'.repeat(64)],
    ['a malformed token', 'not-a-token'],
    ['an empty token', ''],
    ['a token with a quote', `${'b'.repeat(63)}'`],
  ])('%s answers false and changes nothing', async (_label, token) => {
    const before = await db.query('select count(*)::int as n from public.consents');
    expect(await unsubscribe(anon, token)).toBe(false);
    expect((await db.query('select count(*)::int as n from public.consents')).rows).toEqual(
      before.rows,
    );
  });

  it('visitors and staff cannot issue tokens or ask whether marketing is allowed', async () => {
    const email = uniqueEmail('guarded');
    await subscribe(anon, email, true, '2');
    const contactId = await idOf('contacts', email);
    for (const claims of [anon, member, staff]) {
      for (const sql of [
        'select public.issue_unsubscribe_token($1)',
        'select public.marketing_allowed($1)',
      ]) {
        expect(await sqlStateOf(db.asClaims(claims, (tx) => tx.query(sql, [contactId])))).toBe(
          '42501',
        );
      }
    }
  });
});
