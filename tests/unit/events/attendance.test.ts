import { describe, expect, it } from 'vitest';
import { attendanceCell, attendanceLine, attendanceOf } from '~/lib/events/attendance.ts';
import { ATTENDANCE_CASES, parseSpec, rowOf } from './attendance-cases.ts';

const now = new Date('2026-11-26T12:00:00Z');

describe('attendanceOf', () => {
  it.each(ATTENDANCE_CASES)('%s', (_name, specs, attended, invited) => {
    const rows = specs.map((spec) => rowOf(parseSpec(spec), now));
    expect(attendanceOf(rows, now)).toEqual({ attended, invited });
  });
});

describe('attendanceLine', () => {
  it.each([
    [{ attended: 3, invited: 4 }, 'Attended 3 of 4 invitations'],
    [{ attended: 1, invited: 1 }, 'Attended 1 of 1 invitation'],
    [{ attended: 0, invited: 0 }, 'Attended 0 of 0 invitations'],
  ])('%j → %s', (counts, text) => {
    expect(attendanceLine(counts)).toBe(text);
  });
});

describe('attendanceCell', () => {
  it.each([
    [{ attended: 2, invited: 3 }, '2 of 3'],
    [{ attended: 0, invited: 1 }, '0 of 1'],
    [{ attended: 0, invited: 0 }, ''],
  ])('%j → %j', (counts, text) => {
    expect(attendanceCell(counts)).toBe(text);
  });
});
