// The staff Overview's figures (20251202200000_overview_figures.sql) against hand-counted rows, on
// the embedded database (PGlite) and on PostgreSQL 15 when one is reachable: March 2025 in
// Riyadh holds four new leads (one that skipped stages, one moved back), a lead from February
// whose stay ended in March, requests on both sides of the period's and the weeks' edges, one
// event's guests and the newsletter list; January 2024 holds nothing. Only staff may ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openDatabase,
  type Claims,
  type Database,
  type Tx,
} from '../../../supabase/local/db/index.ts';
import { OUTCOME_OF_STATUS } from '../../../src/lib/crm/overview/outcomes.ts';
import { OVERVIEW_ROW_FIGURES } from '../../../src/lib/crm/overview/figure-rows.ts';
import { PERIOD_FIGURE_FUNCTIONS } from '../../../src/lib/crm/overview/period-figures.ts';
import { createUser, insertRow, uniqueEmail } from './support/fixtures.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from './support/local-postgres.ts';
import { openTempDatabase, sqlStateOf } from './support/temp-database.ts';

const server = await createThrowawayDatabase();
const skipReason = 'reason' in server ? server.reason : undefined;
if (skipReason) console.warn(`[Overview figures on PostgreSQL] skipped: ${skipReason}`);

const MARCH = ['2025-03-01', '2025-03-31'] as const;
const EMPTY = ['2024-01-01', '2024-01-31'] as const;

/** An instant in Riyadh (UTC+3 all year). */
const riyadh = (local: string) => `${local}+03`;

/** A contact created at `created`, now in its last stage, with its moves as the trail has them. */
async function lead(
  db: Database,
  values: { name: string; created: string; leadType?: string; industry?: string | null },
  moves: readonly [at: string, from: string, to: string][],
): Promise<void> {
  const stage = moves.at(-1)?.[2] ?? 'mql_lead';
  const id = await insertRow(db, 'public.contacts', {
    first_name: `Lead ${values.name}`,
    email: uniqueEmail('lead'),
    stage,
    lead_type: values.leadType ?? 'other',
    industry: values.industry ?? null,
    created_at: riyadh(values.created),
  });
  for (const [at, from, to] of moves) {
    await insertRow(db, 'public.activity', {
      occurred_at: riyadh(at),
      entity_type: 'contact',
      entity_id: id,
      contact_id: id,
      action: 'stage_changed',
      before: { stage: from },
      after: { stage: to },
    });
  }
}

/** A request received at `created`, now in `status`, decided first at `decided`. */
async function request(
  db: Database,
  kind: 'membership' | 'event',
  created: string,
  status: string,
  decided?: string,
  source?: string,
): Promise<void> {
  const id =
    kind === 'membership'
      ? await insertRow(db, 'public.membership_requests', {
          first_name: 'Applicant',
          email: uniqueEmail('applicant'),
          request_status: status,
          created_at: riyadh(created),
          ...(source && { source }),
        })
      : await insertRow(db, 'public.event_requests', {
          name: 'Guest',
          email: uniqueEmail('guest'),
          event_type: 'dinner',
          request_status: status,
          created_at: riyadh(created),
          ...(source && { source }),
        });
  if (!decided) return;
  await insertRow(db, 'public.activity', {
    occurred_at: riyadh(decided),
    entity_type: `${kind}_request`,
    entity_id: id,
    action: 'status_changed',
    before: { request_status: 'pending' },
    after: { request_status: status },
  });
}

async function event(db: Database, slug: string, starts: string, removed = false) {
  await insertRow(db, 'public.events', {
    slug,
    title_en: `Dinner ${slug}`,
    starts_at: riyadh(starts),
    ends_at: `${riyadh(starts)}`.replace('19:00', '22:00'),
    venue_en: 'Venue',
    area_en: 'Riyadh',
    capacity: 10,
    removed_at: removed ? riyadh(starts) : null,
  });
}

