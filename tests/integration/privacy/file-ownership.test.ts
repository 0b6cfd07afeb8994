// A stored file belongs to exactly one contact (issue 41): an attachment row on one contact that
// names another contact's stored file is refused, as is a second row naming the same file, so no
// export carries someone else's file and no erasure deletes it. Through supabase-js as staff.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let backend: TestBackend;
let staff: TestUser;

beforeAll(async () => {
  backend = await startBackend();
  staff = await createTestUser(backend, { staff: true });
});
afterAll(async () => {
  await backend?.stop();
});

async function contact(name: string): Promise<string> {
  const { data, error } = await staff.client
    .from('contacts')
    .insert({
      first_name: name,
      email: `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.org`,
    })
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

it("refuses a row naming another contact's stored file, and a second row for the same file", async () => {
  const sara = await contact('Sara');
  const omar = await contact('Omar');
  const key = `${sara}/${randomUUID()}/Sara_CV.pdf`;
  const upload = await staff.client.storage
    .from('contact_attachments')
    .upload(key, new Blob(['%PDF-1.7 Sara']), { contentType: 'application/pdf' });
  expect(upload.error).toBeNull();
  const row = { filename: 'Sara Qahtanizadeh CV.pdf', file_path: key, size: 13 };

  const own = await staff.client.from('contact_attachments').insert({ ...row, contact_id: sara });
  expect(own.error).toBeNull();

  const elsewhere = await staff.client
    .from('contact_attachments')
    .insert({ ...row, contact_id: omar });
  expect({ status: elsewhere.status, code: elsewhere.error?.code }).toEqual({
    status: 400,
    code: '23514',
  });

  const twice = await staff.client.from('contact_attachments').insert({ ...row, contact_id: sara });
  expect({ status: twice.status, code: twice.error?.code }).toEqual({ status: 409, code: '23505' });

  // Moving the row to another contact is refused the same way.
  const moved = await staff.client
    .from('contact_attachments')
    .update({ contact_id: omar })
    .eq('file_path', key);
  expect(moved.error?.code).toBe('23514');

  // Links are not stored files: any number of them, with the placeholder path.
  for (const person of [sara, omar, omar]) {
    const link = await staff.client.from('contact_attachments').insert({
      contact_id: person,
      filename: 'Profile',
      file_path: 'external-link',
      external_url: 'https://example.com/profile',
    });
    expect(link.error).toBeNull();
  }
  const { data: omarsFiles } = await staff.client
    .from('contact_attachments')
    .select('file_path, external_url')
    .eq('contact_id', omar);
  expect(omarsFiles?.every((file) => file.external_url !== null)).toBe(true);
});
