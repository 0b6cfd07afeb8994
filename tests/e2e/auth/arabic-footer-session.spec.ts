import { expect, test } from '@playwright/test';
import { sessionWords } from '../../../src/lib/i18n/islands/session.ts';
import { createMember, signInWithPassword, toast, uniqueEmail } from './support/members.ts';

// On Arabic pages a signed-in visitor's Log Out, and its failure, are Arabic too (issue 28).
const ar = sessionWords.ar;

test('the footer Log Out of an Arabic page speaks Arabic, and so does its failure', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'arlogout');
  await createMember(email, 'member password');
  await signInWithPassword(page, email, 'member password');
  await page.goto('/ar/contact');
  const footer = page.locator('#footer-session');
  const logOut = footer.getByRole('button', { name: ar.logOut });
  await expect(logOut).toBeVisible();

  await page.route('**/auth/v1/logout**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  );
  await logOut.click();
  await expect(toast(page, ar.failed)).toContainText(ar.failedTitle);
  await expect(footer.getByText(ar.failed)).toBeVisible();

  await page.unroute('**/auth/v1/logout**');
  await logOut.click();
  await expect(footer.getByRole('button')).toHaveCount(0);
});
