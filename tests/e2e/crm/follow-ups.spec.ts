// After an event, staff send one follow-up to the guests who came and another to those who did
// not, each previewed as its first recipient will receive it, each once
// (docs/behaviour/event-guests.md#follow-ups-after-the-event). A server of its own (a fresh
// database), so the counts are this test's guests alone and "once" holds on every run.
import { expect, test, type Page } from '@playwright/test';
import { contentEvent } from '../../support/content-events.ts';
import { startFreshServer } from '../support/fresh-server.ts';
import { E2E_MAIL_PAGE_KEY } from '../support/mail-page.ts';

const SLUG = 'leap-dinner';
const TITLE = contentEvent(SLUG).title_en;

const GUESTS = [
  { name: 'ليلى حداد', email: 'layla.haddad+came@example.org', status: 'confirmed', came: true },
  { name: 'Omar 🌙 Walk-in', email: 'omar+walk-in@example.org', status: 'confirmed', came: true },
  {
    name: 'Sara [Missed] #1 100%',
    email: 'sara+missed@example.org',
    status: 'confirmed',
    came: false,
  },
  { name: 'Dana Declined', email: 'dana+declined@example.org', status: 'declined', came: false },
] as const;

async function openFollowUp(page: Page, url: string) {
  await page.goto(`${url}/crm?tab=events`);
  const panel = page.getByTestId('follow-up').filter({ hasText: `Follow up: ${TITLE}` });
  await panel.locator('summary').click();
  return panel;
}

