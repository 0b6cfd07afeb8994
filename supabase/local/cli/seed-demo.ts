/**
 * npm run seed:demo — loads the fictional demo CRM data (supabase/seed-demo.sql) into the
 * local database: the PGlite data folder (SUPABASE_DATA_DIR, default .data/) or DATABASE_URL.
 * `npm run seed:demo -- --contacts 50000` then adds fictional contacts until the pipeline holds
 * that many (supabase/local/db/demo-volume.ts). It also gives an event 40 demo guests and says where
 * to try the door screen (supabase/local/db/demo-guests.ts).
 * Stop the running server first when using PGlite: the data folder admits one process.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { environment } from '../environment.ts';
import { demoGuestLines } from '../db/demo-guests.ts';
import { demoContactsFlag, seedDemoVolume } from '../db/demo-volume.ts';
import { DataFolderLockedError, DEFAULT_DATA_DIR, openDatabase, seedDemo } from '../db/index.ts';
import { loadOrCreateKeys } from '../server/keys.ts';

const env = environment();
const { DATABASE_URL: databaseUrl, SUPABASE_DATA_DIR: dataDir } = env;

try {
  const contacts = demoContactsFlag(process.argv.slice(2));
  // Run before the first `npm start`, this makes the data folder: its keys are made with it, as
  // the server makes them, or that start would find a database without keys and refuse.
  const folder = path.resolve(dataDir ?? DEFAULT_DATA_DIR);
  if (!databaseUrl)
    await loadOrCreateKeys(folder, env, { mayCreate: !existsSync(path.join(folder, 'pg')) });
  const db = await openDatabase({
    ...(databaseUrl ? { databaseUrl } : {}),
    ...(dataDir ? { dataDir } : {}),
  });
  try {
    const guests = await seedDemo(db);
    if (contacts !== null) await seedDemoVolume(db, contacts);
    const { rows } = await db.query<{ contacts: number; requests: number }>(
      `select (select count(*) from public.contacts)::int as contacts,
              (select count(*) from public.membership_requests)::int + (select count(*) from public.event_requests)::int as requests`,
    );
    console.log(
      `Demo data loaded: ${rows[0]?.contacts} contacts and ${rows[0]?.requests} requests in the database.`,
    );
    for (const line of demoGuestLines(guests)) console.log(line);
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(
    error instanceof DataFolderLockedError ||
      (error instanceof Error && /^--contacts|keys\.json/.test(error.message))
      ? error.message
      : error,
  );
  process.exitCode = 1;
}
