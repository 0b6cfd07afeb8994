import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claims, Database } from '../../../supabase/local/db/index.ts';
import { uniqueEmail } from './support/fixtures.ts';
import { openTempDatabase, sqlStateOf, type TempDatabase } from './support/temp-database.ts';

let temp: TempDatabase;
let db: Database;
const anon: Claims = { role: 'anon' };

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

function contactsWith(email: string) {
  return db.query(
    'select first_name, last_name, phone, source, stage from public.contacts where lower(email) = lower($1)',
    [email],
  );
}

describe('subscribe_newsletter', () => {
  it('adds a newsletter contact at stage mql_lead, with an empty phone stored as null', async () => {
    const email = uniqueEmail('news');
    await subscribe('Layla', 'Haddad', email, '  ');
    expect((await contactsWith(email)).rows).toEqual([
      {
        first_name: 'Layla',
        last_name: 'Haddad',
        phone: null,
        source: 'newsletter',
        stage: 'mql_lead',
      },
    ]);
  });

  it('is idempotent: the same sign-up twice leaves one unchanged contact', async () => {
    const email = uniqueEmail('twice');
    await subscribe('Layla', 'Haddad', email, '+966 5000 0000');
    await subscribe('Layla', 'Haddad', email, '+966 5000 0000');
    expect((await contactsWith(email)).rows).toHaveLength(1);
  });

  it('answers exactly the same for a new and a known address, revealing nothing', async () => {
    const email = uniqueEmail('silent');
    const first = await subscribe('Layla', 'Haddad', email);
    const second = await subscribe('Layla', 'Haddad', email.toUpperCase());
    expect(second).toEqual(first);
    expect(first.rows).toEqual([{ result: '' }]);
  });

  it('never changes a known contact: it marks it subscribed and leaves staff a note', async () => {
    const email = uniqueEmail('known');
    await db.query(
      `insert into public.contacts (first_name, email, stage, source, phone) values ('Old', $1, 'evaluation', 'manual', '+1 555')`,
      [email],
    );
    await subscribe('New', 'Name', email, '+966 500');
    expect((await contactsWith(email)).rows).toEqual([
      {
        first_name: 'Old',
        last_name: '',
        phone: '+1 555',
        source: 'manual',
        stage: 'evaluation',
      },
    ]);
    const { rows } = await db.query<{
      subscribed: boolean;
      content: string;
      user_id: string | null;
    }>(
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

  it('refuses empty names or e-mails and malformed e-mails', async () => {
    expect(await sqlStateOf(subscribe('  ', 'X', uniqueEmail()))).toBe('22023');
    expect(await sqlStateOf(subscribe('Layla', 'X', ''))).toBe('22023');
    expect(await sqlStateOf(subscribe('Layla', 'X', 'nope'))).toBe('23514');
  });

  it('does not let the visitor read contacts afterwards', async () => {
    expect(
      await sqlStateOf(db.asClaims(anon, (tx) => tx.query('select * from public.contacts'))),
    ).toBe('42501');
  });
});
