// Each value list is written once in TypeScript beside its labels, typed by the generated union of
// its SQL domain; this pins both to the database itself, on PGlite and on PostgreSQL 15 when one
// is reachable: the domain allows exactly the module's values in the module's order, refuses any
// other, and the labels the All table's view copies (SQL cannot import TypeScript) are the module's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../supabase/local/db/index.ts';
import {
  CONSENT_FORMS,
  CONSENT_METHODS,
  CONSENT_PURPOSES,
  CONSENT_STATUSES,
} from '../../../supabase/functions/_shared/domain/consent.ts';
import {
  PRIVACY_INCIDENT_STATUSES,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
} from '../../../supabase/functions/_shared/domain/privacy.ts';
import {
  CAMPAIGN_OUTCOMES,
  CAMPAIGN_STATUSES,
} from '../../../supabase/functions/_shared/domain/campaigns.ts';
import { CONTACT_SOURCES } from '../../../supabase/functions/_shared/domain/contact-sources.ts';
import { EVENT_TYPES } from '../../../supabase/functions/_shared/domain/event-types.ts';
import { INVITATION_STATUSES } from '../../../supabase/functions/_shared/domain/invitation-statuses.ts';
import { LEAD_TYPES } from '../../../supabase/functions/_shared/domain/lead-types.ts';
import { PIPELINE_STAGES } from '../../../supabase/functions/_shared/domain/pipeline-stages.ts';
import {
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
} from '../../../supabase/functions/_shared/domain/request-statuses.ts';
import { REQUEST_SOURCES } from '../../../supabase/functions/_shared/domain/request-sources.ts';
import { INDUSTRIES } from '../../../supabase/functions/_shared/industry-catalogue.ts';
import { SENIORITY_LEVELS, seniorityOf } from '../../../src/lib/crm/guest-mix.ts';
import { localeCodes } from '../../../src/lib/i18n/locales.ts';
import { createThrowawayDatabase } from './support/local-postgres.ts';
import { openTempDatabase } from './support/temp-database.ts';

const LISTS: [domain: string, values: readonly string[]][] = [
  ['pipeline_stage', PIPELINE_STAGES.map((stage) => stage.id)],
  ['request_status', REQUEST_STATUSES],
  ['request_source', REQUEST_SOURCES],
  ['lead_type', LEAD_TYPES.map((type) => type.id)],
  ['contact_source', CONTACT_SOURCES],
  ['event_type', EVENT_TYPES],
  ['invitation_status', INVITATION_STATUSES],
  ['industry_id', INDUSTRIES.map((industry) => industry.id)],
  ['consent_purpose', CONSENT_PURPOSES],
  ['consent_status', CONSENT_STATUSES],
  ['consent_method', CONSENT_METHODS],
  ['consent_form', CONSENT_FORMS],
  ['privacy_request_kind', PRIVACY_REQUEST_KINDS],
  ['privacy_request_status', PRIVACY_REQUEST_STATUSES],
  ['privacy_incident_status', PRIVACY_INCIDENT_STATUSES],
  ['site_locale', localeCodes],
  ['campaign_status', CAMPAIGN_STATUSES],
  ['campaign_outcome', CAMPAIGN_OUTCOMES],
];

/** The quoted values of a domain's check, read by SQL alone (not by the type generator's parser). */
async function allowedValues(db: Database, domain: string): Promise<string[]> {
  const { rows } = await db.query<{ value: string }>(
    `select replace(m[1], '''''', '''') as value
       from pg_constraint c,
            regexp_matches(pg_get_constraintdef(c.oid), '''((?:[^'']|'''')*)''::text', 'g') m
      where c.contypid = $1::regtype`,
    [`public.${domain}`],
  );
  return rows.map((row) => row.value);
}

async function accepts(db: Database, domain: string, value: string): Promise<boolean> {
  try {
    await db.query(`select $1::text::public.${domain}`, [value]);
    return true;
  } catch {
    return false;
  }
}

