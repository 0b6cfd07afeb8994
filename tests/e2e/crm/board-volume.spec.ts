// A long column at volume (docs/behaviour/staff-app.md#the-board): the column holds its first
// cards and reads more as it scrolls, while its count is the true one from the start; the
// oldest, coolest card at the very end can be reached, and a search covers cards not read yet.
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../auth/support/members.ts';
import { column, createStaff, serviceClient, signInAt } from './support.ts';

test.describe('a long column @volume', () => {
  test.skip(({ isMobile }) => isMobile, 'run once, on the desktop project');

  test('shows its true count, reads more as it scrolls, and reaches its oldest card', async ({
    page,
  }, testInfo) => {
    test.slow();
    const tag = `Long${Date.now().toString(36)}`;
    const total = 350;
    const start = Date.parse('2025-01-01T00:00:00Z');
    const rows = Array.from({ length: total }, (_, n) => ({
      first_name: n === 0 ? 'Oldest' : `Card${n}`,
      last_name: tag,
      email: uniqueEmail(testInfo, `${tag}-${n}`),
      stage: 'closed_lost',
      heat_rating: 0,
      created_at: new Date(start + n * 60_000).toISOString(),
    }));
    const { error } = await serviceClient().from('contacts').insert(rows);
    expect(error).toBeNull();

    const staff = await createStaff(testInfo);
    await signInAt(page, `/crm?q=${tag}`, staff);
    // The first page a fresh server draws can take a while on a busy machine.
    await expect(page.getByTestId('pipeline-board')).toBeVisible({ timeout: 30_000 });
    const lost = column(page, 'closed_lost');
    // Counted in full at once, though only the first window of cards is read.
    await expect(lost.getByTestId('stage-count')).toHaveText(String(total));
    await expect(lost.getByTestId('stage-more')).toBeAttached();
    const oldest = lost.getByTestId('contact-card').filter({ hasText: `Oldest ${tag}` });
    const scroller = lost.getByTestId('stage-scroller');
    await expect(async () => {
      await scroller.evaluate((element) => (element.scrollTop = element.scrollHeight));
      await expect(oldest).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(lost.getByTestId('stage-more')).toHaveCount(0);
    await expect(lost.getByTestId('stage-count')).toHaveText(String(total));
    await expect(oldest).toHaveAttribute('aria-setsize', String(total));
    await expect(oldest).toHaveAttribute('aria-posinset', String(total));

    // A search finds a card the board has not read (the oldest, at the end) among all of them.
    await page.getByLabel('Search', { exact: true }).fill(`oldest ${tag}`);
    await expect(lost.getByTestId('stage-count')).toHaveText('1');
    await expect(lost.getByTestId('contact-card')).toHaveCount(1);
  });
});
