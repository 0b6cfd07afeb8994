/**
 * What fsync costs PGlite (SUPABASE_DB_FSYNC on against off), for bench:ops `--only durability`:
 * the join path (visitors' anonymous applications, whose jobs run against a Make stand-in) and
 * staff writes (a signed-in staff member adding notes and moving contacts), each measured on a
 * server of its own per mode, in pairs of runs so the machine's other load falls on both modes.
 * With each join rate, the server's event-loop delay over the same seconds (perf_hooks'
 * monitorEventLoopDelay, read from its /metrics, which resets it at each scrape): PGlite runs on
 * the event loop, so a commit's fsync holds every other request for as long as the disk takes.
 */
import { closeSync, fsyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startJoinLoad } from './join-load.ts';
import { startMakeStandIn } from './make-stand-in.ts';
import { percentile } from './percentile.ts';
import { seedContacts } from './seed-contacts.ts';
import { spawnServe, type ServeConfig } from './spawn-serve.ts';
import { signInStaff } from './staff-user.ts';

interface Rates {
  /** Applications acknowledged per second. */
  join: number;
  /** Staff writes acknowledged per second. */
  staff: number;
  /** The server's event-loop delay while the join path ran, in milliseconds. */
  loopDelay: LoopDelay;
}

interface LoopDelay {
  mean: number;
  p99: number;
  max: number;
}

const METRICS_KEY = 'bench-durability-metrics-key';

/** The event-loop delay since the last scrape (prom-client resets it at each). */
async function scrapeLoopDelay(config: ServeConfig): Promise<LoopDelay> {
  const response = await fetch(`${config.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_KEY}` },
  });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  const text = await response.text();
  const seconds = (name: string) => {
    const match = new RegExp(`^nodejs_eventloop_lag_${name}_seconds (\\S+)$`, 'm').exec(text);
    if (!match) throw new Error(`/metrics has no nodejs_eventloop_lag_${name}_seconds`);
    return Number(match[1]) * 1000;
  };
  return { mean: seconds('mean'), p99: seconds('p99'), max: seconds('max') };
}

export interface DurabilityFigures {
  seconds: number;
  visitors: number;
  /** One pair per round: fsync off, then on, a minute apart at most. */
  rounds: { off: Rates; on: Rates }[];
  dataDir: string;
  /** The machine's 1-minute load average before and after: other work skews the figures. */
  load: [number, number];
  /** Median milliseconds of one 8 KiB write and fsync in the data folders' file system, before and after. */
  fsyncMs: [number, number];
}

const STAGES = ['mql_lead', 'sql_qualification', 'sqo_discovery'] as const;

/** Staff lanes adding a note and moving a contact, one after the other, for `seconds`. */
async function staffWritesPerSecond(
  staff: SupabaseClient,
  contactIds: string[],
  lanes: number,
  seconds: number,
): Promise<number> {
  let writes = 0;
  const until = performance.now() + seconds * 1000;
  const lane = async (index: number) => {
    for (let n = 0; performance.now() < until; n += 1) {
      const contactId = contactIds[(index * 7919 + n) % contactIds.length]!;
      const note = await staff
        .from('contact_notes')
        .insert({ contact_id: contactId, content: `ملاحظة ${n} 📝 100% #${index}` });
      const moved = await staff
        .from('contacts')
        .update({ stage: STAGES[n % STAGES.length] })
        .eq('id', contactId);
      if (note.error || moved.error)
        throw new Error(`staff write failed: ${(note.error ?? moved.error)?.message}`);
      writes += 2;
    }
  };
  await Promise.all(Array.from({ length: lanes }, (_, index) => lane(index)));
  return writes / seconds;
}

