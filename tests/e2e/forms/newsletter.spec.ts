import { expect, test, type Page } from '@playwright/test';
import { formsEn } from '../../../src/lib/i18n/islands/forms-en.ts';
import { newsletterMessages } from '../../../src/lib/submissions/messages.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { mailsTo, selectRows, toast, uniqueEmail } from './support/backend.ts';

const confirmWords = formsEn.newsletterConfirm;

function newsletterForm(page: Page) {
  return page.locator('#newsletter-form form');
}

async function openNewsletter(page: Page) {
  await page.goto('/');
  const form = newsletterForm(page);
  await form.scrollIntoViewIfNeeded();
  // Enabled once the island has hydrated.
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  return form;
}

function contactsFor(request: Parameters<typeof selectRows>[0], email: string) {
  return selectRows(request, 'contacts', `select=*&email=eq.${encodeURIComponent(email)}`);
}

test.describe('newsletter', () => {
  test('subscribes a visitor once they confirm from the mailed link (double opt-in)', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'news');
    const form = await openNewsletter(page);
    await form.getByLabel('Full Name').fill('  Noura Bint Test ');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel(newsletterMessages.consentLabel).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();

    await expect(toast(page, newsletterMessages.successTitle)).toContainText(
      newsletterMessages.successDescription,
    );
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    // The consent box is unticked again for the next visitor.
    await expect(form.getByLabel(newsletterMessages.consentLabel)).not.toBeChecked();
    // Nothing is subscribed until the address's owner confirms from the mail (double opt-in).
    expect(await contactsFor(request, email)).toEqual([]);
    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);
    const [mail] = await mailsTo(request, email);
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[0-9a-f]{64}/.exec(
      mail?.text ?? '',
    )?.[0];
    const confirmUrl = new URL(link!);
    // Opening the link changes nothing (mail scanners open links); the button confirms.
    await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
    expect(await contactsFor(request, email)).toEqual([]);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: confirmWords.confirm }).click();
    await expect(page.getByRole('status')).toHaveText(confirmWords.confirmed);
    const [contact] = await contactsFor(request, email);
    expect(contact).toMatchObject({
      first_name: 'Noura',
      last_name: 'Bint Test',
      phone: null,
      source: 'newsletter',
      stage: 'mql_lead',
    });
  });

  // docs/behaviour/submissions.md#after-the-insert: the sign-up queues the confirmation link; the
  // browser calls no function, so closing the tab at once loses nothing.
  test('calls no function, mails the link after the tab closes, and a new link for a repeat', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const functionCalls: string[] = [];
    context.on('request', (sent) => {
      if (sent.url().includes('/functions/v1/')) functionCalls.push(sent.url());
    });
    const email = uniqueEmail(testInfo, 'newsclosed');
    const subscribe = async (target: Page) => {
      const form = await openNewsletter(target);
      await form.getByLabel('Full Name').fill('Layla Test');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel(newsletterMessages.consentLabel).check();
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(toast(target, newsletterMessages.successTitle)).toBeVisible();
      await target.close();
    };
    await subscribe(page);
    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(1);

    await subscribe(await context.newPage());
    await expect.poll(async () => (await mailsTo(request, email)).length).toBe(2);
    const mails = await mailsTo(request, email);
    expect(mails.map((mail) => mail.tag)).toEqual([
      'send-newsletter-confirmation',
      'send-newsletter-confirmation',
    ]);
    expect(mails[0]?.text).toContain('Dear Layla,');
    expect(functionCalls).toEqual([]);
  });

  test('keeps the optional phone with the sign-up when given', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'phone');
    const form = await openNewsletter(page);
    await form.getByLabel('Full Name').fill('Faisal');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('+966 55 123 4567');
    await form.getByLabel(newsletterMessages.consentLabel).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, newsletterMessages.successTitle)).toBeVisible();
    const [signup] = await selectRows(
      request,
      'newsletter_signups',
      `select=*&email=eq.${encodeURIComponent(email)}`,
    );
    expect(signup).toMatchObject({
      first_name: 'Faisal',
      last_name: '',
      phone: '+966 55 123 4567',
    });
  });

  test('asks for all fields when name or e-mail is blank', async ({ page }, testInfo) => {
    const form = await openNewsletter(page);
    await form.getByLabel('Full Name').fill('   ');
    await form.getByLabel('Email').fill(uniqueEmail(testInfo, 'blank'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, newsletterMessages.emptyFields)).toBeVisible();
    await expect(toast(page, newsletterMessages.emptyFields)).toHaveAttribute(
      'data-toast',
      'error',
    );
    await expect(form.getByLabel('Email')).not.toHaveValue('');
  });

  test('shows at most three notices at once', async ({ page }) => {
    const form = await openNewsletter(page);
    for (let click = 0; click < 5; click += 1) {
      await form.getByRole('button', { name: 'Subscribe' }).click();
    }
    await expect(page.locator('[data-toast]:visible')).toHaveCount(3);
  });

  test('says something went wrong when the backend fails, keeping the input', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'newsfail');
    await page.route('**/rest/v1/rpc/subscribe_newsletter**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    const form = await openNewsletter(page);
    await form.getByLabel('Full Name').fill('Rana Test');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel(newsletterMessages.consentLabel).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page, newsletterMessages.failureTitle)).toContainText(
      newsletterMessages.failureDescription,
    );
    await expect(form.getByLabel('Email')).toHaveValue(email);
  });
});