/** The `WHEN 'value' THEN 'Label'` pairs of the All table's view, and its fallback status. */
async function viewLabels(db: Database): Promise<{ labels: Map<string, string>; def: string }> {
  const { rows } = await db.query<{ def: string }>(
    `select pg_get_viewdef('public.crm_all_rows'::regclass) as def`,
  );
  const def = rows[0]!.def;
  const pairs = def.matchAll(/WHEN '([^']+)'::text THEN '([^']*)'::text/g);
  return { labels: new Map([...pairs].map((m) => [m[1]!, m[2]!])), def };
}

function defineLists(open: () => Promise<{ db: Database; dispose(): Promise<void> }>) {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await open());
  });
  afterAll(async () => {
    await dispose?.();
  });

  it.each(LISTS)('public.%s allows exactly the module values, in order', async (domain, values) => {
    expect(await allowedValues(db, domain)).toEqual([...values]);
    for (const value of values) expect(await accepts(db, domain, value)).toBe(true);
    for (const other of ['', 'Other', `${values[0]} `, 'نورة', 'closed won 🎉']) {
      expect(await accepts(db, domain, other), other).toBe(false);
    }
  });

  it('every table that keeps a language keeps a site locale: privacy requests too', async () => {
    const { rows } = await db.query<{ table_name: string; domain_name: string | null }>(
      `select c.table_name, c.domain_name
         from information_schema.columns c
         join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = 'public' and c.column_name = 'locale' and t.table_type = 'BASE TABLE'
        order by c.table_name`,
    );
    expect(rows.map((row) => row.table_name)).toContain('privacy_requests');
    for (const row of rows)
      expect(row).toEqual({ table_name: row.table_name, domain_name: 'site_locale' });
  });

  it("the Overview's guest mix reads a title's seniority as the Events tab does", async () => {
    const titles = [
      ...['Co-Founder & CEO', 'cofounder', 'Chairwoman', 'Chief Strategy Officer'],
      ...['Managing Partner', 'General Partner', 'President'],
      ...['VP Sales', 'Vice-President', 'Vice President, Growth', 'Head of Growth'],
      ...['General Manager', 'Principal', 'Partner'],
      ...['Senior Manager', 'Team Lead', 'Supervisor', 'Compliance officer'],
      ...['Analyst', 'Leadership coach', 'Headhunter', 'مدير', 'Engineer (CTO office)'],
      ...['', '   ', null],
    ];
    const { rows } = await db.query<{ title: string | null; level: string }>(
      `select t.title, private.overview_seniority(t.title) as level
         from unnest($1::text[]) with ordinality as t(title, n) order by t.n`,
      [titles],
    );
    expect(rows.map((row) => [row.title, row.level])).toEqual(
      titles.map((title) => [title, seniorityOf(title)]),
    );
    expect(new Set(rows.map((row) => row.level))).toEqual(new Set(SENIORITY_LEVELS));
  });

  it("the All table's view names every stage, status and industry as the modules do", async () => {
    const { labels, def } = await viewLabels(db);
    for (const stage of PIPELINE_STAGES) expect(labels.get(stage.id)).toBe(stage.label);
    for (const industry of INDUSTRIES) expect(labels.get(industry.id)).toBe(industry.name);
    for (const status of REQUEST_STATUSES) {
      if (status === 'pending') {
        // pending is the view's ELSE: an empty or unknown status reads as pending too.
        expect(labels.has(status)).toBe(false);
        expect(def).toContain(`ELSE '${REQUEST_STATUS_LABELS.pending}'::text`);
      } else {
        expect(labels.get(status)).toBe(REQUEST_STATUS_LABELS[status]);
      }
    }
  });
}

describe('value lists pinned to SQL on PGlite', () => {
  defineLists(() => openTempDatabase('value-lists'));
});

const server = await createThrowawayDatabase();
const skipReason = 'reason' in server ? server.reason : undefined;
if (skipReason) console.warn(`[value-lists] PostgreSQL run skipped: ${skipReason}`);

describe.skipIf(skipReason !== undefined)('value lists pinned to SQL on PostgreSQL', () => {
  defineLists(async () => {
    if ('reason' in server) throw new Error(server.reason);
    const db = await openDatabase({ databaseUrl: server.url });
    return {
      db,
      dispose: async () => {
        await db.close();
        await server.dispose();
      },
    };
  });
});
