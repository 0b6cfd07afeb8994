/**
 * What fsync costs PGlite (SUPABASE_DB_FSYNC on against off), for bench:ops `--only durability`:
 * the join path (visitors' anonymous applications, whose jobs run against a Make stand-in) and
 * staff writes (a signed-in staff member adding notes and moving contacts), each measured on a
 * server of its own per mode, the modes taking turns so the machine's other load falls on both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startJoinLoad } from './join-load.ts';
import { startMakeStandIn } from './make-stand-in.ts';
import { seedContacts } from './seed-contacts.ts';
import { spawnServe, type ServeConfig } from './spawn-serve.ts';
import { signInStaff } from './staff-user.ts';

export interface DurabilityFigures {
  seconds: number;
  visitors: number;
  /** Per mode: applications and staff writes acknowledged per second. */
  on: { join: number; staff: number };
  off: { join: number; staff: number };
  dataDir: string;
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
): Promise<{ join: number; staff: number }> {
  const dataDir = path.join(work, `${fsync ? 'on' : 'off'}-${Date.now()}`);
  const env = { SUPABASE_DB_FSYNC: fsync ? 'on' : 'off', MAKE_WEBHOOK_URL: makeUrl };
  const { child, config } = await spawnServe({ dataDir, env, stderr: 'ignore' });
  try {
    const join = await joinPerSecond(config, visitors, seconds);
    const options = { auth: { persistSession: false, autoRefreshToken: false } };
    const service = createClient(config.url, config.serviceRoleKey, options);
    const staff = await signInStaff(config, service, `durability-${Date.now()}`);
    const contactIds = await seedContacts(service, 500, `durability-${fsync}`);
    const staffRate = await staffWritesPerSecond(staff, contactIds, visitors, seconds);
    return { join, staff: staffRate };
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
  const from = load.acknowledged();
  await sleep(seconds * 1000);
  const rate = (load.acknowledged() - from) / seconds;
  const figures = await load.stop();
  if (figures.serverErrors > 0 || figures.otherFailures.length > 0)
    throw new Error(`the join path failed: ${figures.otherFailures.slice(0, 3).join('; ')}`);
  return rate;
}

/** Each mode twice, in turns (off, on, off, on); the figures are each mode's mean. */
export async function measureDurabilityCost(
  visitors: number,
  seconds: number,
): Promise<DurabilityFigures> {
  const work = mkdtempSync(path.join(tmpdir(), 'majlis-bench-durability-'));
  const make = await startMakeStandIn();
  const sums = { on: { join: 0, staff: 0 }, off: { join: 0, staff: 0 } };
  try {
    for (const fsync of [false, true, false, true]) {
      const figures = await measureOnce(fsync, work, visitors, seconds, make.url);
      const mode = fsync ? sums.on : sums.off;
      mode.join += figures.join / 2;
      mode.staff += figures.staff / 2;
    }
  } finally {
    await make.close();
    rmSync(work, { recursive: true, force: true });
  }
  return { seconds, visitors, ...sums, dataDir: work };
}

export function describeDurability(figures: DurabilityFigures): string {
  const ratio = (off: number, on: number) => (on > 0 ? (off / on).toFixed(2) : 'n/a');
  const rate = (value: number) => value.toFixed(0);
  return [
    `durability (SUPABASE_DB_FSYNC), ${figures.visitors} clients, ${figures.seconds} s per run, ` +
      `each mode twice, data folders in ${path.dirname(figures.dataDir)}:`,
    `  join path: fsync off ${rate(figures.off.join)} applications/s, on ` +
      `${rate(figures.on.join)}/s: off/on ratio ${ratio(figures.off.join, figures.on.join)}`,
    `  staff writes: fsync off ${rate(figures.off.staff)} writes/s, on ` +
      `${rate(figures.on.staff)}/s: off/on ratio ${ratio(figures.off.staff, figures.on.staff)}`,
  ].join('\n');
}
