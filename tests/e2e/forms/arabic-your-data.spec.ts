// Arabic for data rights (issue 41, item 5; docs/behaviour/privacy-requests.md#language): from the
// Arabic privacy policy to /ar/your-data, right to left and in Arabic; the request stored as
// Arabic; its Arabic mail's link to /ar/your-data/verify, whose button confirms it in Arabic. And
// an Arabic unsubscribe link lands on the Arabic pages. The words are written here by hand, not
// read from the dictionaries, so a wrong translation fails.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatDueDate } from '../../../supabase/functions/_shared/domain/format-due-date.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { mailsTo, selectRows, uniqueEmail } from './support/backend.ts';

async function mailTagged(request: APIRequestContext, email: string, tag: string) {
  await expect
    .poll(async () => (await mailsTo(request, email)).some((m) => m.tag === tag))
    .toBe(true);
  return (await mailsTo(request, email)).find((m) => m.tag === tag)!;
}

test('ask in Arabic on /ar/your-data and confirm on /ar/your-data/verify', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  const email = uniqueEmail(testInfo, 'Arabic.Data');

  // The Arabic privacy policy leads to the Arabic page, and so does the Arabic footer.
  await page.goto('/ar/privacy-policy');
  await page.locator('main').getByRole('link', { name: 'بياناتك', exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/your-data$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'بياناتك' })).toBeVisible();
  await expect(page.locator('footer').getByRole('link', { name: 'بياناتك' })).toHaveAttribute(
    'href',
    '/ar/your-data',
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    /\/your-data$/,
  );
  const form = page.locator('main form');
  await expect(form.getByRole('button', { name: 'إرسال الطلب' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // The form's own refusals, in Arabic, keep what was typed.
  await form.getByLabel('بريدك الإلكتروني').fill('not an address');
  await form.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(form.getByText('يرجى اختيار ما تريد منا أن نفعله')).toBeVisible();
  await expect(form.getByText('يرجى إدخال عنوان بريد إلكتروني صحيح')).toBeVisible();
  await expect(form.getByLabel('بريدك الإلكتروني')).toHaveValue('not an address');
  // The address reads left to right inside the right-to-left form.
  await expect(form.getByLabel('بريدك الإلكتروني')).toHaveAttribute('dir', 'ltr');
  await expect(form.getByRole('link', { name: 'إشعار الخصوصية' })).toHaveAttribute(
    'href',
    '/ar/privacy-policy',
  );

  await form.getByLabel('حذف بياناتي').check();
  await form.getByLabel('بريدك الإلكتروني').fill(email);
  await form.getByLabel('التفاصيل (اختياري)').fill('كل ما يخص منتدى 2025 — thank you');
  await form.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(page.getByRole('status')).toContainText('تحقّق من بريدك الوارد');
  await expect(page.getByRole('status')).toContainText('يعمل الرابط مرة واحدة ولمدة 24 ساعة');
  const [stored] = await selectRows(
    request,
    'privacy_requests',
    `select=kind,locale&email=eq.${encodeURIComponent(email.toLowerCase())}`,
  );
  expect(stored).toEqual({ kind: 'erasure', locale: 'ar' });

  // The Arabic mail's link leads to the Arabic verify page.
  const mail = await mailTagged(request, email, 'send-privacy-verification');
  expect(mail.subject).toBe('أكّد طلبك بشأن بياناتك لدى Majlis Network');
  const link = /https?:\/\/\S+\/ar\/your-data\/verify\?token=[0-9a-f]{64}/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const verifyUrl = new URL(link!);
  await page.goto(`${verifyUrl.pathname}${verifyUrl.search}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'أكّد طلبك' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تأكيد طلبي' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'تأكيد طلبي' }).click();
  // The due date is set by the confirmation: read it once the page says it is done.
  await expect(page.getByRole('status')).toContainText('تم تأكيد طلبك');

  const [row] = await selectRows(
    request,
    'privacy_requests',
    `select=due_at&email=eq.${encodeURIComponent(email.toLowerCase())}`,
  );
  const due = formatDueDate(String(row!['due_at']), 'ar');
  expect(due).toMatch(/^[^\d]+، \d{1,2} [^\d]+ \d{4} \(\d{1,2} .+ \d{4} هـ\)$/);
  await expect(page.getByRole('status')).toHaveText(
    `شكرًا لك: تم تأكيد طلبك. وسنرد عليه بحلول ${due} على أقصى تقدير.`,
  );

  // The same link again: the Arabic answer that it was used.
  await page.reload();
  await page.getByRole('button', { name: 'تأكيد طلبي' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'سبق استخدام هذا الرابط: طلبك مؤكَّد ونحن نعمل عليه.',
  );
});

test('an Arabic unsubscribe link asks and answers in Arabic', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  // A token nobody holds: the page asks, and its button lands on the Arabic invalid-link page.
  await page.goto(`/ar/unsubscribe?token=${'0'.repeat(64)}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('heading', { name: 'هل تريد التوقف عن تلقّي النشرة الإخبارية؟' }),
  ).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'إشعار الخصوصية' })).toHaveAttribute(
    'href',
    '/ar/privacy-policy',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'إلغاء الاشتراك' }).click();
  await expect(page).toHaveURL(/\/ar\/unsubscribe-link-invalid$/);
  await expect(
    page.getByRole('heading', { name: 'رابط إلغاء الاشتراك هذا لا يعمل' }),
  ).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'الصفحة الرئيسية' })).toHaveAttribute(
    'href',
    '/ar',
  );
});
