// `npm run events:sync`: writes content/events into a hosted Supabase project's public.events
// (sync_events), as the embedded backend does on every start. Run it on every deploy, after the
// migrations (README "A hosted Supabase project"). Needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY;
// CONTENT_DIR reads another content folder.
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { environment } from '../../../supabase/local/environment.ts';
import type { Database } from '../../../supabase/functions/_shared/database.types.ts';
import { EventFileError, readEventFacts } from './event-facts.ts';

const env = environment();
const contentDir = path.resolve(
  env.CONTENT_DIR ?? fileURLToPath(new URL('../../../content', import.meta.url)),
);

function fail(message: string): never {
  console.error(`events:sync: ${message}`);
  process.exit(1);
}

if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY) {
  fail('set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the project API settings) first.');
}

let events;
try {
  events = readEventFacts(contentDir);
} catch (error) {
  fail(error instanceof EventFileError ? error.message : String(error));
}

const supabase = createClient<Database>(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
});
const { data, error } = await supabase.rpc('sync_events', { events });
if (error) fail(`${error.message}${error.hint ? ` (${error.hint})` : ''}`);
const counts = data as { added: number; changed: number; removed: number; unchanged: number };
console.log(
  `Synced ${events.length} events from ${contentDir}: ${counts.added} added, ${counts.changed} changed, ${counts.removed} removed, ${counts.unchanged} unchanged.`,
);
