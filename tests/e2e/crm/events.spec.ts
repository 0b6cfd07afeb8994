import { expect, test } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { uniqueEmail } from '../auth/support/members.ts';
import { mailsTo, toast } from '../forms/support/backend.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createStaff, signInAt } from './support.ts';

const port = process.env['E2E_PORT'] ?? 4329;

test('staff see dinner requests with the room in view, waitlist one and reject another by keyboard, mailing each guest', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  const staff = await createStaff(testInfo);
  const config = (await (
    await fetch(`http://127.0.0.1:${port}/api/public-config.json`)
  ).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  const anon = createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: false },
  });
  const email = uniqueEmail(testInfo, 'guest');
  const name = `Guest ${Date.now().toString(36)}`;
  const { error } = await anon.from('event_requests').insert({
    name,
    email,
    company: 'Palm Capital',
    title: 'Partner',
    interests: 'Family offices',
    event_type: 'dinner',
    event_slug: 'suhoor-dinner',
  });
  expect(error).toBeNull();
  const otherEmail = uniqueEmail(testInfo, 'declined');
  const otherName = `Declined ${Date.now().toString(36)}`;
  const second = await anon.from('event_requests').insert({
    name: otherName,
    email: otherEmail,
    company: 'Dune Ventures',
    title: 'Analyst',
    event_type: 'dinner',
    event_slug: 'suhoor-dinner',
  });
  expect(second.error).toBeNull();

  await signInAt(page, '/crm?tab=events', staff);
  await expect(page.getByTestId('events-badge')).toBeVisible();
  const card = page.getByTestId('event-request-card').filter({ hasText: name });
  await expect(card).toContainText('Family offices');
  await expect(card).toContainText(/\d+ \/ 25 confirmed, \d+ waiting/);
  // The guest mix of the dinner: who is approved and who waits, by industry and seniority.
  const mix = page.getByTestId('guest-mix').filter({ hasText: 'Suhoor' });
  await mix.getByText(/Guest mix/).click();
  await expect(mix).toContainText(/Waiting \(\d+\)/);
  await expect(mix).toContainText('Director or VP');
  await expect(mix).toContainText(/\d+ prospects?/);
  await expectNoAxeViolations(page);

  await card.getByLabel(`Status of ${name}`).selectOption('waitlist');
  await expect(toast(page, 'Status updated')).toBeVisible();
  await expect.poll(async () => (await mailsTo(request, email)).length).toBeGreaterThanOrEqual(1);

  // Keyboard only: the other request's status control, reached and changed without a mouse.
  const otherCard = page.getByTestId('event-request-card').filter({ hasText: otherName });
  const otherStatus = otherCard.getByLabel(`Status of ${otherName}`);
  await page.getByRole('tab', { name: /Events/ }).focus();
  for (let presses = 0; presses < 80; presses += 1) {
    if (await otherStatus.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(otherStatus).toBeFocused();
  await page.keyboard.press('End');
  await expect(otherStatus).toHaveValue('rejected');
  await expect(toast(page, 'Status updated').last()).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(request, otherEmail)).filter(isStatusMail).length)
    .toBe(1);

  // Approved, the guest moves onto the pipeline, the name split on spaces.
  await card.getByLabel(`Status of ${name}`).selectOption('approved');
  // The dinner is past today: the approval asks first (withdraw-invitation.spec.ts).
  await page
    .getByRole('alertdialog', { name: 'This event is over' })
    .getByRole('button', { name: 'Approve anyway' })
    .click();
  await expect(card).toContainText('Approved');
  await card.getByRole('button', { name: `Move to Pipeline (${name})` }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
});

/** A decision mail from send-event-status (the outbox keeps each mail's tag). */
function isStatusMail(mail: { tag?: string }): boolean {
  return mail.tag === 'send-event-status';
}
