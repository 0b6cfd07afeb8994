// The verdicts behind /readyz: each check's rule, and how the checks are run and reported.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../supabase/local/db/index.ts';
import {
  databaseChecks,
  migrationVerdict,
} from '../../../supabase/local/health/database-checks.ts';
import { diskVerdict } from '../../../supabase/local/health/disk-check.ts';
import { jobsVerdict } from '../../../supabase/local/health/jobs-check.ts';
import { errorCode, runChecks } from '../../../supabase/local/health/readiness.ts';
import type { JobProcessorState } from '../../../supabase/local/jobs/job-processor.ts';

const MB = 1024 * 1024;

describe('migrationVerdict', () => {
  it.each([
    [['1', '2'], ['1', '2'], true, { missing: 0, unknown: 0 }],
    [['1', '2'], ['2', '1'], true, { missing: 0, unknown: 0 }],
    [['1', '2', '3'], ['1'], false, { missing: 2, unknown: 0 }],
    [['1'], ['1', '9', '8'], false, { missing: 0, unknown: 2 }],
    [[], [], true, { missing: 0, unknown: 0 }],
  ])('expected %j, applied %j → ok %s', (expected, applied, ok, figures) => {
    const verdict = migrationVerdict(expected, applied);
    expect(verdict.ok).toBe(ok);
    expect(verdict.figures).toMatchObject({ expected: expected.length, ...figures });
  });

  it('names the first missing and the newest unknown version', () => {
    expect(migrationVerdict(['1', '2', '3'], ['1']).detail).toBe(
      '2 migration(s) not applied, the first 2: restart the server to apply them',
    );
    expect(migrationVerdict(['1'], ['1', '9', '8']).detail).toBe(
      'the database has 2 migration(s) this server does not know, the newest 9: it runs older code than its database',
    );
  });
});

describe('databaseChecks', () => {
  function fakeDb(answer: () => Promise<{ version: string }[]>) {
    const sql: string[] = [];
    const db = {
      query: (text: string) => {
        sql.push(text);
        return answer().then((rows) => ({ rows, fields: [] }));
      },
    } as unknown as Database;
    return { db, sql };
  }

  it('reads the migration records once for both checks', async () => {
    const { db, sql } = fakeDb(() => Promise.resolve([{ version: '1' }, { version: '2' }]));
    const checks = databaseChecks(db, ['1', '2']);
    const [database, migrations] = await Promise.all([checks.database(), checks.migrations()]);
    expect(database.ok).toBe(true);
    expect(migrations).toMatchObject({ ok: true, figures: { missing: 0 } });
    expect(sql).toEqual(['select version from supabase_migrations.schema_migrations']);
    // A later probe reads again.
    await checks.database();
    expect(sql).toHaveLength(2);
  });

  it('fails both when the query fails', async () => {
    const { db } = fakeDb(() =>
      Promise.reject(Object.assign(new Error('gone'), { code: '57P01' })),
    );
    const checks = databaseChecks(db, ['1']);
    const results = await Promise.allSettled([checks.database(), checks.migrations()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('diskVerdict', () => {
  it.each([
    [150 * MB, 1000 * MB, true],
    [100 * MB, 1000 * MB, true],
    [100 * MB - 1, 1000 * MB, false],
    [0, 0, false],
  ])('%i bytes free of %i → ok %s under a 100 MB floor', (freeBytes, totalBytes, ok) => {
    expect(diskVerdict({ freeBytes, totalBytes }, 100 * MB).ok).toBe(ok);
  });

  it('gives the free share and says what is short', () => {
    const verdict = diskVerdict({ freeBytes: 50 * MB, totalBytes: 400 * MB }, 100 * MB);
    expect(verdict).toEqual({
      ok: false,
      detail: "50 MB free on the data folder's disk, under the 100 MB floor",
      figures: {
        freeBytes: 50 * MB,
        totalBytes: 400 * MB,
        freePercent: 12.5,
        minFreeBytes: 100 * MB,
      },
    });
  });
});

describe('jobsVerdict', () => {
  const now = 1_000_000;
  const state = (change: Partial<JobProcessorState>): JobProcessorState => ({
    stopped: false,
    workers: 4,
    running: 4,
    busy: 0,
    lastLookAt: now - 1_000,
    idlePollMs: 2_000,
    ...change,
  });

  it.each([
    ['a working runner', state({}), true],
    ['one busy for long while the others look', state({ busy: 3 }), true],
    ['a stopped runner', state({ stopped: true }), false],
    ['no worker left', state({ running: 0 }), false],
    ['every worker stuck past the limit', state({ busy: 4, lastLookAt: now - 60_001 }), false],
    ['a look just within the limit', state({ lastLookAt: now - 60_000 }), true],
    // A long idle poll stretches the limit: an idle worker is not a stuck one.
    ['idle under a 30 s poll', state({ idlePollMs: 30_000, lastLookAt: now - 80_000 }), true],
  ])('%s → ok %s', (_name, given, ok) => {
    expect(jobsVerdict(given, 60_000, now).ok).toBe(ok);
  });

  it('passes, saying so, where this server runs no jobs', () => {
    expect(jobsVerdict(undefined, 60_000, now)).toMatchObject({
      ok: true,
      detail: expect.stringContaining('SUPABASE_JOB_WORKERS=0') as unknown,
    });
  });
});

describe('runChecks', () => {
  it('reports every check, failed ones named in order', async () => {
    const errors: string[] = [];
    const report = await runChecks(
      {
        first: () => Promise.resolve({ ok: true }),
        second: () =>
          Promise.reject(Object.assign(new Error('password=secret'), { code: '57P01' })),
        third: () => new Promise(() => undefined),
        fourth: () => Promise.resolve({ ok: false, detail: 'no room' }),
      },
      { timeoutMs: 50, onError: (name) => errors.push(name) },
    );
    expect(report).toEqual({
      status: 'not ready',
      failed: ['second', 'third', 'fourth'],
      checks: {
        first: { ok: true },
        second: { ok: false, detail: 'failed (57P01); the server log says why' },
        third: { ok: false, detail: 'no answer within 0.05 s' },
        fourth: { ok: false, detail: 'no room' },
      },
    });
    expect(errors).toEqual(['second']);
  });

  it('is ready when every check passes', async () => {
    const report = await runChecks(
      { one: () => Promise.resolve({ ok: true }) },
      { onError: () => undefined },
    );
    expect(report).toEqual({ status: 'ready', failed: [], checks: { one: { ok: true } } });
  });
});

describe('errorCode', () => {
  it.each([
    [Object.assign(new Error('x'), { code: '57P01' }), '57P01'],
    [
      new TypeError('fetch failed', {
        cause: Object.assign(new Error('y'), { code: 'ECONNREFUSED' }),
      }),
      'ECONNREFUSED',
    ],
    [Object.assign(new Error('x'), { code: 'has spaces and text' }), undefined],
    [new Error('no code'), undefined],
    [null, undefined],
    ['text', undefined],
  ])('%s → %s', (error, code) => {
    expect(errorCode(error)).toBe(code);
  });
});
