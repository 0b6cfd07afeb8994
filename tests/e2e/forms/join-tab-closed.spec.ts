// The join form's follow-up work is the server's (docs/behaviour/submissions.md#after-the-insert):
// the insert queues the Make webhook and the confirmation, so a visitor who closes the tab the
// moment the success notice shows still gets exactly one mail, and Make exactly one call.
import { expect, test } from '@playwright/test';
import { joinMessages } from '../../../src/lib/submissions/messages.ts';
import { startMakeStandIn } from '../../integration/functions/make-stand-in.ts';
import { startFreshServer } from '../support/fresh-server.ts';
import { toast, uniqueEmail } from './support/backend.ts';
import { applicant, fillAndSubmit, joinDialog } from './support/join.ts';

test('an application whose tab closes at once is mailed once and forwarded to Make once', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  test.slow();
  const make = await startMakeStandIn();
  const server = await startFreshServer({ env: { MAKE_WEBHOOK_URL: make.url } });
  try {
    const functionCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/functions/v1/')) functionCalls.push(sent.url());
    });
    const email = uniqueEmail(testInfo, 'joinclosed');
    await page.goto(`${server.url}/`);
    await page.locator('#hero-heading ~ div [data-join-trigger]').first().click();
    await expect(joinDialog(page)).toBeVisible();
    await fillAndSubmit(page, applicant(email));
    await expect(toast(page, joinMessages.success)).toBeVisible();
    await page.close();

    const service = server.service();
    const mails = async () => {
      const { data, error } = await service
        .from('mail_outbox')
        .select('tag')
        .eq('to_address', email);
      if (error) throw new Error(error.message);
      return data.map((row: { tag: string }) => row.tag);
    };
    await expect.poll(mails).toEqual(['send-network-confirmation']);
    await expect.poll(() => make.callsFor(email).length).toBe(1);
    // A little later still: neither ran twice.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await mails()).toEqual(['send-network-confirmation']);
    expect(make.callsFor(email)).toHaveLength(1);
    expect(make.callsFor(email)[0]?.body).toMatchObject({ email, company: 'Example Trading Co' });
    expect(functionCalls).toEqual([]);
  } finally {
    await server.stop();
    await make.close();
  }
});
