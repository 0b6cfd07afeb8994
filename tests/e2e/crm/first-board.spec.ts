import { expect, test } from '@playwright/test';
import { card, createStaff, insertContact, signInAt } from './support.ts';

// The board's first read comes in the page, read by the server as the staff member
// (src/components/crm/FirstBoardData.astro); the island draws it and then keeps it live.
test.describe('the board drawn from the page', () => {
  test('the page carries the view’s first cards and counts, and the island draws them', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
    const tag = `firstboard${testInfo.workerIndex}${Date.now()}`;
    // A company that would close a script element if it were written into the page as it is.
    await insertContact({
      first_name: tag,
      email: `${tag}@example.com`,
      company: '</script><b>Bold & Co</b>',
      stage: 'evaluation',
    });
    const staff = await createStaff(testInfo);
    await signInAt(page, '/crm', staff);
    const html = await (await page.request.get(`/crm?q=${tag}`)).text();
    const json = /<script type="application\/json" id="crm-first-board">(.*?)<\/script>/s.exec(
      html,
    )?.[1];
    expect(json).toBeTruthy();
    const board = JSON.parse(json!) as {
      filters: { query: string };
      cards: { first_name: string; company: string }[];
      counts: Record<string, number>;
    };
    expect(board.filters.query).toBe(tag);
    expect(board.cards.map((c) => [c.first_name, c.company])).toEqual([
      [tag, '</script><b>Bold & Co</b>'],
    ]);
    expect(Object.values(board.counts).reduce((a, b) => a + b, 0)).toBe(1);

    // The island draws that answer without a board read of its own: with the board's reads
    // refused, the card is still drawn from the page.
    await page.route(/\/rpc\/board_(cards|stage_counts)/, (route) => route.abort());
    await page.goto(`/crm?q=${tag}`);
    await expect(card(page, tag)).toContainText('</script><b>Bold & Co</b>');
  });

  test('a contact added before the live feed joined is on the board once it has', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
    const tag = `gap${testInfo.workerIndex}${Date.now()}`;
    const staff = await createStaff(testInfo);
    await signInAt(page, '/crm', staff);
    // Hold the live feed's connection back; add a contact meanwhile, after the page was read.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.routeWebSocket(/\/realtime\/v1\/websocket/, async (ws) => {
      await held;
      ws.connectToServer();
    });
    await page.goto(`/crm?q=${tag}`);
    await expect(page.getByText('No contacts in this stage.').first()).toBeVisible();
    await insertContact({ first_name: tag, email: `${tag}@example.com`, stage: 'mql_lead' });
    release();
    await expect(card(page, tag)).toBeVisible();
  });
});
