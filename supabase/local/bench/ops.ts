/**
 * npm run bench:ops [-- --contacts 50000 --files-mb 1024 --file-mb 4 --clients 8]
 *                   [--only restart|backup|durability] [--durability-seconds 10]
 * A restart under load first (restart-under-load.ts): `--clients` visitors apply while the server
 * is stopped with SIGTERM and started again; the longest time with no answer and what was lost.
 * Then backup and restore at volume: seeds contacts and stored files into a fresh embedded backend,
 * takes `npm run backup` while visitors apply through the join path (anon inserts, as the join
 * form does), then `npm run restore` into a new folder. Prints the seconds of each, the archive's
 * size and the applications per second the site answered in the 10 s before the backup and while
 * it ran, with the machine's load average (other work on the machine moves every figure). Last
 * (or alone with `--only durability`), what fsync costs: durability.ts. `npm run bench:join`
 * (join-rate.ts) measures the join path alone, with what each application costs in CPU.
 */
import { spawn } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { describeDurability, measureDurabilityCost } from './durability.ts';
import { benchApplication } from './join-load.ts';
import { describeRestart, measureRestartUnderLoad } from './restart-under-load.ts';
import { seedContacts } from './seed-contacts.ts';
import { spawnServe } from './spawn-serve.ts';

const { values } = parseArgs({
  options: {
    contacts: { type: 'string', default: '50000' },
    'files-mb': { type: 'string', default: '1024' },
    'file-mb': { type: 'string', default: '4' },
    clients: { type: 'string', default: '8' },
    only: { type: 'string' },
    'durability-seconds': { type: 'string', default: '10' },
  },
});
const contacts = Number(values.contacts);
const fileBytes = Number(values['file-mb']) * 1024 * 1024;
const fileCount = Math.ceil((Number(values['files-mb']) * 1024 * 1024) / fileBytes);
const clients = Number(values.clients);

/** What fsync costs: last in a full run, or alone. */
async function durability(): Promise<void> {
  const seconds = Number(values['durability-seconds']);
  process.stdout.write(`${describeDurability(await measureDurabilityCost(clients, seconds))}\n`);
}

if (values.only === 'durability') {
  await durability();
  process.exit(0);
}

if (values.only !== 'backup') {
  process.stdout.write(`${describeRestart(await measureRestartUnderLoad(clients))}\n`);
  if (values.only === 'restart') process.exit(0);
}

const cli = (name: string) => fileURLToPath(new URL(`../cli/${name}.ts`, import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'majlis-bench-ops-'));
const sourceDir = path.join(work, 'source');
const outDir = path.join(work, 'backups');
const restoredDir = path.join(work, 'restored');

/** Runs a CLI to its end; its seconds, or throws with its message. */
function timed(name: string, args: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [cli(name), ...args], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`${name} failed: ${stderr}`)),
    ),
  );
}

const { child, config } = await spawnServe({ dataDir: sourceDir, stderr: 'ignore' });
try {
  const options = { auth: { persistSession: false, autoRefreshToken: false } };
  const service = createClient(config.url, config.serviceRoleKey, options);
  const anon = createClient(config.url, config.anonKey, options);
  process.stdout.write(
    `Seeding ${contacts} contacts and ${fileCount} files of ${fileBytes} bytes…\n`,
  );
  await seedContacts(service, contacts, 'bench-ops');
  const bytes = new Uint8Array(fileBytes);
  for (let index = 0; index < fileCount; index += 1) {
    // Random bytes, as photos and PDFs are to gzip: it gains nothing on them.
    randomFillSync(bytes);
    const { error } = await service.storage
      .from('contact_attachments')
      .upload(`bench/${index}.bin`, bytes, { contentType: 'application/octet-stream' });
    if (error) throw new Error(`upload failed: ${error.message}`);
  }

  let applying = true;
  let applied = 0;
  let failed = 0;
  const failures = new Set<string>();
  const visitor = async (lane: number) => {
    for (let n = 0; applying; n += 1) {
      const { error } = await anon.from('membership_requests').insert(benchApplication(lane, n));
      if (error) {
        failed += 1;
        failures.add(error.message);
      } else applied += 1;
    }
  };
  const lanes = Array.from({ length: clients }, (_, lane) => visitor(lane));
  // The join path alone first, as the figure to hold the backup's against.
  await sleep(3_000);
  const before = { applied, at: performance.now() };
  await sleep(10_000);
  const aloneRate = (applied - before.applied) / ((performance.now() - before.at) / 1000);
  const load = (): string => loadavg()[0]!.toFixed(1);
  const loadAtStart = load();
  const appliedBefore = applied;
  const backupSeconds = await timed('backup', [
    '--out',
    outDir,
    '--data-dir',
    sourceDir,
    '--url',
    config.url,
  ]);
  const duringRate = (applied - appliedBefore) / backupSeconds;
  const loadAtEnd = load();
  applying = false;
  await Promise.all(lanes);
  const archive = path.join(outDir, readdirSync(outDir)[0]!);
  const restoreSeconds = await timed('restore', [archive, '--data-dir', restoredDir]);
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
  process.stdout.write(
    [
      `contacts: ${contacts}, stored files: ${fileCount} (${mb(fileCount * fileBytes)} MB)`,
      `backup: ${backupSeconds.toFixed(1)} s, archive ${mb(statSync(archive).size)} MB ` +
        `(load average ${loadAtStart} → ${loadAtEnd} on ${availableParallelism()} cores)`,
      `join path: ${aloneRate.toFixed(0)} applications/s in the 10 s before the backup, ` +
        `${duringRate.toFixed(0)} during it (${clients} visitors, ${failed} failed` +
        `${failed > 0 ? `: ${[...failures].slice(0, 3).join('; ')}` : ''})`,
      `restore: ${restoreSeconds.toFixed(1)} s (load average ${load()})`,
      '',
    ].join('\n'),
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(work, { recursive: true, force: true });
}

if (values.only === undefined) await durability();
