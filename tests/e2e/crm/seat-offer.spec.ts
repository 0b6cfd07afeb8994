// A free seat of an upcoming event is offered, in one click, to the request that has waited
// longest (docs/behaviour/staff-app.md#the-events-tab). Every event in the content is past today,
// so the page's clock is set to ten days before the GitHub co-founder's evening (50 seats).
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../auth/support/members.ts';
import { toast } from '../forms/support/backend.ts';
import { createStaff, serviceClient, signInAt } from './support.ts';

const SLUG = 'an-evening-with-github-cofounder';

test('the longest waiting guest is offered a free seat in one click, and invited', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  const stamp = Date.now().toString(36);
  const waited = { name: `Waited Longest ${stamp}`, email: uniqueEmail(testInfo, 'waited') };
  const later = { name: `Came Later ${stamp}`, email: uniqueEmail(testInfo, 'later') };
  for (const [guest, created_at] of [
    [waited, new Date(Date.now() - 2 * 86_400_000).toISOString()],
    [later, new Date().toISOString()],
  ] as const) {
    const { error } = await serviceClient()
      .from('event_requests')
      .insert({
        ...guest,
        event_type: 'dinner',
        event_slug: SLUG,
        request_status: 'waitlist',
        created_at,
      });
    expect(error).toBeNull();
  }

  await signInAt(page, '/crm', await createStaff(testInfo));
  await page.clock.setFixedTime(new Date('2025-04-10T12:00:00+03:00'));
  await page.goto('/crm?tab=events');
  const offer = page.getByTestId('seat-offer').filter({ hasText: 'Co-founder of GitHub' });
  await expect(offer).toContainText(`First on the waitlist: ${waited.name}`);
  await offer.getByRole('button', { name: `Offer the seat to ${waited.name}` }).click();
  await expect(toast(page, 'Status updated')).toBeVisible();

  await expect
    .poll(async () => {
      const { data } = await serviceClient()
        .from('invitations')
        .select('status')
        .eq('email', waited.email);
      return data?.map((row) => row.status);
    })
    .toEqual(['confirmed']);
  // The next offer goes to the next in line, who has no invitation yet.
  await expect(offer).toContainText(`First on the waitlist: ${later.name}`);
  const { data: none } = await serviceClient()
    .from('invitations')
    .select('id')
    .eq('email', later.email);
  expect(none).toEqual([]);

  // The waitlist as it was, for the next run of this test (--repeat-each): the event's seats and
  // its first in line are what the test counts.
  const emails = [waited.email, later.email];
  for (const table of ['invitations', 'event_requests'] as const) {
    const { error } = await serviceClient().from(table).delete().in('email', emails);
    expect(error).toBeNull();
  }
});
