/**
 * `npm run bench:all-rows`: the All table's reads on the embedded backend (PGlite) at 10,050
 * contacts (CONTACTS), with a thousand invitations to ten past events, half of them checked in.
 * Times, through supabase-js as the table asks (selectAllRows, 100 rows with the exact total), the
 * first page in the default order, a sort by name and a sort by attendance, a search, and the
 * whole CSV (allRowsCsv); median of 7 reads each. Prints figures; asserts nothing.
 */
import { allRowsCsv } from '../../src/lib/crm/all-rows-csv.ts';
import {
  DEFAULT_ALL_QUERY,
  ROW_COLUMNS,
  selectAllRows,
  SORT_COLUMNS,
  type AllQuery,
} from '../../src/lib/crm/all-rows-query.ts';
import type { SortKey, ViewRow } from '../../src/lib/crm/unified-rows.ts';
import type { TypedSupabaseClient } from '../../src/lib/supabase/typed-client.ts';
import { AUTO_ANALYZE_EVERY_MS } from '../../supabase/local/db/auto-analyze.ts';
import { startBackend } from '../integration/support/backend.ts';
import { createTestUser } from '../integration/support/users.ts';

const CONTACTS = Number(process.env['CONTACTS'] ?? 10_050);
const EVENTS = 10;
const GUESTS_PER_EVENT = 100;
const RUNS = 7;

const backend = await startBackend();
try {
  const admin = backend.client(backend.serviceRoleKey);
  for (let from = 0; from < CONTACTS; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, CONTACTS - from) }, (_, k) => ({
      first_name: `Bench${from + k}`,
      last_name: 'Contact',
      email: `bench-${from + k}@example.com`,
      company: `Company ${(from + k) % 700}`,
      title: 'Director',
    }));
    const { error } = await admin.from('contacts').insert(rows);
    if (error) throw new Error(error.message);
  }
  for (let event = 0; event < EVENTS; event += 1) {
    const guests = Array.from({ length: GUESTS_PER_EVENT }, (_, k) => ({
      event_slug: `bench-event-${event}`,
      email: `BENCH-${(event * 37 + k * 7) % CONTACTS}@Example.com`,
      guest_name: `Guest ${k}`,
      status: k % 10 === 0 ? 'declined' : 'confirmed',
      starts_at: new Date(Date.UTC(2025, event, 10, 18)).toISOString(),
    }));
    const { data, error } = await admin.from('invitations').insert(guests).select('id');
    if (error) throw new Error(error.message);
    const arrived = data.filter((_, k) => k % 2 === 0).map((row) => ({ invitation_id: row.id }));
    const checkIns = await admin.from('check_ins').insert(arrived);
    if (checkIns.error) throw new Error(checkIns.error.message);
  }
  // Read as staff meet it after an import: once the statistics pass has run.
  await new Promise((resolve) => setTimeout(resolve, AUTO_ANALYZE_EVERY_MS + 3_000));
  const staff = await createTestUser(backend, { staff: true });
  const client = staff.client as TypedSupabaseClient;

  const firstPage = async (query: AllQuery) => {
    const started = performance.now();
    const { data, count, error } = await selectAllRows(client, query, ROW_COLUMNS, 'exact')
      .range(0, 99)
      .overrideTypes<ViewRow[], { merge: false }>();
    if (error) throw new Error(error.message);
    if (data.length !== 100 || (query.search === '' && count !== CONTACTS)) {
      throw new Error(`Unexpected page: ${data.length} rows of ${String(count)}`);
    }
    return performance.now() - started;
  };
  const median = async (read: () => Promise<number>) => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await read());
    times.sort((a, b) => a - b);
    return `${times[RUNS >> 1]!.toFixed(0)} ms (${times[0]!.toFixed(0)}–${times[RUNS - 1]!.toFixed(0)})`;
  };
  const sorted = (sort: string): AllQuery => ({ ...DEFAULT_ALL_QUERY, sort: sort as SortKey });

  console.log(`All table, ${CONTACTS} contacts, ${EVENTS * GUESTS_PER_EVENT} invitations:`);
  console.log(
    `  first page (newest first) with the total: ${await median(() => firstPage(DEFAULT_ALL_QUERY))}`,
  );
  console.log(`  sorted by name: ${await median(() => firstPage(sorted('name')))}`);
  if (Object.hasOwn(SORT_COLUMNS, 'attendance')) {
    console.log(`  sorted by attendance: ${await median(() => firstPage(sorted('attendance')))}`);
  }
  console.log(
    `  search "bench1": ${await median(() => firstPage({ ...DEFAULT_ALL_QUERY, search: 'bench1' }))}`,
  );
  const csv = async () => {
    const started = performance.now();
    let lines = 0;
    for await (const chunk of allRowsCsv(client, DEFAULT_ALL_QUERY, 'Asia/Riyadh')) {
      lines += chunk.split('\r\n').length - 1;
    }
    if (lines !== CONTACTS + 1) throw new Error(`CSV had ${lines} lines`);
    return performance.now() - started;
  };
  console.log(`  whole CSV: ${await median(csv)}`);
} finally {
  await backend.stop();
}
