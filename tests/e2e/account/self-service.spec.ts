// Self-service on /account (issue 41, item 6; docs/behaviour/member-account.md#your-data): a
// stranger who signed up with the person's address sees none of it; once the address is proven
// by a mailed link the member corrects their details, withdraws a consent, reads and downloads
// what is held, and closes the account (refused while confirmed for an upcoming event).
import { expect, test } from '@playwright/test';
import { createMember, newestMailLink, uniqueEmail } from '../auth/support/members.ts';
import { serviceClient, signInAt } from '../crm/support.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

const DAY = 86_400_000;

test('a proven member corrects, withdraws, downloads and closes; a stranger sees none of it', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'self');
  const service = serviceClient();
  expect(
    (
      await service.from('contacts').insert({
        first_name: 'Layla',
        last_name: 'Karim',
        email,
        company: 'Nakheel',
      })
    ).error,
  ).toBeNull();
  expect(
    (
      await service.rpc('subscribe_newsletter', {
        first_name: 'Layla',
        last_name: 'Karim',
        email,
        marketing_consent: true,
        notice_version: '1',
      })
    ).error,
  ).toBeNull();
  // Double opt-in: the newsletter consent counts once Layla confirms from the mailed link.
  const confirmLink = new URL(
    await newestMailLink(page.request, email, 'send-newsletter-confirmation'),
  );
  expect(
    (
      await service.rpc('confirm_newsletter_signup', {
        token: confirmLink.searchParams.get('token') ?? '',
      })
    ).data,
  ).toBe('confirmed');
  const { data: invitation, error } = await service
    .from('invitations')
    .insert({
      email,
      guest_name: 'Layla Karim',
      event_slug: 'an-evening-with-180-studios',
      starts_at: new Date(Date.now() + 7 * DAY).toISOString(),
    })
    .select('id')
    .single();
  expect(error).toBeNull();

  // A stranger signs up with Layla's address (autoconfirmed): nothing of hers is shown.
  await createMember(email, 'stranger password');
  await signInAt(page, '/account', { email, password: 'stranger password' });
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByText('Loading what we hold about you…')).toHaveCount(0);
  for (const heading of ['Your details', 'Your consents', 'What we hold about you']) {
    await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Close my account…' })).toHaveCount(0);
  await expect(page.getByText('Nakheel')).toHaveCount(0);

  // Layla opens the sign-in link in her mailbox: the address is proven.
  await page.getByRole('button', { name: 'Mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('We have mailed a sign-in link');
  await page.goto(await newestMailLink(page.request, email, 'auth-magiclink'));
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();

  // Details: a refusal keeps what was typed; a correction is saved.
  const details = page.getByRole('region', { name: 'Your details' });
  await details.getByLabel('First name').fill('');
  await details.getByLabel('Company (optional)').fill('Nakheel Holdings');
  await details.getByRole('button', { name: 'Save your details' }).click();
  await expect(details.getByText('Give your first name (at most 100 characters).')).toBeVisible();
  await expect(details.getByLabel('Company (optional)')).toHaveValue('Nakheel Holdings');
  await details.getByLabel('First name').fill('Layla');
  await details.getByRole('button', { name: 'Save your details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details are saved.');

  // Consents: withdrawing the newsletter, as the unsubscribe link would.
  const consents = page.getByRole('region', { name: 'Your consents' });
  await consents
    .getByRole('button', { name: 'Withdraw consent: Newsletter and marketing' })
    .click();
  await expect(consents.getByRole('status')).toHaveText(
    'You withdrew your consent: Newsletter and marketing.',
  );
  await expect(page.getByTestId('consent-newsletter')).toContainText('Withdrawn');

  // What is held, as readable sections, with the corrected company.
  const contactRecord = page.getByTestId('held-contacts');
  await contactRecord.getByText('Your contact record (1)').click();
  await expect(contactRecord).toContainText('Nakheel Holdings');
  await expect(page.getByTestId('held-consents')).toBeVisible();
  await expectNoAxeViolations(page);

  // The export downloads at once.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your data (.zip)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText('Your archive is downloading.')).toBeVisible();

  // Closing, from the keyboard: refused while the invitation is confirmed.
  const opener = page.getByRole('button', { name: 'Close my account…' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Close your account?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Close my account permanently' });
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Type your e-mail address to confirm').fill(email.toUpperCase());
  await expect(confirm).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText(
    'Your account cannot be closed yet: Layla Karim is confirmed for An Evening with 180 Studios on',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  // Once the invitation is declined, the account closes and Layla is signed out.
  expect(
    (await service.from('invitations').update({ status: 'declined' }).eq('id', invitation!.id))
      .error,
  ).toBeNull();
  await opener.click();
  await dialog.getByLabel('Type your e-mail address to confirm').fill(email);
  await confirm.click();
  await expect(page).toHaveURL(/\/account\/closed$/);
  await expect(page.getByRole('heading', { name: 'Your account is closed' })).toBeVisible();
  await expectNoAxeViolations(page);
  const { count } = await service
    .from('contacts')
    .select('id', { count: 'exact', head: true })
    .eq('email', email);
  expect(count).toBe(0);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
});
