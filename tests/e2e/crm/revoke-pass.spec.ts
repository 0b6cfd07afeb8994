// A leaked door pass stopped from the Events tab (docs/privacy/dpia.md, D1): staff revoke the
// approved guest's pass on its card, the door screen refuses that pass loudly, the pass's page
// says it is no longer valid; a new pass is mailed and works at the door. The page's clock is
// set ten days before the GitHub co-founder's evening (every content event is past today).
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../auth/support/members.ts';
import { passPhoto } from '../check-in/support.ts';
import { mailsTo, toast } from '../forms/support/backend.ts';
import { createStaff, insertEventRequest, serviceClient, signInAt } from './support.ts';

const UPCOMING = 'an-evening-with-github-cofounder';

async function pass(email: string) {
  const { data, error } = await serviceClient()
    .from('invitations')
    .select('pass_token, pass_revoked_at')
    .eq('event_slug', UPCOMING)
    .ilike('email', email)
    .single();
  expect(error).toBeNull();
  return data as { pass_token: string; pass_revoked_at: string | null };
}

test('staff revoke a pass: the door refuses it and its page says so; a new pass works', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const guest = { name: `ليلى Pass ${stamp}`, email: uniqueEmail(testInfo, 'revoked-pass') };
  await insertEventRequest({ ...guest, event_type: 'dinner', event_slug: UPCOMING });

  await signInAt(page, '/crm', await createStaff(testInfo));
  await page.clock.setFixedTime(new Date('2025-04-10T12:00:00+03:00'));
  await page.goto('/crm?tab=events');
  const card = page.getByTestId('event-request-card').filter({ hasText: guest.name });
  await card.getByLabel(`Status of ${guest.name}`).selectOption('approved');
  await expect(toast(page, 'Status updated')).toBeVisible();
  const leaked = (await pass(guest.email)).pass_token;

  const revoke = card.getByRole('button', { name: `Revoke the door pass of ${guest.name}` });
  await revoke.click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke this door pass?' });
  await expect(dialog).toContainText(`The door will refuse ${guest.name}'s pass`);
  await dialog.getByRole('button', { name: 'Revoke pass' }).click();
  await expect(toast(page, `The door pass of ${guest.name} is revoked`)).toBeVisible();
  await expect(card.getByTestId('pass-state')).toHaveText('Pass revoked');
  expect((await pass(guest.email)).pass_revoked_at).not.toBeNull();

  // The leaked pass at the door: loud, naming whose it was; no one is checked in.
  await page.goto(`/crm/check-in/${UPCOMING}`);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  const scan = async (token: string) => {
    await page.getByRole('button', { name: 'Scan pass' }).click();
    await page
      .getByRole('dialog', { name: 'Scan a pass' })
      .getByLabel('Use a photo of the pass')
      .setInputFiles(await passPhoto(token));
  };
  await scan(leaked);
  const refused = page.getByTestId('pass-revoked');
  await expect(refused).toHaveAttribute('role', 'alert');
  await expect(refused).toContainText('Pass revoked: do not let anyone in on it');
  await expect(refused).toContainText(`Staff revoked this pass of ${guest.name}`);
  await expect(page.getByText('Scanned pass')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('door-pass-revoked.png') });

  // Its page no longer shows a code.
  const answer = await page.request.get(`/pass/${leaked}`);
  expect(answer.status()).toBe(410);
  await page.goto(`/pass/${leaked}`);
  await expect(page.getByRole('heading', { name: 'This pass is no longer valid' })).toBeVisible();
  await expect(page.locator('svg')).toHaveCount(0);

  // A new pass, mailed, works at the door; the leaked one still does not.
  await page.goto('/crm?tab=events');
  await card.getByRole('button', { name: `Send a new door pass to ${guest.name}` }).click();
  await expect(toast(page, `A new door pass is on its way to ${guest.name}`)).toBeVisible();
  await expect(
    card.getByRole('button', { name: `Revoke the door pass of ${guest.name}` }),
  ).toBeVisible();
  const fresh = await pass(guest.email);
  expect(fresh.pass_revoked_at).toBeNull();
  await expect
    .poll(
      async () =>
        (await mailsTo(request, guest.email)).filter((mail) => mail.tag === 'send-invitation')
          .length,
    )
    .toBe(2);
  await page.goto(`/crm/check-in/${UPCOMING}`);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await scan(fresh.pass_token);
  await expect(page.getByText('Scanned pass')).toBeVisible();
  await expect(page.getByTestId('pass-revoked')).toHaveCount(0);
  await scan(leaked);
  await expect(page.getByTestId('pass-revoked')).toBeVisible();
});
