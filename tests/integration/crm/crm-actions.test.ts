// The staff app's database actions through real supabase-js on the embedded backend: Add Lead
// is all or nothing, the checklist copy is idempotent under concurrency, deleting a contact
// takes every dependent row with it, and members and visitors can do none of it.
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

function lead(overrides: Record<string, string> = {}) {
  return {
    first_name: 'Salma',
    last_name: 'Tester',
    email: `lead-${randomUUID()}@example.com`,
    company: `Company ${randomUUID().slice(0, 8)}`,
    title: 'Founder',
    lead_type: 'founder_executive',
    industry: 'energy',
    ...overrides,
  };
}

describe('add_lead', () => {
  it('creates the company, the contact in mql_lead with its checklist, and the note', async () => {
    const input = { ...lead(), note: '  Met at the forum  ' };
    const { data: id, error } = await staff.client.rpc('add_lead', input);
    expect(error).toBeNull();
    const admin = backend.client(backend.serviceRoleKey);
    const contact = await admin
      .from('contacts')
      .select('*, companies(company, stage)')
      .eq('id', id)
      .single();
    expect(contact.data).toMatchObject({
      email: input.email,
      stage: 'mql_lead',
      lead_type: 'founder_executive',
      industry: 'energy',
      source: 'manual',
      user_id: staff.id,
      companies: { company: input.company, stage: 'mql_lead' },
    });
    const notes = await admin.from('contact_notes').select('content, user_id').eq('contact_id', id);
    expect(notes.data).toEqual([{ content: 'Met at the forum', user_id: staff.id }]);
    const items = await admin
      .from('checklist_items')
      .select('id')
      .eq('contact_id', id)
      .eq('stage', 'mql_lead');
    expect(items.data?.length).toBeGreaterThan(0);
  });

  it('leaves nothing behind when it fails (a taken e-mail)', async () => {
    const first = lead();
    expect((await staff.client.rpc('add_lead', first)).error).toBeNull();
    const again = { ...lead({ email: first.email.toUpperCase() }), note: 'second try' };
    const { error } = await staff.client.rpc('add_lead', again);
    expect(error?.message).toMatch(/already exists/);
    const admin = backend.client(backend.serviceRoleKey);
    const companies = await admin.from('companies').select('id').eq('company', again.company);
    expect(companies.data).toEqual([]);
    const notes = await admin.from('contact_notes').select('id').eq('content', 'second try');
    expect(notes.data).toEqual([]);
  });

  it('is refused to members and to visitors', async () => {
    const byMember = await member.client.rpc('add_lead', lead());
    expect(byMember.error).not.toBeNull();
    const byVisitor = await backend.client().rpc('add_lead', lead());
    expect(byVisitor.error).not.toBeNull();
    const admin = backend.client(backend.serviceRoleKey);
    const count = await admin
      .from('contacts')
      .select('id', { count: 'exact', head: true })
      .eq('first_name', 'Salma')
      .eq('user_id', member.id);
    expect(count.count).toBe(0);
  });
});