test('preview both follow-ups, send them, each guest gets theirs, and a second send is refused', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'run once, on the desktop project');
  test.slow();
  const server = await startFreshServer();
  try {
    const service = server.service();
    for (const guest of GUESTS) {
      const { data, error } = await service
        .from('invitations')
        .insert({
          event_slug: SLUG,
          email: guest.email,
          guest_name: guest.name,
          status: guest.status,
          starts_at: contentEvent(SLUG).starts_at,
        })
        .select('id')
        .single();
      expect(error).toBeNull();
      if (guest.came) {
        const arrived = await service.from('check_ins').insert({ invitation_id: data!.id });
        expect(arrived.error).toBeNull();
      }
    }
    const staff = { email: 'follow-up-staff@example.com', password: 'staff password 1' };
    const created = await service.auth.admin.createUser({ ...staff, email_confirm: true });
    expect(created.error).toBeNull();
    await service.from('profiles').update({ role: 'staff' }).eq('id', created.data.user!.id);
    const signIn = async (p: Page) => {
      await p.goto(`${server.url}/login?next=%2Fcrm`);
      await p.getByLabel('Email', { exact: true }).fill(staff.email);
      await p.getByLabel('Password', { exact: true }).fill(staff.password);
      await p.getByRole('button', { name: 'Login with Password' }).click();
      await p.waitForURL(`${server.url}/crm`);
    };
    await signIn(page);
    const panel = await openFollowUp(page, server.url);

    // Those who came: from the template, previewed as the first of them (by name) receives it.
    const came = panel.getByRole('region', { name: 'Those who came' });
    await came.getByRole('button', { name: 'Start from the template' }).click();
    await expect(came.getByLabel('Subject')).toHaveValue(`Thank you for joining us: ${TITLE}`);
    const camePreview = came.getByTestId('follow-up-preview-came');
    await expect(camePreview).toContainText('Preview: to 2 guests, as Omar 🌙 Walk-in');
    await expect(camePreview).toContainText(`Subject: Thank you for joining us: ${TITLE}`);
    await expect(camePreview).toContainText('Dear Omar,');
    await expect(camePreview).toContainText(`Sent by Majlis Network to the guests of ${TITLE}`);

    // Those who did not come: written by hand, with the characters people type.
    const missed = panel.getByRole('region', { name: 'Those who did not come' });
    await missed.getByLabel('Subject').fill('We missed you 🌙 — 50% of [the] #slides');
    await missed
      .getByLabel(/^Message/)
      .fill('نأمل أن نراك قريباً.\n\nThe slides are attached to our site.');
    const missedPreview = missed.getByTestId('follow-up-preview-missed');
    await expect(missedPreview).toContainText('Preview: to 1 guest, as Sara [Missed] #1 100%');
    await expect(missedPreview).toContainText('Dear Sara,');
    await expect(missedPreview).toContainText('نأمل أن نراك قريباً.');

    // A colleague has the same panel open with a draft of their own.
    const colleagueContext = await browser.newContext();
    const colleague = await colleagueContext.newPage();
    await signIn(colleague);
    const stale = (await openFollowUp(colleague, server.url)).getByRole('region', {
      name: 'Those who came',
    });
    await stale.getByLabel('Subject').fill('A second thank-you');
    await stale.getByLabel(/^Message/).fill('Again.');

    await came.getByRole('button', { name: 'Send to 2 guests' }).click();
    await expect(panel.getByTestId('follow-up-sent-came')).toContainText(/^Sent .+ to 2 guests: /);
    await missed.getByRole('button', { name: 'Send to 1 guest' }).click();
    await expect(panel.getByTestId('follow-up-sent-missed')).toContainText(
      /^Sent .+ to 1 guest: We missed you/,
    );

    // Sending again is refused by the database, and the colleague's panel then says it was sent.
    await stale.getByRole('button', { name: 'Send to 2 guests' }).click();
    const colleaguePanel = colleague.getByTestId('follow-up');
    await expect(colleaguePanel.getByRole('alert')).toHaveText(
      /^The follow-up to those who came was already sent on \d{2} [A-Z][a-z]{2} \d{4} to 2 guests$/,
    );
    await expect(colleaguePanel.getByTestId('follow-up-sent-came')).toContainText(
      'to 2 guests: Thank you for joining us',
    );
    await colleagueContext.close();
    const { data: followUps } = await service
      .from('event_follow_ups')
      .select('audience, subject, recipient_count')
      .order('audience');
    expect(followUps).toEqual([
      { audience: 'came', subject: `Thank you for joining us: ${TITLE}`, recipient_count: 2 },
      {
        audience: 'missed',
        subject: 'We missed you 🌙 — 50% of [the] #slides',
        recipient_count: 1,
      },
    ]);

    // The mails on the local mail page, each guest theirs, the declined guest none.
    const mails = async () => {
      const response = await page.request.get(`${server.url}/_mail.json?key=${E2E_MAIL_PAGE_KEY}`);
      return (
        (await response.json()) as { to: string; subject: string; text: string; tag: string }[]
      ).filter((mail) => mail.tag === 'send-event-follow-up');
    };
    await expect.poll(async () => (await mails()).length, { timeout: 30_000 }).toBe(3);
    const byGuest = Object.fromEntries((await mails()).map((mail) => [mail.to, mail]));
    expect(Object.keys(byGuest).sort()).toEqual(
      GUESTS.slice(0, 3)
        .map((g) => g.email)
        .sort(),
    );
    expect(byGuest[GUESTS[0].email]!.subject).toBe(`Thank you for joining us: ${TITLE}`);
    expect(byGuest[GUESTS[0].email]!.text).toContain('Dear ليلى,');
    expect(byGuest[GUESTS[1].email]!.subject).toBe(`Thank you for joining us: ${TITLE}`);
    expect(byGuest[GUESTS[2].email]!.subject).toBe('We missed you 🌙 — 50% of [the] #slides');
    expect(byGuest[GUESTS[2].email]!.text).toContain('نأمل أن نراك قريباً.');

    await page.goto(`${server.url}/_mail?key=${E2E_MAIL_PAGE_KEY}`);
    for (const guest of GUESTS.slice(0, 2)) {
      await expect(page.getByRole('row').filter({ hasText: guest.email })).toContainText(
        `Thank you for joining us: ${TITLE}`,
      );
    }
    await expect(page.getByRole('row').filter({ hasText: GUESTS[2].email })).toContainText(
      'We missed you 🌙',
    );
    await expect(page.getByRole('row').filter({ hasText: GUESTS[3].email })).toHaveCount(0);
  } finally {
    await server.stop();
  }
});
