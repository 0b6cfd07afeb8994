/**
 * `npm run bench:pages`: Lighthouse (mobile, its default simulated throttling) on the public pages
 * served by the production server, with the project's Chromium, plus the JavaScript each page
 * loads before any interaction, gzipped. Needs a build (`npm run build`). Prints figures (medians
 * of BENCH_RUNS runs, default 1); asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';

const PAGES = (
  process.env['BENCH_PAGES'] ??
  '/,/people,/events/an-evening-with-180-studios,/resources,/login,/contact'
).split(',');
const RUNS = Number(process.env['BENCH_RUNS'] ?? 1);
// BENCH_PORT lets parallel builds measure side by side.
const PORT = Number(process.env['BENCH_PORT'] ?? 4395);
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const distDir = path.resolve(process.env['ASTRO_OUT_DIR'] ?? 'dist');
const work = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Figures {
  scores: number[];
  lcp: number;
  tbt: number;
  cls: number;
  jsGzip: number;
  jsFiles: number;
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

function startServer(): ChildProcess {
  return spawn(process.execPath, ['src/server/start.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SUPABASE_DATA_DIR: path.join(work, 'data'),
    },
    stdio: 'ignore',
  });
}

/** Starts Chromium with a DevTools port for Lighthouse; resolves with the port it chose. */
function startChromium(): Promise<{ chromium: ChildProcess; port: number }> {
  const chromium = spawn(CHROMIUM, [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--remote-debugging-port=0',
    `--user-data-dir=${path.join(work, 'chromium')}`,
    'about:blank',
  ]);
  return new Promise((resolve, reject) => {
    let output = '';
    chromium.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve({ chromium, port: Number(match[1]) });
    });
    chromium.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
}

/** The gzip size of every script the page loaded (what a gzip-only browser would download). */
async function scriptWeight(requests: { url: string; resourceType?: string }[]) {
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const sizes = await Promise.all(
    scripts.map(
      async ({ url }) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length,
    ),
  );
  return { jsGzip: sizes.reduce((sum, size) => sum + size, 0), jsFiles: scripts.length };
}

async function audit(port: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  // A run can fail on a loaded machine (e.g. NO_LCP); the caller tries once more.
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.code}`);
  const { categories, audits } = result.lhr;
  const requests = (audits['network-requests']?.details as { items?: [] } | undefined)?.items ?? [];
  return {
    scores: CATEGORIES.map((c) => Math.round((categories[c]?.score ?? 0) * 100)),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    ...(await scriptWeight(requests)),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function medianFigures(runs: Figures[]): Figures {
  const pick = (f: (run: Figures) => number) => median(runs.map(f));
  return {
    scores: CATEGORIES.map((_, i) => pick((run) => run.scores[i] ?? 0)),
    lcp: pick((run) => run.lcp),
    tbt: pick((run) => run.tbt),
    cls: pick((run) => run.cls),
    jsGzip: pick((run) => run.jsGzip),
    jsFiles: pick((run) => run.jsFiles),
  };
}

if (!existsSync(path.join(distDir, 'client'))) {
  console.error(`No build in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const children: ChildProcess[] = [];
try {
  children.push(startServer());
  await waitFor(`http://127.0.0.1:${PORT}/`);
  const { chromium, port } = await startChromium();
  children.push(chromium);
  console.log(
    `Lighthouse ${RUNS === 1 ? '' : `(median of ${RUNS}) `}mobile, ${CHROMIUM}; JS = scripts loaded before any interaction, gzip -6`,
  );
  console.log(
    `${'page'.padEnd(40)} perf  a11y  bp  seo   LCP ms  TBT ms    CLS   JS KiB gzip (files)`,
  );
  for (const page of PAGES) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1)
      runs.push(await audit(port, `http://127.0.0.1:${PORT}${page}`));
    const f = medianFigures(runs);
    const [perf, a11y, bp, seo] = f.scores.map((s) => String(s).padStart(4));
    console.log(
      `${page.padEnd(40)} ${perf}  ${a11y} ${bp} ${seo}  ${f.lcp.toFixed(0).padStart(7)} ${f.tbt
        .toFixed(0)
        .padStart(
          7,
        )} ${f.cls.toFixed(3).padStart(6)}   ${(f.jsGzip / 1024).toFixed(1).padStart(6)} (${f.jsFiles})`,
    );
  }
  console.log(
    'Targets (issue 15): 100 in each category (the sign-in pages included), LCP ≤ 1,500 ms, TBT ≤ 50 ms, CLS ≤ 0.01; home ≤ 10 KiB JS; island-free pages 0.',
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(work, { recursive: true, force: true });
}
