/**
 * Benchmark of the embedded backend through the real supabase-js client:
 *   npm run bench:backend -- [--clients 20] [--count 2000] [--warmup 500]
 *                            [--table membership_requests|contact_messages]
 *                            [--database-url postgres://…] [--read-rows 10000] [--profile <dir>]
 *                            [--port 0]
 * Starts serve.ts on a temporary data folder (PGlite, or the given PostgreSQL database), and prints:
 * start-up (first start on an empty folder, then a restart, each to the first answered request),
 * idle memory (RSS) after start, N anonymous clients inserting rows with unique e-mail addresses
 * (requests/s, latency percentiles, every acknowledged row checked with the service key) after
 * `--warmup` inserts that are not timed (Postgres's and V8's code is cold at first), and a
 * signed-in staff member's read of `--read-rows` contacts (p50 and max of 15 reads after 3 untimed)
 * beside the same read from reference-read-server.ts, the bare engine's floor, and their ratio
 * (the target is at most 1.15): on PostgreSQL the two alternate; PGlite's folder has one owner,
 * so its reference opens the folder once the server has stopped.
 * `--port N` puts the server on N, the Make stand-in on N+1 and the reference on N+2 (0: any free).
 * With --profile, the measured server runs under `node --cpu-prof`; its profile, a flame graph
 * (flame-graph.svg) and the functions with the most self time are written to <dir>.
 * By default the inserts take the join path: the join form's application, whose insert queues its
 * jobs (the Make webhook, sent to a local stand-in, and the confirmation mail), run by the server
 * meanwhile as in production. Then it prints the jobs drained per second, and checks each job ran
 * exactly once in effect (one webhook call and one confirmation mail per acknowledged row).
 * It prints figures only; nothing here asserts timings.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { flameGraphSvg, hotFunctions, type CpuProfile } from './flame-graph.ts';
import { percentile } from './percentile.ts';
import { spawnServe, type ServeConfig } from './spawn-serve.ts';
import { seedContacts } from './seed-contacts.ts';
import { signInStaff } from './staff-user.ts';
import { startMakeStandIn } from './make-stand-in.ts';
import { MEMBERSHIP_JOB_KINDS } from '../../functions/_shared/domain/job-kinds.ts';

/** A valid row for each table the benchmark can fill; e-mails are unique per row. */
const TABLES: Record<string, (email: string, n: number) => Record<string, string>> = {
  contact_messages: (email: string, n: number) => ({
    name: `Bench ${n}`,
    email,
    message: `Benchmark message ${n}`,
  }),
  // What the join form sends (src/lib/submissions/membership-request.ts), every field filled.
  membership_requests: (email: string, n: number) => ({
    first_name: 'Bench',
    last_name: `Applicant ${n}`,
    phone_number: '+966 55 123 4567',
    email,
    company: `Bench Trading Company ${n}`,
    title: 'Chief Executive Officer',
    industry: 'technology',
    linkedin_url: `https://www.linkedin.com/in/bench-applicant-${n}`,
    referred_by: 'A member of the network',
    additional_info: 'We are opening a regional office in Riyadh next year.',
  }),
};
/** The jobs an insert into each table queues (supabase/functions/_shared/domain/job-kinds.ts). */
const JOBS_PER_ROW: Record<string, readonly string[]> = {
  contact_messages: [],
  membership_requests: MEMBERSHIP_JOB_KINDS,
};

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '20' },
    count: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '500' },
    table: { type: 'string', default: 'membership_requests' },
    'database-url': { type: 'string' },
    'read-rows': { type: 'string', default: '10000' },
    profile: { type: 'string' },
    port: { type: 'string', default: '0' },
  },
});
const basePort = Number(values.port);
if (!Number.isInteger(basePort) || basePort < 0 || basePort > 65533)
  throw new Error('--port must be 0-65533');
