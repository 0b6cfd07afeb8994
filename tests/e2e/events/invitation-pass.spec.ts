// The guest's side of an approval (docs/behaviour/event-guests.md): staff approve in the CRM, the
// invitation reaches the local mail page with a calendar request a kept iCalendar library reads,
// the pass shows a QR code that decodes to the pass token, and declining frees the seat.
import { expect, test } from '@playwright/test';
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { uniqueEmail } from '../auth/support/members.ts';
import { mailsTo, selectRows, toast } from '../forms/support/backend.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createStaff, insertEventRequest, serviceClient, signInAt } from '../crm/support.ts';
import { deleteAfterTest, undoAfterTest } from '../support/undo-after-test.ts';

const SLUG = 'suhoor-dinner';

test.afterEach(() => undoAfterTest(test.info()));

interface InvitationMail {
  tag: string;
  links: string[];
  attachments: { filename: string; content_type: string; content: string }[] | null;
}

test('approve in the CRM, the invitation mail carries a calendar request and the pass, whose QR code decodes to its token; declining frees the seat', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  const staff = await createStaff(testInfo);
  const email = uniqueEmail(testInfo, 'pass-guest');
  const name = `Layla Passholder ${Date.now().toString(36)}`;
  deleteAfterTest(testInfo, 'event_requests', 'email', email);
  deleteAfterTest(testInfo, 'invitations', 'email', email);
  await insertEventRequest({ name, email, event_type: 'dinner', event_slug: SLUG });

  await signInAt(page, '/crm?tab=events', staff);
  const card = page.getByTestId('event-request-card').filter({ hasText: name });
  await card.getByLabel(`Status of ${name}`).selectOption('approved');
  // The dinner is past today: the approval asks first (withdraw-invitation.spec.ts).
  await page
    .getByRole('alertdialog', { name: 'This event is over' })
    .getByRole('button', { name: 'Approve anyway' })
    .click();
  await expect(toast(page, 'Status updated')).toBeVisible();

  await expect
    .poll(async () => (await mailsTo(request, email)).some((m) => m.tag === 'send-invitation'))
    .toBe(true);
  const mail = (await mailsTo(request, email)).find(
    (m) => m.tag === 'send-invitation',
  ) as unknown as InvitationMail;
  const [ics] = mail.attachments!;
  const calendar = new ICAL.Component(ICAL.parse(ics!.content) as unknown[]);
  expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  expect(event.summary).toBe('Ramadan Suhoor Dinner');
  expect(event.sequence).toBe(0);

  const [invitation] = await selectRows(
    request,
    'invitations',
    `select=pass_token,calendar_uid,status&email=eq.${encodeURIComponent(email)}`,
  );
  expect(event.uid).toBe(invitation!['calendar_uid']);
  const token = String(invitation!['pass_token']);
  const passLink = mail.links.find((link) => link.endsWith(`/pass/${token}`));
  expect(passLink).toBeDefined();

  // A link that took in an Arabic mail's closing direction mark (U+2069) still opens the pass.
  await page.goto(`${new URL(passLink!).pathname}%E2%81%A9`);
  await expect(page).toHaveURL(new RegExp(`/pass/${token}$`));
  await expect(page.getByRole('heading', { name: 'Ramadan Suhoor Dinner' })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const code = page.getByRole('img', { name: 'Door code of this pass' });
  const shot = await code.screenshot();
  const { data, info } = await sharp(shot)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(decoded?.data).toBe(token);
  await expectNoAxeViolations(page);

  // Declining asks once; keeping the place changes nothing.
  await page.getByRole('button', { name: 'Decline the invitation' }).click();
  const question = page.getByRole('form', { name: 'Decline your place?' });
  await expect(question).toContainText('Your place at Ramadan Suhoor Dinner will be released');
  await expect(code).toHaveCount(0);
  await question.getByRole('link', { name: 'Keep my place' }).click();
  await expect(page).toHaveURL(new RegExp(`/pass/${token}$`));
  await expect(code).toBeVisible();
  await page.getByRole('button', { name: 'Decline the invitation' }).click();
  await question.getByRole('button', { name: 'Yes, decline' }).click();
  await expect(page).toHaveURL(new RegExp(`/pass/${token}$`));
  await expect(page.getByText('You have declined this invitation')).toBeVisible();
  await expect(code).toHaveCount(0);
  const [declined] = await selectRows(
    request,
    'invitations',
    `select=status&email=eq.${encodeURIComponent(email)}`,
  );
  expect(declined!['status']).toBe('declined');
  await expect
    .poll(async () =>
      (await mailsTo(request, email)).some((m) => m.tag === 'send-invitation-cancel'),
    )
    .toBe(true);

  // An unknown token answers a clear 404 page.
  const missing = await page.goto(`/pass/${'0'.repeat(64)}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Pass not found' })).toBeVisible();
});

test("an Arabic guest's pass is in Arabic, right to left, and asks in Arabic before declining", async ({
  page,
}, testInfo) => {
  const arabicEmail = uniqueEmail(testInfo, 'arabic-pass');
  deleteAfterTest(testInfo, 'invitations', 'email', arabicEmail);
  const { data, error } = await serviceClient()
    .from('invitations')
    .insert({
      event_slug: SLUG,
      email: arabicEmail,
      guest_name: 'ليلى القحطاني',
      language: 'ar',
      starts_at: '2025-03-08T21:00:00+03:00',
    })
    .select('pass_token')
    .single();
  expect(error).toBeNull();
  const token = (data as { pass_token: string }).pass_token;

  await page.goto(`/pass/${token}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(/^بطاقة دخولك: /);
  await expect(page.getByText('مقعدك مؤكَّد. اعرض هذا الرمز عند الدخول.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'رمز الدخول لهذه البطاقة' })).toBeVisible();
  await expect(page.getByText('الموعد')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'الاعتذار عن الدعوة' }).click();
  const question = page.getByRole('form', { name: 'هل تعتذر عن الحضور؟' });
  await question.getByRole('button', { name: 'نعم، أعتذر عن الحضور' }).click();
  await expect(page.getByText('اعتذرت عن هذه الدعوة، وأُتيح مقعدك لضيف آخر.')).toBeVisible();
});

test('a decline is taken back from the pass before the event, and the code comes back', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'take-back');
  deleteAfterTest(testInfo, 'invitations', 'email', email);
  const { data, error } = await serviceClient()
    .from('invitations')
    .insert({
      event_slug: SLUG,
      email,
      guest_name: 'Omar Changed-Mind',
      starts_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    })
    .select('pass_token')
    .single();
  expect(error).toBeNull();
  const token = (data as { pass_token: string }).pass_token;
  const code = page.getByRole('img', { name: 'Door code of this pass' });

  await page.goto(`/pass/${token}`);
  await page.getByRole('button', { name: 'Decline the invitation' }).click();
  await page.getByRole('button', { name: 'Yes, decline' }).click();
  await expect(page.getByText('You have declined this invitation')).toBeVisible();
  await expect(code).toHaveCount(0);

  await expect(page.getByText('Changed your mind?')).toBeVisible();
  await page.getByRole('button', { name: 'Take my place back' }).click();
  await expect(page).toHaveURL(new RegExp(`/pass/${token}$`));
  await expect(page.getByText('Confirmed. Show this code at the door.')).toBeVisible();
  await expect(code).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take my place back' })).toHaveCount(0);
  const [row] = await selectRows(
    request,
    'invitations',
    `select=status&email=eq.${encodeURIComponent(email)}`,
  );
  expect(row!['status']).toBe('confirmed');
});