describe('stage checklists', () => {
  it('copies the new stage checklist once, even when two browsers open the contact together', async () => {
    const { data: id } = await staff.client.rpc('add_lead', lead());
    const moved = await staff.client
      .from('contacts')
      .update({ stage: 'evaluation' })
      .eq('id', id)
      .select('stage')
      .single();
    expect(moved.data?.stage).toBe('evaluation');
    const other = await createTestUser(backend, { staff: true });
    const [a, b] = await Promise.all([
      staff.client.rpc('sync_contact_checklist', { p_contact_id: id! }),
      other.client.rpc('sync_contact_checklist', { p_contact_id: id! }),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    const admin = backend.client(backend.serviceRoleKey);
    const template = await admin
      .from('checklist_items')
      .select('item_text')
      .is('contact_id', null)
      .eq('stage', 'evaluation');
    const items = await admin
      .from('checklist_items')
      .select('item_text')
      .eq('contact_id', id)
      .eq('stage', 'evaluation');
    expect(items.data?.map((i) => i.item_text).sort()).toEqual(
      template.data?.map((i) => i.item_text).sort(),
    );
  });

  it('records who completed an item, and the member cannot sync or read checklists', async () => {
    const { data: id } = await staff.client.rpc('add_lead', lead());
    const { data: items } = await staff.client.rpc('sync_contact_checklist', { p_contact_id: id! });
    const ticked = await staff.client
      .from('checklist_items')
      .update({ completed: true })
      .eq('id', items![0]!.id)
      .select()
      .single();
    expect(ticked.data).toMatchObject({ completed: true, completed_by: staff.id });
    expect(ticked.data?.completed_at).toBeTruthy();
    const trail = await staff.client
      .from('activity')
      .select('action, actor_email')
      .eq('contact_id', id)
      .eq('action', 'checklist_completed');
    expect(trail.data).toEqual([{ action: 'checklist_completed', actor_email: staff.email }]);
    const denied = await member.client.rpc('sync_contact_checklist', { p_contact_id: id! });
    expect(denied.error).not.toBeNull();
  });
});

describe('deleting a contact', () => {
  it('removes its notes, checklist items, attachment rows and stored files', async () => {
    const { data: id } = await staff.client.rpc('add_lead', { ...lead(), note: 'to be deleted' });
    const path = `${id}/${randomUUID()}-profile.txt`;
    const upload = await staff.client.storage
      .from('contact_attachments')
      .upload(path, new Blob(['hello']), { contentType: 'text/plain' });
    expect(upload.error).toBeNull();
    await staff.client
      .from('contact_attachments')
      .insert({ contact_id: id!, filename: 'profile.txt', file_path: path, size: 5 });
    await staff.client.from('contact_attachments').insert({
      contact_id: id!,
      filename: 'example.com',
      file_path: 'external-link',
      external_url: 'https://example.com/',
    });

    // What the app does (features/contact/api/delete-contact.ts): files, then the row.
    const files = await staff.client
      .from('contact_attachments')
      .select('file_path')
      .eq('contact_id', id)
      .is('external_url', null);
    expect(files.data).toEqual([{ file_path: path }]);
    expect(
      (await staff.client.storage.from('contact_attachments').remove([path])).error,
    ).toBeNull();
    expect((await staff.client.from('contacts').delete().eq('id', id)).error).toBeNull();

    const admin = backend.client(backend.serviceRoleKey);
    for (const table of ['contact_notes', 'checklist_items', 'contact_attachments'] as const) {
      const left = await admin
        .from(table)
        .select('id', { count: 'exact', head: true })
        .eq('contact_id', id);
      expect(left.count, table).toBe(0);
    }
    const download = await admin.storage.from('contact_attachments').download(path);
    expect(download.error).not.toBeNull();
  });
});

describe('related counts through supabase-js', () => {
  it('answer the legacy rel(count) form with aggregates off, as PostgREST 12 does', async () => {
    const { data: contacts } = await staff.client.from('contacts').select('id').limit(1);
    const id = contacts![0]!.id;
    await staff.client.from('contact_notes').insert({ contact_id: id, content: 'Counted' });
    const { count } = await staff.client
      .from('contact_notes')
      .select('id', { count: 'exact', head: true })
      .eq('contact_id', id);
    const { data, error } = await staff.client
      .from('contacts')
      .select('id, contact_notes(count)')
      .eq('id', id)
      .single();
    expect(error).toBeNull();
    expect(count).toBeGreaterThan(0);
    expect(data?.contact_notes).toEqual([{ count }]);
  });

  it('refuse aggregate functions as PostgREST refuses them with aggregates off', async () => {
    for (const select of ['id, contact_notes(id.count())', 'count()']) {
      const { data, error, status } = await staff.client.from('contacts').select(select);
      expect(data, select).toBeNull();
      expect(status, select).toBe(400);
      expect(error?.code, select).toBe('PGRST123');
    }
  });
});

describe('move_membership_request_to_pipeline', () => {
  async function application(status?: string) {
    const admin = backend.client(backend.serviceRoleKey);
    const email = `applicant-${randomUUID()}@example.com`;
    const { data, error } = await admin
      .from('membership_requests')
      .insert({
        first_name: 'Huda',
        last_name: 'Applicant',
        email,
        company: 'Oasis Ltd',
        title: 'CEO',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    if (status)
      await admin.from('membership_requests').update({ request_status: status }).eq('id', data!.id);
    return { id: data!.id as string, email };
  }

  it('refuses a request that is not approved', async () => {
    const { id } = await application();
    const { error } = await staff.client.rpc('move_membership_request_to_pipeline', {
      p_request_id: id,
    });
    expect(error?.message).toBe('Request must be approved first');
  });

  it('creates the contact once, however often it is called, and marks the request', async () => {
    const { id, email } = await application('account_created');
    const first = await staff.client.rpc('move_membership_request_to_pipeline', {
      p_request_id: id,
    });
    const second = await staff.client.rpc('move_membership_request_to_pipeline', {
      p_request_id: id,
    });
    expect(first.error).toBeNull();
    expect(second.data).toBe(first.data);
    const admin = backend.client(backend.serviceRoleKey);
    const contacts = await admin
      .from('contacts')
      .select('id, stage, source, source_id, company')
      .ilike('email', email);
    expect(contacts.data).toEqual([
      {
        id: first.data,
        stage: 'mql_lead',
        source: 'network_request',
        source_id: id,
        company: 'Oasis Ltd',
      },
    ]);
    const request = await admin
      .from('membership_requests')
      .select('request_status, moved_to_pipeline')
      .eq('id', id)
      .single();
    expect(request.data).toEqual({ request_status: 'moved_to_pipeline', moved_to_pipeline: true });
  });

  it('updates the contact that already has the e-mail instead of making a second one', async () => {
    const { id, email } = await application('approved');
    const { data: existing } = await staff.client.rpc(
      'add_lead',
      lead({ email: email.toUpperCase() }),
    );
    const moved = await staff.client.rpc('move_membership_request_to_pipeline', {
      p_request_id: id,
    });
    expect(moved.data).toBe(existing);
  });

  it('is refused to members and visitors', async () => {
    const { id } = await application('approved');
    expect(
      (await member.client.rpc('move_membership_request_to_pipeline', { p_request_id: id })).error,
    ).not.toBeNull();
    expect(
      (await backend.client().rpc('move_membership_request_to_pipeline', { p_request_id: id }))
        .error,
    ).not.toBeNull();
  });
});

describe('move_event_request_to_pipeline', () => {
  it('splits the name on spaces, creates the contact once, and refuses an unapproved request', async () => {
    const admin = backend.client(backend.serviceRoleKey);
    const email = `guest-${randomUUID()}@example.com`;
    const { data } = await admin
      .from('event_requests')
      .insert({ name: '  Noor  Al Hassan ', email, event_type: 'dinner', company: 'Dune Co' })
      .select('id')
      .single();
    const id = data!.id as string;
    const refused = await staff.client.rpc('move_event_request_to_pipeline', { p_request_id: id });
    expect(refused.error?.message).toBe('Request must be approved first');

    await admin.from('event_requests').update({ request_status: 'approved' }).eq('id', id);
    const first = await staff.client.rpc('move_event_request_to_pipeline', { p_request_id: id });
    const again = await staff.client.rpc('move_event_request_to_pipeline', { p_request_id: id });
    expect(first.error).toBeNull();
    expect(again.data).toBe(first.data);
    const contact = await admin
      .from('contacts')
      .select('first_name, last_name, source, stage')
      .eq('id', first.data)
      .single();
    expect(contact.data).toEqual({
      first_name: 'Noor',
      last_name: 'Al Hassan',
      source: 'event_request',
      stage: 'mql_lead',
    });
    expect(
      (await member.client.rpc('move_event_request_to_pipeline', { p_request_id: id })).error,
    ).not.toBeNull();
  });
});

describe('search_contacts', () => {
  it('finds contacts by every word as a prefix of name, company, title or e-mail', async () => {
    const tag = randomUUID().slice(0, 8);
    const input = lead({
      first_name: 'Noura',
      last_name: `Searchable${tag}`,
      email: `noura.${tag}@dune-robotics.example`,
      company: `Dune Robotics ${tag}`,
      title: 'Chief Executive',
    });
    const { data: id, error } = await staff.client.rpc('add_lead', input);
    expect(error).toBeNull();
    const find = async (query: string) => {
      const answer = await staff.client.rpc('search_contacts', { p_query: query });
      expect(answer.error).toBeNull();
      return ((answer.data ?? []) as { id: string }[]).map((row) => row.id);
    };
    expect(await find(`nou searchable${tag}`)).toEqual([id]);
    expect(await find(`DUNE ${tag} chief`)).toEqual([id]);
    expect(await find(`noura.${tag}@dune-robotics.example`)).toEqual([id]);
    expect(await find(`robotics ${tag} nobody`)).toEqual([]);
    // Query syntax never reaches to_tsquery: these are words, not operators or errors.
    expect(await find(`${tag} & | ! :* ( ' "`)).toEqual([id]);
    expect(await find('   ')).toEqual([]);
  });

  it('finds nothing for a member and is refused to visitors', async () => {
    const tag = randomUUID().slice(0, 8);
    expect(
      (await staff.client.rpc('add_lead', lead({ last_name: `Hidden${tag}` }))).error,
    ).toBeNull();
    const byMember = await member.client.rpc('search_contacts', { p_query: `hidden${tag}` });
    expect(byMember.error).toBeNull();
    expect(byMember.data).toEqual([]);
    const anon = backend.client(backend.anonKey);
    const byVisitor = await anon.rpc('search_contacts', { p_query: `hidden${tag}` });
    expect(byVisitor.error).not.toBeNull();
  });
});
