// /rest/v1 through the real supabase-js client: reads, filters, order, paging, single,
// count, writes, upsert, rpc, embedding, and PostgREST's error codes.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser } from '../support/users.ts';

let backend: TestBackend;
let service: SupabaseClient;
let anon: SupabaseClient;
const tag = randomUUID().slice(0, 8);

/** Five contacts with distinct heat ratings, stages and one null company. */
const people = [
  {
    first_name: 'Amal',
    last_name: 'A',
    email: `amal-${tag}@example.com`,
    heat_rating: 5,
    stage: 'evaluation',
    company: 'Alpha Co',
  },
  {
    first_name: 'Badr',
    last_name: 'B',
    email: `badr-${tag}@example.com`,
    heat_rating: 3,
    stage: 'mql_lead',
    company: 'Beta LLC',
  },
  {
    first_name: 'Carla',
    last_name: 'C',
    email: `carla-${tag}@example.com`,
    heat_rating: 1,
    stage: 'mql_lead',
    company: null,
  },
  {
    first_name: 'Dana',
    last_name: 'D',
    email: `dana-${tag}@example.com`,
    heat_rating: 4,
    stage: 'closed_won',
    company: 'Delta, Inc',
  },
  {
    first_name: 'Eli',
    last_name: 'E',
    email: `eli-${tag}@example.com`,
    heat_rating: 2,
    stage: 'sqo_discovery',
    company: 'Echo (KSA)',
  },
];

beforeAll(async () => {
  backend = await startBackend();
  service = backend.client(backend.serviceRoleKey);
  anon = backend.client();
  const { error, status } = await service.from('contacts').insert(people);
  expect(error).toBeNull();
  expect(status).toBe(201);
});

afterAll(async () => {
  await backend?.stop();
});

const mine = () =>
  service.from('contacts').select('first_name').like('email', `%-${tag}@example.com`);

