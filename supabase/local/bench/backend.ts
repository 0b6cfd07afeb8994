/**
 * Benchmark of the embedded backend through the real supabase-js client:
 *   npm run bench:backend -- [--clients 8] [--count 1000] [--table contact_messages|membership_requests]
 * Starts serve.ts on a temporary data folder, lets N anonymous clients insert rows with unique
 * e-mail addresses until `count` requests are done, prints requests/s and latency percentiles,
 * then checks with the service key that every acknowledged row is in the table.
 * It prints figures only; nothing here asserts timings.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { percentile } from './percentile.ts';

/** A valid row for each table the benchmark can fill; e-mails are unique per row. */
const TABLES: Record<string, (email: string, n: number) => Record<string, string>> = {
  contact_messages: (email: string, n: number) => ({
    name: `Bench ${n}`,
    email,
    message: `Benchmark message ${n}`,
  }),
  membership_requests: (email: string, n: number) => ({
    first_name: 'Bench',
    last_name: String(n),
    email,
  }),
};

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '8' },
    count: { type: 'string', default: '1000' },
    table: { type: 'string', default: 'contact_messages' },
  },
});
const clients = Number(values.clients);
const count = Number(values.count);
const table = values.table;
if (!Number.isInteger(clients) || clients < 1)
  throw new Error('--clients must be a positive integer');
if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive integer');
const makeRow = (Object.hasOwn(TABLES, table) ? TABLES[table] : undefined) ?? unknownTable();

function unknownTable(): never {
  throw new Error(`--table must be one of ${Object.keys(TABLES).join(', ')}`);
}

const serve = fileURLToPath(new URL('../serve.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'majlis-bench-'));
const child = spawn(process.execPath, [serve, '--port', '0', '--data-dir', dataDir], {
  stdio: ['ignore', 'pipe', 'inherit'],
});

function stopServer(): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const startedAt = performance.now();
const config = await new Promise<{ url: string; anonKey: string; serviceRoleKey: string }>(
  (resolve, reject) => {
    let buffer = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      buffer += chunk;
      const newline = buffer.indexOf('\n');
      if (newline >= 0) resolve(JSON.parse(buffer.slice(0, newline)));
    });
    child.once('exit', (code) =>
      reject(new Error(`serve.ts exited with code ${String(code)} before it was ready`)),
    );
  },
);
console.log(
  `backend ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s at ${config.url} (data: ${dataDir})`,
);

const options = { auth: { persistSession: false, autoRefreshToken: false } };
const domain = `bench-${randomUUID().slice(0, 8)}.example.com`;
const latencies: number[] = [];
const acknowledged: string[] = [];
const failures = new Map<string, number>();
let issued = 0;

async function runClient(client: SupabaseClient, id: number): Promise<void> {
  while (issued < count) {
    const n = issued;
    issued += 1;
    const email = `c${id}-${n}@${domain}`;
    const begin = performance.now();
    const { error, status } = await client.from(table).insert(makeRow(email, n));
    latencies.push(performance.now() - begin);
    if (!error && status === 201) acknowledged.push(email);
    else {
      const key = `${status} ${error?.code ?? ''} ${error?.message ?? ''}`.trim();
      failures.set(key, (failures.get(key) ?? 0) + 1);
    }
  }
}

try {
  const anonClients = Array.from({ length: clients }, () =>
    createClient(config.url, config.anonKey, options),
  );
  const begin = performance.now();
  await Promise.all(anonClients.map((client, id) => runClient(client, id)));
  const seconds = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);

  console.log(`\ninserts into ${table}: ${count} requests from ${clients} concurrent anon clients`);
  console.log(`  duration     ${seconds.toFixed(2)} s`);
  console.log(`  throughput   ${(count / seconds).toFixed(1)} requests/s`);
  console.log(
    `  latency ms   p50 ${percentile(latencies, 50).toFixed(1)}  p95 ${percentile(latencies, 95).toFixed(1)}  ` +
      `p99 ${percentile(latencies, 99).toFixed(1)}  max ${(latencies.at(-1) ?? 0).toFixed(1)}`,
  );
  console.log(`  acknowledged ${acknowledged.length}, failed ${count - acknowledged.length}`);
  for (const [reason, times] of failures) console.log(`    ${times} x ${reason}`);

  // Verification: every acknowledged row must be stored.
  const service = createClient(config.url, config.serviceRoleKey, options);
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
    `  verified     ${stored.size} rows stored; ${missing.length} acknowledged rows missing`,
  );
  if (missing.length > 0) {
    console.error(
      `MISSING ROWS: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}`,
    );
    process.exitCode = 1;
  }
} finally {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
