// Infer Industries reads every contact even where the server answers fewer rows than asked for
// (hosted Supabase's max-rows is 1,000 by default): 2,050 contacts, a 1,000-row cap, none left out.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';
import { invoke } from './support.ts';

const CONTACTS = 2_050;
let backend: TestBackend;
let staff: TestUser;

beforeAll(async () => {
  backend = await startBackend({ env: { PGRST_DB_MAX_ROWS: '1000' } });
  staff = await createTestUser(backend, { staff: true });
});
afterAll(async () => {
  await backend?.stop();
});

it('classifies all 2,050 contacts through a 1,000-row cap', async () => {
  const service = backend.client(backend.serviceRoleKey);
  const rows = Array.from({ length: CONTACTS }, (_, n) => ({
    first_name: `Capped${n}`,
    email: `capped-${n}@example.com`,
    company: `Gulf Commercial Bank ${n}`,
  }));
  for (let from = 0; from < CONTACTS; from += 1000) {
    const { error } = await service.from('contacts').insert(rows.slice(from, from + 1000));
    expect(error).toBeNull();
  }
  const capped = await service.from('contacts').select('id');
  expect(capped.data).toHaveLength(1000);

  const result = await invoke(staff.client, 'infer-contact-industries');
  expect(result).toEqual({
    status: 200,
    body: {
      updated: CONTACTS,
      total: CONTACTS,
      message: `Updated ${CONTACTS} of ${CONTACTS} contacts`,
    },
  });
  const left = await service
    .from('contacts')
    .select('id', { count: 'exact', head: true })
    .is('industry', null);
  expect(left.count).toBe(0);
}, 120_000);
