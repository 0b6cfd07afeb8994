/**
 * node supabase/local/bench/join-rate.ts [--clients 8] [--seconds 10] [--no-jobs] [--profile <dir>]
 * The join path alone, as bench:ops's visitors apply (anon inserts through supabase-js, 3 s of
 * warm-up first): the applications per second the site answered, and what each cost in CPU
 * milliseconds in the server and in this process (the visitors' clients), read from /proc. Then,
 * unless `--no-jobs` (the server runs none), the server's CPU for each of the jobs still queued
 * when the visitors stop, measured while it drains them, and for a whole application with its
 * jobs over the run. With the machine's load average: other work moves every figure, so compare
 * runs taken one after the other. `--profile` runs the server under `node --cpu-prof`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { benchApplication } from './join-load.ts';
import { startMakeStandIn } from './make-stand-in.ts';
import { spawnServe } from './spawn-serve.ts';
import { queuedJobs } from './queued-jobs.ts';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '10' },
    'no-jobs': { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const withJobs = !values['no-jobs'];

/** User and system CPU milliseconds of a process so far, from /proc (Linux: 100 ticks a second). */
function cpuMs(pid: number | 'self'): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'majlis-join-rate-'));
const make = await startMakeStandIn();
const { child, config } = await spawnServe({
  dataDir,
  stderr: 'ignore',
  env: {
    MAKE_WEBHOOK_URL: make.url,
    ...(withJobs ? {} : { SUPABASE_JOB_WORKERS: '0' }),
    ...(values.profile
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(values.profile)}` }
      : {}),
  },
});
const serverCpu = () => cpuMs(child.pid!);
const options = { auth: { persistSession: false, autoRefreshToken: false } };
try {
  const anon = createClient(config.url, config.anonKey, options);
  let applying = true;
  let applied = 0;
  let failed = 0;
  const visitor = async (lane: number) => {
    for (let n = 0; applying; n += 1) {
      const { error } = await anon.from('membership_requests').insert(benchApplication(lane, n));
      if (error) failed += 1;
      else applied += 1;
    }
  };
  const runStart = serverCpu();
  const lanes = Array.from({ length: clients }, (_, lane) => visitor(lane));
  await sleep(3_000);
  const start = { applied, at: performance.now(), server: serverCpu(), self: cpuMs('self') };
  await sleep(seconds * 1000);
  const count = applied - start.applied;
  const rate = count / ((performance.now() - start.at) / 1000);
  const serverMs = (serverCpu() - start.server) / count;
  const clientMs = (cpuMs('self') - start.self) / count;
  const load = loadavg()[0]!.toFixed(1);
  applying = false;
  await Promise.all(lanes);
  process.stdout.write(
    `join path: ${rate.toFixed(0)} applications/s (${clients} visitors, ${failed} failed); ` +
      `CPU per application: server ${serverMs.toFixed(2)} ms, clients ${clientMs.toFixed(2)} ms ` +
      `(load average ${load} on ${availableParallelism()} cores)\n`,
  );
  if (withJobs) {
    const service = createClient(config.url, config.serviceRoleKey, options);
    const queued = () => queuedJobs(service);
    const backlog = await queued();
    const drain = { at: performance.now(), server: serverCpu() };
    while ((await queued()) > 0) await sleep(200);
    const perJob = (serverCpu() - drain.server) / Math.max(backlog, 1);
    const whole = (serverCpu() - runStart) / applied;
    process.stdout.write(
      `jobs: ${backlog} still queued, drained in ${((performance.now() - drain.at) / 1000).toFixed(1)} s ` +
        `at ${perJob.toFixed(2)} ms of server CPU each; an application with its jobs over the ` +
        `run: ${whole.toFixed(2)} ms (load average ${loadavg()[0]!.toFixed(1)})\n`,
    );
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await make.close();
  rmSync(dataDir, { recursive: true, force: true });
}
