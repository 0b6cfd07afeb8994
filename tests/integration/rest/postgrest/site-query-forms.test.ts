// Walks every query form the site sends (the list in site-query-forms.ts) through supabase-js on
// each engine, as the client the site uses (staff, visitor or a function's service key), against
// seeded rows: each answers the status and shape the code relies on.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../support/users.ts';
import { engines, useFixtureBackend } from './engines.ts';
import { queryForms, type Seed } from './site-query-forms.ts';

async function insertOne(db: SupabaseClient, table: string, row: Record<string, unknown>) {
  const { data, error } = await db.from(table).insert(row).select('id').single();
  if (error) throw new Error(`Could not seed ${table}: ${error.message}`);
  return String(data.id);
}

describe.each(engines)('the site’s query forms on $name', (engine) => {
  // No after-insert jobs: they would mark the seeded join application (confirmation_sent_at,
  // make_forwarded_at) while the list reads and claims it.
  const { backend } = useFixtureBackend(engine, { env: { SUPABASE_JOB_WORKERS: '0' } });
  const clients = {} as Record<'staff' | 'anon' | 'service', SupabaseClient>;
  let seed: Seed;

  beforeAll(async () => {
    if (engine.skip !== undefined) return;
    const staff = await createTestUser(backend(), { staff: true });
    const service = backend().client(backend().serviceRoleKey);
    Object.assign(clients, { staff: staff.client, anon: backend().client(), service });
    const contactId = await insertOne(staff.client, 'contacts', {
      first_name: 'Ada',
      email: 'ada@example.com',
      company: 'Acme',
    });
    const heat = await staff.client.from('contacts').update({ heat_rating: 3 }).eq('id', contactId);
    expect(heat.error).toBeNull();
    seed = {
      staffId: staff.id,
      staffEmail: staff.email,
      contactId,
      membershipId: await insertOne(service, 'membership_requests', {
        first_name: 'Grace',
        email: 'grace@example.com',
      }),
      membershipEmail: 'grace@example.com',
      eventId: await insertOne(service, 'event_requests', {
        name: 'Linus',
        email: 'linus@example.com',
        event_type: 'forum',
      }),
      messageId: await insertOne(service, 'contact_messages', {
        name: 'Margaret',
        email: 'margaret@example.com',
        message: 'Hi',
      }),
    };
  });

  describe.skipIf(engine.skip !== undefined)('in order', () => {
    it.each(queryForms.map((form) => [form.source, form] as const))('%s', async (_, form) => {
      const outcome = await form.run(clients[form.as], seed);
      form.check(outcome, seed);
    });
  });
});
