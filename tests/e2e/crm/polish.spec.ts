import { expect, test } from '@playwright/test';
import { toast, uniqueEmail } from '../auth/support/members.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import {
  card,
  column,
  createStaff,
  insertContact,
  insertEventRequest,
  insertMembershipRequest,
  liftWithKeys,
  setProfileRole,
  settleDrop,
  signInAt,
} from './support.ts';

// The staff app's smaller defects (docs/behaviour/staff-app.md), one test each.

test('on a 390 px phone the pending badges sit whole inside their tabs, on one line', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const staff = await createStaff(testInfo);
  // Two-digit counts, as a busy week brings.
  const stamp = Date.now().toString(36);
  for (let n = 0; n < 12; n += 1) {
    await insertMembershipRequest({
      first_name: `Badge${stamp}`,
      last_name: `Applicant ${n}`,
      email: uniqueEmail(testInfo, `badge-member-${n}`),
    });
    await insertEventRequest({
      name: `Badge${stamp} Guest ${n}`,
      email: uniqueEmail(testInfo, `badge-guest-${n}`),
      event_type: n % 2 ? 'forum' : 'dinner',
    });
  }
  await signInAt(page, '/crm', staff);
  for (const tab of ['membership', 'events'] as const) {
    const badge = page.getByTestId(`${tab}-badge`);
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText(/^\d{2,}/);
    const tabButton = page.getByRole('tab', { name: new RegExp(tab, 'i') });
    // The tab row scrolls sideways on a phone, as a person swipes it; the tab shown is whole.
    await tabButton.scrollIntoViewIfNeeded();
    const inner = await badge.boundingBox();
    const outer = await tabButton.boundingBox();
    if (!inner || !outer) throw new Error(`the ${tab} tab or its badge is not on screen`);
    expect(inner.x).toBeGreaterThanOrEqual(outer.x);
    expect(inner.y).toBeGreaterThanOrEqual(outer.y);
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
    expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
    // One line: a wrapped inline pill has one box per line.
    expect(await badge.evaluate((element) => element.getClientRects().length)).toBe(1);
    // The tab itself is not clipped by the screen either.
    expect(outer.x + outer.width).toBeLessThanOrEqual(390);
  }
  await expectNoAxeViolations(page, 'nav[aria-label="Workspace"]');
});