async function measureOnce(
  fsync: boolean,
  work: string,
  visitors: number,
  seconds: number,
  makeUrl: string,
): Promise<Rates> {
  const dataDir = path.join(work, `${fsync ? 'on' : 'off'}-${Date.now()}`);
  const env = {
    SUPABASE_DB_FSYNC: fsync ? 'on' : 'off',
    MAKE_WEBHOOK_URL: makeUrl,
    METRICS_KEY,
  };
  const { child, config } = await spawnServe({ dataDir, env, stderr: 'ignore' });
  try {
    const { rate: join, loopDelay } = await joinPerSecond(config, visitors, seconds);
    const options = { auth: { persistSession: false, autoRefreshToken: false } };
    const service = createClient(config.url, config.serviceRoleKey, options);
    const staff = await signInStaff(config, service, `durability-${Date.now()}`);
    const contactIds = await seedContacts(service, 500, `durability-${fsync}`);
    const staffRate = await staffWritesPerSecond(staff, contactIds, visitors, seconds);
    return { join, staff: staffRate, loopDelay };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function joinPerSecond(config: ServeConfig, visitors: number, seconds: number) {
  const domain = `durability-${Date.now()}.example.com`;
  const load = startJoinLoad({ url: config.url, anonKey: config.anonKey, visitors, domain });
  // Warm: the first applications pay for the first queries' plans.
  await load.reach(50);
  await scrapeLoopDelay(config);
  const from = load.acknowledged();
  await sleep(seconds * 1000);
  const rate = (load.acknowledged() - from) / seconds;
  const loopDelay = await scrapeLoopDelay(config);
  const figures = await load.stop();
  if (figures.serverErrors > 0 || figures.otherFailures.length > 0)
    throw new Error(`the join path failed: ${figures.otherFailures.slice(0, 3).join('; ')}`);
  return { rate, loopDelay };
}

/** The disk's own cost: the median of 50 writes of 8 KiB each followed by fsync(2). */
function probeFsyncMs(folder: string): number {
  const file = path.join(folder, 'fsync-probe');
  const fd = openSync(file, 'w');
  const times: number[] = [];
  try {
    for (let n = 0; n < 50; n += 1) {
      const started = performance.now();
      writeSync(fd, Buffer.alloc(8192, n), 0, 8192, (n % 8) * 8192);
      fsyncSync(fd);
      times.push(performance.now() - started);
    }
  } finally {
    closeSync(fd);
    rmSync(file, { force: true });
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

/**
 * `rounds` pairs of runs, fsync off then on: the machine's other load changes from minute to
 * minute, so each pair's ratio is taken between neighbours and the median ratio is the figure.
 */
export async function measureDurabilityCost(
  visitors: number,
  seconds: number,
  rounds = 3,
): Promise<DurabilityFigures> {
  const work = mkdtempSync(path.join(tmpdir(), 'majlis-bench-durability-'));
  const make = await startMakeStandIn();
  const load: [number, number] = [loadavg()[0]!, 0];
  const fsyncMs: [number, number] = [probeFsyncMs(work), 0];
  const pairs: DurabilityFigures['rounds'] = [];
  try {
    for (let round = 0; round < rounds; round += 1) {
      const off = await measureOnce(false, work, visitors, seconds, make.url);
      const on = await measureOnce(true, work, visitors, seconds, make.url);
      pairs.push({ off, on });
    }
    fsyncMs[1] = probeFsyncMs(work);
  } finally {
    await make.close();
    rmSync(work, { recursive: true, force: true });
  }
  load[1] = loadavg()[0]!;
  return { seconds, visitors, rounds: pairs, dataDir: work, load, fsyncMs };
}

export function describeDurability(figures: DurabilityFigures): string {
  const line = (what: 'join' | 'staff', unit: string) => {
    const ratios = figures.rounds
      .map((pair) => pair.off[what] / pair.on[what])
      .sort((a, b) => a - b);
    const each = figures.rounds
      .map((pair) => `${pair.off[what].toFixed(0)}/${pair.on[what].toFixed(0)}`)
      .join(', ');
    return (
      `  ${what === 'join' ? 'join path' : 'staff writes'}: ${unit}/s off/on per round ${each}; ` +
      `off/on ratio median ${percentile(ratios, 50).toFixed(2)} ` +
      `(${ratios[0]!.toFixed(2)}-${ratios.at(-1)!.toFixed(2)})`
    );
  };
  const pair = (values: [number, number], digits: number) =>
    values.map((value) => value.toFixed(digits)).join(' → ');
  return [
    `durability (SUPABASE_DB_FSYNC), ${figures.visitors} clients, ${figures.seconds} s per run, ` +
      `${figures.rounds.length} rounds, data folders in ${path.dirname(figures.dataDir)}; ` +
      `8 KiB write+fsync ${pair(figures.fsyncMs, 2)} ms, load average ${pair(figures.load, 1)} ` +
      `on ${availableParallelism()} cores:`,
    line('join', 'applications'),
    line('staff', 'writes'),
    ...(['off', 'on'] as const).map((mode) => {
      const delays = figures.rounds.map((pair) => pair[mode].loopDelay);
      const each = delays
        .map((delay) => `${delay.mean.toFixed(0)}/${delay.p99.toFixed(0)}/${delay.max.toFixed(0)}`)
        .join(', ');
      return `  event-loop delay under the join path, fsync ${mode}: mean/p99/max ms per round ${each}`;
    }),
  ].join('\n');
}