async function guest(
  db: Database,
  slug: string,
  status: string,
  options: {
    came?: boolean;
    door?: boolean;
    /** Who the guest is: their request's, else their contact's, industry and title. */
    from?: { kind: 'request' | 'contact'; industry: string | null; title: string };
  } = {},
) {
  const email = uniqueEmail('invitee');
  const { from } = options;
  // Made in June 2024, outside every period asked here.
  const person =
    from &&
    (from.kind === 'request'
      ? await insertRow(db, 'public.event_requests', {
          name: 'Invitee',
          email,
          event_type: 'dinner',
          event_slug: slug,
          request_status: 'approved',
          industry: from.industry,
          title: from.title,
          created_at: riyadh('2024-06-01 12:00'),
        })
      : await insertRow(db, 'public.contacts', {
          first_name: 'Invitee',
          email,
          industry: from.industry,
          title: from.title,
          created_at: riyadh('2024-06-01 12:00'),
        }));
  const id = await insertRow(db, 'public.invitations', {
    event_slug: slug,
    email,
    guest_name: 'Invitee',
    status,
    starts_at: riyadh('2025-03-20 19:00'),
    added_at_door: options.door ?? false,
    ...(from?.kind === 'request' && { request_id: person }),
    ...(from?.kind === 'contact' && { contact_id: person }),
  });
  if (options.came) await insertRow(db, 'public.check_ins', { invitation_id: id });
}

async function consent(db: Database, person: string, status: string, at: string) {
  await insertRow(db, 'public.consents', {
    email: person,
    purpose: 'newsletter',
    status,
    method: 'form',
    form: 'newsletter',
    recorded_at: riyadh(at),
  });
}

async function storeMarch(db: Database): Promise<void> {
  // A: every stage in turn to Closed Won; 2, 3, 1 and 4 days in the four stages it left.
  await lead(
    db,
    {
      name: 'A',
      created: '2025-03-02 09:00',
      leadType: 'founder_executive',
      industry: 'technology',
    },
    [
      ['2025-03-04 09:00', 'mql_lead', 'sql_qualification'],
      ['2025-03-07 09:00', 'sql_qualification', 'sqo_discovery'],
      ['2025-03-08 09:00', 'sqo_discovery', 'evaluation'],
      ['2025-03-12 09:00', 'evaluation', 'closed_won'],
    ],
  );
  // B skipped two stages: MQL (6 days) straight to Evaluation.
  await lead(
    db,
    { name: 'B', created: '2025-03-03 09:00', leadType: 'investor_buyer', industry: 'finance' },
    [['2025-03-09 09:00', 'mql_lead', 'evaluation']],
  );
  // C was moved back: MQL (1 day), SQO Discovery (4 days), back to SQL Qualification.
  await lead(db, { name: 'C', created: '2025-03-05 09:00', leadType: 'founder_executive' }, [
    ['2025-03-06 09:00', 'mql_lead', 'sqo_discovery'],
    ['2025-03-10 09:00', 'sqo_discovery', 'sql_qualification'],
  ]);
  // D was lost after a day in MQL.
  await lead(db, { name: 'D', created: '2025-03-10 09:00', industry: 'technology' }, [
    ['2025-03-11 09:00', 'mql_lead', 'closed_lost'],
  ]);
  // E came in February: not a new lead of March, but its 23 days in MQL ended in March.
  await lead(db, { name: 'E', created: '2025-02-20 09:00' }, [
    ['2025-03-15 09:00', 'mql_lead', 'sql_qualification'],
  ]);
  // F comes after the period.
  await lead(db, { name: 'F', created: '2025-04-02 09:00' }, []);

  // Saturday 23:30 in Riyadh is still the week of 2 March; Sunday 00:30 starts the next (both
  // are Saturday in UTC). 31 March 23:00 is in the period; 1 April 00:30 is not.
  await request(db, 'membership', '2025-03-02 10:00', 'approved', '2025-03-04 10:00');
  await request(db, 'membership', '2025-03-08 23:30', 'pending');
  await request(db, 'membership', '2025-03-09 00:30', 'waitlist', '2025-03-10 00:30');
  await request(db, 'event', '2025-03-16 12:00', 'rejected', '2025-03-19 12:00');
  await request(db, 'event', '2025-03-31 23:00', 'approved', '2025-04-01 23:00');
  await request(db, 'membership', '2025-04-01 00:30', 'pending');
  // A campaign's application (the newsletters feature will write them) and a request staff
  // entered (the source the database sets for a staff member's insert: request-sources.test.ts).
  await request(db, 'membership', '2025-03-18 12:00', 'pending', undefined, 'campaign');
  await request(db, 'event', '2025-03-17 12:00', 'approved', '2025-03-17 18:00', 'staff');

  await event(db, 'overview-march-dinner', '2025-03-20 19:00');
  await event(db, 'overview-removed-dinner', '2025-03-21 19:00', true);
  await event(db, 'overview-april-dinner', '2025-04-05 19:00');
  const slug = 'overview-march-dinner';
  await guest(db, slug, 'confirmed', {
    came: true,
    from: { kind: 'request', industry: 'technology', title: 'Co-Founder & CEO' },
  });
  await guest(db, slug, 'confirmed', {
    from: { kind: 'request', industry: 'finance', title: 'VP Sales' },
  });
  await guest(db, slug, 'invited');
  await guest(db, slug, 'declined', {
    from: { kind: 'request', industry: 'technology', title: 'CEO' },
  });
  await guest(db, slug, 'removed');
  await guest(db, slug, 'offered');
  // A walk-in the network knew: a contact (in MQL Lead now, made outside the periods asked).
  await guest(db, slug, 'confirmed', {
    came: true,
    door: true,
    from: { kind: 'contact', industry: 'technology', title: 'Analyst' },
  });

  await consent(db, 'p1@example.com', 'given', '2025-02-10 12:00');
  await consent(db, 'p2@example.com', 'given', '2025-03-03 12:00');
  await consent(db, 'p3@example.com', 'given', '2025-03-05 12:00');
  await consent(db, 'p3@example.com', 'given', '2025-03-06 12:00');
  await consent(db, 'p2@example.com', 'withdrawn', '2025-03-12 12:00');
  await consent(db, 'p1@example.com', 'withdrawn', '2025-03-20 12:00');
  await consent(db, 'p4@example.com', 'given', '2025-03-31 23:30');
  await consent(db, 'p5@example.com', 'given', '2025-04-02 12:00');
}

