import { expect, test, type APIRequestContext } from '@playwright/test';
import { AUTH_MESSAGES } from '../../../src/lib/auth/messages.ts';
import { notice, uniqueEmail } from '../auth/support/members.ts';
import { mailsTo, toast } from '../forms/support/backend.ts';
import { applicant, fillAndSubmit, openFromHero } from '../forms/support/join.ts';
import { MAIL_JSON_PATH } from '../support/mail-page.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { card as contactCard, column, createStaff, signInAt } from './support.ts';

test('staff review a membership request: live arrival, approval with invitation, move to pipeline', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  test.setTimeout(120_000);
  const staff = await createStaff(testInfo);
  await signInAt(page, '/crm?tab=membership', staff);
  await expect(page.getByRole('tab', { name: /Membership/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Changes made elsewhere arrive once the live feed is joined.
  await expect(page.locator('[data-live="connected"]')).toBeAttached();

  // An application sent from the public site, in a visitor's own browser, appears without a reload.
  const email = uniqueEmail(testInfo, 'applicant');
  const firstName = `Rania${Date.now().toString(36)}`;
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await openFromHero(visitorPage);
  await fillAndSubmit(visitorPage, { ...applicant(email), fullName: `${firstName} Applicant` });
  const card = page.getByTestId('request-card').filter({ hasText: firstName });
  await expect(card).toBeVisible({ timeout: 5000 });
  await expect(card).toContainText('Arrived today');
  await expect(page.getByTestId('membership-badge')).toBeVisible();
  await expectNoAxeViolations(page);

  // Approve: an account with a set-password invitation, then the decision mail.
  await card.getByLabel(`Status of ${firstName} Applicant`).selectOption('approved');
  await expect(toast(page, 'Status updated')).toBeVisible();
  await page.getByRole('button', { name: /^Approved/ }).click();
  await expect(card).toContainText('Approved');
  await expect
    .poll(async () => (await mailsTo(request, email)).map((mail) => mail.tag).sort())
    .toEqual(['create-approved-member', 'send-membership-status', 'send-network-confirmation']);

  // The applicant follows the invitation from the mail, chooses a password and signs in.
  const invitation = await inviteLink(request, email);
  await visitorPage.goto(invitation);
  await expect(
    visitorPage.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  // The link is used up and the session made before the form takes a password.
  await expect(notice(visitorPage)).toHaveText(AUTH_MESSAGES.inviteAccepted);
  await expect(visitorPage).toHaveURL(/\/login$/);
  await visitorPage.getByLabel('New password', { exact: true }).fill('member password 1');
  await visitorPage.getByRole('button', { name: 'Update password' }).click();
  await expect(notice(visitorPage)).toHaveText(AUTH_MESSAGES.passwordUpdated, { timeout: 15_000 });
  // Signed in with it, the new member lands home.
  await visitorPage.waitForURL((url) => url.pathname === '/');
  await expect(visitorPage.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await visitor.close();

  // Move to Pipeline opens the new contact's record.
  await card.getByRole('button', { name: 'Move to Pipeline' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  const record = page.getByRole('dialog', { name: `${firstName} Applicant` });
  await expect(record).toBeVisible();
  // The record shows the person's history with the network.
  await expect(record.getByTestId('network-history')).toContainText(
    'Membership application: Moved to Pipeline',
  );

  // The card is on the board, in the first stage (found with the board's search).
  await record.getByRole('button', { name: 'Close' }).first().click();
  await expect(record).toBeHidden();
  await page.getByRole('tab', { name: 'Pipeline' }).click();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(email);
  await expect(contactCard(column(page, 'mql_lead'), firstName)).toBeVisible();
  await expect(page.getByTestId('contact-card')).toHaveCount(1);
});

/** The set-password link of the member invitation mailed on approval. */
async function inviteLink(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const mails = (await (await request.get(MAIL_JSON_PATH)).json()) as {
      to: string;
      tag: string;
      links: string[];
    }[];
    const mail = mails.find(
      (item) => item.to === email.toLowerCase() && item.tag === 'create-approved-member',
    );
    link = mail?.links.find((href) => href.includes('type=invite')) ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return link;
}