test.describe('desk tools', () => {
  // Run once, on the desktop project (the board is a desk tool).
  test.skip(({ browserName, isMobile }) => browserName !== 'chromium' || isMobile, 'desktop only');

  test('a card dragged to a column near the board edge lands in that column', async ({
    page,
  }, testInfo) => {
    const staff = await createStaff(testInfo);
    const name = `Edge${Date.now().toString(36)}`;
    const id = await insertContact({ first_name: name, email: uniqueEmail(testInfo, 'edge') });
    await signInAt(page, `/crm?q=${name.toLowerCase()}`, staff);
    await expect(page.getByTestId('contact-card')).toHaveCount(1);
    const board = page.getByTestId('pipeline-board');
    const boardBox = await board.boundingBox();
    const target = await column(page, 'evaluation').boundingBox();
    if (!boardBox || !target) throw new Error('the board is not on screen');
    // Evaluation is the column cut by the board's right edge at 1280 px.
    expect(target.x).toBeLessThan(boardBox.x + boardBox.width);
    expect(target.x + target.width).toBeGreaterThan(boardBox.x + boardBox.width);

    const handle = card(page, name).getByRole('button', {
      name: `Drag ${name} Test to another stage`,
    });
    const start = await handle.boundingBox();
    if (!start) throw new Error('the card is not on screen');
    const dropX = boardBox.x + boardBox.width - 90;
    const dropY = target.y + 160;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2, { steps: 3 });
    await page.mouse.move(dropX, dropY, { steps: 20 });
    // A hand rests a moment on the column before letting go.
    for (let wiggle = 0; wiggle < 6; wiggle += 1) {
      await page.waitForTimeout(100);
      await page.mouse.move(dropX + (wiggle % 2), dropY);
    }
    await page.mouse.up();
    // The guard may ask first; either way the card ends where the pointer let go.
    await settleDrop(page, { id, name }, 'evaluation');
  });

  test('after a keyboard drop the moved card keeps the focus in its new column', async ({
    page,
  }, testInfo) => {
    const staff = await createStaff(testInfo);
    const name = `Keys${Date.now().toString(36)}`;
    await insertContact({ first_name: name, email: uniqueEmail(testInfo, 'keys') });
    await signInAt(page, `/crm?q=${name.toLowerCase()}`, staff);
    await expect(page.getByTestId('contact-card')).toHaveCount(1);
    const handleName = `Drag ${name} Test to another stage`;
    await card(page, name).getByRole('button', { name: handleName }).focus();
    await liftWithKeys(page, `${name} Test is over MQL Lead.`);
    await page.keyboard.press('ArrowRight');
    await expect(
      page.getByRole('status').filter({ hasText: 'is over SQL Qualification' }),
    ).toBeAttached();
    await page.keyboard.press('Space');
    // A new contact's first stage has open checklist items: the guard asks first.
    const guard = page.getByRole('alertdialog', { name: 'Incomplete Checklist Items' });
    await guard.getByRole('button', { name: 'Proceed Anyway' }).focus();
    await page.keyboard.press('Enter');
    const moved = card(column(page, 'sql_qualification'), name);
    await expect(moved).toBeVisible();
    await expect(moved.getByRole('button', { name: handleName })).toBeFocused();
    // And the keys go on from there: one more stage to the right.
    await liftWithKeys(page, `${name} Test is over SQL Qualification.`);
    await page.keyboard.press('ArrowRight');
    await expect(
      page.getByRole('status').filter({ hasText: 'is over SQO Discovery' }),
    ).toBeAttached();
    await page.keyboard.press('Space');
    const again = card(column(page, 'sqo_discovery'), name);
    await expect(guard.or(again)).toBeVisible();
    if (await guard.isVisible()) {
      await guard.getByRole('button', { name: 'Proceed Anyway' }).focus();
      await page.keyboard.press('Enter');
    }
    await expect(again.getByRole('button', { name: handleName })).toBeFocused();
  });

  test('changing a request’s industry says the industry was updated', async ({
    page,
  }, testInfo) => {
    const staff = await createStaff(testInfo);
    const firstName = `Industry${Date.now().toString(36)}`;
    await insertMembershipRequest({
      first_name: firstName,
      last_name: 'Applicant',
      email: uniqueEmail(testInfo, 'industry'),
    });
    await signInAt(page, '/crm?tab=membership', staff);
    const requestCard = page.getByTestId('request-card').filter({ hasText: firstName });
    await requestCard.getByLabel(`Industry of ${firstName} Applicant`).selectOption('energy');
    await expect(toast(page, 'Industry updated')).toBeVisible();
    await expect(toast(page, 'Status updated')).toHaveCount(0);
    await page.reload();
    await expect(
      page
        .getByTestId('request-card')
        .filter({ hasText: firstName })
        .getByLabel(`Industry of ${firstName} Applicant`),
    ).toHaveValue('energy');
  });

  test('roles chosen on the public forms read as their labels', async ({ page }, testInfo) => {
    const staff = await createStaff(testInfo);
    const firstName = `Role${Date.now().toString(36)}`;
    // What the join and invitation forms store: the role's value in the title.
    await insertMembershipRequest({
      first_name: firstName,
      last_name: 'Applicant',
      email: uniqueEmail(testInfo, 'role-member'),
      title: 'investor',
      company: 'Nakheel Capital',
    });
    await insertEventRequest({
      name: `${firstName} Guest`,
      email: uniqueEmail(testInfo, 'role-guest'),
      event_type: 'dinner',
      title: 'founder',
    });
    await signInAt(page, '/crm?tab=membership', staff);
    const requestCard = page.getByTestId('request-card').filter({ hasText: firstName });
    await expect(requestCard).toContainText('Investor · Nakheel Capital');
    await expect(requestCard).not.toContainText(/\binvestor\b/);
    await page.getByRole('tab', { name: /Events/ }).click();
    const guestCard = page.getByTestId('event-request-card').filter({ hasText: firstName });
    await expect(guestCard).toContainText('Founder');
    await expect(guestCard).not.toContainText(/\bfounder\b/);
  });

  test('a refused write reads as a sentence, not the database’s text', async ({
    page,
  }, testInfo) => {
    const staff = await createStaff(testInfo);
    const name = `Refused${Date.now().toString(36)}`;
    const id = await insertContact({ first_name: name, email: uniqueEmail(testInfo, 'refused') });
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await signInAt(page, `/crm?contact=${id}`, staff);
    const record = page.getByRole('dialog', { name: `${name} Test` });
    await expect(record.getByLabel('Add a note')).toBeVisible({ timeout: 15_000 });
    // Staff access is withdrawn while the record is open.
    await setProfileRole(staff.email, 'member');
    await record.getByLabel('Add a note').fill('Call back on Sunday');
    await record.getByRole('button', { name: 'Add Note' }).click();
    const notice = toast(page, 'Error adding note');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('You are not allowed to do that');
    await expect(notice).not.toContainText(/row-level|policy|violates|permission denied/i);
    // The note is still there to be saved later, and the details went to the console.
    await expect(record.getByLabel('Add a note')).toHaveValue('Call back on Sunday');
    expect(logged.some((line) => /42501|row-level security/.test(line))).toBe(true);
  });

  test('the note box counts towards its limit and says when it is full', async ({
    page,
  }, testInfo) => {
    const staff = await createStaff(testInfo);
    const name = `Counter${Date.now().toString(36)}`;
    const id = await insertContact({ first_name: name, email: uniqueEmail(testInfo, 'counter') });
    await signInAt(page, `/crm?contact=${id}`, staff);
    const record = page.getByRole('dialog', { name: `${name} Test` });
    const box = record.getByLabel('Add a note');
    const counter = record.getByTestId('note-counter');
    await box.fill('مرحبا 👋 [x] 100% #1 ');
    await expect(counter).toHaveText('21 / 5,000');
    await expect(counter).toHaveAttribute('data-level', 'normal');
    await box.fill('a'.repeat(4990));
    await expect(counter).toHaveText('4,990 / 5,000');
    await expect(counter).toHaveAttribute('data-level', 'near');
    // Pasting 10,050 characters keeps the first 5,000 and says so.
    await box.fill('b'.repeat(10_050));
    await expect(box).toHaveValue('b'.repeat(5000));
    await expect(counter).toContainText('5,000 / 5,000');
    await expect(counter).toHaveAttribute('data-level', 'full');
    await expect(record.getByText('The note is at its limit of 5,000 characters.')).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
  });

  test('Move to Pipeline follows one rule on membership and event requests', async ({
    page,
  }, testInfo) => {
    const staff = await createStaff(testInfo);
    const stamp = Date.now().toString(36);
    await insertMembershipRequest({
      first_name: `Pending${stamp}`,
      last_name: 'Member',
      email: uniqueEmail(testInfo, 'pending-member'),
    });
    await insertEventRequest({
      name: `Pending${stamp} Guest`,
      email: uniqueEmail(testInfo, 'pending-guest'),
      event_type: 'dinner',
    });
    await signInAt(page, '/crm?tab=membership', staff);
    const memberCard = page.getByTestId('request-card').filter({ hasText: `Pending${stamp}` });
    const memberMove = memberCard.getByRole('button', { name: /Move to Pipeline/ });
    await expect(memberMove).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('tab', { name: /Events/ }).click();
    const guestCard = page
      .getByTestId('event-request-card')
      .filter({ hasText: `Pending${stamp} Guest` });
    const guestMove = guestCard.getByRole('button', { name: /Move to Pipeline/ });
    await expect(guestMove).toHaveAttribute('aria-disabled', 'true');
    // Marked disabled, it stays reachable and says why when pressed.
    await guestMove.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Cannot move to pipeline')).toContainText(
      'Request must be approved first',
    );
    await expectNoAxeViolations(page, '[data-testid="event-request-card"]');
  });
});