describe('reads', () => {
  it('selects a column list and orders it', async () => {
    const { data, error, status } = await mine().order('heat_rating', { ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual(
      ['Amal', 'Dana', 'Badr', 'Eli', 'Carla'].map((first_name) => ({ first_name })),
    );
  });

  it.each([
    ['eq', (q: ReturnType<typeof mine>) => q.eq('stage', 'mql_lead'), ['Badr', 'Carla']],
    ['neq', (q: ReturnType<typeof mine>) => q.neq('stage', 'mql_lead'), ['Amal', 'Dana', 'Eli']],
    ['gt', (q: ReturnType<typeof mine>) => q.gt('heat_rating', 3), ['Amal', 'Dana']],
    ['gte', (q: ReturnType<typeof mine>) => q.gte('heat_rating', 3), ['Amal', 'Badr', 'Dana']],
    ['lt', (q: ReturnType<typeof mine>) => q.lt('heat_rating', 2), ['Carla']],
    ['lte', (q: ReturnType<typeof mine>) => q.lte('heat_rating', 2), ['Carla', 'Eli']],
    ['like', (q: ReturnType<typeof mine>) => q.like('company', '%LLC'), ['Badr']],
    ['ilike', (q: ReturnType<typeof mine>) => q.ilike('company', 'alpha%'), ['Amal']],
    ['is null', (q: ReturnType<typeof mine>) => q.is('company', null), ['Carla']],
    [
      'in with commas and parentheses',
      (q: ReturnType<typeof mine>) => q.in('company', ['Delta, Inc', 'Echo (KSA)']),
      ['Dana', 'Eli'],
    ],
    [
      'not',
      (q: ReturnType<typeof mine>) => q.not('company', 'is', null).lt('heat_rating', 4),
      ['Badr', 'Eli'],
    ],
    [
      'or',
      (q: ReturnType<typeof mine>) => q.or('heat_rating.eq.5,company.is.null'),
      ['Amal', 'Carla'],
    ],
    [
      'or with nested and',
      (q: ReturnType<typeof mine>) =>
        q.or('and(stage.eq.mql_lead,heat_rating.gt.2),first_name.eq.Eli'),
      ['Badr', 'Eli'],
    ],
  ] as const)('filters with %s', async (_name, apply, expected) => {
    const { data, error } = await apply(mine()).order('first_name');
    expect(error).toBeNull();
    expect(data?.map((row) => row.first_name)).toEqual(expected);
  });

  it('orders by several columns with nulls first', async () => {
    const { data, error } = await mine()
      .order('company', { ascending: true, nullsFirst: true })
      .order('first_name');
    expect(error).toBeNull();
    expect(data?.map((row) => row.first_name)).toEqual(['Carla', 'Amal', 'Badr', 'Dana', 'Eli']);
  });

  it('pages with range and reports the exact count', async () => {
    const { data, count, error, status } = await service
      .from('contacts')
      .select('first_name', { count: 'exact' })
      .like('email', `%-${tag}@example.com`)
      .order('first_name')
      .range(1, 2);
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(count).toBe(5);
    expect(data?.map((row) => row.first_name)).toEqual(['Badr', 'Carla']);
  });

  it('counts with HEAD', async () => {
    const { data, count, error } = await service
      .from('contacts')
      .select('*', { count: 'exact', head: true })
      .eq('stage', 'mql_lead')
      .like('email', `%-${tag}@example.com`);
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe(2);
  });

  it('returns one object with single() and PGRST116 when not exactly one', async () => {
    const one = await mine().eq('heat_rating', 5).single();
    expect(one.error).toBeNull();
    expect(one.data).toEqual({ first_name: 'Amal' });
    const many = await mine().single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 5 rows' });
  });

  it('maybeSingle() gives null for no row', async () => {
    const { data, error } = await mine().eq('heat_rating', 0).maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it('reads views like tables', async () => {
    const { data, error } = await service
      .from('consolidated_leads')
      .select('first_name,has_account')
      .eq('email', `amal-${tag}@example.com`);
    expect(error).toBeNull();
    expect(data).toEqual([{ first_name: 'Amal', has_account: false }]);
  });
});

describe('writes', () => {
  it('inserts with return=representation and single()', async () => {
    const { data, error, status } = await service
      .from('companies')
      .insert({ company: `Gamma ${tag}` })
      .select('id,company,stage')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ company: `Gamma ${tag}`, stage: 'mql_lead' });
  });

  it('updates with filters and returns the changed rows', async () => {
    const { data, error, status } = await service
      .from('contacts')
      .update({ goal: 'Open a Riyadh office' })
      .eq('email', `badr-${tag}@example.com`)
      .select('first_name,goal');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ first_name: 'Badr', goal: 'Open a Riyadh office' }]);
  });

  it('upserts on a conflict column (merge-duplicates)', async () => {
    const { data: company } = await service
      .from('companies')
      .insert({ company: `Up ${tag}` })
      .select('id')
      .single();
    const id = (company as { id: string }).id;
    const { data, error } = await service
      .from('companies')
      .upsert({ id, company: `Up ${tag} renamed`, stage: 'evaluation' }, { onConflict: 'id' })
      .select('id,company,stage');
    expect(error).toBeNull();
    expect(data).toEqual([{ id, company: `Up ${tag} renamed`, stage: 'evaluation' }]);
    const ignored = await service
      .from('companies')
      .upsert({ id, company: 'ignored' }, { onConflict: 'id', ignoreDuplicates: true })
      .select('company');
    expect(ignored.error).toBeNull();
    expect(ignored.data).toEqual([]);
  });

  it('deletes with a filter and counts what it removed', async () => {
    await service
      .from('companies')
      .insert([{ company: `Del1 ${tag}` }, { company: `Del2 ${tag}` }]);
    const { count, error, status } = await service
      .from('companies')
      .delete({ count: 'exact' })
      .like('company', `Del_ ${tag}`);
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(count).toBe(2);
  });

  it('refuses an update or delete without a filter (21000)', async () => {
    const update = await service.from('companies').update({ stage: 'closed_lost' });
    expect(update.error).toMatchObject({
      code: '21000',
      message: 'UPDATE requires a WHERE clause',
    });
    const removal = await service.from('companies').delete();
    expect(removal.status).toBe(400);
    expect(removal.error).toMatchObject({
      code: '21000',
      message: 'DELETE requires a WHERE clause',
    });
  });

  it('lets a visitor apply once; the second application is 23505 (409)', async () => {
    const application = { first_name: 'Nora', last_name: 'K', email: `nora-${tag}@example.com` };
    const first = await anon.from('membership_requests').insert(application);
    expect(first.error).toBeNull();
    expect(first.status).toBe(201);
    const second = await anon
      .from('membership_requests')
      .insert({ ...application, email: application.email.toUpperCase() });
    expect(second.status).toBe(409);
    expect(second.error?.code).toBe('23505');
  });

  it('refuses a visitor reading submissions (42501 as 401)', async () => {
    const { error, status } = await anon.from('membership_requests').select('*');
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });
});

describe('rpc', () => {
  it('calls a function with named arguments', async () => {
    const email = `news-${tag}@example.com`;
    const { error, status } = await anon.rpc('subscribe_newsletter', {
      first_name: 'Sami',
      last_name: 'R',
      email,
      marketing_consent: true,
      notice_version: '2',
    });
    expect(error).toBeNull();
    expect(status).toBe(204);
    const { data } = await service
      .from('newsletter_signups')
      .select('first_name, confirmed_at')
      .eq('email', email)
      .single();
    expect(data).toEqual({ first_name: 'Sami', confirmed_at: null });
  });

  it('maps a function RAISE to 400 with its message', async () => {
    const { error, status } = await anon.rpc('subscribe_newsletter', {
      first_name: '',
      last_name: '',
      email: '',
      marketing_consent: true,
      notice_version: '2',
    });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22023', message: 'Please fill in all fields' });
  });

  it('answers PGRST202 for an unknown function', async () => {
    const { error, status } = await anon.rpc('no_such_function', { a: 1 });
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
  });
});

