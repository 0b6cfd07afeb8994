// One table of retention promises (private.retention_promises, in
// supabase/migrations/20251203100000_retention_promises.sql) against everything that states a
// period: the table in docs/privacy/retention.md, the records of processing, and the privacy
// policy in English and Arabic. A period changed in one place and not the others fails here; so
// does a period the papers state that the table does not hold (docs/privacy/retention.md#the-promises).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_RULES } from '../../../supabase/functions/_shared/domain/retention-rules.ts';
import {
  DEFAULT_BACKUPS_KEPT,
  DEFAULT_BACKUP_INTERVAL_SECONDS,
} from '../../../supabase/local/ops/backup-schedule.ts';
import { openTempDatabase, type TempDatabase } from '../database/support/temp-database.ts';
import { bullets, markedBlock, periodsIn, section, tableRows } from './support/stated-periods.ts';

interface RetentionPromise {
  subject: string;
  stated: string | null;
  counted_from: string;
  erased_by: string;
  keep_days: number | null;
}

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

let temp: TempDatabase;
let promises: RetentionPromise[];

beforeAll(async () => {
  temp = await openTempDatabase('retention-promises');
  ({ rows: promises } = await temp.db.query<RetentionPromise>(
    `select subject, stated, counted_from, erased_by,
            extract(epoch from keep)::float8 / 86400 as keep_days
       from private.retention_promises order by subject`,
  ));
}, 120_000);
afterAll(async () => temp?.dispose());

/** The sorted periods of these subjects, as the table states them. */
function periodsOf(subjects: readonly string[]): string[] {
  const found = subjects.map((subject) => {
    const promise = promises.find((row) => row.subject === subject);
    if (!promise?.stated) throw new Error(`No period for ${subject}`);
    return promise.stated;
  });
  return [...new Set(found)].sort();
}

/** Every subject with a period, but those a text leaves out (with the reason, below). */
function subjectsWithPeriods(leftOut: readonly string[] = []): string[] {
  return promises
    .filter((row) => row.stated !== null && !leftOut.includes(row.subject))
    .map((row) => row.subject)
    .sort();
}

describe('retention promises', () => {
  it('give each subject a period or a holder, and the run a rule for each it erases', async () => {
    expect(promises.map((row) => row.subject)).toEqual(
      expect.arrayContaining(['membership_requests', 'newsletter_signups', 'backups']),
    );
    // The staff summary and the Privacy tab name every rule the run counts, and no other.
    const runRules = promises
      .filter((row) => row.erased_by === 'retention run')
      .map((row) => row.subject)
      .filter((subject) => !['after_insert_jobs'].includes(subject));
    expect(RETENTION_RULES.map((rule) => rule.key).sort()).toEqual(runRules.sort());
    // The two links live exactly as long as what they confirm is kept unconfirmed.
    const { rows } = await temp.db.query<{ signup: boolean; request: boolean }>(
      `select private.newsletter_link_lifetime() = private.retention_keep('newsletter_signups') as signup,
              private.unverified_request_keep() = private.retention_keep('privacy_requests_unverified') as request`,
    );
    expect(rows[0]).toEqual({ signup: true, request: true });
    await expect(temp.db.query(`select private.retention_keep('contacts')`)).rejects.toThrow(
      'No retention period for contacts',
    );
  });

  it('are what the server keeps of its backups by default', () => {
    const backups = promises.find((row) => row.subject === 'backups')!;
    expect(backups.erased_by).toBe('backup schedule');
    expect((DEFAULT_BACKUPS_KEPT * DEFAULT_BACKUP_INTERVAL_SECONDS) / 86_400).toBe(
      backups.keep_days,
    );
  });

  it('are the table in docs/privacy/retention.md, row for row', () => {
    const rows = tableRows(markedBlock(read('docs/privacy/retention.md'), 'retention-promises'));
    const documented = rows
      .map(([, subject, keep, countedFrom, erasedBy]) => ({
        subject: subject!.replaceAll('`', ''),
        stated: keep === '—' ? null : keep!,
        counted_from: countedFrom!,
        erased_by: erasedBy!,
      }))
      .sort((a, b) => a.subject.localeCompare(b.subject));
    expect(documented).toEqual(promises.map(({ keep_days: _, ...row }) => row));
  });

  it('are the periods the records of processing state, purpose by purpose', () => {
    const records = read('docs/privacy/records-of-processing.md');
    // Which promises each row of its tables ("Purposes", the export's records) states.
    const subjectsOfRow: Readonly<Record<string, readonly string[]>> = {
      'Membership application': ['membership_requests'],
      'Event invitation': ['event_requests'],
      'Contact reply': ['contact_messages'],
      'Newsletter and marketing': ['newsletter_signups'],
      'Sign-in': ['member_accounts'],
      "People's requests": ['privacy_requests_closed', 'privacy_requests_unverified'],
      Incidents: ['privacy_incidents'],
      'Server logs': ['server_logs'],
      Backups: ['backups'],
    };
    // A row whose last cell gives a time that is not how long anything is kept.
    const notAPeriod = ['Export archives']; // "the link works 7 days": the mailed link's life
    const stated = tableRows(records)
      .filter(([row]) => !notAPeriod.includes(row!))
      .map((cells) => ({ row: cells[0]!, periods: periodsIn(cells.at(-1)!) }));
    expect(stated).toEqual(
      stated.map(({ row }) => ({ row, periods: periodsOf(subjectsOfRow[row] ?? []) })),
    );
    // Every promise with a period is stated in the records.
    expect(Object.values(subjectsOfRow).flat().sort()).toEqual(subjectsWithPeriods());
  });

  describe.each([
    {
      language: 'English',
      file: 'content/legal/privacy-policy.md',
      subjectsOf: {
        Applications: ['membership_requests'],
        'Member accounts': ['member_accounts'],
        Newsletter: ['newsletter_signups'],
        'Event requests and contact messages': ['event_requests', 'contact_messages'],
        'Your requests about your data': ['privacy_requests_closed', 'privacy_requests_unverified'],
        Backups: ['backups'],
        'Server logs': ['server_logs'],
      },
    },
    {
      language: 'Arabic',
      file: 'content/legal/privacy-policy.ar.md',
      subjectsOf: {
        'طلبات الانضمام': ['membership_requests'],
        'حسابات الأعضاء': ['member_accounts'],
        'النشرة الإخبارية': ['newsletter_signups'],
        'طلبات الفعاليات ورسائل التواصل': ['event_requests', 'contact_messages'],
        'طلباتك بشأن بياناتك': ['privacy_requests_closed', 'privacy_requests_unverified'],
        'النسخ الاحتياطية': ['backups'],
        'سجلات الخادم': ['server_logs'],
      },
    },
  ] as { language: string; file: string; subjectsOf: Record<string, string[]> }[])(
    'the privacy policy in $language',
    ({ file, subjectsOf }) => {
      it('states each period in its section 7, and no other', () => {
        const { byLabel, rest } = bullets(section(read(file), 7));
        expect([...byLabel.keys()].sort()).toEqual(Object.keys(subjectsOf).sort());
        for (const [label, text] of byLabel) {
          expect({ label, periods: periodsIn(text) }).toEqual({
            label,
            periods: periodsOf(subjectsOf[label]!),
          });
        }
        expect(periodsIn(rest)).toEqual([]);
        // Incidents hold counts, no one's personal data: the policy does not name them.
        expect(Object.values(subjectsOf).flat().sort()).toEqual(
          subjectsWithPeriods(['privacy_incidents']),
        );
      });
    },
  );
});
