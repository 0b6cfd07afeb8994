import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../src/lib/crm/csv.ts';
import {
  formatLastLogin,
  searchRows,
  sortRows,
  unifyRows,
} from '../../../src/lib/crm/unified-rows.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1 555', "'+1 555"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    [null, ''],
    [42, '42'],
  ])('%j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes a header row and CRLF line ends', () => {
    expect(toCsv(['Name', 'Email'], [['Ada', 'ada@example.com']])).toBe(
      'Name,Email\r\nAda,ada@example.com\r\n',
    );
  });
});

describe('the All table rows', () => {
  const rows = unifyRows(
    [
      {
        id: 'c1',
        first_name: 'Zed',
        last_name: 'Contact',
        title: 'CTO',
        email: 'zed@example.com',
        company: 'Acme',
        industry: 'energy',
        stage: 'evaluation',
        last_login: null,
        created_at: '2026-01-02T00:00:00Z',
      },
    ],
    [
      {
        id: 'm1',
        first_name: 'Amal',
        last_name: 'Applicant',
        title: null,
        email: 'amal@example.com',
        company: null,
        industry: 'finance',
        additional_info: 'Referred by Omar',
        request_status: 'pending',
        created_at: '2026-01-03T00:00:00Z',
      },
    ],
    [],
    (stage) => stage.toUpperCase(),
  );

  it('puts contacts and requests in one list, newest first, with prefixed keys', () => {
    expect(rows.map((r) => r.key)).toEqual(['membership_m1', 'contact_c1']);
    expect(rows[0]).toMatchObject({
      status: 'Pending Review',
      industry: 'Financial Services',
      message: 'Referred by Omar',
    });
    expect(rows[1]).toMatchObject({ status: 'EVALUATION', industry: 'Renewable Energy' });
  });

  it('searches every column and sorts by any', () => {
    expect(searchRows(rows, 'omar').map((r) => r.key)).toEqual(['membership_m1']);
    expect(sortRows(rows, 'name', 'asc').map((r) => r.name)).toEqual([
      'Amal Applicant',
      'Zed Contact',
    ]);
    expect(sortRows(rows, 'name', 'desc').map((r) => r.name)).toEqual([
      'Zed Contact',
      'Amal Applicant',
    ]);
  });

  it("formats the last login as 'MMM d, yyyy HH:mm', or Never", () => {
    expect(formatLastLogin(null)).toBe('Never');
    expect(formatLastLogin(new Date(2026, 10, 4, 9, 5).toISOString())).toBe('Nov 4, 2026 09:05');
  });
});
