// Files on a contact with the names people's computers give them (docs/behaviour/staff-app.md#attachments),
// and stored files that must never run as the site: an uploaded script cannot be loaded by a page
// of the site (its policy allows scripts only from the build folder), and an uploaded page comes
// back as a download, sandboxed.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { toast } from '../auth/support/members.ts';
import { createStaff, insertContact, signInAt } from './support.ts';

const BUDGET = 'Budget (v2) [final] #3 50%.pdf';
const ARABIC = 'تقرير الربع الأول.pdf';

async function openAttachments(page: Page, testInfo: Parameters<typeof createStaff>[0]) {
  const first = `Files${Date.now().toString(36)}`;
  const id = await insertContact({
    first_name: first,
    email: `${first.toLowerCase()}@example.com`,
  });
  await signInAt(page, `/crm?contact=${id}`, await createStaff(testInfo));
  const record = page.getByRole('dialog', { name: `${first} Test` });
  await record.getByRole('tab', { name: 'Attachments' }).click();
  return record;
}

async function upload(page: Page, record: Locator, name: string, mimeType: string, body: string) {
  await record.getByLabel('Upload a file (up to 50 MB)').setInputFiles({
    name,
    mimeType,
    buffer: Buffer.from(body),
  });
  await expect(toast(page, 'File uploaded successfully').last()).toBeVisible();
  await expect(record.getByTestId('attachments')).toContainText(name);
}

/** Presses Download and returns the signed URL the new tab opened. */
async function signedUrlOf(page: Page, record: Locator, name: string): Promise<string> {
  const signed = page
    .context()
    .waitForEvent(
      'request',
      (request) => request.method() === 'GET' && request.url().includes('/object/sign/'),
    );
  await record.getByRole('button', { name: `Download ${name}`, exact: true }).click();
  return (await signed).url();
}

test('names with brackets, #, % and Arabic upload, list and download under their own names', async ({
  page,
}, testInfo) => {
  const record = await openAttachments(page, testInfo);
  await upload(page, record, BUDGET, 'application/pdf', '%PDF-1.4 budget');
  await upload(page, record, ARABIC, 'application/pdf', '%PDF-1.4 تقرير');
  const listed = record.getByTestId('attachments');
  // Each name shows once as the file's title (the buttons carry it only for screen readers).
  await expect(
    listed.locator('span.font-semibold').getByText(BUDGET, { exact: true }),
  ).toBeVisible();
  await expect(
    listed.locator('span.font-semibold').getByText(ARABIC, { exact: true }),
  ).toBeVisible();

  for (const [name, body] of [
    [ARABIC, '%PDF-1.4 تقرير'],
    [BUDGET, '%PDF-1.4 budget'],
  ] as const) {
    const answer = await page.request.get(await signedUrlOf(page, record, name));
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toBe(body);
    const disposition = answer.headers()['content-disposition'] ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe(name);
  }
});

test('an uploaded script cannot run on a page of the site, and an uploaded page is a sandboxed download', async ({
  page,
}, testInfo) => {
  const record = await openAttachments(page, testInfo);
  await upload(page, record, 'tool.js', 'text/javascript', 'window.__storedScriptRan = true;');
  await upload(page, record, 'page.html', 'text/html', '<script>window.__ran = 1</script>');
  // The signed links without their download parameter: the object as a <script> or page would use it.
  const scriptUrl = (await signedUrlOf(page, record, 'tool.js')).replace(/&download=[^&]*/, '');
  const pageUrl = (await signedUrlOf(page, record, 'page.html')).replace(/&download=[^&]*/, '');

  const html = await page.request.get(pageUrl);
  expect(html.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(html.headers()['x-content-type-options']).toBe('nosniff');
  const policy = (html.headers()['content-security-policy'] ?? '').split(/\s*;\s*/);
  expect(policy).toContain('sandbox');

  await page.goto('/');
  const outcome = await page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        const script = document.createElement('script');
        script.src = src;
        script.onload = () => resolve('loaded');
        script.onerror = () => resolve('blocked');
        document.head.append(script);
      }),
    scriptUrl,
  );
  expect(outcome).toBe('blocked');
  expect(
    await page.evaluate(() => 'storedScriptRan' in window || '__storedScriptRan' in window),
  ).toBe(false);
});
