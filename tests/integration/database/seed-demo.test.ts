import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoContactsFlag, seedDemoVolume } from '../../../supabase/local/db/demo-volume.ts';
import { seedDemo, type Database } from '../../../supabase/local/db/index.ts';
import { openTempDatabase, type TempDatabase } from './support/temp-database.ts';

let temp: TempDatabase;
let db: Database;

beforeAll(async () => {
  temp = await openTempDatabase('seed-demo');
  db = temp.db;
});
afterAll(async () => temp?.dispose());

async function counts() {
  const { rows } = await db.query<Record<string, number>>(
    `select (select count(*)::int from public.contacts) as contacts,
            (select count(*)::int from public.companies) as companies,
            (select count(*)::int from public.membership_requests) as memberships,
            (select count(*)::int from public.event_requests) as events,
            (select count(*)::int from public.contact_notes) as notes,
            (select count(*)::int from public.checklist_items where contact_id is not null) as checklist`,
  );
  return rows[0]!;
}

describe('demo data (npm run seed:demo)', () => {
  it('is not there until asked for', async () => {
    expect(await counts()).toMatchObject({ contacts: 0, companies: 0, memberships: 0, events: 0 });
  });

  it('loads fictional CRM data across all six stages, and loading it again adds nothing', async () => {
    await seedDemo(db);
    const first = await counts();
    expect(first.contacts).toBe(15);
    expect(first.companies).toBeGreaterThanOrEqual(3);
    expect(first.memberships).toBeGreaterThan(0);
    expect(first.events).toBeGreaterThan(0);
    expect(first.notes).toBeGreaterThan(0);
    expect(first.checklist).toBeGreaterThan(0);

    await seedDemo(db);
    expect(await counts()).toEqual(first);

    const { rows: stages } = await db.query<{ stage: string }>(
      'select distinct stage from public.contacts',
    );
    expect(stages).toHaveLength(6);
  });

  it('uses only example.com addresses and companies marked as samples', async () => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from (
         select email from public.contacts union all select email from public.membership_requests
         union all select email from public.event_requests union all select email from public.contact_messages
       ) e where email not like '%@example.com'`,
    );
    expect(rows[0]!.n).toBe(0);
    const { rows: companies } = await db.query<{ company: string }>(
      'select company from public.companies',
    );
    for (const { company } of companies) expect(company).toMatch(/^Demo .*\(sample\)$/);
  });

  it('queues no Make forward or confirmation mail for the sample applicants and guests', async () => {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.after_insert_jobs j
        where j.row_id in (select id from public.membership_requests
                           union all select id from public.event_requests)`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('npm run seed:demo -- --contacts N', () => {
  it.each([
    [[], null],
    [['--contacts', '50000'], 50_000],
    [['--contacts=10,050'], 10_050],
    [['--contacts', '1_000_000'], 1_000_000],
  ] as const)('reads %j as %s', (argv, expected) => {
    expect(demoContactsFlag(argv)).toBe(expected);
  });

  it.each([
    [['--contacts']],
    [['--contacts', '0']],
    [['--contacts', '-5']],
    [['--contacts=lots']],
    [['--contacts', '1000001']],
  ])('refuses %j with a message that says what it accepts', (argv) => {
    expect(() => demoContactsFlag(argv)).toThrow(
      /--contacts needs a whole number from 1 to 1,000,000/,
    );
  });

  it('fills the pipeline up to the number asked, fictional and across every stage, once', async () => {
    await seedDemo(db);
    const added = await seedDemoVolume(db, 2_050);
    expect(added).toBe(2_050 - 15);
    expect(await seedDemoVolume(db, 2_050)).toBe(0);
    const { rows } = await db.query<{ n: number; stages: number; foreign: number; bare: number }>(
      `select count(*)::int as n, count(distinct stage)::int as stages,
              count(*) filter (where email not like '%@example.com')::int as foreign,
              count(*) filter (where industry is null)::int as bare
         from public.contacts`,
    );
    expect(rows[0]).toMatchObject({ n: 2_050, stages: 6, foreign: 0 });
    expect(rows[0]!.bare).toBeGreaterThan(600);
  }, 120_000);
});
