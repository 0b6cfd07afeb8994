// `npm run seed:demo -- --contacts N`: the demo pipeline made large, to try the staff board at
// volume (docs/behaviour/staff-app.md#the-board). Every added person is fictional, on example.com,
// at a company marked as a sample; re-running adds only what is missing.
import type { Database } from './types.ts';

/** The most contacts the flag accepts. */
export const MOST_DEMO_CONTACTS = 1_000_000;

/**
 * The `--contacts N` (or `--contacts=N`) flag: how many contacts the pipeline should hold at least,
 * or null when the flag is absent. Throws a message that says what is accepted.
 */
export function demoContactsFlag(argv: readonly string[]): number | null {
  const at = argv.findIndex((arg) => arg === '--contacts' || arg.startsWith('--contacts='));
  if (at < 0) return null;
  const flag = argv[at]!;
  const value = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : argv[at + 1];
  const count = /^\d[\d_,]*$/.test(value ?? '') ? Number(value!.replace(/[_,]/g, '')) : NaN;
  if (!Number.isSafeInteger(count) || count < 1 || count > MOST_DEMO_CONTACTS) {
    throw new Error(
      `--contacts needs a whole number from 1 to ${MOST_DEMO_CONTACTS.toLocaleString('en')} (got ${value === undefined ? 'nothing' : JSON.stringify(value)}).`,
    );
  }
  return count;
}

/**
 * Adds fictional contacts until the pipeline holds at least `total`: spread over the six stages
 * (3 in 10 in MQL Lead), heat ratings 0 to 5, lead types, a year of creation dates; one in three
 * without an industry (for Infer Industries). Returns how many were added.
 */
export async function seedDemoVolume(db: Database, total: number): Promise<number> {
  const { rows } = await db.query<{ added: number }>(
    `with have as (select count(*)::int as held from public.contacts),
     added as (
       insert into public.contacts
         (first_name, last_name, email, company, title, industry, lead_type, stage, heat_rating,
          source, created_at)
       select 'Demo' || n, 'Volume (sample)', 'demo-volume-' || n || '@example.com',
              'Demo ' || (array['Gulf Commercial Bank', 'Desert Solar Power', 'Oasis Clinics',
                                'Harbor Logistics', 'Dune Software'])[1 + n % 5]
                || ' ' || (n % 700) || ' (sample)',
              (array['Director', 'Founder & CEO', 'Head of Expansion', 'Partner'])[1 + n % 4],
              case when n % 3 = 0 then null
                   else (array['finance', 'energy', 'healthcare', 'logistics', 'technology'])[1 + n % 5]
              end,
              (array['founder_executive', 'investor_buyer', 'advisor_broker', 'other'])[1 + n % 4],
              case when n % 10 < 3 then 'mql_lead'
                   else (array['sql_qualification', 'sqo_discovery', 'evaluation', 'closed_won',
                               'closed_lost'])[1 + n % 5]
              end,
              n % 6, 'manual', now() - make_interval(mins => n % 525600)
         from have, generate_series(1, greatest($1::int - have.held, 0)) as n
       on conflict ((lower(email))) do nothing
       returning 1
     )
     select count(*)::int as added from added`,
    [total],
  );
  return rows[0]?.added ?? 0;
}
