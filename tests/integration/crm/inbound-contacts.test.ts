// Inbound Contacts beyond listing (docs/behaviour/staff-app.md#inbound-contacts), through real
// supabase-js on the embedded backend: staff mark a contact-form message handled (the database
// stamps who and when) or move it to the pipeline (once, however often asked); members and visitors
// can do neither.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let backend: TestBackend;
let staff: TestUser;
let member: TestUser;

beforeAll(async () => {
  backend = await startBackend();
  staff = await createTestUser(backend, { staff: true });
  member = await createTestUser(backend);
});
afterAll(async () => {
  await backend?.stop();
});

/** A message as the public contact form stores it, and its id (read back as the service role). */
async function message(name = 'Hala Al Qahtani Test') {
  const email = `inbound-${randomUUID()}@example.com`;
  const anon = backend.client();
  const { error } = await anon
    .from('contact_messages')
    .insert({ name, email, message: 'We are landing in Riyadh.' });
  expect(error).toBeNull();
  const admin = backend.client(backend.serviceRoleKey);
  const { data } = await admin.from('contact_messages').select('id').eq('email', email).single();
  return { id: data!.id as string, email };
}

describe('marking a message handled', () => {
  it('stamps the time and the staff member, and can be undone', async () => {
    const { id } = await message();
    const { data, error } = await staff.client
      .from('contact_messages')
      .update({ handled_at: '2001-01-01T00:00:00Z' })
      .eq('id', id)
      .select('handled_at, handled_by')
      .single();
    expect(error).toBeNull();
    expect(data?.handled_by).toBe(staff.id);
    // The database's clock, not the browser's.
    expect(Date.now() - new Date(data!.handled_at).getTime()).toBeLessThan(60_000);

    const reopened = await staff.client
      .from('contact_messages')
      .update({ handled_at: null })
      .eq('id', id)
      .select('handled_at, handled_by')
      .single();
    expect(reopened.data).toEqual({ handled_at: null, handled_by: null });
  });

  it('cannot name someone else as the handler', async () => {
    const { id } = await message();
    const { error } = await staff.client
      .from('contact_messages')
      .update({ handled_by: member.id })
      .eq('id', id);
    expect(error?.code).toBe('42501');
  });

  it('is refused to members and visitors', async () => {
    const { id } = await message();
    const byMember = await member.client
      .from('contact_messages')
      .update({ handled_at: new Date().toISOString() })
      .eq('id', id)
      .select('id');
    expect(byMember.data ?? []).toEqual([]);
    const byVisitor = await backend
      .client()
      .from('contact_messages')
      .update({ handled_at: new Date().toISOString() })
      .eq('id', id);
    expect(byVisitor.error).not.toBeNull();
    const admin = backend.client(backend.serviceRoleKey);
    const { data } = await admin
      .from('contact_messages')
      .select('handled_at')
      .eq('id', id)
      .single();
    expect(data?.handled_at).toBeNull();
  });
});

describe('move_contact_message_to_pipeline', () => {
  it('makes one contact in mql_lead with the name split on spaces, however often it is called', async () => {
    const { id, email } = await message('Hala Al Qahtani');
    const first = await staff.client.rpc('move_contact_message_to_pipeline', { p_message_id: id });
    const again = await staff.client.rpc('move_contact_message_to_pipeline', { p_message_id: id });
    expect(first.error).toBeNull();
    expect(again.data).toBe(first.data);
    const admin = backend.client(backend.serviceRoleKey);
    const contacts = await admin
      .from('contacts')
      .select('id, first_name, last_name, stage, source, source_id')
      .eq('email', email);
    expect(contacts.data).toEqual([
      {
        id: first.data,
        first_name: 'Hala',
        last_name: 'Al Qahtani',
        stage: 'mql_lead',
        source: 'contact_form',
        source_id: id,
      },
    ]);
    const { data: moved } = await admin
      .from('contact_messages')
      .select('moved_to_pipeline, request_status, handled_by')
      .eq('id', id)
      .single();
    expect(moved).toEqual({
      moved_to_pipeline: true,
      request_status: 'moved_to_pipeline',
      handled_by: staff.id,
    });
  });

  it('is refused to members and visitors', async () => {
    const { id, email } = await message();
    expect(
      (await member.client.rpc('move_contact_message_to_pipeline', { p_message_id: id })).error,
    ).not.toBeNull();
    expect(
      (await backend.client().rpc('move_contact_message_to_pipeline', { p_message_id: id })).error,
    ).not.toBeNull();
    const admin = backend.client(backend.serviceRoleKey);
    const { count } = await admin
      .from('contacts')
      .select('id', { count: 'exact', head: true })
      .eq('email', email);
    expect(count).toBe(0);
  });
});
