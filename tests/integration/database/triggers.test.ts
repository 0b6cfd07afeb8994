import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/db/index.ts';
import { createUser, insertRow, uniqueEmail } from './support/fixtures.ts';
import { openTempDatabase, sqlStateOf, type TempDatabase } from './support/temp-database.ts';

let temp: TempDatabase;
let db: Database;
let staff: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  temp = await openTempDatabase('triggers');
  db = temp.db;
  staff = await createUser(db, { staff: true, firstName: 'Sara' });
});
afterAll(async () => temp?.dispose());

describe('profiles follow auth.users', () => {
  it('creates a member profile with the sign-up names for a new user', async () => {
    const user = await createUser(db, { firstName: 'Noor' });
    const { rows } = await db.query(
      'select email, first_name, role from public.profiles where id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ email: user.email, first_name: 'Noor', role: 'member' }]);
  });

  it('copies a changed e-mail and a new sign-in time', async () => {
    const user = await createUser(db);
    const email = uniqueEmail('changed');
    await db.query(
      `update auth.users set email = $1, last_sign_in_at = '2026-01-02T03:04:05Z' where id = $2`,
      [email, user.id],
    );
    const { rows } = await db.query<{ email: string; last_sign_in_at: Date }>(
      'select email, last_sign_in_at from public.profiles where id = $1',
      [user.id],
    );
    expect(rows[0]!.email).toBe(email);
    expect(rows[0]!.last_sign_in_at.toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });

  it('feeds has_account and last_login in consolidated_leads', async () => {
    const user = await createUser(db);
    await db.query(`update auth.users set last_sign_in_at = now() where id = $1`, [user.id]);
    await insertRow(db, 'public.contacts', { first_name: 'Has', email: user.email.toUpperCase() });
    const withoutAccount = uniqueEmail('noaccount');
    await insertRow(db, 'public.contacts', { first_name: 'Not', email: withoutAccount });
    const { rows } = await db.asClaims(staff.claims, (tx) =>
      tx.query<{ email: string; has_account: boolean; last_login: Date | null }>(
        'select email, has_account, last_login from public.consolidated_leads where lower(email) in (lower($1), $2)',
        [user.email, withoutAccount],
      ),
    );
    const byEmail = Object.fromEntries(rows.map((row) => [row.email.toLowerCase(), row]));
    expect(byEmail[user.email]).toMatchObject({ has_account: true, last_login: expect.any(Date) });
    expect(byEmail[withoutAccount]).toMatchObject({ has_account: false, last_login: null });
  });
});

describe('the activity trail', () => {
  async function trailFor(contactId: string) {
    const { rows } = await db.asClaims(staff.claims, (tx) =>
      tx.query<{
        action: string;
        before: unknown;
        after: unknown;
        actor_id: string;
        actor_email: string;
      }>(
        'select action, before, after, actor_id, actor_email from public.activity where contact_id = $1 order by occurred_at, action',
        [contactId],
      ),
    );
    return rows;
  }

  it('records stage moves and heat changes with the staff member who made them', async () => {
    const contactId = await insertRow(db, 'public.contacts', {
      first_name: 'Omar',
      email: uniqueEmail(),
    });
    await db.asClaims(staff.claims, (tx) =>
      tx.query(`update public.contacts set stage = 'evaluation', heat_rating = 4 where id = $1`, [
        contactId,
      ]),
    );
    await db.asClaims(staff.claims, (tx) =>
      tx.query(`update public.contacts set goal = 'x' where id = $1`, [contactId]),
    );
    const trail = await trailFor(contactId);
    expect(trail).toEqual([
      {
        action: 'heat_changed',
        before: { heat_rating: 0 },
        after: { heat_rating: 4 },
        actor_id: staff.id,
        actor_email: staff.email,
      },
      {
        action: 'stage_changed',
        before: { stage: 'mql_lead' },
        after: { stage: 'evaluation' },
        actor_id: staff.id,
        actor_email: staff.email,
      },
    ]);
  });

  it('records checklist completions, stamped with who and when, and reopenings', async () => {
    const contactId = await insertRow(db, 'public.contacts', {
      first_name: 'Omar',
      email: uniqueEmail(),
    });
    const itemId = await insertRow(db, 'public.checklist_items', {
      contact_id: contactId,
      stage: 'mql_lead',
      // Not a template text: the stage's defaults were already copied when the contact was made.
      item_text: 'Send the company profile to the advisor',
    });
    await db.asClaims(staff.claims, (tx) =>
      tx.query('update public.checklist_items set completed = true where id = $1', [itemId]),
    );
    const { rows: done } = await db.query(
      'select completed_by, completed_at is not null as stamped from public.checklist_items where id = $1',
      [itemId],
    );
    expect(done).toEqual([{ completed_by: staff.id, stamped: true }]);

    await db.asClaims(staff.claims, (tx) =>
      tx.query('update public.checklist_items set completed = false where id = $1', [itemId]),
    );
    const { rows: reopened } = await db.query(
      'select completed_by, completed_at from public.checklist_items where id = $1',
      [itemId],
    );
    expect(reopened).toEqual([{ completed_by: null, completed_at: null }]);

    expect((await trailFor(contactId)).map((entry) => entry.action)).toEqual([
      'checklist_completed',
      'checklist_reopened',
    ]);
  });

  it('records request status decisions, linked to the contact with the same e-mail', async () => {
    const email = uniqueEmail('decided');
    const requestId = await insertRow(db, 'public.membership_requests', {
      first_name: 'Ada',
      email,
    });
    const contactId = await insertRow(db, 'public.contacts', { first_name: 'Ada', email });
    await db.asClaims(staff.claims, (tx) =>
      tx.query(`update public.membership_requests set request_status = 'approved' where id = $1`, [
        requestId,
      ]),
    );
    const { rows } = await db.query(
      'select entity_type, entity_id, contact_id, before, after from public.activity where entity_id = $1',
      [requestId],
    );
    expect(rows).toEqual([
      {
        entity_type: 'membership_request',
        entity_id: requestId,
        contact_id: contactId,
        before: { request_status: 'pending' },
        after: { request_status: 'approved' },
      },
    ]);
  });

  it('is append-only, even for the superuser', async () => {
    expect(await sqlStateOf(db.query('update public.activity set action = action'))).toBe('42501');
    expect(await sqlStateOf(db.query('delete from public.activity'))).toBe('42501');
  });
});

describe('realtime change notifications', () => {
  it('NOTIFY supabase_realtime with schema, table, type, commit_timestamp and ids, after commit', async () => {
    const payloads: Record<string, unknown>[] = [];
    const stop = await db.listen('supabase_realtime', (payload) =>
      payloads.push(JSON.parse(payload)),
    );
    try {
      const contactId = await db.asClaims(staff.claims, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into public.contacts (first_name, email) values ('Rita', $1) returning id`,
          [uniqueEmail()],
        );
        return rows[0]!.id;
      });
      await db.asClaims(staff.claims, (tx) =>
        tx.query('update public.contacts set heat_rating = 2 where id = $1', [contactId]),
      );
      await db.asClaims(staff.claims, (tx) =>
        tx.query('delete from public.contacts where id = $1', [contactId]),
      );
      const about = (p: Record<string, unknown>) =>
        Array.isArray(p['ids']) && p['ids'].includes(contactId);
      await expect.poll(() => payloads.filter(about).length).toBe(3);
      const mine = payloads.filter(about);
      expect(mine.map((p) => p['type'])).toEqual(['INSERT', 'UPDATE', 'DELETE']);
      expect(mine[0]).toEqual({
        schema: 'public',
        table: 'contacts',
        type: 'INSERT',
        commit_timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        ids: [contactId],
      });
    } finally {
      await stop();
    }
  });

  it('announces a 310-row statement in three notices of at most 150 ids, each row once', async () => {
    const payloads: { type: string; ids: string[] }[] = [];
    const stop = await db.listen('supabase_realtime', (payload) =>
      payloads.push(JSON.parse(payload)),
    );
    try {
      const batch = `notice-${randomUUID().slice(0, 8)}`;
      const ids = await db.asClaims(staff.claims, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into public.contacts (first_name, email)
           select $1 || '-' || n, $1 || '-' || n || '@example.com' from generate_series(1, 310) n
           returning id`,
          [batch],
        );
        return rows.map((row) => row.id);
      });
      await db.asClaims(staff.claims, (tx) =>
        tx.query('update public.contacts set heat_rating = 1 where id = any($1::uuid[])', [ids]),
      );
      const mine = (type: string) =>
        payloads.filter((p) => p.type === type && p.ids.some((id) => ids.includes(id)));
      await expect.poll(() => mine('UPDATE').length).toBe(3);
      for (const type of ['INSERT', 'UPDATE']) {
        expect(mine(type).map((p) => p.ids.length)).toEqual([150, 150, 10]);
        expect(
          mine(type)
            .flatMap((p) => p.ids)
            .sort(),
        ).toEqual([...ids].sort());
      }
      expect(Math.max(...mine('UPDATE').map((p) => JSON.stringify(p).length))).toBeLessThan(8000);
    } finally {
      await stop();
    }
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const payloads: string[] = [];
    const stop = await db.listen('supabase_realtime', (payload) => payloads.push(payload));
    try {
      const email = uniqueEmail('rolledback');
      await db
        .asClaims(staff.claims, async (tx) => {
          await tx.query(`insert into public.contacts (first_name, email) values ('Gone', $1)`, [
            email,
          ]);
          throw new Error('abort');
        })
        .catch(() => undefined);
      await db.query('select pg_notify($1, $2)', ['supabase_realtime', 'marker']);
      await expect.poll(() => payloads.includes('marker')).toBe(true);
      expect(payloads).toEqual(['marker']);
    } finally {
      await stop();
    }
  });

  it('lets a notification handler use the database (it runs outside the writing transaction)', async () => {
    const seen: number[] = [];
    const stop = await db.listen('supabase_realtime', (payload) => {
      const { ids, table } = JSON.parse(payload) as { ids: string[]; table: string };
      // A new contact also gets its stage checklist (checklist_items notifications): skip those.
      if (table !== 'contacts') return;
      void db
        .asClaims(staff.claims, (tx) =>
          tx.query('select id from public.contacts where id = any($1::uuid[])', [ids]),
        )
        .then((result) => seen.push(result.rows.length));
    });
    try {
      await insertRow(db, 'public.contacts', { first_name: 'Read', email: uniqueEmail() });
      await expect.poll(() => seen).toEqual([1]);
    } finally {
      await stop();
    }
  });
});
