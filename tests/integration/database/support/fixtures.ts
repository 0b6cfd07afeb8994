import { randomUUID } from 'node:crypto';
import type { Claims, Database, Tx } from '../../../../supabase/local/db/index.ts';

/** A unique, valid e-mail address for one test row. */
export function uniqueEmail(label = 'visitor'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Creates an auth user (the profile follows by trigger), optionally made staff. */
export async function createUser(
  db: Database,
  options: { email?: string; staff?: boolean; firstName?: string } = {},
): Promise<{ id: string; email: string; claims: Claims }> {
  const email = options.email ?? uniqueEmail('user');
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (aud, role, email, raw_user_meta_data, email_confirmed_at)
     values ('authenticated', 'authenticated', $1, $2, now()) returning id`,
    [email, JSON.stringify({ first_name: options.firstName ?? 'Test' })],
  );
  const id = rows[0]!.id;
  if (options.staff)
    await db.query(`update public.profiles set role = 'staff' where id = $1`, [id]);
  return { id, email, claims: { role: 'authenticated', sub: id, email, aud: 'authenticated' } };
}

/** Inserts a row as the superuser and returns its id. */
export async function insertRow(
  db: Database | Tx,
  table: string,
  values: Record<string, unknown>,
): Promise<string> {
  const columns = Object.keys(values);
  const { rows } = await db.query<{ id: string }>(
    `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(values),
  );
  return rows[0]!.id;
}
