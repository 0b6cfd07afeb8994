// The member's account in Arabic (/ar/account; issue 45, item 4): right to left, every word from
// the Arabic dictionary, the event in its Arabic title, a consent and a correction answered in
// Arabic, axe clean, and no Latin word outside names, addresses and the data as it is stored.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { ACCOUNT_WORDS_AR } from '../../../src/lib/account/words-ar.ts';
import { createMember, newestMailLink, uniqueEmail } from '../auth/support/members.ts';
import { insertContact, serviceClient, signInAt } from '../crm/support.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { allowedLatinWords, latinWordsOn } from '../support/latin-words.ts';

const words = ACCOUNT_WORDS_AR;
const DAY = 86_400_000;
const SLUG = 'an-evening-with-180-studios';

/** The event's Arabic title, as its content file gives it. */
function arabicTitle(slug: string): string {
  const file = readFileSync(`content/events/${slug}.md`, 'utf8');
  return (parse(/^---\n([\s\S]*?)\n---/.exec(file)?.[1] ?? '') as { title: { ar: string } }).title
    .ar;
}

test('signed out, /ar/account asks to sign in on the Arabic page and comes back', async ({
  page,
}) => {
  await page.goto('/ar/account');
  await expect(page).toHaveURL(/\/ar\/login\?next=%2Far%2Faccount$/);
});

test('a member reads and changes their account in Arabic', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'arabic');
  await insertContact({ first_name: 'Layla', email, company: 'Nakheel' });
  expect(
    (
      await serviceClient()
        .from('invitations')
        .insert({
          email,
          guest_name: 'Layla Karim',
          event_slug: SLUG,
          starts_at: new Date(Date.now() + 7 * DAY).toISOString(),
        })
    ).error,
  ).toBeNull();
  await createMember(email, 'member password');

  await signInAt(page, '/ar/account', { email, password: 'member password' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.page.heading);
  await expect(page).toHaveTitle(new RegExp(`^${words.page.title}`));
  // The Arabic page opens the account itself, so it is private as the English one is.
  const response = await page.request.get('/ar/account', { maxRedirects: 0 });
  expect(response.headers()['cache-control']).toBe('private, no-store');

  // The address is proven by the mailed link, which comes back to the Arabic account.
  await expect(page.getByRole('heading', { name: words.confirm.heading })).toBeVisible();
  await page.getByRole('button', { name: words.confirm.send }).click();
  await expect(page.getByRole('status')).toContainText('أرسلنا رابط الدخول إلى');
  const link = await newestMailLink(page.request, email, 'auth-magiclink');
  await page.goto(link);
  await expect(page).toHaveURL(/\/ar\/account$/);

  for (const heading of [
    words.invitations.upcomingHeading,
    words.invitations.pastHeading,
    words.details.heading,
    words.consents.heading,
    words.data.heading,
    words.closing.heading,
  ]) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  const card = page.getByTestId('upcoming-invitation');
  await expect(card).toContainText(arabicTitle(SLUG));
  // The name inside the Arabic title is isolated, so it does not read "Studios 180".
  await expect(card.locator('span[dir="ltr"]').first()).toHaveText('180 Studios');
  await expect(card).toContainText(words.invitations.states.confirmed);
  // The date as the site writes Arabic dates: the Hijri date beside the Gregorian, Western digits.
  await expect(card).toContainText(/\d{4} \(\d{1,2} .+ \d{4} هـ\)/);

  // A consent given, answered in Arabic.
  const consents = page.getByRole('region', { name: words.consents.heading });
  const newsletter = words.consents.purposes.newsletter;
  await consents.getByRole('button', { name: `امنح الموافقة: ${newsletter}` }).click();
  await expect(consents.getByRole('status')).toHaveText(`منحت موافقتك: ${newsletter}.`);
  await expect(page.getByTestId('consent-newsletter')).toContainText(words.consents.given);

  // A correction: the rule's message in Arabic keeps what was typed; then it is saved.
  const details = page.getByRole('region', { name: words.details.heading });
  const company = details.getByLabel(`${words.details.labels.company} ${words.details.optional}`);
  await details.getByLabel(words.details.labels.first_name).fill('');
  await company.fill('نخيل القابضة');
  await details.getByRole('button', { name: words.details.save }).click();
  await expect(details.getByText('يرجى إدخال اسمك الأول')).toBeVisible();
  await expect(company).toHaveValue('نخيل القابضة');
  await details.getByLabel(words.details.labels.first_name).fill('ليلى');
  await details.getByRole('button', { name: words.details.save }).click();
  await expect(details.getByRole('status')).toHaveText(words.details.saved);

  const contactRecord = page.getByTestId('held-contacts');
  await contactRecord.getByText(`${words.data.tables['contacts']} (1)`).click();
  await expect(contactRecord).toContainText('نخيل القابضة');
  await expectNoAxeViolations(page);

  // No English outside names and addresses; what is held is shown as it is stored.
  const latin = await latinWordsOn(page, '[data-testid^="held-"] dd');
  expect(latin.filter((word) => !allowedLatinWords.has(word))).toEqual([]);

  // The closing dialog speaks Arabic too.
  await page.getByRole('button', { name: words.closing.open }).click();
  const dialog = page.getByRole('alertdialog', { name: words.closing.dialogTitle });
  await expect(dialog.getByRole('button', { name: words.closing.confirm })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: words.closing.closeDialog })).toBeVisible();
  await expectNoAxeViolations(page);
  // Refused in Arabic while the invitation is confirmed; once declined, the account closes and the
  // closing page is the Arabic one.
  await dialog.getByLabel(words.closing.typeToConfirm).fill(email);
  await dialog.getByRole('button', { name: words.closing.confirm }).click();
  await expect(dialog.getByRole('alert')).toHaveText(words.closing.refused);
  expect(
    (await serviceClient().from('invitations').update({ status: 'declined' }).eq('email', email))
      .error,
  ).toBeNull();
  await dialog.getByRole('button', { name: words.closing.confirm }).click();
  await expect(page).toHaveURL(/\/ar\/account\/closed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.closed.title);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
