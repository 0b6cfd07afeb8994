// Mistakes mended from the Events tab (docs/behaviour/event-guests.md#mending-mistakes): an
// approved invitation withdrawn before its event, with the guest's calendar cancelled, and an
// approval for an event already over asked about first. Every content event is past today, so
// the page's clock is set to ten days before the GitHub co-founder's evening for the first.
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../auth/support/members.ts';
import { mailsTo, toast } from '../forms/support/backend.ts';
import { createStaff, insertEventRequest, serviceClient, signInAt } from './support.ts';

const UPCOMING = 'an-evening-with-github-cofounder';

async function requestStatus(id: string): Promise<string> {
  const { data, error } = await serviceClient()
    .from('event_requests')
    .select('request_status')
    .eq('id', id)
    .single();
  expect(error).toBeNull();
  return data!.request_status as string;
}

test('an approved invitation is withdrawn from its card: asked first, seat freed, calendar cancelled', async ({
  page,
  request,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const guest = { name: `Withdrawn Guest ${stamp}`, email: uniqueEmail(testInfo, 'withdrawn') };
  const id = await insertEventRequest({ ...guest, event_type: 'dinner', event_slug: UPCOMING });

  await signInAt(page, '/crm', await createStaff(testInfo));
  await page.clock.setFixedTime(new Date('2025-04-10T12:00:00+03:00'));
  await page.goto('/crm?tab=events');
  const card = page.getByTestId('event-request-card').filter({ hasText: guest.name });
  await card.getByLabel(`Status of ${guest.name}`).selectOption('approved');
  // Upcoming on the page's clock: no question before the approval.
  await expect(toast(page, 'Status updated')).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(request, guest.email)).map((mail) => mail.tag))
    .toContain('send-invitation');

  const withdraw = card.getByRole('button', { name: `Withdraw the invitation of ${guest.name}` });
  await withdraw.click();
  const dialog = page.getByRole('alertdialog', { name: 'Withdraw this invitation?' });
  await expect(dialog).toContainText(`${guest.name} loses the seat at`);
  // Cancel changes nothing.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await requestStatus(id)).toBe('approved');

  await withdraw.click();
  await dialog.getByRole('button', { name: 'Withdraw invitation' }).click();
  await expect(card.getByLabel(`Status of ${guest.name}`)).toHaveValue('pending');
  await expect(withdraw).toHaveCount(0);
  expect(await requestStatus(id)).toBe('pending');
  const { data: invitation } = await serviceClient()
    .from('invitations')
    .select('status')
    .eq('event_slug', UPCOMING)
    .ilike('email', guest.email)
    .single();
  expect(invitation?.status).toBe('removed');
  await expect
    .poll(async () =>
      (await mailsTo(request, guest.email)).find((mail) => mail.tag === 'send-invitation-cancel'),
    )
    .toBeTruthy();
  const cancel = (await mailsTo(request, guest.email)).find(
    (mail) => mail.tag === 'send-invitation-cancel',
  ) as unknown as { attachments: { content: string }[] };
  expect(cancel.attachments[0]!.content).toContain('METHOD:CANCEL');
});

test('approving a request for an event that is over asks first, and Cancel keeps it pending', async ({
  page,
  request,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const guest = { name: `Late Request ${stamp}`, email: uniqueEmail(testInfo, 'late') };
  const id = await insertEventRequest({
    ...guest,
    event_type: 'dinner',
    event_slug: 'suhoor-dinner',
  });

  await signInAt(page, '/crm?tab=events', await createStaff(testInfo));
  const card = page.getByTestId('event-request-card').filter({ hasText: guest.name });
  const status = card.getByLabel(`Status of ${guest.name}`);
  await status.selectOption('approved');
  const dialog = page.getByRole('alertdialog', { name: 'This event is over' });
  await expect(dialog).toContainText('took place on Saturday, 8 March 2025');
  await expect(dialog).toContainText(
    'Approving mails the guest an invitation to an event that has passed.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).toHaveValue('pending');
  expect(await requestStatus(id)).toBe('pending');
  // Only the request's receipt: no invitation went out.
  expect((await mailsTo(request, guest.email)).map((mail) => mail.tag)).not.toContain(
    'send-invitation',
  );

  await status.selectOption('approved');
  await dialog.getByRole('button', { name: 'Approve anyway' }).click();
  // The card's select lists 'Approved' among its options from the start: wait for the server.
  await expect.poll(() => requestStatus(id)).toBe('approved');
  await expect(card.getByLabel(`Status of ${guest.name}`)).toHaveCount(0);
  // An event that is over has no invitation left to withdraw.
  await expect(card.getByRole('button', { name: /Withdraw the invitation/ })).toHaveCount(0);
});
