/**
 * Benchmark of one /rest/v1 read through the real supabase-js client:
 *   npm run bench:rest -- [--contacts 10000] [--runs 200] [--database-url postgres://…]
 * Starts serve.ts on a temporary data folder (PGlite, or the given PostgreSQL database), seeds
 * `--contacts` contacts with notes on every tenth, signs a staff member in, and times the CRM-style
 * read of 50 contacts with a related count, through RLS:
 *   contacts?select=id,first_name,last_name,company,contact_notes(count)&order=created_at.desc&limit=50
 * It prints p50/p95 of `--runs` reads after 10 warm-up reads; nothing here asserts timings.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { percentile } from './percentile.ts';
import { spawnServe } from './spawn-serve.ts';
import { seedContacts } from './seed-contacts.ts';
import { signInStaff } from './staff-user.ts';

const { values } = parseArgs({
  options: {
    contacts: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '200' },
    'database-url': { type: 'string' },
  },
});
const contacts = Number(values.contacts);
const runs = Number(values.runs);
if (!Number.isInteger(contacts) || contacts < 50) throw new Error('--contacts must be 50 or more');
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
const databaseUrl = values['database-url'];
const options = { auth: { persistSession: false, autoRefreshToken: false } };

/** The contacts, and three notes on every tenth of them. */
async function seed(service: SupabaseClient, tag: string): Promise<void> {
  const ids = await seedContacts(service, contacts, `rest-${tag}`);
  const notes = ids
    .filter((_, i) => i % 10 === 0)
    .flatMap((id) => [1, 2, 3].map((n) => ({ contact_id: id, content: `Note ${n}` })));
  for (let offset = 0; offset < notes.length; offset += 1000) {
    const noted = await service.from('contact_notes').insert(notes.slice(offset, offset + 1000));
    if (noted.error) throw new Error(`seeding notes failed: ${noted.error.message}`);
  }
}

const read = (staff: SupabaseClient) =>
  staff
    .from('contacts')
    .select('id, first_name, last_name, company, contact_notes(count)')
    .order('created_at', { ascending: false })
    .limit(50);

const dataDir = mkdtempSync(path.join(tmpdir(), 'majlis-bench-rest-'));
const { child, config } = await spawnServe({ dataDir, databaseUrl, stderr: 'ignore' });
try {
  const service = createClient(config.url, config.serviceRoleKey, options);
  const tag = randomUUID().slice(0, 8);
  const seeding = performance.now();
  await seed(service, tag);
  const staff = await signInStaff(config, service, tag);
  console.log(
    `backend on ${databaseUrl ? 'PostgreSQL (--database-url)' : 'PGlite'}: ${contacts} contacts seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  for (let warm = 0; warm < 10; warm += 1) await read(staff);
  const times: number[] = [];
  let sample: unknown;
  for (let run = 0; run < runs; run += 1) {
    const begin = performance.now();
    const { data, error } = await read(staff);
    times.push(performance.now() - begin);
    if (error) throw new Error(`read failed: ${error.message}`);
    if (data.length !== 50) throw new Error(`read returned ${data.length} rows, not 50`);
    sample = data[0];
  }
  times.sort((a, b) => a - b);
  console.log(
    `\n50 contacts with contact_notes(count), newest first, as staff through RLS: ${runs} reads`,
  );
  console.log(`  first row    ${JSON.stringify(sample)}`);
  console.log(
    `  latency ms   p50 ${percentile(times, 50).toFixed(1)}  p95 ${percentile(times, 95).toFixed(1)}  max ${(times.at(-1) ?? 0).toFixed(1)}`,
  );
} finally {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
