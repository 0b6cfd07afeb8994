/**
 * `npm start`, step one: build the site only when the last build is missing or out of date,
 * saying what it does at each step (JSON lines, as the server logs; astro build's own output is
 * its text). The build records a stamp next to its output; the stamp is
 * written only after `astro build` succeeds, so an interrupted build is never reused.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureTemplate } from '../../../supabase/local/db/pglite-template.ts';
import { childEnvironment, environment } from '../../../supabase/local/environment.ts';
import { stderrLogger as log } from '../../../supabase/local/server/log.ts';
import { buildSettings, parseStamp, rebuildReason, type BuildStamp } from './freshness.ts';

/** Everything the build reads besides node_modules. */
const SOURCES = [
  'src',
  'content',
  'public',
  'astro.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

const env = environment();
const outDir = path.resolve(env.ASTRO_OUT_DIR);
const stampPath = path.join(outDir, '.build-stamp.json');

function newestSource(): { time: number; file: string } {
  let newest = { time: 0, file: '' };
  const visit = (entry: string): void => {
    if (!existsSync(entry)) return;
    const stats = statSync(entry);
    if (stats.isDirectory()) {
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    } else if (stats.mtimeMs > newest.time) {
      newest = { time: stats.mtimeMs, file: entry };
    }
  };
  for (const source of SOURCES) visit(source);
  return newest;
}

const started = Date.now();
// The embedded database's template is made while the site builds, so that the server's first
// start on an empty data folder copies it instead of running initdb (see pglite-template.ts).
const template = env.DATABASE_URL
  ? Promise.resolve()
  : ensureTemplate().then(
      () => undefined,
      (error: unknown) => {
        log('warn', `Could not prepare the database template (${String(error)}); going on.`);
      },
    );
log('info', '[start 1/3] Checking the build…');
const sources = newestSource();
const settings = buildSettings(env);
const existing = parseStamp(
  existsSync(stampPath) && existsSync(path.join(outDir, 'server', 'entry.mjs'))
    ? readFileSync(stampPath, 'utf8')
    : undefined,
);
const reason = rebuildReason(existing, {
  newestSource: sources.time,
  newestPath: sources.file,
  settings,
  now: new Date(),
});

if (!reason) {
  log(
    'info',
    `[start 2/3] The build in ${path.relative('.', outDir)} is up to date (made ${existing?.builtAt}); not rebuilding.`,
  );
} else {
  log('info', `[start 2/3] Building the site: ${reason}. This takes a minute or two…`);
  const status = await new Promise<number | null>((resolve) => {
    spawn('npx', ['astro', 'build'], {
      stdio: 'inherit',
      env: childEnvironment({ ASTRO_TELEMETRY_DISABLED: '1' }),
    })
      .once('error', () => resolve(null))
      .once('exit', (code) => resolve(code));
  });
  if (status !== 0) {
    log('error', 'The build failed; see the messages above. Nothing was started.');
    process.exit(status ?? 1);
  }
  const stamp: BuildStamp = {
    builtAt: new Date().toISOString(),
    newestSource: sources.time,
    settings,
  };
  writeFileSync(stampPath, `${JSON.stringify(stamp, null, 2)}\n`);
  log('info', `[start 2/3] Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
await template;
log('info', '[start 3/3] Starting the server…');
