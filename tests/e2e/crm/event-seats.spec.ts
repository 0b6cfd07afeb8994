// The Events tab counts seats from the guests, not the requests, and follows them live
// (docs/behaviour/staff-app.md#the-events-tab): a guest added takes a seat, a decline on the pass
// frees it, and a check-in at the door shows in 'came', each without a reload.
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../auth/support/members.ts';
import { createStaff, serviceClient, signInAt } from './support.ts';

// Only this spec's guests are at the forum in the staff app's tests; the figures are still read
// as changes from the first, so a guest added elsewhere would not break them.
const SLUG = 'majlis-business-forum';

async function addGuest(email: string, name: string) {
  const { data, error } = await serviceClient()
    .from('invitations')
    .insert({ event_slug: SLUG, email, guest_name: name, starts_at: '2027-03-01T16:00:00Z' })
    .select('id, pass_token')
    .single();
  expect(error).toBeNull();
  return data as { id: string; pass_token: string };
}

test('seats follow the guests live: taken, freed by a decline, and who came', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  const stamp = Date.now().toString(36);
  const name = `Forum Guest ${stamp}`;
  const { error } = await serviceClient()
    .from('event_requests')
    .insert({
      name,
      email: uniqueEmail(testInfo, 'forum'),
      event_type: 'forum',
      event_slug: SLUG,
    });
  expect(error).toBeNull();

  await signInAt(page, '/crm?tab=events', await createStaff(testInfo));
  await page.getByRole('button', { name: /^Forum Requests/ }).click();
  const card = page.getByTestId('event-request-card').filter({ hasText: name });
  const seats = async () => {
    const text = (await card.textContent()) ?? '';
    const match = /(\d+) confirmed, \d+ waiting(?:, (\d+) came)?/.exec(text);
    return match ? { confirmed: Number(match[1]), came: Number(match[2] ?? 0) } : null;
  };
  await expect.poll(seats).not.toBeNull();
  const before = (await seats())!;

  const guest = await addGuest(uniqueEmail(testInfo, 'forum-seat'), `Seated ${stamp}`);
  await expect.poll(seats).toEqual({ confirmed: before.confirmed + 1, came: before.came });

  const declined = await serviceClient().rpc('decline_invitation', { token: guest.pass_token });
  expect(declined.data).toBe('done');
  await expect.poll(seats).toEqual(before);

  const arrived = await addGuest(uniqueEmail(testInfo, 'forum-door'), `At the door ${stamp}`);
  expect(
    (await serviceClient().from('check_ins').insert({ invitation_id: arrived.id })).error,
  ).toBeNull();
  await expect.poll(seats).toEqual({ confirmed: before.confirmed + 1, came: before.came + 1 });
});

test('an event whose guests came another way still has its guest list in the Events tab', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  // Capital & Culture registers on another site: no request names it.
  const { error } = await serviceClient()
    .from('invitations')
    .insert({
      event_slug: 'capital-culture-riyadh',
      email: uniqueEmail(testInfo, 'registered-elsewhere'),
      guest_name: `Registered Elsewhere ${Date.now().toString(36)}`,
      starts_at: '2025-11-18T16:00:00Z',
    });
  expect(error).toBeNull();
  await signInAt(page, '/crm?tab=events', await createStaff(testInfo));
  const section = page.getByRole('region', { name: 'Events with guests and no requests' });
  const list = section.getByTestId('guest-list').filter({ hasText: 'Capital & Culture' });
  await list.getByText(/Guest list/).click();
  await expect(list).toContainText(/\d+ confirmed/);
  await expect(list.getByRole('link', { name: 'Door screen' })).toHaveAttribute(
    'href',
    '/crm/check-in/capital-culture-riyadh',
  );
});