const num = (value: unknown) => (value === null ? null : Number(value));

function suite(label: string, open: () => Promise<{ db: Database; dispose(): Promise<void> }>) {
  describe(label, () => {
    let db: Database;
    let dispose: () => Promise<void>;
    let staff: Claims;
    let member: Claims;
    let before: Record<string, number>;
    const asStaff = <R extends object>(sql: string, params: unknown[] = []) =>
      db.asClaims(staff, async (tx: Tx) => (await tx.query<R>(sql, params)).rows);

    beforeAll(async () => {
      ({ db, dispose } = await open());
      staff = (await createUser(db, { staff: true })).claims;
      member = (await createUser(db)).claims;
      const counts = await asStaff<{ stage: string; total: number }>(
        'select * from public.overview_stage_counts()',
      );
      before = Object.fromEntries(counts.map((row) => [row.stage, row.total]));
      await storeMarch(db);
    });
    afterAll(async () => dispose?.());

    it('counts the contacts in each stage now, every stage in board order', async () => {
      const rows = await asStaff<{ stage: string; total: number }>(
        'select * from public.overview_stage_counts()',
      );
      // Lead E and the dinner's walk-in contact are in MQL Lead.
      expect(rows.map((row) => [row.stage, row.total - before[row.stage]!])).toEqual([
        ['mql_lead', 2],
        ['sql_qualification', 2],
        ['sqo_discovery', 0],
        ['evaluation', 1],
        ['closed_won', 1],
        ['closed_lost', 1],
      ]);
    });

    it('funnels the new leads by the furthest stage reached; a skipped stage counts as passed', async () => {
      const rows = await asStaff('select * from public.overview_lead_funnel($1, $2)', [...MARCH]);
      expect(rows).toEqual([
        { stage: 'mql_lead', reached: 4, furthest: 1 },
        { stage: 'sql_qualification', reached: 3, furthest: 0 },
        { stage: 'sqo_discovery', reached: 3, furthest: 1 },
        { stage: 'evaluation', reached: 2, furthest: 1 },
        { stage: 'closed_won', reached: 1, furthest: 1 },
        { stage: 'closed_lost', reached: 1, furthest: 1 },
      ]);
    });

    it('takes the median days in each stage from the stays that ended in the period', async () => {
      const rows = await asStaff<{ stage: string; stays: number; median_days: unknown }>(
        'select * from public.overview_stage_durations($1, $2)',
        [...MARCH],
      );
      expect(rows.map((row) => [row.stage, row.stays, num(row.median_days)])).toEqual([
        ['mql_lead', 5, 2],
        ['sql_qualification', 1, 3],
        ['sqo_discovery', 2, 2.5],
        ['evaluation', 1, 4],
        ['closed_won', 0, null],
        ['closed_lost', 0, null],
      ]);
    });

    it('converts the new leads to Closed Won by lead type and by industry', async () => {
      const rows = await asStaff('select * from public.overview_conversion($1, $2)', [...MARCH]);
      expect(rows).toEqual([
        { dimension: 'industry', value: 'technology', leads: 2, won: 1 },
        { dimension: 'industry', value: 'finance', leads: 1, won: 0 },
        { dimension: 'industry', value: null, leads: 1, won: 0 },
        { dimension: 'lead_type', value: 'founder_executive', leads: 2, won: 1 },
        { dimension: 'lead_type', value: 'investor_buyer', leads: 1, won: 0 },
        { dimension: 'lead_type', value: 'other', leads: 1, won: 0 },
      ]);
    });

    it('counts requests per Riyadh week from Sunday, by source and outcome', async () => {
      const rows = await asStaff<{ week: unknown; source: string; outcome: string; total: number }>(
        `select week::text as week, source, outcome, total
           from public.overview_requests_weekly($1, $2)`,
        [...MARCH],
      );
      expect(rows).toEqual([
        { week: '2025-03-02', source: 'join_form', outcome: 'approved', total: 1 },
        { week: '2025-03-02', source: 'join_form', outcome: 'pending', total: 1 },
        { week: '2025-03-09', source: 'join_form', outcome: 'waitlisted', total: 1 },
        { week: '2025-03-16', source: 'campaign', outcome: 'pending', total: 1 },
        { week: '2025-03-16', source: 'event_page', outcome: 'rejected', total: 1 },
        { week: '2025-03-16', source: 'staff', outcome: 'approved', total: 1 },
        { week: '2025-03-30', source: 'event_page', outcome: 'approved', total: 1 },
      ]);
    });

    it('takes the median days to the first decision by source, every source in its order', async () => {
      const rows = await asStaff<{ source: string; decided: number; median_days: unknown }>(
        'select * from public.overview_decision_times($1, $2)',
        [...MARCH],
      );
      expect(rows.map((row) => [row.source, row.decided, num(row.median_days)])).toEqual([
        ['join_form', 2, 1.5],
        ['event_page', 2, 2],
        ['campaign', 0, null],
        ['staff', 1, 0.3],
      ]);
    });

    it("counts each event's guests, walk-ins, no-shows and its fill and show rates", async () => {
      const rows = await asStaff<Record<string, unknown>>(
        'select * from public.overview_events($1, $2)',
        [...MARCH],
      );
      expect(
        rows.map(({ starts_at, fill_rate, show_rate, ...row }) => ({
          ...row,
          starts_at: new Date(starts_at as string | Date).toISOString(),
          fill_rate: num(fill_rate),
          show_rate: num(show_rate),
        })),
      ).toEqual([
        {
          slug: 'overview-march-dinner',
          title: 'Dinner overview-march-dinner',
          starts_at: '2025-03-20T16:00:00.000Z',
          capacity: 10,
          invited: 5,
          confirmed: 2,
          declined: 1,
          checked_in: 2,
          walk_ins: 1,
          no_shows: 2,
          fill_rate: 0.2,
          show_rate: 0.333,
        },
      ]);
    });

    it("mixes each event's guests by industry and seniority: who holds a seat or came", async () => {
      const rows = await asStaff('select * from public.overview_guest_mix($1, $2)', [...MARCH]);
      const at = (dimension: string, value: string | null, guests: number, came: number) => ({
        slug: 'overview-march-dinner',
        dimension,
        value,
        guests,
        came,
      });
      expect(rows).toEqual([
        at('industry', 'technology', 2, 2),
        at('industry', 'finance', 1, 0),
        at('industry', null, 1, 0),
        at('seniority', 'Director or VP', 1, 0),
        at('seniority', 'Founder or C-level', 1, 1),
        at('seniority', 'No title given', 1, 0),
        at('seniority', 'Other', 1, 1),
      ]);
    });

    it('counts the newsletter list joining, leaving and its size each week', async () => {
      const rows = await asStaff(
        `select week::text as week, given, withdrawn, total
           from public.overview_newsletter_weekly($1, $2)`,
        [...MARCH],
      );
      expect(rows).toEqual([
        { week: '2025-02-23', given: 0, withdrawn: 0, total: 1 },
        { week: '2025-03-02', given: 2, withdrawn: 0, total: 3 },
        { week: '2025-03-09', given: 0, withdrawn: 1, total: 2 },
        { week: '2025-03-16', given: 0, withdrawn: 1, total: 1 },
        { week: '2025-03-23', given: 0, withdrawn: 0, total: 1 },
        { week: '2025-03-30', given: 1, withdrawn: 0, total: 2 },
      ]);
    });

    it('answers an empty period with zeros, and no rows where there is nothing to list', async () => {
      const funnel = await asStaff<{ reached: number }>(
        'select * from public.overview_lead_funnel($1, $2)',
        [...EMPTY],
      );
      expect(funnel.map((row) => row.reached)).toEqual([0, 0, 0, 0, 0, 0]);
      const durations = await asStaff<{ stays: number; median_days: unknown }>(
        'select * from public.overview_stage_durations($1, $2)',
        [...EMPTY],
      );
      expect(durations.every((row) => row.stays === 0 && row.median_days === null)).toBe(true);
      for (const fn of [
        'overview_conversion',
        'overview_requests_weekly',
        'overview_events',
        'overview_guest_mix',
      ]) {
        expect(await asStaff(`select * from public.${fn}($1, $2)`, [...EMPTY])).toEqual([]);
      }
      const decisions = await asStaff<{ decided: number }>(
        'select * from public.overview_decision_times($1, $2)',
        [...EMPTY],
      );
      expect(decisions.map((row) => row.decided)).toEqual([0, 0, 0, 0]);
      const weeks = await asStaff<{
        week: string;
        given: number;
        withdrawn: number;
        total: number;
      }>(
        `select week::text as week, given, withdrawn, total
           from public.overview_newsletter_weekly($1, $2)`,
        [...EMPTY],
      );
      expect(weeks.map((row) => row.week)).toEqual([
        '2023-12-31',
        '2024-01-07',
        '2024-01-14',
        '2024-01-21',
        '2024-01-28',
      ]);
      expect(weeks.every((row) => row.given + row.withdrawn + row.total === 0)).toBe(true);
    });

    it("groups each request status into the outcome the browser's table opens", async () => {
      for (const [status, outcome] of Object.entries(OUTCOME_OF_STATUS)) {
        const { rows } = await db.query<{ outcome: string }>(
          'select private.overview_outcome($1) as outcome',
          [status],
        );
        expect([status, rows[0]!.outcome]).toEqual([status, outcome]);
      }
    });

    const ROWS: [figure: string, value: string | null, leads: string[]][] = [
      ['reached', 'mql_lead', ['A', 'B', 'C', 'D']],
      ['reached', 'sql_qualification', ['A', 'B', 'C']],
      ['furthest', 'sqo_discovery', ['C']],
      ['furthest', 'evaluation', ['B']],
      ['reached', 'closed_lost', ['D']],
      ['furthest', 'closed_won', ['A']],
      ['stayed', 'mql_lead', ['A', 'B', 'C', 'D', 'E']],
      ['stayed', 'sqo_discovery', ['A', 'C']],
      ['stayed', 'closed_won', []],
      ['leads_by_lead_type', 'founder_executive', ['A', 'C']],
      ['won_by_lead_type', 'founder_executive', ['A']],
      ['won_by_lead_type', 'investor_buyer', []],
      ['leads_by_industry', 'technology', ['A', 'D']],
      ['leads_by_industry', null, ['C']],
      ['won_by_industry', 'technology', ['A']],
    ];
    const REQUEST_ROWS: [figure: string, source: string, statuses: string[]][] = [
      ['received', 'join_form', ['Approved', 'Pending Review', 'Waitlist']],
      ['received', 'event_page', ['Approved (dinner)', 'Rejected (dinner)']],
      ['received', 'campaign', ['Pending Review']],
      ['received', 'staff', ['Approved (dinner)']],
      ['decided', 'join_form', ['Approved', 'Waitlist']],
      ['decided', 'campaign', []],
    ];

    it.each(REQUEST_ROWS)(
      'opens the rows of %s from %s: the requests counted',
      async (figure, source, statuses) => {
        const rows = await asStaff<{ status: string }>(
          `select status from public.overview_rows($1, $2, $3, $4) order by status`,
          [figure, ...MARCH, source],
        );
        expect(rows.map((row) => row.status)).toEqual(statuses);
      },
    );

    it.each(ROWS)('opens the rows of %s %s: the leads counted', async (figure, value, leads) => {
      const rows = await asStaff<{ kind: string; name: string }>(
        `select kind, name from public.overview_rows($1, $2, $3, $4)
          where name like 'Lead %' order by name`,
        [figure, ...MARCH, value],
      );
      expect(rows).toEqual(leads.map((letter) => ({ kind: 'contact', name: `Lead ${letter}` })));
    });

    it('knows every figure the browser opens, and the test covers each', async () => {
      const covered = [...ROWS, ...REQUEST_ROWS].map(([figure]) => figure);
      expect(new Set(covered)).toEqual(new Set(OVERVIEW_ROW_FIGURES));
      for (const figure of OVERVIEW_ROW_FIGURES) {
        await expect(
          asStaff('select * from public.overview_rows($1, $2, $3, $4)', [
            figure,
            ...MARCH,
            'mql_lead',
          ]),
        ).resolves.toBeInstanceOf(Array);
      }
    });

    it('opens no rows in an empty period, and refuses an unknown figure or stage', async () => {
      expect(
        await asStaff('select * from public.overview_rows($1, $2, $3, $4)', [
          'reached',
          ...EMPTY,
          'mql_lead',
        ]),
      ).toEqual([]);
      for (const [figure, value] of [
        ['nope', 'mql_lead'],
        ['reached', 'nope'],
      ]) {
        expect(
          await sqlStateOf(
            asStaff('select * from public.overview_rows($1, $2, $3, $4)', [
              figure,
              ...MARCH,
              value,
            ]),
          ),
        ).toBe('22023');
      }
    });

    it('answers every figure of a period at once, each key as its function asked alone', async () => {
      const [answer] = await asStaff<{ figures: Record<string, unknown> }>(
        'select public.overview_period_figures($1, $2) as figures',
        [...MARCH],
      );
      expect(Object.keys(answer!.figures).sort()).toEqual(
        Object.keys(PERIOD_FIGURE_FUNCTIONS).sort(),
      );
      for (const [key, fn] of Object.entries(PERIOD_FIGURE_FUNCTIONS)) {
        const [alone] = await asStaff<{ rows: unknown[] }>(
          `select coalesce(jsonb_agg(to_jsonb(f)), '[]') as rows from public.${fn}($1, $2) f`,
          [...MARCH],
        );
        expect(alone!.rows.length, key).toBeGreaterThan(0);
        expect(answer!.figures[key], key).toEqual(alone!.rows);
      }
    });

    it('refuses a period that ends before it starts', async () => {
      expect(
        await sqlStateOf(
          asStaff('select * from public.overview_events($1, $2)', ['2025-03-31', '2025-03-01']),
        ),
      ).toBe('22023');
    });

    const CALLS = [
      'select * from public.overview_stage_counts()',
      ...[
        'overview_lead_funnel',
        'overview_stage_durations',
        'overview_conversion',
        'overview_requests_weekly',
        'overview_decision_times',
        'overview_events',
        'overview_guest_mix',
        'overview_newsletter_weekly',
        'overview_period_figures',
      ].map((fn) => `select * from public.${fn}('2025-03-01', '2025-03-31')`),
      "select * from public.overview_rows('reached', '2025-03-01', '2025-03-31', 'mql_lead')",
    ];

    it.each(CALLS)('lets staff ask, and refuses a member and a visitor: %s', async (sql) => {
      await expect(asStaff(sql)).resolves.toBeInstanceOf(Array);
      for (const claims of [member, { role: 'anon' } as Claims]) {
        expect(await sqlStateOf(db.asClaims(claims, (tx) => tx.query(sql)))).toBe('42501');
      }
    });
  });
}

suite('on the embedded database (PGlite)', async () => {
  const temp = await openTempDatabase('overview-figures');
  return { db: temp.db, dispose: () => temp.dispose() };
});

if (!skipReason) {
  suite('on a real PostgreSQL server', async () => {
    const throwaway = server as ThrowawayDatabase;
    const db = await openDatabase({ databaseUrl: throwaway.url });
    return {
      db,
      dispose: async () => {
        await db.close();
        await throwaway.dispose();
      },
    };
  });
}
