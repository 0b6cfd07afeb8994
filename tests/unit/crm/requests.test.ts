import { describe, expect, it } from 'vitest';
import {
  canMoveToPipeline,
  moveToPipelineState,
  countByGroup,
  DETAIL_DECISIONS,
  isLocked,
  statusGroup,
  statusLabel,
  timeInQueue,
} from '../../../src/lib/crm/requests.ts';

describe('request statuses', () => {
  it.each([
    [null, 'pending', 'Pending Review', false],
    ['pending', 'pending', 'Pending Review', false],
    ['waitlist', 'waitlist', 'Waitlist', false],
    ['rejected', 'rejected', 'Rejected', false],
    ['approved', 'approved', 'Approved', true],
    ['account_created', 'approved', 'Approved', true],
    ['account_exists', 'approved', 'Approved', true],
    ['moved_to_pipeline', 'approved', 'Moved to Pipeline', true],
  ])('%s: group %s, shown as %s, locked %s', (status, group, label, locked) => {
    expect(statusGroup(status)).toBe(group);
    expect(statusLabel(status)).toBe(label);
    expect(isLocked(status)).toBe(locked);
  });

  it.each([
    ['pending', false, false],
    ['waitlist', false, false],
    ['approved', false, true],
    ['account_created', false, true],
    ['account_exists', false, true],
    ['approved', true, false],
    ['moved_to_pipeline', true, false],
  ])('%s (moved %s) may move to the pipeline: %s', (status, moved, expected) => {
    expect(canMoveToPipeline(status, moved)).toBe(expected);
  });

  // One rule for the membership and the event cards: the spec allows the move only once approved.
  it.each([
    [null, false, 'needs-approval'],
    ['pending', false, 'needs-approval'],
    ['waitlist', false, 'needs-approval'],
    ['rejected', false, 'needs-approval'],
    ['approved', false, 'ready'],
    ['account_created', false, 'ready'],
    ['account_exists', false, 'ready'],
    ['approved', true, 'moved'],
    ['pending', true, 'moved'],
    ['moved_to_pipeline', false, 'moved'],
    ['moved_to_pipeline', true, 'moved'],
  ] as const)('%s (moved %s): Move to Pipeline is %s', (status, moved, expected) => {
    expect(moveToPipelineState(status, moved)).toBe(expected);
  });

  it('counts each sub-tab', () => {
    expect(countByGroup(['pending', null, 'approved', 'account_exists', 'rejected'])).toEqual({
      all: 5,
      pending: 2,
      waitlist: 0,
      approved: 2,
      rejected: 1,
    });
  });

  it.each([
    ['2026-11-24T10:00:00Z', 'Arrived today'],
    ['2026-11-23T11:00:00Z', '1 day in queue'],
    ['2026-11-21T09:00:00Z', '3 days in queue'],
  ])('%s → %s', (createdAt, expected) => {
    expect(timeInQueue(createdAt, new Date('2026-11-24T12:00:00Z'))).toBe(expected);
  });
});

describe('the request details dialog', () => {
  it('offers only pending, approved and rejected', () => {
    expect(DETAIL_DECISIONS.map((decision) => decision.id)).toEqual([
      'pending',
      'approved',
      'rejected',
    ]);
  });
});
