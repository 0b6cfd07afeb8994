import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claims, Database } from '../../../supabase/local/db/index.ts';
import { createUser, uniqueEmail } from './support/fixtures.ts';
import { openTempDatabase, sqlStateOf, type TempDatabase } from './support/temp-database.ts';

let temp: TempDatabase;
let db: Database;
let staff: Claims;
const anon: Claims = { role: 'anon' };

beforeAll(async () => {
  temp = await openTempDatabase('constraints');
  db = temp.db;
  staff = (await createUser(db, { staff: true })).claims;
});
afterAll(async () => temp?.dispose());

function applyAs(claims: Claims, email: string, extra: Record<string, unknown> = {}) {
  const values = { first_name: 'Ada', last_name: 'Lovelace', email, ...extra };
  const columns = Object.keys(values);
  return db.asClaims(claims, (tx) =>
    tx.query(
      `insert into public.membership_requests (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(values),
    ),
  );
}

function addContact(values: Record<string, unknown>) {
  const row = { first_name: 'Omar', email: uniqueEmail(), ...values };
  const columns = Object.keys(row);
  return db.asClaims(staff, (tx) =>
    tx.query(
      `insert into public.contacts (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning *`,
      Object.values(row),
    ),
  );
}

describe('membership requests', () => {
  it('refuse a second application from the same e-mail, whatever its case, with 23505', async () => {
    const email = uniqueEmail('twice');
    await applyAs(anon, email);
    expect(await sqlStateOf(applyAs(anon, email.toUpperCase()))).toBe('23505');
  });

  it('default to industry technology, status pending, not in the pipeline', async () => {
    const email = uniqueEmail();
    await applyAs(anon, email);
    const { rows } = await db.query(
      'select industry, request_status, moved_to_pipeline from public.membership_requests where email = $1',
      [email],
    );
    expect(rows).toEqual([
      { industry: 'technology', request_status: 'pending', moved_to_pipeline: false },
    ]);
  });

  it.each([
    ['an e-mail without @', { email: 'not-an-email' }, '23514'],
    ['an e-mail with a space', { email: 'a b@example.com' }, '23514'],
    ['an e-mail without a dotted domain', { email: 'a@localhost' }, '23514'],
    ['an unknown industry', { industry: 'space_mining' }, '23514'],
    ['a blank first name', { first_name: '   ' }, '23514'],
    ['a first name over 100 characters', { first_name: 'x'.repeat(101) }, '23514'],
    ['additional info over 4000 characters', { additional_info: 'x'.repeat(4001) }, '23514'],
    [
      'a LinkedIn URL over 500 characters',
      { linkedin_url: `https://x.com/${'x'.repeat(500)}` },
      '23514',
    ],
  ])('reject %s', async (_label, values, code) => {
    const row = { email: uniqueEmail(), ...values };
    expect(await sqlStateOf(applyAs(anon, row.email, row))).toBe(code);
  });

  it('accept every one of the twenty industries', async () => {
    const { INDUSTRY_IDS } =
      await import('../../../supabase/functions/_shared/industry-catalogue.ts');
    for (const industry of INDUSTRY_IDS) await applyAs(anon, uniqueEmail(industry), { industry });
  });

  it('accept only the seven request statuses', async () => {
    const email = uniqueEmail();
    await applyAs(anon, email);
    const setStatus = (status: string) =>
      db.asClaims(staff, (tx) =>
        tx.query('update public.membership_requests set request_status = $1 where email = $2', [
          status,
          email,
        ]),
      );
    for (const status of [
      'waitlist',
      'approved',
      'rejected',
      'moved_to_pipeline',
      'account_created',
      'account_exists',
      'pending',
    ]) {
      await setStatus(status);
    }
    expect(await sqlStateOf(setStatus('maybe'))).toBe('23514');
  });
});

describe('stored links', () => {
  it.each([
    ['javascript:alert(1)', false],
    ['data:text/html,<script>x</script>', false],
    ['https://www.linkedin.com/in/ada', true],
    ['http://linkedin.com/in/ada', true],
    ['linkedin.com/in/ada', false],
  ])(
    'a LinkedIn URL %j is stored only when it is an http(s) address (%s)',
    async (url, allowed) => {
      const request = applyAs(anon, uniqueEmail(), { linkedin_url: url });
      const contact = addContact({ linkedin_url: url });
      if (allowed) {
        await expect(request).resolves.toBeDefined();
        await expect(contact).resolves.toBeDefined();
      } else {
        expect(await sqlStateOf(request)).toBe('23514');
        expect(await sqlStateOf(contact)).toBe('23514');
      }
    },
  );
});

describe('event requests and contact messages', () => {
  it('accept only forum or dinner, and a slug-shaped event_slug', async () => {
    const insert = (eventType: string, slug: string | null) =>
      db.asClaims(anon, (tx) =>
        tx.query(
          `insert into public.event_requests (name, email, event_type, event_slug) values ('Guest Name', $1, $2, $3)`,
          [uniqueEmail(), eventType, slug],
        ),
      );
    await insert('dinner', 'suhoor-dinner');
    await insert('forum', null);
    expect(await sqlStateOf(insert('party', null))).toBe('23514');
    expect(await sqlStateOf(insert('dinner', 'Not A Slug!'))).toBe('23514');
  });

  it('start a contact message as pending and not in the pipeline', async () => {
    const email = uniqueEmail();
    await db.asClaims(anon, (tx) =>
      tx.query(
        `insert into public.contact_messages (name, email, message) values ('Maya', $1, 'Hello')`,
        [email],
      ),
    );
    const { rows } = await db.query(
      'select request_status, moved_to_pipeline from public.contact_messages where email = $1',
      [email],
    );
    expect(rows).toEqual([{ request_status: 'pending', moved_to_pipeline: false }]);
  });
});

describe('contacts', () => {
  it('default to stage mql_lead, lead type other, heat 0, source manual', async () => {
    const { rows } = await addContact({});
    expect(rows[0]).toMatchObject({
      stage: 'mql_lead',
      lead_type: 'other',
      heat_rating: 0,
      source: 'manual',
    });
  });

  it.each([
    [{ heat_rating: 6 }, '23514'],
    [{ heat_rating: -1 }, '23514'],
    [{ stage: 'won' }, '23514'],
    [{ lead_type: 'vip' }, '23514'],
    [{ source: 'billboard' }, '23514'],
    [{ goal: 'x'.repeat(501) }, '23514'],
  ])('reject %o', async (values, code) => {
    expect(await sqlStateOf(addContact(values))).toBe(code);
  });

  it('accept heat ratings 0 to 5', async () => {
    for (const heat of [0, 1, 2, 3, 4, 5]) await addContact({ heat_rating: heat });
  });

  it('keep one contact per e-mail address', async () => {
    const email = uniqueEmail();
    await addContact({ email });
    expect(await sqlStateOf(addContact({ email: email.toUpperCase() }))).toBe('23505');
  });
});
