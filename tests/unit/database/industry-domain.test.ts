import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  JOB_KINDS,
  JOB_STATUSES,
  INVITATION_JOB_KINDS,
  MEMBERSHIP_JOB_KINDS,
  PERSONAL_DATA_JOB_KINDS,
  PRIVACY_JOB_KINDS,
  RETENTION_JOB_KINDS,
  REMINDERS,
  SEAT_JOB_KINDS,
  STAFF_DECISION_JOB_KINDS,
  VISITOR_CONFIRMATION_JOB_KINDS,
  NEWSLETTER_JOB_KINDS,
} from '../../../supabase/functions/_shared/domain/job-kinds.ts';
import { PROJECT_ROOT } from '../../../supabase/local/db/project-paths.ts';

// The job kinds and states are column checks the functions' list must equal (SQL cannot import
// TypeScript). The value-list domains are pinned to the database itself by
// tests/integration/database/value-lists.test.ts.
const migrations = () => {
  const dir = path.join(PROJECT_ROOT, 'supabase', 'migrations');
  return fs
    .readdirSync(dir)
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
};

function quotedValues(list: string): string[] {
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

/** A column's `check (<column> in (...))` list, as the newest migration that writes one has it. */
function listInColumnCheck(column: string): string[] {
  const matches = [
    ...migrations().matchAll(new RegExp(`check \\(${column} in \\(([^)]*)\\)\\)`, 'gi')),
  ];
  const list = matches.at(-1)?.[1];
  if (!list) throw new Error(`a check on ${column} not found in the migrations`);
  return quotedValues(list);
}

describe('value lists in the migrations', () => {
  it.each([
    ['kind', JOB_KINDS],
    ['status', JOB_STATUSES],
  ])("after_insert_jobs.%s's check lists exactly job-kinds.ts", (column, values) => {
    expect(listInColumnCheck(column)).toEqual([...values]);
  });

  it('the membership_requests trigger queues one job of each membership kind', () => {
    const match =
      /insert into public\.after_insert_jobs \(kind, row_id\)\s+values ([^;]*?)\s+on conflict/i.exec(
        migrations(),
      );
    expect(quotedValues(match?.[1] ?? '')).toEqual([...MEMBERSHIP_JOB_KINDS]);
  });

  it('visitor forms queue their confirmations and staff decisions their own kinds', () => {
    // Through the enqueue helpers, or (a job per change, told apart by its detail) inserted.
    const queued = [
      ...migrations().matchAll(
        /enqueue_(?:after_insert_job|decision_mail)\('([^']+)'|insert into public\.after_insert_jobs \(kind, row_id, detail\)\s+values \('([^']+)'/g,
      ),
    ].map((m) => m[1] ?? m[2]);
    expect(new Set(queued)).toEqual(
      new Set([
        ...VISITOR_CONFIRMATION_JOB_KINDS,
        ...NEWSLETTER_JOB_KINDS,
        ...STAFF_DECISION_JOB_KINDS,
        ...INVITATION_JOB_KINDS,
        ...PRIVACY_JOB_KINDS,
        ...PERSONAL_DATA_JOB_KINDS,
        ...SEAT_JOB_KINDS,
        ...RETENTION_JOB_KINDS,
      ]),
    );
  });

  it('reminders are queued with the details and hours of job-kinds.ts', () => {
    const reminders = /\(values (\('reminder-[^;]*?)\) as r \(detail, ahead\)/i.exec(migrations());
    const pairs = [...(reminders?.[1] ?? '').matchAll(/\('([^']+)', interval '(\d+) hours'\)/g)];
    expect(pairs.map((m) => ({ detail: m[1], hoursAhead: Number(m[2]) }))).toEqual(
      REMINDERS.map((r) => ({ ...r })),
    );
    expect(listInColumnCheck('detail')).toEqual(
      expect.arrayContaining(REMINDERS.map((r) => r.detail)),
    );
  });
});