describe('embedding', () => {
  it('embeds the author profile of a note (to-one) and notes of a contact (to-many)', async () => {
    const staff = await createTestUser(backend, { staff: true });
    const { data: contact } = await service
      .from('contacts')
      .select('id')
      .eq('email', `dana-${tag}@example.com`)
      .single();
    const contactId = (contact as { id: string }).id;
    const note = await staff.client
      .from('contact_notes')
      .insert({ contact_id: contactId, content: 'Met at LEAP' });
    expect(note.error).toBeNull();
    const { data, error } = await staff.client
      .from('contact_notes')
      .select('content, author:profiles(email,role)')
      .eq('contact_id', contactId);
    expect(error).toBeNull();
    expect(data).toEqual([
      { content: 'Met at LEAP', author: { email: staff.email, role: 'staff' } },
    ]);
    const withNotes = await service
      .from('contacts')
      .select('first_name, contact_notes(content)')
      .eq('id', contactId)
      .single();
    expect(withNotes.error).toBeNull();
    expect(withNotes.data).toEqual({
      first_name: 'Dana',
      contact_notes: [{ content: 'Met at LEAP' }],
    });
  });

  it('filters inside an embed, and drops parents without a match with !inner', async () => {
    const { data: contact } = await service
      .from('contacts')
      .select('id')
      .eq('email', `dana-${tag}@example.com`)
      .single();
    const contactId = (contact as { id: string }).id;
    const loose = await service
      .from('contact_notes')
      .select('content, author:profiles(email)')
      .eq('contact_id', contactId)
      .eq('author.email', 'nobody@example.com');
    expect(loose.error).toBeNull();
    expect(loose.data).toEqual([{ content: 'Met at LEAP', author: null }]);
    const inner = await service
      .from('contact_notes')
      .select('content, author:profiles!inner(email)')
      .eq('contact_id', contactId)
      .eq('author.email', 'nobody@example.com');
    expect(inner.error).toBeNull();
    expect(inner.data).toEqual([]);
    const ordered = await service
      .from('contacts')
      .select('first_name, contact_notes(content)')
      .eq('id', contactId)
      .order('content', { referencedTable: 'contact_notes', ascending: false })
      .limit(1, { referencedTable: 'contact_notes' })
      .single();
    expect(ordered.error).toBeNull();
    expect(ordered.data).toEqual({
      first_name: 'Dana',
      contact_notes: [{ content: 'Met at LEAP' }],
    });
  });

  it('answers PGRST200 when no relationship exists', async () => {
    const { error, status } = await service.from('companies').select('*, membership_requests(*)');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST200');
  });
});

describe('PostgREST errors', () => {
  it('unknown table: PGRST205, 404', async () => {
    const { error, status } = await service.from('no_such_table').select('*');
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST205');
  });

  it('unknown column in select or filter: 42703, 400', async () => {
    const selected = await service.from('contacts').select('nope');
    expect(selected.status).toBe(400);
    expect(selected.error).toMatchObject({
      code: '42703',
      message: 'column contacts.nope does not exist',
    });
    const filtered = await service.from('contacts').select('id').eq('nope', 1);
    expect(filtered.error?.code).toBe('42703');
  });

  it('unknown column in a payload: PGRST204', async () => {
    const { error, status } = await service.from('companies').insert({ company: 'x', nope: 1 });
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST204');
  });

  it('unknown operator: PGRST100', async () => {
    const { error, status } = await service
      .from('contacts')
      .select('id')
      .filter('heat_rating', 'bogus', 1);
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
  });

  it('a value of the wrong type: 22P02, 400', async () => {
    const { error, status } = await service.from('contacts').select('id').eq('id', 'not-a-uuid');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });

  it('a check constraint: 23514, 400, nothing stored', async () => {
    const email = `bad-heat-${tag}@example.com`;
    const { error, status } = await service
      .from('contacts')
      .insert({ first_name: 'X', email, heat_rating: 9 });
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    const { count } = await service
      .from('contacts')
      .select('*', { count: 'exact', head: true })
      .eq('email', email);
    expect(count).toBe(0);
  });

  it('another schema: PGRST106', async () => {
    const other = backend.client(backend.serviceRoleKey).schema('auth');
    const { error, status } = await other.from('users').select('*');
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST106');
  });
});
