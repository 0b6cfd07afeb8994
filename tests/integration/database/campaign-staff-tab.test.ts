// What the staff app's Campaigns tab relies on in SQL (docs/behaviour/staff-app.md#the-campaigns-tab):
// every rule the Audience panel builds (src/lib/crm/campaigns/audience-rule.ts) is one the
// database accepts, so the panel and private.campaign_rule_problem cannot drift; the list's
// outcome counts (…_campaigns_live.sql) leave test sends out and show staff only; and campaigns
// and their recipients announce their changes to the live feed. On PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Claims, Database } from '../../../supabase/local/db/index.ts';
import { INDUSTRIES, LEAD_TYPE_IDS, PIPELINE_STAGE_IDS } from '../../../src/lib/crm/domain.ts';
import {
  audienceRule,
  EMPTY_AUDIENCE,
  MEMBER_CHOICES,
} from '../../../src/lib/crm/campaigns/audience-rule.ts';
import { createUser, insertRow, uniqueEmail } from './support/fixtures.ts';
import { openTempDatabase } from './support/temp-database.ts';

let db: Database;
let dispose: () => Promise<void>;
let staff: Claims;
let member: Claims;

beforeAll(async () => {
  ({ db, dispose } = await openTempDatabase('campaign-staff-tab'));
  staff = (await createUser(db, { staff: true })).claims;
  member = (await createUser(db)).claims;
});
afterAll(async () => dispose?.());

const problemOf = async (rule: object) =>
  (
    await db.query<{ problem: string | null }>(
      'select private.campaign_rule_problem($1::jsonb) as problem',
      [JSON.stringify(rule)],
    )
  ).rows[0]!.problem;

describe('the Audience panel’s rules', () => {
  it('are accepted by the database, every value of every list and every choice', async () => {
    const rules = [
      audienceRule(EMPTY_AUDIENCE),
      audienceRule({
        ...EMPTY_AUDIENCE,
        stages: [...PIPELINE_STAGE_IDS],
        leadTypes: [...LEAD_TYPE_IDS],
        industries: INDUSTRIES.map((industry) => industry.id),
        languages: ['en', 'ar'],
        invitedTo: 'leap-dinner',
        attended: 'riyadh-forum-2025',
        signedUpAfter: '2025-02-28',
      }),
      ...MEMBER_CHOICES.map((member) => audienceRule({ ...EMPTY_AUDIENCE, member })),
    ];
    for (const rule of rules) expect(await problemOf(rule), JSON.stringify(rule)).toBeNull();
  });

  it('leave out what the database would refuse', async () => {
    const typed = { ...EMPTY_AUDIENCE, attended: 'Leap Dinner', signedUpAfter: '2025-02-30' };
    expect(await problemOf({ attended: typed.attended })).not.toBeNull();
    expect(await problemOf({ signed_up_after: typed.signedUpAfter })).not.toBeNull();
    expect(await problemOf(audienceRule(typed))).toBeNull();
  });
});

describe('campaign_outcome_counts', () => {
  it('counts each campaign’s recipients by outcome, test sends left out, for staff only', async () => {
    const contact = await insertRow(db, 'public.contacts', {
      first_name: 'ليلى',
      last_name: 'حداد',
      email: uniqueEmail('counts-layla'),
    });
    const other = await insertRow(db, 'public.contacts', {
      first_name: 'Omar 🌙',
      last_name: '#1 100%',
      email: uniqueEmail('counts-omar'),
    });
    const campaign = await insertRow(db, 'public.campaigns', { sender_name: 'Majlis' });
    for (const [contactId, outcome, test] of [
      [contact, 'sent', false],
      [other, 'failed', false],
      [null, 'sent', true],
    ] as const)
      await insertRow(db, 'public.campaign_recipients', {
        campaign_id: campaign,
        contact_id: contactId,
        email: uniqueEmail('counts-recipient'),
        locale: 'en',
        outcome,
        test,
      });
    const counts = (claims: Claims) =>
      db.asClaims(claims, (tx) =>
        tx.query<Record<string, unknown>>(
          'select * from public.campaign_outcome_counts() where campaign_id = $1',
          [campaign],
        ),
      );
    expect((await counts(staff)).rows).toEqual([
      {
        campaign_id: campaign,
        recipients: 2,
        queued: 0,
        sent: 1,
        failed: 1,
        skipped: 0,
        cancelled: 0,
      },
    ]);
    // Others read no recipients (row-level security), so they count none.
    expect((await counts(member)).rows).toEqual([]);
  });
});

describe('the live feed', () => {
  it.each(['campaigns', 'campaign_recipients'])('hears of every change to %s', async (table) => {
    const { rows } = await db.query<{ tgname: string }>(
      `select tgname from pg_trigger
        where tgrelid = ('public.' || $1)::regclass and tgname like '%notify_realtime%'
        order by tgname`,
      [table],
    );
    expect(rows.map((row) => row.tgname)).toEqual(
      ['delete', 'insert', 'update'].map((op) => `${table}_notify_realtime_${op}`),
    );
  });
});
