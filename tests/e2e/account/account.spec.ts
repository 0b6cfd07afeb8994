import { expect, test } from '@playwright/test';
import { createMember, newestMailLink, uniqueEmail } from '../auth/support/members.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { serviceClient, signInAt } from '../crm/support.ts';

const DAY = 86_400_000;

test('signed out, /account asks to sign in and comes back', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
});

test('a member sees their upcoming invitation with its pass and their past attendance', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'guest');
  await createMember(email, 'member password');
  const service = serviceClient();
  const { data: upcoming, error } = await service
    .from('invitations')
    .insert({
      email,
      guest_name: 'Layla Haddad',
      event_slug: 'an-evening-with-180-studios',
      starts_at: new Date(Date.now() + 7 * DAY).toISOString(),
    })
    .select('pass_token')
    .single();
  expect(error).toBeNull();
  const { data: past } = await service
    .from('invitations')
    .insert({
      email,
      guest_name: 'Layla Haddad',
      event_slug: 'an-evening-with-moove-ceo',
      starts_at: new Date(Date.now() - 40 * DAY).toISOString(),
    })
    .select('id')
    .single();
  await service.from('check_ins').insert({ invitation_id: past!.id });
  await service.from('invitations').insert({
    email,
    guest_name: 'Layla Haddad',
    event_slug: 'vntr-investor-forum',
    starts_at: new Date(Date.now() - 80 * DAY).toISOString(),
  });

  // A password chosen at an autoconfirmed sign-up proves nothing: the page asks for the address
  // to be proven by a mailed link before it shows what is held under it.
  await signInAt(page, '/account', { email, password: 'member password' });
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByTestId('upcoming-invitation')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('We have mailed a sign-in link');
  await page.goto(await newestMailLink(page.request, email, 'auth-magiclink'));
  await expect(page).toHaveURL(/\/account$/);

  const card = page.getByTestId('upcoming-invitation');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Confirmed');
  await expect(card.getByRole('link', { name: 'Open your pass' })).toHaveAttribute(
    'href',
    `/pass/${(upcoming as { pass_token: string }).pass_token}`,
  );
  await expect(page.getByTestId('attendance-summary')).toHaveText('Attended 1 of 2 invitations.');
  await expect(page.getByTestId('past-invitation')).toHaveCount(2);
  await expect(page.getByTestId('past-invitation').first()).toContainText('Attended');
  await expect(page.getByTestId('past-invitation').last()).toContainText('Did not attend');
  await expectNoAxeViolations(page);

  // The header's account name leads back here from any page.
  await page.goto('/people');
  // On a phone the account sits in the menu sheet.
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
  }
  await page.locator('header a[href="/account"]:visible').first().click();
  await expect(page).toHaveURL(/\/account$/);

  await card.getByRole('link', { name: 'Open your pass' }).click();
  await expect(page.getByText('Layla Haddad')).toBeVisible();
});
