/**
 * The staff tab during a campaign's drain, for `npm run bench:campaign` (issue 43: "the staff app
 * stays responsive (no main-thread task over 200 ms) while results update live"). A production
 * server (site and backend, as `npm start` runs it; needs a build) on a fresh data folder, seeded
 * while stopped (the public path is throttled and the service role may not write consents); a
 * staff member signed in through the login page with the campaign's record open in Chromium; then
 * the campaign queued and the page watched until the runner has sent it all: every main-thread
 * task over 50 ms meanwhile (PerformanceObserver 'longtask') and how often the shown results
 * changed. Returns the lines to print; asserts only that each call succeeded.
 */
import { chromium } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { performance } from 'node:perf_hooks';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { NEW_STAFF_PASSWORD, signInNewStaff } from '../e2e/support/fresh-server-staff.ts';
import { startFreshServer } from '../e2e/support/fresh-server.ts';
import { summary, takeLongTaskEntries, takeLongTasks, watchLongTasks } from './long-tasks.ts';

/** The tab's campaign: TAB_CONSENTING consenting contacts among TAB_CONTACTS. */
const TAB_CONTACTS = Number(process.env['TAB_CONTACTS'] ?? 10_000);
const TAB_CONSENTING = Number(process.env['TAB_CONSENTING'] ?? 2_000);
/** The longest the page is watched while the runner sends. */
const WATCH_MS = Number(process.env['TAB_WATCH_MS'] ?? 300_000);
/** The full browser staff use (not the headless shell the e2e suite prefers). */
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** The benches' campaign, to the MQL leads, written by a signed-in staff client; its id. */
export async function newBenchCampaign(staff: SupabaseClient): Promise<string> {
  const campaign = await staff
    .from('campaigns')
    .insert({
      sender_name: 'فريق المجلس',
      subject_en: 'A seat is open 🎉',
      subject_ar: 'مقعد متاح 🎉',
      body_en: 'A **seat** is open at the March dinner.',
      body_ar: 'يوجد **مقعد** متاح في عشاء مارس.',
      audience: { stages: ['mql_lead'] },
    })
    .select('id')
    .single();
  if (campaign.error) throw new Error(campaign.error.message);
  return campaign.data.id;
}

export async function staffTabDuringDrain(
  seed: (dataDir: string, contacts: number, consenting: number) => Promise<void>,
  env: Record<string, string>,
): Promise<string[]> {
  const server = await startFreshServer({ env: { ...env, ACCESS_LOG: '0' } });
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), executablePath: CHROMIUM });
  try {
    const seedStarted = performance.now();
    await server.restart((dataDir) => seed(dataDir, TAB_CONTACTS, TAB_CONSENTING));
    const seededMs = performance.now() - seedStarted;
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await watchLongTasks(page);
    const email = 'campaign-tab-staff@example.com';
    await signInNewStaff(page, server, email);
    const staff = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const signedIn = await staff.auth.signInWithPassword({ email, password: NEW_STAFF_PASSWORD });
    if (signedIn.error) throw new Error(signedIn.error.message);
    const id = await newBenchCampaign(staff);

    await page.goto(`${server.url}/crm?tab=campaigns&campaign=${id}`);
    await page.getByRole('button', { name: 'Send now' }).waitFor({ timeout: 60_000 });
    await page.locator('[data-live="connected"]').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2_000);
    await takeLongTasks(page);

    const queuedAt = performance.now();
    const queuedInPage = await page.evaluate(() => performance.now());
    const queued = await staff.rpc('queue_campaign', { campaign_id: id });
    if (queued.error) throw new Error(queued.error.message);
    const service = server.service();
    let left = Number(queued.data);
    let shownChanges = 0;
    let lastShown = '';
    while (left > 0 && performance.now() - queuedAt < WATCH_MS) {
      await page.waitForTimeout(500);
      const shown = await page.getByTestId('campaign-results').innerText();
      if (shown !== lastShown) [shownChanges, lastShown] = [shownChanges + 1, shown];
      const { count, error } = await service
        .from('campaign_recipients')
        .select('id', { count: 'exact', head: true })
        .eq('campaign_id', id)
        .eq('outcome', 'queued');
      if (error) throw new Error(error.message);
      left = count ?? 0;
    }
    const watchedMs = performance.now() - queuedAt;
    const entries = await takeLongTaskEntries(page);
    const tasks = entries.map((task) => task.duration);
    const { longest, over200 } = summary(tasks);
    const when = entries
      .filter((task) => task.duration > 100)
      .map(
        (task) =>
          `${task.duration.toFixed(0)} ms at ${((task.start - queuedInPage) / 1000).toFixed(1)} s`,
      );
    return [
      `The Campaigns tab in Chromium (${TAB_CONTACTS} contacts seeded and the server restarted in ${(seededMs / 1000).toFixed(1)} s) while ${queued.data} mails went: ${left} still queued after ${(watchedMs / 1000).toFixed(1)} s; the results shown changed ${shownChanges} times`,
      `main-thread tasks over 200 ms: ${over200}, longest ${longest.toFixed(0)} ms (${tasks.length} over 50 ms; goal: none over 200 ms)${when.length ? `; over 100 ms, from the queue call: ${when.join(', ')}` : ''}`,
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
