// The contact record's Personal data section (docs/privacy/export-and-erasure.md): staff export the
// person's data (the link is mailed to them), then try to erase them while they are confirmed for
// an upcoming event: the refusal names the event and its date, and "Erase anyway" erases.
import { expect, test } from '@playwright/test';
import { createStaff, insertContact, serviceClient, signInAt } from './support.ts';

test('export, then erasure refused with its reason and overridden', async ({ page }, testInfo) => {
  const first = `Privacy${Date.now().toString(36)}`;
  const email = `${first.toLowerCase()}@example.com`;
  const id = await insertContact({ first_name: first, email });
  const starts = new Date(Date.now() + 3 * 24 * 3_600_000);
  const service = serviceClient();
  const invited = await service.from('invitations').insert({
    event_slug: 'leap-dinner',
    email,
    contact_id: id,
    guest_name: 'ليلى Karim',
    starts_at: starts.toISOString(),
  });
  expect(invited.error).toBeNull();

  await signInAt(page, `/crm?contact=${id}`, await createStaff(testInfo));
  const record = page.getByRole('dialog', { name: `${first} Test` });
  await record.getByRole('button', { name: 'Export personal data' }).click();
  await expect(record.getByRole('status')).toHaveText(
    /^Exported \d+ rows from \d+ tables and 0 files; the link was mailed to /,
  );
  await expect(record.getByRole('status')).toContainText(email);

  await record.getByRole('button', { name: 'Erase this person' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Erase this person?' });
  await expect(confirm).toContainText(`This removes ${first} Test from every table`);
  await confirm.getByRole('button', { name: 'Erase', exact: true }).click();

  const refused = page.getByRole('alertdialog', { name: 'Erasure refused' });
  const date = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'long',
    timeZone: 'Asia/Riyadh',
  }).format(starts);
  await expect(refused.getByRole('alert')).toHaveText(
    `ليلى Karim is confirmed for The Majlis LEAP Dinner on ${date}.`,
  );
  const still = await service.from('contacts').select('id').eq('id', id);
  expect(still.data).toHaveLength(1);

  await refused.getByRole('button', { name: 'Erase anyway' }).click();
  await expect(refused).toBeHidden();
  await expect(record).toBeHidden();
  const gone = await service.from('contacts').select('id').eq('email', email);
  expect(gone.data).toEqual([]);
  const invitations = await service.from('invitations').select('id').eq('email', email);
  expect(invitations.data).toEqual([]);
});
