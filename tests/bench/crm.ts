/**
 * `npm run bench:crm`: the staff board on a large pipeline. Starts the production server on a fresh
 * data folder, adds CONTACTS contacts (default 10,000) and a staff login, opens /crm in Chromium and
 * prints: time from navigation to the board drawn with every column counted (in English, then
 * in Arabic, with the ratio: issue 45), a drop's time from
 * key press to the card in its new column (and from the last answer to the count changing), frame
 * times while scrolling the longest column (3 in 10 contacts are in MQL Lead: 3,000 cards), the All
 * tab's time from the click to its first page drawn with the true total, a search and a sort there,
 * a full CSV export (click to the whole file downloaded), the JS heap, and the JavaScript the board's
 * first load runs (the other tabs' code is fetched a second later)
 * (gzip). BENCH_PORT picks the server's port (default 4396).
 *
 * BENCH_ONLY=overview times the Overview tab alone at scale (issue 44's figures: CONTACTS=50000,
 * with REQUESTS requests, default 5,000, and EVENTS events, default 40, with their guests, all
 * spread over the last 12 months, and a stage history): every figure's data for this month and
 * for 12 months, the tab drawn after navigation, and a change of period.
 * Needs a build (`npm run build`). Prints figures; asserts nothing.
 */
import { chromium, type Page, type Response } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { queuedJobs } from '../../supabase/local/bench/queued-jobs.ts';
import { AUTO_ANALYZE_EVERY_MS } from '../../supabase/local/db/auto-analyze.ts';
import { PERIOD_FIGURE_FUNCTIONS } from '../../src/lib/crm/overview/period-figures.ts';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { summary, takeLongTasks, watchLongTasks } from './long-tasks.ts';

const CONTACTS = Number(process.env['CONTACTS'] ?? 10_000);
const OVERVIEW_ONLY = process.env['BENCH_ONLY'] === 'overview';
const REQUESTS = Number(process.env['REQUESTS'] ?? 5_000);
const EVENTS = Number(process.env['EVENTS'] ?? 40);
const DAY_MS = 86_400_000;
/** The figure functions behind the period's figures (stage counts take no period). */
const PERIOD_FIGURES = Object.values(PERIOD_FIGURE_FUNCTIONS);
const PORT = benchPort();
const base = `http://127.0.0.1:${PORT}`;
/** BENCH_PORT picks the port (default 4396), so two benches on one machine do not collide. */
function benchPort(): number {
  return Number(process.env['BENCH_PORT'] ?? 4396);
}
const work = mkdtempSync(path.join(tmpdir(), 'bench-crm-'));
const stages = [
  'mql_lead',
  'sql_qualification',
  'sqo_discovery',
  'evaluation',
  'closed_won',
  'closed_lost',
];

/** Company names the industry inference knows (a bank, a solar firm), so Infer has work to do. */
function benchCompany(n: number): string {
  return `${n % 2 ? 'Gulf Commercial Bank' : 'Desert Solar Power'} ${n % 700}`;
}

const server = spawn(process.execPath, ['src/server/start.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    SUPABASE_DATA_DIR: work,
  },
  stdio: 'ignore',
});

