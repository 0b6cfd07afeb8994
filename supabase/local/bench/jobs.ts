/**
 * Benchmark of the after-insert jobs (the Make webhook and the confirmation mail of every join
 * application), run by the embedded backend's job processor:
 *   npm run bench:jobs -- [--count 300] [--workers 4] [--retry-base-ms 250] [--failures 4]
 *                         [--database-url postgres://…]
 * Starts serve.ts on a temporary data folder (PGlite, or the given empty PostgreSQL database)
 * with a local HTTP stand-in for Make, and prints:
 * - backlog: `--count` applications stored while the processor is off (SUPABASE_JOB_WORKERS=0),
 *   then a restart with `--workers` workers: jobs/s until every job is done;
 * - live: `--count` applications inserted by 10 clients with the processor on: jobs/s from the
 *   first insert until every job is done, and the insert-to-done latency of the webhook;
 * - retry schedule: one application whose webhook fails `--failures` times, with the measured
 *   wait before each retry next to the one the backoff rule asks for.
 * It prints figures only; nothing here asserts timings.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { JOB_KINDS } from '../../functions/_shared/domain/job-kinds.ts';
import { retryDelayMs } from '../../functions/_shared/jobs/retry-schedule.ts';
import { percentile } from './percentile.ts';
import { spawnServe } from './spawn-serve.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '300' },
    workers: { type: 'string', default: '4' },
    'retry-base-ms': { type: 'string', default: '250' },
    failures: { type: 'string', default: '4' },
    'database-url': { type: 'string' },
  },
});
function positive(name: string, raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer`);
  return value;
}
const count = positive('count', values.count);
const workers = positive('workers', values.workers);
const retryBaseMs = positive('retry-base-ms', values['retry-base-ms']);
const failures = positive('failures', values.failures);
const databaseUrl = values['database-url'];
const CLIENTS = 10;

// The Make stand-in: records when each address's calls arrive; fails an address's first calls.
const calls = new Map<string, number[]>();
const failuresLeft = new Map<string, number>();
const make = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    const email = String((JSON.parse(text) as { email?: unknown }).email);
    calls.set(email, [...(calls.get(email) ?? []), performance.now()]);
    const left = failuresLeft.get(email) ?? 0;
    failuresLeft.set(email, left - 1);
    response.writeHead(left > 0 ? 500 : 200).end();
  });
});
await new Promise<void>((resolve) => make.listen(0, '127.0.0.1', resolve));
const makeUrl = `http://127.0.0.1:${(make.address() as AddressInfo).port}/hook`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'majlis-bench-jobs-'));

interface Started {
  child: ChildProcess;
  service: SupabaseClient;
}

async function startServer(env: Record<string, string>): Promise<Started> {
  const { child, config } = await spawnServe({
    dataDir,
    databaseUrl,
    stderr: 'ignore',
    env: { MAKE_WEBHOOK_URL: makeUrl, SUPABASE_JOB_RETRY_BASE_MS: String(retryBaseMs), ...env },
  });
  const service = createClient(config.url, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return { child, service };
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const domain = `bench-${randomUUID().slice(0, 8)}.example.com`;
let issued = 0;

/** Stores `n` applications from CLIENTS concurrent clients (service key: no per-client throttle). */
async function apply(
  service: SupabaseClient,
  n: number,
  label: string,
): Promise<Map<string, number>> {
  const insertedAt = new Map<string, number>();
  const end = issued + n;
  const client = async () => {
    while (issued < end) {
      const email = `${label}-${issued}@${domain}`;
      issued += 1;
      const { error } = await service
        .from('membership_requests')
        .insert({ first_name: 'Bench', last_name: label, email });
      if (error) throw new Error(`insert failed: ${error.message}`);
      insertedAt.set(email, performance.now());
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return insertedAt;
}

async function jobsIn(service: SupabaseClient, status: string): Promise<number> {
  const { count: rows, error } = await service
    .from('after_insert_jobs')
    .select('id', { count: 'exact', head: true })
    .eq('status', status);
  if (error) throw new Error(`could not count jobs: ${error.message}`);
  return rows ?? 0;
}

async function untilDone(service: SupabaseClient, total: number): Promise<void> {
  while ((await jobsIn(service, 'done')) < total)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

const rate = (jobs: number, ms: number) => `${((jobs * 1000) / ms).toFixed(0)} jobs/s`;
console.log(
  `after-insert jobs on ${databaseUrl ? 'PostgreSQL (--database-url)' : 'PGlite'}, ${workers} workers, ${JOB_KINDS.length} jobs per application`,
);

// Backlog: applications stored while no processor runs, then a restart drains them.
const paused = await startServer({ SUPABASE_JOB_WORKERS: '0' });
await apply(paused.service, count, 'backlog');
await stopServer(paused.child);
let begin = performance.now();
const server = await startServer({ SUPABASE_JOB_WORKERS: String(workers) });
const readyMs = performance.now() - begin;
const jobsAfterBacklog = count * JOB_KINDS.length;
await untilDone(server.service, jobsAfterBacklog);
let elapsed = performance.now() - begin;
// Counted from the spawn, start-up included: the processor starts before the ready line.
console.log(
  `  backlog      ${jobsAfterBacklog} jobs done ${elapsed.toFixed(0)} ms after the restart began (ready at ${readyMs.toFixed(0)} ms): ${rate(jobsAfterBacklog, elapsed)}`,
);

// Live: inserts and jobs side by side.
begin = performance.now();
const insertedAt = await apply(server.service, count, 'live');
await untilDone(server.service, jobsAfterBacklog + count * JOB_KINDS.length);
elapsed = performance.now() - begin;
const latencies = [...insertedAt]
  .map(([email, at]) => (calls.get(email)?.[0] ?? Number.NaN) - at)
  .filter(Number.isFinite)
  .sort((a, b) => a - b);
console.log(
  `  live         ${count * JOB_KINDS.length} jobs in ${elapsed.toFixed(0)} ms with inserts running: ${rate(count * JOB_KINDS.length, elapsed)}; insert to webhook p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms`,
);

// Retry schedule: a webhook that fails `failures` times, then accepts.
const email = `retry@${domain}`;
failuresLeft.set(email, failures);
const { error } = await server.service
  .from('membership_requests')
  .insert({ first_name: 'Bench', last_name: 'retry', email });
if (error) throw new Error(`insert failed: ${error.message}`);
while ((calls.get(email)?.length ?? 0) < failures + 1)
  await new Promise((resolve) => setTimeout(resolve, 10));
const times = calls.get(email) ?? [];
console.log(`  retries      webhook failing ${failures} times, base ${retryBaseMs} ms:`);
for (let attempt = 1; attempt < times.length; attempt += 1) {
  const measured = (times[attempt] ?? 0) - (times[attempt - 1] ?? 0);
  const asked = retryDelayMs(attempt, {
    baseDelayMs: retryBaseMs,
    maxDelayMs: Number.MAX_SAFE_INTEGER,
    maxAttempts: failures + 1,
  });
  console.log(
    `    after attempt ${attempt}: waited ${measured.toFixed(0)} ms (rule ${asked} ms, late by ${(measured - asked).toFixed(0)} ms)`,
  );
}
console.log(`  failed jobs  ${await jobsIn(server.service, 'failed')}`);

await stopServer(server.child);
make.closeAllConnections();
make.close();
rmSync(dataDir, { recursive: true, force: true });
