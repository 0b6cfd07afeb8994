// Issue 27 in one visitor's path: the newsletter's own consent box, the consent recorded under the
// notice version the site was built with, the marketing mail's one-click unsubscribe headers and
// link, a confirm page on GET that changes nothing, and a cookie-less POST that withdraws consent.
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { readPrivacyNoticeVersion } from '../../../src/content/privacy-notice-version.ts';
import { formsEn } from '../../../src/lib/i18n/islands/forms-en.ts';
import { newsletterMessages } from '../../../src/lib/submissions/messages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { mailsTo, selectRows, toast, uniqueEmail } from './support/backend.ts';

function consentsOf(request: Parameters<typeof selectRows>[0], email: string) {
  return selectRows(
    request,
    'consents',
    `select=purpose,status,method,form,notice_version&email=eq.${encodeURIComponent(email.toLowerCase())}&order=recorded_at`,
  );
}

test('newsletter consent, its mail’s one-click unsubscribe, and the withdrawal', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'Unsub');
  await page.goto('/');
  const form = page.locator('#newsletter-form form');
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expect(form.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );

  // Without the box: the form says why, and nothing is stored.
  const consentBox = form.getByLabel(newsletterMessages.consentLabel);
  await expect(consentBox).not.toBeChecked();
  await form.getByLabel('Full Name').fill('Noura Al-Harbi 🌙');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText(newsletterMessages.consentRequired)).toBeVisible();
  await expect(consentBox).toHaveAttribute('aria-invalid', 'true');
  expect(await consentsOf(request, email)).toEqual([]);

  await consentBox.check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast(page, newsletterMessages.successTitle)).toBeVisible();
  const given = {
    purpose: 'newsletter',
    status: 'given',
    method: 'form',
    form: 'newsletter',
    notice_version: readPrivacyNoticeVersion(),
  };
  // Double opt-in: the consent counts once the address's owner confirms from the first mail.
  expect(await consentsOf(request, email)).toEqual([]);
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
  const [confirmation] = await mailsTo(request, email);
  const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=[0-9a-f]{64}/.exec(
    confirmation?.text ?? '',
  )?.[0];
  expect(confirmLink).toBeDefined();
  const confirmUrl = new URL(confirmLink!);
  await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
  await page.getByRole('button', { name: formsEn.newsletterConfirm.confirm }).click();
  await expect(page.getByRole('status')).toHaveText(formsEn.newsletterConfirm.confirmed);
  expect(await consentsOf(request, email)).toEqual([given]);

  // The welcome mail is the newsletter's own: it carries the one-click unsubscribe.
  await expect.poll(async () => (await mailsTo(request, email)).length).toBe(2);
  const mail = (await mailsTo(request, email)).find((sent) => sent.headers['List-Unsubscribe']);
  const header = mail?.headers['List-Unsubscribe'] ?? '';
  expect(header).toMatch(/^<http:\/\/[^>]+\/unsubscribe\?token=[0-9a-f]{64}>$/);
  expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = new URL(header.slice(1, -1));
  expect(mail?.text).toContain(`Unsubscribe: ${link.href}`);
  const onThisServer = `${link.pathname}${link.search}`;

  // Opening the link (as a mail scanner would) only asks.
  await page.goto(onThisServer);
  await expect(page.getByRole('heading', { name: 'Stop receiving the newsletter?' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await consentsOf(request, email)).toEqual([given]);

  // The mail provider's one-click: a form POST with no cookies and no Origin.
  const provider = await playwrightRequest.newContext({ baseURL: baseURL ?? '' });
  const response = await provider.post(onThisServer, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  await provider.dispose();
  expect(await consentsOf(request, email)).toEqual([
    given,
    { ...given, status: 'withdrawn', form: 'unsubscribe-link' },
  ]);

  // The page's own button (a second click) lands on the same answer and records nothing more.
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL(/\/unsubscribed$/);
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  expect(await consentsOf(request, email)).toHaveLength(2);
});