try {
  for (let i = 0; i < 600; i += 1) {
    if (
      await fetch(`${base}/api/public-config.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const keys = JSON.parse(readFileSync(path.join(work, 'keys.json'), 'utf8')) as {
    anonKey: string;
    serviceRoleKey: string;
  };
  const admin = createClient(base, keys.serviceRoleKey, { auth: { persistSession: false } });
  const seedStarted = performance.now();
  for (let from = 0; from < CONTACTS; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, CONTACTS - from) }, (_, k) => {
      const n = from + k;
      return {
        first_name: `Bench${n}`,
        last_name: 'Contact',
        email: `bench-${n}@example.com`,
        company: benchCompany(n),
        title: 'Director',
        // 3 in 10 in the first column, so one column is long (3,000 of 10,000).
        stage: n % 10 < 3 ? stages[0] : stages[1 + (n % 5)],
        heat_rating: n % 6,
        // The Overview's figures count by creation: a year of leads, a few every day.
        ...(OVERVIEW_ONLY && {
          created_at: new Date(Date.now() - (n % 365) * DAY_MS).toISOString(),
        }),
      };
    });
    const { error } = await admin.from('contacts').insert(rows);
    if (error) throw new Error(error.message);
  }
  const seeded = performance.now() - seedStarted;
  // The board is timed as staff meet it after an import: once the embedded database's statistics
  // pass has run (supabase/local/db/auto-analyze.ts), not in the second after 10,000 inserts, when
  // the planner has none (the page's first byte then came at 250 ms instead of 100 ms).
  await new Promise((resolve) => setTimeout(resolve, AUTO_ANALYZE_EVERY_MS + 3_000));
  const email = 'bench-staff@example.com';
  const password = 'bench staff password';
  const created = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  await admin.from('profiles').update({ role: 'staff' }).eq('id', created.data.user!.id);

  const browser = await chromium.launch(chromiumLaunchOptions());
  if (OVERVIEW_ONLY) {
    const seededMore = await seedOverviewRows(admin);
    const drained = await jobsDrained(admin);
    await new Promise((resolve) => setTimeout(resolve, AUTO_ANALYZE_EVERY_MS + 3_000));
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const figures = await overviewAtScale(page, admin, { email, password });
    await browser.close();
    console.log(
      `/crm Overview with ${CONTACTS} contacts, ${REQUESTS} requests and ${EVENTS} events (seeded in ${((seeded + seededMore) / 1000).toFixed(1)} s; their jobs done ${(drained / 1000).toFixed(1)} s later)`,
    );
    for (const line of figures) console.log(`  ${line}`);
  } else {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const scripts = new Map<string, number>();
    const sizeScript = async (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    };
    page.on('response', sizeScript);
    await watchLongTasks(page);
    await signIn(page, '/crm?tab=pipeline', { email, password });
    await page.getByTestId('stage-count').first().waitFor();
    // The scripts are weighed on this first load only: reading bodies back slows the timed loads.
    page.off('response', sizeScript);

    // The first board in English and in Arabic (issue 45), one load of each in turn, seven rounds,
    // the medians printed: one load on a 2-core machine varies by ±150 ms, and the machine's load
    // drifts, so the two languages are timed side by side. The staff member's language is stored
    // before each load; an Arabic page fetches its words before the first render.
    const staffId = created.data.user!.id;
    const english: BoardLoad[] = [];
    const arabicLoads: BoardLoad[] = [];
    for (let round = 0; round < 7; round += 1) {
      for (const [language, into] of [
        ['en', english],
        ['ar', arabicLoads],
      ] as const) {
        await admin.from('profiles').update({ staff_language: language }).eq('id', staffId);
        into.push(await boardLoad(page, language));
      }
    }
    await admin.from('profiles').update({ staff_language: 'en' }).eq('id', staffId);
    await page.reload();
    await page.locator('[data-live="connected"]').waitFor({ timeout: 60_000 });
    const { boardShown, boardRange, pageMedian, pageRange } = medians(english);
    const arabic = medians(arabicLoads);
    console.error(`board drawn: ${boardShown.toFixed(0)} ms`);

    const countOf = (stage: string) =>
      page
        .locator(`section[data-stage="${stage}"] [data-testid="stage-count"]`)
        .innerText()
        .then(Number);
    const before = await countOf('sql_qualification');
    const handle = page
      .locator('section[data-stage="mql_lead"] [data-testid="contact-card"]')
      .first()
      .getByRole('button', { name: /^Drag / });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.getByTestId('drag-overlay').waitFor();
    await page.keyboard.press('ArrowRight');
    await page
      .getByRole('status')
      .filter({ hasText: 'is over SQL Qualification' })
      .waitFor({ state: 'attached' });
    // In the page: when the last key or click of the drop happened, and when the count changed.
    await page.evaluate(() => {
      const marks = ((
        window as unknown as { dropMarks: { input: number; shown: number } }
      ).dropMarks = { input: 0, shown: 0 });
      const stamp = () => (marks.input = performance.now());
      document.addEventListener('keydown', stamp, { capture: true });
      document.addEventListener('click', stamp, { capture: true });
      const count = document.querySelector(
        'section[data-stage="sql_qualification"] [data-testid="stage-count"]',
      )!;
      new MutationObserver(() => {
        if (!marks.shown) marks.shown = performance.now();
      }).observe(count, { childList: true, characterData: true, subtree: true });
    });
    const dropStarted = performance.now();
    await page.keyboard.press('Space');
    // A contact with open checklist items asks first; the figure includes answering it.
    const guard = page.getByRole('alertdialog').getByRole('button', { name: 'Proceed Anyway' });
    await guard.click({ timeout: 3000 }).catch(() => undefined);
    await page.waitForFunction(
      (expected) =>
        Number(
          document.querySelector(
            'section[data-stage="sql_qualification"] [data-testid="stage-count"]',
          )?.textContent,
        ) === expected,
      before + 1,
    );
    const dropped = performance.now() - dropStarted;
    const reflected = await page.evaluate(() => {
      const marks = (window as unknown as { dropMarks: { input: number; shown: number } })
        .dropMarks;
      return marks.shown - marks.input;
    });

    // Scroll the long column a screen's worth per 5 frames, 240 frames, and time every frame.
    const frames = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const scroller = document.querySelector<HTMLElement>(
            'section[data-stage="mql_lead"] [data-testid="stage-scroller"]',
          )!;
          const times: number[] = [];
          let last = performance.now();
          let frame = 0;
          const step = (now: number) => {
            times.push(now - last);
            last = now;
            scroller.scrollTop += 120;
            frame += 1;
            if (frame < 240) requestAnimationFrame(step);
            else resolve(times.slice(1));
          };
          requestAnimationFrame(step);
        }),
    );
    const sorted = [...frames].sort((a, b) => a - b);
    const quantile = (q: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    const longCount = await countOf('mql_lead');

    const boardSearched = await boardSearch(page);
    console.error(`board search: ${boardSearched.found.toFixed(0)} ms`);
    const burst = await changesElsewhere(page, admin);
    console.error(`changes elsewhere: longest task ${burst.longest.toFixed(0)} ms`);
    // Infer Industries is measured over 10,000 contacts (issue 24's figure); above that it is left out.
    const infer = CONTACTS <= 10_000 ? await inferIndustries(page) : null;

    const overview = await overviewFigures(page, admin);

    // The All tab: the first page of every contact with the true total (the changes above added
    // contacts, so the total is read from the database); then a search and a sort over all of them,
    // and the CSV of every row.
    const { count: contactTotal } = await admin
      .from('contacts')
      .select('id', { count: 'exact', head: true });
    const shownTotal = `Export CSV (${new Intl.NumberFormat('en-US').format(contactTotal ?? 0)})`;
    const allStarted = performance.now();
    await page.getByRole('tab', { name: 'All' }).click();
    await page.getByTestId('all-table').getByRole('row').nth(1).waitFor({ timeout: 120_000 });
    await page.getByRole('link', { name: shownTotal }).waitFor({ timeout: 120_000 });
    const allShown = performance.now() - allStarted;
    const timeInPage = (action: () => Promise<void>, settled: () => Promise<unknown>) =>
      (async () => {
        const begin = performance.now();
        await action();
        await settled();
        return performance.now() - begin;
      })();
    // The search box waits 250 ms after the last key before asking; the figure includes it.
    const searched = await timeInPage(
      () => page.getByLabel('Search everything').fill(`bench${CONTACTS - 1}`),
      () => page.getByRole('link', { name: 'Export CSV (1)' }).waitFor({ timeout: 120_000 }),
    );
    await page.getByLabel('Search everything').fill('');
    await page.getByRole('link', { name: shownTotal }).waitFor({ timeout: 120_000 });
    const sortedByName = await timeInPage(
      () => page.getByTestId('all-table').getByRole('button', { name: 'Name' }).click(),
      () =>
        page
          .locator('th[aria-sort="ascending"]')
          .waitFor({ timeout: 120_000 })
          .then(() => page.locator('[aria-busy="false"]:has([data-testid="all-table"])').waitFor()),
    );
    const exportStarted = performance.now();
    const download = page.waitForEvent('download', { timeout: 600_000 });
    await page.getByRole('link', { name: shownTotal }).click();
    const file = await (await download).path();
    const exported = performance.now() - exportStarted;
    const csvBytes = statSync(file).size;
    const csvLines = readFileSync(file, 'utf8').split('\r\n').length - 2;

    const heap = await page.evaluate(
      () =>
        (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory
          ?.usedJSHeapSize ?? 0,
    );
    const js = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    await browser.close();

    console.log(`/crm with ${CONTACTS} contacts (seeded in ${(seeded / 1000).toFixed(1)} s)`);
    console.log(
      `  board drawn with every column counted: ${pageMedian.drawn.toFixed(0)} ms after navigation in the page's clock (median of 7 loads, taken in turn with the Arabic ones; ${pageRange}; the page's first byte at ${pageMedian.firstByte.toFixed(0)} ms, its last at ${pageMedian.lastByte.toFixed(0)} ms), ${boardShown.toFixed(0)} ms from the reload command (${boardRange})`,
    );
    console.log(
      `  the same board in Arabic: ${arabic.pageMedian.drawn.toFixed(0)} ms in the page's clock (${arabic.pageRange}; first byte ${arabic.pageMedian.firstByte.toFixed(0)} ms), ${arabic.boardShown.toFixed(0)} ms from the reload command (${arabic.boardRange}); Arabic / English: ${(arabic.pageMedian.drawn / pageMedian.drawn).toFixed(2)} in the page's clock, ${(arabic.boardShown / boardShown).toFixed(2)} from the command`,
    );
    console.log(
      `  keyboard drop to the card in its new column (guard dialog included): ${dropped.toFixed(0)} ms`,
    );
    console.log(
      `  drop reflected (last key or click to the new count drawn): ${reflected.toFixed(1)} ms`,
    );
    console.log(
      `  scrolling MQL Lead (${longCount} cards), ${frames.length} frames: p50 ${quantile(0.5).toFixed(1)} ms, p95 ${quantile(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms, ${frames.filter((t) => t > 34).length} over 34 ms`,
    );
    console.log(
      `  All tab: first page drawn with the total (${shownTotal}) ${allShown.toFixed(0)} ms after the click, a search ${searched.toFixed(0)} ms (250 ms pause included), a sort by name ${sortedByName.toFixed(0)} ms (to the redrawn page)`,
    );
    console.log(
      `  CSV export of every row: ${exported.toFixed(0)} ms from the click to the whole file (${csvLines} rows, ${(csvBytes / 1024 / 1024).toFixed(1)} MiB)`,
    );
    console.log(
      `  board search "bench${CONTACTS - 1}" (in the page): ${boardSearched.found.toFixed(0)} ms from the input to the one card and counts drawn; cleared: ${boardSearched.cleared.toFixed(0)} ms to every count again`,
    );
    console.log(
      `  1,000 changes made elsewhere in ${(burst.elapsed / 1000).toFixed(1)} s: longest main-thread task ${burst.longest.toFixed(0)} ms, ${burst.over200} over 200 ms`,
    );
    if (infer) {
      console.log(
        `  Infer Industries: "${infer.notice}" ${infer.elapsed.toFixed(0)} ms after the click; longest main-thread task meanwhile ${infer.longest.toFixed(0)} ms, ${infer.over200} over 200 ms`,
      );
    }
    console.log(
      `  Overview tab: every figure's data ${overview.data.toFixed(0)} ms (stage counts and the period's figures at once, this month), drawn ${overview.drawn.toFixed(0)} ms after the click (its code fetched then: ${(overview.js / 1024).toFixed(1)} KiB gzip), a change to the last 12 months ${overview.changed.toFixed(0)} ms`,
    );
    console.log(`  JS heap: ${(heap / 1024 / 1024).toFixed(1)} MiB`);
    console.log(`  JavaScript: ${(js / 1024).toFixed(1)} KiB gzip in ${scripts.size} files`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(work, { recursive: true, force: true });
}

/** Records every main-thread task over 50 ms (longtask entries) from the page's first script on. */
/**
 * The Overview tab (issue 44): its two calls (stage counts, the period's figures) at once for this month, straight
 * (the data); the tab from the click to every figure drawn, with the JavaScript its click fetched
 * (gzip); and a change of period to the last 12 months, to its figures drawn.
 */
async function overviewFigures(page: Page, admin: SupabaseClient) {
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  const month = { p_from: `${today.slice(0, 8)}01`, p_to: today };
  const data = await figureData(admin, month);

  const weighed: Promise<number>[] = [];
  const weigh = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    weighed.push(
      response
        .body()
        .then((body) => gzipSync(body, { level: 9 }).length)
        .catch(() => 0),
    );
  };
  page.on('response', weigh);
  const started = performance.now();
  await page.getByRole('tab', { name: 'Overview' }).click();
  const settled = page.locator('[data-period][aria-busy="false"]');
  await page.getByTestId('overview-newsletter').waitFor({ timeout: 120_000 });
  await settled.waitFor({ timeout: 120_000 });
  const drawn = performance.now() - started;
  page.off('response', weigh);
  const js = (await Promise.all(weighed)).reduce((sum, size) => sum + size, 0);

  const before = await settled.getAttribute('data-period');
  const changeStarted = performance.now();
  await page.getByLabel('Period', { exact: true }).selectOption('months12');
  await page
    .locator(`[data-period][aria-busy="false"]:not([data-period="${before}"])`)
    .waitFor({ timeout: 120_000 });
  const changed = performance.now() - changeStarted;
  return { data, drawn, changed, js };
}

/** Signs the bench's staff login in on the login page, landing on `next` (a /crm address). */
interface BoardLoad {
  /** From the reload command to the board drawn with every column counted. */
  command: number;
  /** In the page's own clock (from the navigation), with the server's first and last bytes. */
  drawn: number;
  firstByte: number;
  lastByte: number;
}

/**
 * One load of the board in `language`, timed from the reload command and in the page's own clock
 * (which starts with the navigation: Navigation Timing), beside when the server's first and last
 * bytes came.
 */
async function boardLoad(page: Page, language: 'en' | 'ar'): Promise<BoardLoad> {
  const navigation = performance.now();
  await page.reload();
  const drawn = await page.waitForFunction(
    ([expected, lang]) => {
      if (document.documentElement.lang !== lang) return false;
      const sum = [...document.querySelectorAll('[data-testid="stage-count"]')].reduce(
        (total, el) => total + Number(el.textContent),
        0,
      );
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return (
        sum >= expected && {
          drawn: performance.now(),
          firstByte: entry.responseStart,
          lastByte: entry.responseEnd,
        }
      );
    },
    [CONTACTS, language] as const,
    { timeout: 120_000 },
  );
  const command = performance.now() - navigation;
  const timing = (await drawn.jsonValue()) as Omit<BoardLoad, 'command'>;
  // The next load starts from a settled page, as a person's does: the live feed joined and the
  // board's read after the join answered (back to back, the next page's first request queued
  // behind those on the one database connection, and its first byte came 100-150 ms later).
  await page.locator('[data-live="connected"]').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(1_000);
  return { command, ...timing };
}

/** The median load (by each clock) and the ranges. */
function medians(loads: readonly BoardLoad[]) {
  const byCommand = [...loads].sort((a, b) => a.command - b.command);
  const byPage = [...loads].sort((a, b) => a.drawn - b.drawn);
  const middle = Math.floor(loads.length / 2);
  return {
    boardShown: byCommand[middle]!.command,
    boardRange: `${byCommand[0]!.command.toFixed(0)}-${byCommand.at(-1)!.command.toFixed(0)} ms`,
    pageMedian: byPage[middle]!,
    pageRange: `${byPage[0]!.drawn.toFixed(0)}-${byPage.at(-1)!.drawn.toFixed(0)} ms`,
  };
}

async function signIn(page: Page, next: string, login: { email: string; password: string }) {
  await page.goto(`${base}/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email', { exact: true }).fill(login.email);
  await page.getByLabel('Password', { exact: true }).fill(login.password);
  await page.getByRole('button', { name: 'Login with Password' }).click();
  await page.waitForURL((url) => url.pathname === '/crm');
}

/** Every figure of a period, as the tab asks for them (two calls); the time to the last answer. */
async function figureData(admin: SupabaseClient, period: { p_from: string; p_to: string }) {
  const started = performance.now();
  const answers = await Promise.all([
    admin.rpc('overview_stage_counts'),
    admin.rpc('overview_period_figures', period),
  ]);
  const elapsed = performance.now() - started;
  for (const answer of answers) if (answer.error) throw new Error(answer.error.message);
  return elapsed;
}

/**
 * The Overview's rows beside the contacts, over the last 12 months: REQUESTS applications and
 * event requests (every source and outcome), EVENTS events with 25 invitations each (3 in 5
 * checked in), and a stage history (every MQL lead moved on once). Returns the time taken.
 */
async function seedOverviewRows(admin: SupabaseClient): Promise<number> {
  const started = performance.now();
  const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
  const statuses = ['pending', 'approved', 'waitlist', 'rejected'];
  const sources = ['join_form', 'event_page', 'campaign', 'staff'];
  for (let from = 0; from < REQUESTS; from += 500) {
    const batch = Array.from({ length: Math.min(500, REQUESTS - from) }, (_, k) => from + k);
    const common = (n: number) => ({
      email: `bench-request-${n}@example.com`,
      request_status: statuses[n % 4],
      created_at: ago(n % 365),
      confirmation_sent_at: ago(n % 365),
    });
    const members = batch.filter((n) => n % 2 === 0);
    const guests = batch.filter((n) => n % 2 === 1);
    const answers = await Promise.all([
      admin.from('membership_requests').insert(
        members.map((n) => ({
          ...common(n),
          first_name: `Applicant${n}`,
          source: n % 4 === 0 ? 'join_form' : sources[n % 4],
          make_forwarded_at: ago(n % 365),
        })),
      ),
      admin.from('event_requests').insert(
        guests.map((n) => ({
          ...common(n),
          name: `Guest ${n}`,
          event_type: 'dinner',
          source: n % 4 === 1 ? 'event_page' : sources[n % 4],
        })),
      ),
    ]);
    for (const answer of answers) if (answer.error) throw new Error(answer.error.message);
  }
  for (let e = 0; e < EVENTS; e += 1) {
    const slug = `bench-dinner-${e}`;
    const starts = ago(Math.floor((e * 365) / Math.max(EVENTS, 1)));
    const event = await admin.from('events').insert({
      slug,
      title_en: `Bench dinner ${e}`,
      starts_at: starts,
      ends_at: new Date(Date.parse(starts) + 3 * 3_600_000).toISOString(),
      venue_en: 'Venue',
      area_en: 'Riyadh',
      capacity: 30,
    });
    if (event.error) throw new Error(event.error.message);
    const invited = await admin
      .from('invitations')
      .insert(
        Array.from({ length: 25 }, (_, g) => ({
          event_slug: slug,
          email: `bench-${e * 25 + g}@example.com`,
          guest_name: `Bench${e * 25 + g} Contact`,
          status: g % 7 === 0 ? 'declined' : 'confirmed',
          starts_at: starts,
        })),
      )
      .select('id');
    if (invited.error) throw new Error(invited.error.message);
    const came = invited.data.filter((_, g) => g % 5 < 3);
    const checked = await admin
      .from('check_ins')
      .insert(came.map((row) => ({ invitation_id: row.id })));
    if (checked.error) throw new Error(checked.error.message);
  }
  // One move for every MQL lead: the stage history the funnel and the time in stage read.
  const moved = await admin
    .from('contacts')
    .update({ stage: 'sql_qualification' })
    .eq('stage', 'mql_lead');
  if (moved.error) throw new Error(moved.error.message);
  return performance.now() - started;
}

/**
 * Waits for the job runner to finish the seeded requests' jobs (each one changes its request, which
 * the open tab follows live): the figures are timed as staff meet them on a settled install, not
 * while thousands of changes a minute re-read the tab. Returns the time waited.
 */
async function jobsDrained(admin: SupabaseClient): Promise<number> {
  const started = performance.now();
  for (;;) {
    const count = await queuedJobs(admin);
    if (count === 0 || performance.now() - started > 600_000) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * The Overview at scale: every figure's data (this month; the last 12 months), the tab from the
 * navigation to every figure drawn (median of 3 loads), and a change of period to the last 12
 * months to its figures drawn (median of 3).
 */
async function overviewAtScale(
  page: Page,
  admin: SupabaseClient,
  login: { email: string; password: string },
): Promise<string[]> {
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  const month = { p_from: `${today.slice(0, 8)}01`, p_to: today };
  const yearAgo = new Date(Date.now() + 3 * 3_600_000 - 365 * DAY_MS).toISOString();
  const year = { p_from: `${yearAgo.slice(0, 8)}01`, p_to: today };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  const monthData: number[] = [];
  const yearData: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    monthData.push(await figureData(admin, month));
    yearData.push(await figureData(admin, year));
  }
  // Each function alone over 12 months, to show where the time goes.
  const alone: [string, number][] = [];
  for (const fn of PERIOD_FIGURES) {
    const started = performance.now();
    const { error } = await admin.rpc(fn, year);
    if (error) throw new Error(error.message);
    alone.push([fn, performance.now() - started]);
  }
  alone.sort((a, b) => b[1] - a[1]);

  await page.addInitScript(installOverviewTimers);
  await signIn(page, '/crm', login);
  const settled = page.locator('[data-period][aria-busy="false"]');
  // A tab that never settles says why (its error notice) before the bench stops.
  await settled.waitFor({ timeout: 120_000 }).catch(async (error: unknown) => {
    console.error(
      await page
        .getByTestId('overview')
        .innerText()
        .catch(() => 'no Overview'),
    );
    throw error;
  });
  const drawn: number[] = [];
  const changed: number[] = [];
  const answered: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    await page.reload();
    drawn.push(await page.evaluate(() => (window as unknown as OverviewTimers).figuresDrawnAt));
    await page.waitForTimeout(1_000);
    const before = await settled.getAttribute('data-period');
    const change = page.evaluate(
      (previous) => (window as unknown as OverviewTimers).periodChangeTimes(previous),
      before ?? '',
    );
    await page.getByLabel('Period', { exact: true }).selectOption('months12');
    const times = await change;
    changed.push(times.drawn);
    answered.push(times.answered);
  }
  const range = (values: number[]) =>
    `${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)} ms`;
  return [
    `every figure's data (stage counts and the period's figures at once): this month ${median(monthData).toFixed(0)} ms (${range(monthData)}), the last 12 months ${median(yearData).toFixed(0)} ms (${range(yearData)})`,
    `each alone over 12 months, slowest first: ${alone.map(([fn, ms]) => `${fn.replace('overview_', '')} ${ms.toFixed(0)} ms`).join(', ')}`,
    `the tab drawn with every figure, from the navigation's start: ${median(drawn).toFixed(0)} ms (median of 3; ${range(drawn)})`,
    `a change of period to the last 12 months, to its figures drawn: ${median(changed).toFixed(0)} ms (median of 3; ${range(changed)}); of which reading until the last figure answered ${median(answered).toFixed(0)} ms`,
  ];
}

/** Timers the Overview's page keeps itself (page time, not Playwright's polling of the page). */
interface OverviewTimers {
  /** When every figure was first drawn: the settled figures and a frame painted after them. */
  figuresDrawnAt: Promise<number>;
  /** From the picker's change to the new period's figures painted, and to its last answer. */
  periodChangeTimes: (previous: string) => Promise<{ drawn: number; answered: number }>;
}

function installOverviewTimers() {
  const settled = '[data-period][aria-busy="false"]';
  const painted = (resolve: (at: number) => void) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
  /** Resolves with the moment `selector` first matches, once a frame has been painted after it. */
  const whenShown = (selector: string) =>
    new Promise<number>((resolve) => {
      const seen = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        seen.disconnect();
        painted(resolve);
      });
      seen.observe(document, { subtree: true, childList: true, attributes: true });
    });
  const timers: OverviewTimers = {
    figuresDrawnAt: whenShown(`${settled} [data-testid="overview-newsletter"]`),
    periodChangeTimes: (previous) => {
      let started = 0;
      document.addEventListener('change', () => (started = performance.now()), {
        capture: true,
        once: true,
      });
      return whenShown(`${settled}:not([data-period="${previous}"])`).then((at) => {
        const answers = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/rest/v1/rpc/overview_'))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
          .filter((end) => end >= started);
        return { drawn: at - started, answered: Math.max(...answers) - started };
      });
    },
  };
  Object.assign(window, timers);
}

/**
 * 1,000 changes made elsewhere while the board is open: ten service-role writes of 100 rows, one
 * a second (five inserts, then five updates moving those rows on), and then until the board's
 * count shows the last of them.
 */
async function changesElsewhere(page: Page, admin: SupabaseClient) {
  await takeLongTasks(page);
  const tag = `burst${Date.now().toString(36)}`;
  const countOf = () =>
    page
      .locator('section[data-stage="closed_lost"] [data-testid="stage-count"]')
      .innerText()
      .then(Number);
  const before = await countOf();
  const started = performance.now();
  for (let write = 0; write < 10; write += 1) {
    const next = started + write * 1000;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    if (write < 5) {
      const rows = Array.from({ length: 100 }, (_, k) => ({
        first_name: `Burst${write * 100 + k}`,
        last_name: tag,
        email: `${tag}-${write * 100 + k}@example.com`,
        stage: 'evaluation',
      }));
      const { error } = await admin.from('contacts').insert(rows);
      if (error) throw new Error(error.message);
    } else {
      const names = Array.from({ length: 100 }, (_, k) => `Burst${(write - 5) * 100 + k}`);
      const { error } = await admin
        .from('contacts')
        .update({ stage: 'closed_lost' })
        .eq('last_name', tag)
        .in('first_name', names);
      if (error) throw new Error(error.message);
    }
  }
  await page.waitForFunction(
    (expected) =>
      Number(
        document.querySelector('section[data-stage="closed_lost"] [data-testid="stage-count"]')
          ?.textContent,
      ) === expected,
    before + 500,
    { timeout: 120_000 },
  );
  const elapsed = performance.now() - started;
  return { elapsed, ...summary(await takeLongTasks(page)) };
}

/** Infer Industries over every contact without an industry: click to the "Updated N of M" notice. */
async function inferIndustries(page: Page) {
  await takeLongTasks(page);
  const started = performance.now();
  await page.getByRole('button', { name: 'Infer Industries' }).click();
  const notice = page.locator('[data-toast]').filter({ hasText: /Updated \d+ of \d+ contacts/ });
  await notice.first().waitFor({ timeout: 300_000 });
  const elapsed = performance.now() - started;
  const text = (await notice.first().textContent()) ?? '';
  // Then the feed's changes reach the board; the page must stay responsive meanwhile too.
  await page.waitForTimeout(5000);
  return { elapsed, notice: text.trim(), ...summary(await takeLongTasks(page)) };
}

/**
 * Stamps, in the page, the next input event on the board's search box and the first frame after
 * it at which the column counts add up to `total` (and, when given, a card with `name` is drawn):
 * typing to result, without the driver's own round trips.
 */
function markSearch(page: Page, total: number, name: string | null) {
  return page.evaluate(
    ([total, name]) =>
      new Promise<number>((resolve) => {
        const box = document.querySelector<HTMLInputElement>('input[type="search"]')!;
        box.addEventListener(
          'input',
          () => {
            const typed = performance.now();
            const check = () => {
              const sum = [...document.querySelectorAll('[data-testid="stage-count"]')].reduce(
                (n, el) => n + Number(el.textContent),
                0,
              );
              const drawn =
                name === null ||
                [...document.querySelectorAll('[data-testid="contact-card"]')].some((card) =>
                  card.textContent?.includes(name),
                );
              if (sum === total && drawn) resolve(performance.now() - typed);
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          },
          { once: true },
        );
      }),
    [total, name] as const,
  );
}

/** The board's search box: typing the newest contact's name to that one card shown and counted. */
async function boardSearch(page: Page) {
  const box = page.getByLabel('Search', { exact: true });
  const total = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="stage-count"]')].reduce(
      (sum, el) => sum + Number(el.textContent),
      0,
    ),
  );
  const name = `Bench${CONTACTS - 1}`;
  const foundMark = markSearch(page, 1, name);
  await box.fill(name.toLowerCase());
  const found = await foundMark;
  const clearedMark = markSearch(page, total, null);
  await box.fill('');
  const cleared = await clearedMark;
  return { found, cleared };
}