/** The port for the n-th listener, or 0 (any free one) when no --port was given. */
const portFor = (n: number) => (basePort === 0 ? 0 : basePort + n);
const clients = Number(values.clients);
const count = Number(values.count);
const table = values.table;
if (!Number.isInteger(clients) || clients < 1)
  throw new Error('--clients must be a positive integer');
if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive integer');
const warmup = Number(values.warmup);
if (!Number.isInteger(warmup) || warmup < 0) throw new Error('--warmup must be 0 or more');
const makeRow = (Object.hasOwn(TABLES, table) ? TABLES[table] : undefined) ?? unknownTable();

function unknownTable(): never {
  throw new Error(`--table must be one of ${Object.keys(TABLES).join(', ')}`);
}

/** Timed reads of the 10,000 contacts, after 3 untimed ones. */
const READ_RUNS = 15;
const readRows = Number(values['read-rows']);
if (!Number.isInteger(readRows) || readRows < 0) throw new Error('--read-rows must be 0 or more');
const databaseUrl = values['database-url'];

const dataDir = mkdtempSync(path.join(tmpdir(), 'majlis-bench-'));
interface Started {
  child: ChildProcess;
  config: ServeConfig;
  /** Milliseconds from spawning the process to the first answered request. */
  startMs: number;
}

const jobKinds = JOBS_PER_ROW[table] ?? [];
const make = await startMakeStandIn(portFor(1));

