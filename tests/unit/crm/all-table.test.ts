import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../src/lib/crm/csv.ts';
import {
  eventRow,
  filterRows,
  formatLastLogin,
  membershipRow,
  mergeRow,
  removeRow,
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

  it('filters by type, and sorts the type column by what it shows', () => {
    expect(filterRows(rows, 'contact').map((r) => r.key)).toEqual(['contact_c1']);
    expect(filterRows(rows, 'membership').map((r) => r.key)).toEqual(['membership_m1']);
    expect(filterRows(rows, 'event')).toEqual([]);
    expect(filterRows(rows, 'all')).toEqual(rows);
    // By label: Contact, Event request, Membership request.
    const withEvent = mergeRow(rows, eventRow({ ...event, created_at: '2025-01-01T00:00:00Z' }));
    expect(sortRows(withEvent, 'kind', 'asc').map((r) => r.kind)).toEqual([
      'contact',
      'event',
      'membership',
    ]);
  });
});

const event = {
  id: 'e1',
  name: 'Omar Guest',
  title: 'Partner',
  email: 'omar@example.com',
  company: 'Dune',
  industry: null,
  interests: 'Family offices',
  request_status: 'pending',
  event_type: 'dinner',
  created_at: '2026-01-04T00:00:00Z',
};

describe('live changes to the All table', () => {
  const contact = {
    id: 'c1',
    first_name: 'Zed',
    last_name: 'Contact',
    title: 'CTO',
    email: 'zed@example.com',
    company: 'Acme',
    industry: null,
    stage: 'mql_lead',
    last_login: '2026-01-05T10:00:00Z',
    created_at: '2026-01-02T00:00:00Z',
  };
  const member = {
    id: 'm1',
    first_name: 'Amal',
    last_name: 'Applicant',
    title: null,
    email: 'amal@example.com',
    company: null,
    industry: null,
    additional_info: null,
    request_status: 'pending',
    created_at: '2026-01-03T00:00:00Z',
  };
  const rows = unifyRows([contact], [member], [], (stage) => stage);

  it('adds a new row in its place by date, newest first', () => {
    expect(mergeRow(rows, eventRow(event)).map((r) => r.key)).toEqual([
      'event_e1',
      'membership_m1',
      'contact_c1',
    ]);
    const older = eventRow({ ...event, created_at: '2026-01-02T12:00:00Z' });
    expect(mergeRow(rows, older).map((r) => r.key)).toEqual([
      'membership_m1',
      'event_e1',
      'contact_c1',
    ]);
    const oldest = eventRow({ ...event, created_at: '2020-01-01T00:00:00Z' });
    expect(mergeRow(rows, oldest).map((r) => r.key)).toEqual([
      'membership_m1',
      'contact_c1',
      'event_e1',
    ]);
  });

  it('replaces a changed row where it is, a contact keeping its last sign-in', () => {
    const decided = mergeRow(rows, membershipRow({ ...member, request_status: 'rejected' }));
    expect(decided.map((r) => [r.key, r.status])).toEqual([
      ['membership_m1', 'Rejected'],
      ['contact_c1', 'mql_lead'],
    ]);
    // The realtime payload is the contacts row: it carries no last_login.
    const fromFeed = unifyRows(
      [{ ...contact, stage: 'evaluation', last_login: null }],
      [],
      [],
      (stage) => stage,
    )[0]!;
    const moved = mergeRow(rows, fromFeed);
    expect(moved[1]).toMatchObject({ status: 'evaluation', lastLogin: '2026-01-05T10:00:00Z' });
  });

  it('removes a deleted row by its key', () => {
    expect(removeRow(rows, 'membership_m1').map((r) => r.key)).toEqual(['contact_c1']);
    expect(removeRow(rows, 'event_m1')).toEqual(rows);
  });
});

describe('titles in the All table', () => {
  it('reads a role chosen on the public forms as its label, and a typed title as typed', () => {
    expect(eventRow({ ...event, title: 'investor' }).title).toBe('Investor');
    expect(eventRow({ ...event, title: 'Partner' }).title).toBe('Partner');
    expect(eventRow({ ...event, title: null }).title).toBe('');
  });
});
