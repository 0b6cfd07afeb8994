// The stage-move guard's number travels with the contact (…_open_checklist_items.sql): the
// database keeps each contact's open items of its current stage, through every way a checklist or
// a stage changes, and the board's cards carry it, so a drop needs no round trip first.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let backend: TestBackend;
let staff: TestUser;
let admin: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend();
  staff = await createTestUser(backend, { staff: true });
  admin = backend.client(backend.serviceRoleKey);
});
afterAll(async () => {
  await backend?.stop();
});

async function templateSize(stage: string): Promise<number> {
  const { count, error } = await admin
    .from('checklist_items')
    .select('id', { count: 'exact', head: true })
    .is('contact_id', null)
    .eq('stage', stage);
  expect(error).toBeNull();
  return count ?? 0;
}

async function openItems(id: string): Promise<number> {
  const { data, error } = await staff.client
    .from('contacts')
    .select('open_checklist_items')
    .eq('id', id)
    .single();
  expect(error).toBeNull();
  return data!.open_checklist_items;
}

async function openItemsOf(id: string, stage: string): Promise<string[]> {
  const { data } = await staff.client
    .from('checklist_items')
    .select('id')
    .eq('contact_id', id)
    .eq('stage', stage)
    .eq('completed', false);
  return (data ?? []).map((row) => row.id);
}

it('follows every change of the checklist and the stage, and no direct write', async () => {
  const mql = await templateSize('mql_lead');
  const sql = await templateSize('sql_qualification');
  expect(mql).toBeGreaterThan(1);
  expect(sql).toBeGreaterThan(0);
  const { data: created, error } = await staff.client
    .from('contacts')
    .insert({ first_name: 'Guard', email: `guard-${randomUUID().slice(0, 8)}@example.com` })
    .select('id, open_checklist_items')
    .single();
  expect(error).toBeNull();
  const id = created!.id;
  expect(created!.open_checklist_items).toBe(mql);

  // Ticking one item off, then a custom item added and deleted.
  const [first] = await openItemsOf(id, 'mql_lead');
  await staff.client.from('checklist_items').update({ completed: true }).eq('id', first!);
  expect(await openItems(id)).toBe(mql - 1);
  const { data: extra } = await staff.client
    .from('checklist_items')
    .insert({ contact_id: id, stage: 'mql_lead', item_text: 'Send the deck' })
    .select('id')
    .single();
  expect(await openItems(id)).toBe(mql);
  await staff.client.from('checklist_items').delete().eq('id', extra!.id);
  expect(await openItems(id)).toBe(mql - 1);

  // A stage move counts the new stage's (freshly copied) items; moving back, the old ones again.
  // The row the move answers with holds it already (the board merges that row at once).
  const move = (stage: string) =>
    staff.client
      .from('contacts')
      .update({ stage })
      .eq('id', id)
      .select('open_checklist_items')
      .single();
  expect((await move('sql_qualification')).data).toEqual({ open_checklist_items: sql });
  expect(await openItems(id)).toBe(sql);
  expect((await move('mql_lead')).data).toEqual({ open_checklist_items: mql - 1 });
  expect(await openItems(id)).toBe(mql - 1);

  // Nobody sets the number by hand: a direct write is replaced by the true count.
  const forged = await staff.client
    .from('contacts')
    .update({ open_checklist_items: 0 })
    .eq('id', id)
    .select('open_checklist_items')
    .single();
  expect(forged.data?.open_checklist_items).toBe(mql - 1);

  // Every item done: nothing for the guard to ask about.
  await staff.client
    .from('checklist_items')
    .update({ completed: true })
    .eq('contact_id', id)
    .eq('stage', 'mql_lead');
  expect(await openItems(id)).toBe(0);
});

it('comes with the board’s cards', async () => {
  const email = `card-${randomUUID().slice(0, 8)}@example.com`;
  const { data: created } = await staff.client
    .from('contacts')
    .insert({ first_name: 'Carded', last_name: randomUUID().slice(0, 8), email, heat_rating: 5 })
    .select('id, last_name')
    .single();
  const { data, error } = await staff.client.rpc('board_cards', {
    p_query: created!.last_name,
    p_limit: 10,
  });
  expect(error).toBeNull();
  expect(data).toEqual([
    expect.objectContaining({
      id: created!.id,
      open_checklist_items: await templateSize('mql_lead'),
    }),
  ]);
});
