import { describe, expect, it } from 'vitest';
import {
  incidentClock,
  requestClock,
  splitByVerification,
  type RequestDates,
} from '../../../src/lib/privacy/request-rows.ts';

const now = new Date('2026-11-27T05:00:00.000Z');
const base: RequestDates = {
  kind: 'access',
  status: 'open',
  due_at: '2026-12-10T05:00:00.000Z',
  extended_until: null,
};

describe('requestClock', () => {
  it.each([
    ['open, 13 days ahead', base, '13 days left', false, true, true],
    [
      'open, due in an hour',
      { ...base, due_at: '2026-11-27T06:00:00.000Z' },
      'Due today',
      false,
      true,
      true,
    ],
    [
      'open, two days and an hour late (two days on Riyadh’s calendar)',
      { ...base, due_at: '2026-11-25T04:00:00.000Z' },
      'Overdue by 2 days',
      true,
      true,
      true,
    ],
    [
      'extended: the extension is the deadline',
      {
        ...base,
        status: 'extended',
        due_at: '2026-11-20T05:00:00.000Z',
        extended_until: '2026-12-01T05:00:00.000Z',
      },
      '4 days left',
      false,
      false,
      true,
    ],
    [
      'awaiting the link: no clock',
      { ...base, status: 'awaiting_verification', due_at: null },
      null,
      false,
      false,
      false,
    ],
    [
      'done: no clock, even past due',
      { ...base, status: 'done', due_at: '2026-11-01T00:00:00.000Z' },
      null,
      false,
      false,
      false,
    ],
  ] as const)('%s', (_n, request, text, overdue, extend, close) => {
    const clock = requestClock(request, now);
    expect([clock.clockText, clock.overdue, clock.canExtend, clock.canClose]).toEqual([
      text,
      overdue,
      extend,
      close,
    ]);
  });

  it('names the kind and status as staff read them', () => {
    const clock = requestClock({ ...base, kind: 'erasure', status: 'refused' }, now);
    expect([clock.kindLabel, clock.statusLabel]).toEqual(['Delete my data', 'Refused']);
  });
});

describe('incidentClock', () => {
  it.each([
    [
      '41 hours after discovery',
      'open',
      '2026-11-25T12:00:00.000Z',
      'Notify SDAIA within 31 h',
      false,
    ],
    ['73 hours after', 'open', '2026-11-24T04:00:00.000Z', 'Notification overdue by 1 h', true],
    ['notified: the clock stops', 'notified', '2026-11-24T04:00:00.000Z', null, false],
  ])('%s', (_n, status, discovered, text, overdue) => {
    const clock = incidentClock({ status, discovered_at: discovered }, now);
    expect([clock.clockText, clock.overdue]).toEqual([text, overdue]);
  });
});

describe('splitByVerification', () => {
  const row = (id: string, status: RequestDates['status']) => ({ id, status });
  it.each([
    ['none', [], [], []],
    ['only unverified', [row('a', 'awaiting_verification')], [], ['a']],
    [
      'every status, order kept in each part',
      [
        row('o1', 'open'),
        row('u1', 'awaiting_verification'),
        row('e1', 'extended'),
        row('u2', 'awaiting_verification'),
        row('d1', 'done'),
        row('r1', 'refused'),
      ],
      ['o1', 'e1', 'd1', 'r1'],
      ['u1', 'u2'],
    ],
  ])('%s', (_name, rows, verified, awaiting) => {
    const split = splitByVerification(rows);
    expect(split.verified.map((r) => r.id)).toEqual(verified);
    expect(split.awaiting.map((r) => r.id)).toEqual(awaiting);
  });
});