async function startServer(profileDir?: string): Promise<Started> {
  const begin = performance.now();
  const { child, config } = await spawnServe({
    dataDir,
    databaseUrl,
    port: portFor(0),
    env: {
      MAKE_WEBHOOK_URL: make.url,
      ...(profileDir
        ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(profileDir)}` }
        : {}),
    },
  });
  const answered = await fetch(`${config.url}/rest/v1/`, { headers: { apikey: config.anonKey } });
  await answered.arrayBuffer();
  return { child, config, startMs: performance.now() - begin };
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MiB, from /proc (Linux). */
function rssMiB(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

const first = await startServer();
await stopServer(first.child);
const profileDir = values.profile;
if (profileDir) mkdirSync(profileDir, { recursive: true });
const { child, config, startMs } = await startServer(profileDir);
const engineName = databaseUrl ? 'PostgreSQL' : 'PGlite';
console.log(
  `backend on ${databaseUrl ? 'PostgreSQL (--database-url)' : 'PGlite'} at ${config.url} (data: ${dataDir})`,
);
console.log(
  `  start-up     first start ${first.startMs.toFixed(0)} ms, restart ${startMs.toFixed(0)} ms (to the first answer)`,
);
// RSS 2 s after the first answer (start-up's garbage still held), then after 10 s of idling,
// when V8's memory reducer has returned the start-up's heap.
const idleAt = async (seconds: number): Promise<string> => {
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const rss = rssMiB(child.pid!);
  return rss === undefined ? 'n/a' : `${rss.toFixed(0)} MiB`;
};
const early = await idleAt(2);
console.log(`  idle memory  ${early} RSS 2 s after start, ${await idleAt(8)} after 10 s`);

const options = { auth: { persistSession: false, autoRefreshToken: false } };
const domain = `bench-${randomUUID().slice(0, 8)}.example.com`;
const acknowledged: string[] = [];

/** One run of `total` inserts shared by the clients; rows are numbered from `first`. */
interface Phase {
  total: number;
  first: number;
  issued: number;
  latencies: number[];
  failures: Map<string, number>;
}

function newPhase(total: number, first: number): Phase {
  return { total, first, issued: 0, latencies: [], failures: new Map() };
}

async function runClient(client: SupabaseClient, id: number, phase: Phase): Promise<void> {
  while (phase.issued < phase.total) {
    const n = phase.first + phase.issued;
    phase.issued += 1;
    const email = `c${id}-${n}@${domain}`;
    const begin = performance.now();
    const { error, status } = await client.from(table).insert(makeRow(email, n));
    phase.latencies.push(performance.now() - begin);
    if (!error && status === 201) acknowledged.push(email);
    else {
      const key = `${status} ${error?.code ?? ''} ${error?.message ?? ''}`.trim();
      phase.failures.set(key, (phase.failures.get(key) ?? 0) + 1);
    }
  }
}

/** The staff read's figures, finished after the server stops on PGlite (see benchStaffRead). */
let staffRead: StaffRead | undefined;
try {
  const anonClients = Array.from({ length: clients }, () =>
    createClient(config.url, config.anonKey, options),
  );
  const warm = newPhase(warmup, 0);
  await Promise.all(anonClients.map((client, id) => runClient(client, id, warm)));
  const service = createClient(config.url, config.serviceRoleKey, options);
  const jobsBefore = jobKinds.length > 0 ? await jobsDone(service) : 0;
  const measured = newPhase(count, warmup);
  const begin = performance.now();
  await Promise.all(anonClients.map((client, id) => runClient(client, id, measured)));
  const insertsEnded = performance.now();
  const seconds = (insertsEnded - begin) / 1000;
  const latencies = measured.latencies.sort((a, b) => a - b);
  const failed = [...measured.failures.values()].reduce((sum, n) => sum + n, 0);

  console.log(
    `\ninserts into ${table}: ${count} requests from ${clients} concurrent anon clients` +
      ` (after ${warmup} untimed warm-up requests${warm.failures.size > 0 ? ', some failed' : ''})`,
  );
  console.log(`  duration     ${seconds.toFixed(2)} s`);
  console.log(`  throughput   ${(count / seconds).toFixed(1)} requests/s`);
  console.log(
    `  latency ms   p50 ${percentile(latencies, 50).toFixed(1)}  p95 ${percentile(latencies, 95).toFixed(1)}  ` +
      `p99 ${percentile(latencies, 99).toFixed(1)}  max ${(latencies.at(-1) ?? 0).toFixed(1)}`,
  );
  console.log(`  acknowledged ${count - failed}, failed ${failed}`);
  for (const [reason, times] of measured.failures) console.log(`    ${times} x ${reason}`);

  if (jobKinds.length > 0) await reportJobs(service, jobsBefore, begin, insertsEnded);

  // Verification: every acknowledged row must be stored.
  const stored = new Set<string>();
  for (let offset = 0; ; offset += 1000) {
    const { data, error } = await service
      .from(table)
      .select('email')
      .like('email', `%@${domain}`)
      .order('email')
      .range(offset, offset + 999);
    if (error) throw new Error(`verification query failed: ${error.message}`);
    for (const row of data as { email: string }[]) stored.add(row.email);
    if (data.length < 1000) break;
  }
  const missing = acknowledged.filter((email) => !stored.has(email));
  console.log(
    `  verified     ${stored.size} rows stored (warm-up included); ${missing.length} acknowledged rows missing`,
  );
  if (missing.length > 0) {
    console.error(
      `MISSING ROWS: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}`,
    );
    process.exitCode = 1;
  }

  if (readRows > 0) staffRead = await benchStaffRead(config, readRows);
  const loaded = rssMiB(child.pid!);
  console.log(
    `\nmemory after the runs ${loaded === undefined ? 'n/a' : `${loaded.toFixed(0)} MiB RSS`}`,
  );
} finally {
  await stopServer(child);
  try {
    if (staffRead) await finishStaffRead(staffRead);
  } finally {
    await make.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (profileDir) writeFlameGraph(profileDir, child.pid!);

async function jobsDone(service: SupabaseClient): Promise<number> {
  const { count: done, error } = await service
    .from('after_insert_jobs')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'done');
  if (error) throw new Error(`could not count jobs: ${error.message}`);
  return done ?? 0;
}

/** Each confirmation mail's address under the benchmark's domain, with how many it got. */
async function confirmationMails(service: SupabaseClient): Promise<Map<string, number>> {
  const seen = new Map<string, number>();
  for (let offset = 0; ; offset += 1000) {
    const { data, error } = await service
      .from('mail_outbox')
      .select('to_address')
      .eq('tag', 'send-network-confirmation')
      .like('to_address', `%@${domain}`)
      .order('id')
      .range(offset, offset + 999);
    if (error) throw new Error(`could not read the mail outbox: ${error.message}`);
    for (const { to_address: to } of data) seen.set(to, (seen.get(to) ?? 0) + 1);
    if (data.length < 1000) return seen;
  }
}

/**
 * The jobs the timed inserts queued: drained per second from the first timed insert until the last
 * is done, and each run once in effect (one webhook call and one confirmation mail per row).
 */
async function reportJobs(
  service: SupabaseClient,
  doneBefore: number,
  begin: number,
  insertsEnded: number,
): Promise<void> {
  const expected = acknowledged.length * jobKinds.length;
  let done = await jobsDone(service);
  const queuedAtEnd = expected - done;
  const deadline = performance.now() + 600_000;
  while (done < expected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    done = await jobsDone(service);
  }
  const drained = performance.now();
  const ran = done - doneBefore;
  console.log(
    `  jobs         ${ran} run (${jobKinds.join(', ')}) in ${((drained - begin) / 1000).toFixed(2)} s from the first timed insert: ` +
      `${((ran * 1000) / (drained - begin)).toFixed(1)} jobs/s; ${queuedAtEnd} still queued when the inserts ended, the last done ${(drained - insertsEnded).toFixed(0)} ms later`,
  );
  const calls = make.calls();
  const mails = await confirmationMails(service);
  const off = (counts: Map<string, number>) =>
    acknowledged.filter((email) => (counts.get(email) ?? 0) !== 1).length;
  console.log(
    `  exactly once ${acknowledged.length} applications: ${off(calls)} without exactly one webhook call, ${off(mails)} without exactly one confirmation mail`,
  );
  if (done < expected || off(calls) > 0 || off(mails) > 0) process.exitCode = 1;
}

/** The measured server's profile (written when it exits) as a flame graph and a top list. */
function writeFlameGraph(dir: string, pid: number): void {
  const file = readdirSync(dir).find(
    (name) => name.includes(`.${pid}.`) && name.endsWith('.cpuprofile'),
  );
  if (!file) throw new Error(`no CPU profile of process ${pid} in ${dir}`);
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
  const title = `serve.ts under bench:backend on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`;
  writeFileSync(path.join(dir, 'flame-graph.svg'), flameGraphSvg(profile, title));
  console.log(`
profile of the server: ${path.join(dir, file)}, flame graph ${path.join(dir, 'flame-graph.svg')}`);
  console.log('  most self time (busy time only):');
  for (const hot of hotFunctions(profile)) {
    console.log(
      `  ${hot.selfMs.toFixed(0).padStart(7)} ms ${(100 * hot.share).toFixed(1).padStart(5)}%  ${hot.name}`,
    );
  }
}

/** The staff read's timings so far; on PGlite the reference's are taken once the server stops. */
interface StaffRead {
  token: string;
  anonKey: string;
  count: number;
  times: Map<string, number[]>;
}

type Reader = [string, SupabaseClient];

/**
 * `3 + READ_RUNS` reads by each reader, alternating, the first 3 untimed (they compile the read's
 * code paths, as the inserts' warm-up); every reader must return `count` rows (or set it).
 */
async function timeReads(readers: Reader[], rows: number, read: StaffRead): Promise<void> {
  for (let run = 0; run < 3 + READ_RUNS; run += 1) {
    for (const [name, client] of readers) {
      const begin = performance.now();
      const { data, error } = await client.from('contacts').select('*').limit(rows);
      const elapsed = performance.now() - begin;
      if (error) throw new Error(`${name} read failed: ${error.message}`);
      if (read.count < 0) read.count = data.length;
      else if (data.length !== read.count) throw new Error(`${name} read ${data.length} rows`);
      if (run >= 3) read.times.set(name, [...(read.times.get(name) ?? []), elapsed]);
    }
  }
}

/** A client of the reference read server, sending the staff member's token. */
function referenceClient(url: string, read: StaffRead): SupabaseClient {
  const headers = { Authorization: `Bearer ${read.token}` };
  return createClient(url, read.anonKey, { ...options, global: { headers } });
}

/**
 * A staff member reads `rows` contacts through RLS, as the CRM's board does on open. On
 * PostgreSQL the reference reads alternate with the backend's; on PGlite they follow in
 * finishStaffRead, once the server has let go of its data folder.
 */
async function benchStaffRead(server: Started['config'], rows: number): Promise<StaffRead> {
  const service = createClient(server.url, server.serviceRoleKey, options);
  const tag = randomUUID().slice(0, 8);
  await seedContacts(service, rows, `read-${tag}`);
  const staff = await signInStaff(server, service, tag);
  const token = (await staff.auth.getSession()).data.session?.access_token ?? '';
  const read: StaffRead = { token, anonKey: server.anonKey, count: -1, times: new Map() };
  if (!databaseUrl) {
    await timeReads([['embedded backend', staff]], rows, read);
    return read;
  }
  const reference = await startReferenceRead(['--database-url', databaseUrl]);
  try {
    await timeReads(
      [
        ['embedded backend', staff],
        ['reference', referenceClient(reference.url, read)],
      ],
      rows,
      read,
    );
  } finally {
    await stopServer(reference.child);
  }
  return read;
}

/** PGlite's reference reads (the server stopped), then the figures and their ratio. */
async function finishStaffRead(read: StaffRead): Promise<void> {
  if (!databaseUrl) {
    const reference = await startReferenceRead(['--data-dir', dataDir]);
    try {
      await timeReads([['reference', referenceClient(reference.url, read)]], readRows, read);
    } finally {
      await stopServer(reference.child);
    }
  }
  console.log(
    `\nstaff read of contacts (${read.count} rows, select *, through RLS), ${READ_RUNS} runs after 3 untimed`,
  );
  const p50 = new Map<string, number>();
  for (const [name, measured] of read.times) {
    measured.sort((a, b) => a - b);
    p50.set(name, percentile(measured, 50));
    console.log(
      `  ${name.padEnd(16)} latency ms   p50 ${percentile(measured, 50).toFixed(1)}  max ${(measured.at(-1) ?? 0).toFixed(1)}`,
    );
  }
  const ratio = (p50.get('embedded backend') ?? NaN) / (p50.get('reference') ?? NaN);
  console.log(
    `  read ratio   ${ratio.toFixed(2)} (embedded backend p50 / reference p50, target <= 1.15) on ${engineName}`,
  );
  console.log(
    `  (reference: the same statement through a bare node:http and ${databaseUrl ? 'node-postgres' : 'PGlite'} server that checks nothing;\n` +
      `   supabase/local/bench/reference-read-server.ts: the floor on this machine${databaseUrl ? ', alternating with the backend' : ', after the backend stopped'})`,
  );
}

/** Starts reference-read-server.ts on the bench's engine and resolves with its URL. */
async function startReferenceRead(engine: string[]): Promise<{ child: ChildProcess; url: string }> {
  const script = fileURLToPath(new URL('./reference-read-server.ts', import.meta.url));
  const child = spawn(process.execPath, [script, ...engine, '--port', String(portFor(2))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const listening = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      buffer += chunk;
      const newline = buffer.indexOf('\n');
      if (newline >= 0) resolve((JSON.parse(buffer.slice(0, newline)) as { url: string }).url);
    });
    child.once('exit', (code) =>
      reject(new Error(`reference-read-server.ts exited with code ${String(code)}`)),
    );
  });
  return { child, url: listening };
}
