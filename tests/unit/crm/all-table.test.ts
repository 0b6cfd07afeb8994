import { describe, expect, it } from 'vitest';
import {
  afterRowFilter,
  allQueryParams,
  containsPattern,
  DEFAULT_ALL_QUERY,
  parseAllQuery,
  searchWords,
  treeValue,
} from '../../../src/lib/crm/all-rows-query.ts';
import { exportFileName } from '../../../src/lib/crm/all-rows-csv.ts';
import {
  formatLastLogin,
  formatLastLoginIn,
  fromViewRow,
  isTimeZone,
} from '../../../src/lib/crm/unified-rows.ts';

describe('the All table query', () => {
  it.each([
    ['', []],
    ['  Noura   EXAMPLE ', ['noura', 'example']],
    // Folded as the view folds its search text (taa marbuta to haa).
    ['نورة\tالهاشمي', ['نوره', 'الهاشمي']],
  ])('search %j is the words %j', (search, words) => {
    expect(searchWords(search)).toEqual(words);
  });

  it.each([
    ['noura', '*noura*'],
    ['50%', '*50\\%*'],
    ['a_b', '*a\\_b*'],
    ['c:\\x', '*c:\\\\x*'],
  ])('word %j matches anywhere as %j', (word, pattern) => {
    expect(containsPattern(word)).toBe(pattern);
  });

  it('round-trips through the export link, leaving defaults out', () => {
    expect(allQueryParams(DEFAULT_ALL_QUERY).toString()).toBe('');
    const query = {
      type: 'event',
      search: 'Riyadh & co #1 [x] 50%',
      sort: 'lastLogin',
      direction: 'asc',
    } as const;
    const parsed = parseAllQuery(new URLSearchParams(allQueryParams(query).toString()));
    expect(parsed).toEqual({ ok: true, query });
  });

  it.each([
    ['funnel', { name: 'reached', value: 'sql_qualification' }],
    ['a row of no value', { name: 'leads_by_industry', value: null }],
  ] as const)("round-trips an Overview figure's rows: %s", (_case, figure) => {
    const query = {
      ...DEFAULT_ALL_QUERY,
      type: 'contact',
      figure: { ...figure, period: { from: '2025-03-01', to: '2025-03-31' } },
    } as const;
    const parsed = parseAllQuery(new URLSearchParams(allQueryParams(query).toString()));
    expect(parsed).toEqual({ ok: true, query });
  });

  it.each([
    ['type=lead', 'Unknown type filter: lead'],
    ['sort=toString', 'Unknown sort: toString'],
    ['sort=name&dir=up', 'Unknown sort direction: up'],
    ['figure=nope&figure_from=2025-03-01&figure_to=2025-03-31', 'Unknown figure: nope'],
    ['figure=reached&figure_from=2025-03-31&figure_to=2025-03-01', 'Unknown figure period'],
  ])('refuses %s with a message', (search, error) => {
    expect(parseAllQuery(new URLSearchParams(search))).toEqual({ ok: false, error });
  });

  it('quotes keyset values so commas, brackets and quotes stay data', () => {
    expect(treeValue('a,b (c) "d" \\e')).toBe('"a,b (c) \\"d\\" \\\\e"');
    expect(afterRowFilter('sort_name', 'asc', { value: 'ab, c', rowKey: 'contact_1' })).toBe(
      'sort_name.gt."ab, c",and(sort_name.eq."ab, c",row_key.gt."contact_1")',
    );
    expect(afterRowFilter('created_at', 'desc', { value: '2026-01-01', rowKey: 'event_9' })).toBe(
      'created_at.lt."2026-01-01",and(created_at.eq."2026-01-01",row_key.lt."event_9")',
    );
  });
});

describe('the All table rows', () => {
  it('reads a row of crm_all_rows, with empty text for missing values', () => {
    expect(
      fromViewRow({
        kind: 'membership',
        id: 'm1',
        row_key: 'membership_m1',
        name: 'Amal Applicant',
        title: null,
        email: 'amal@example.com',
        company: null,
        industry: 'Financial Services',
        message: 'Referred by Omar',
        status: 'Pending Review',
        last_login: null,
        created_at: '2026-01-03T00:00:00Z',
        attended: 1,
        invited: 2,
        event_slug: null,
      }),
    ).toEqual({
      key: 'membership_m1',
      kind: 'membership',
      id: 'm1',
      name: 'Amal Applicant',
      title: '',
      email: 'amal@example.com',
      company: '',
      industry: 'Financial Services',
      message: 'Referred by Omar',
      status: 'Pending Review',
      lastLogin: null,
      createdAt: '2026-01-03T00:00:00Z',
      attendance: '1 of 2',
      attended: 1,
      invited: 2,
      eventSlug: null,
    });
  });

  it("formats the last login as 'MMM d, yyyy HH:mm', or Never", () => {
    expect(formatLastLogin(null)).toBe('Never');
    expect(formatLastLogin(new Date(2026, 10, 4, 9, 5).toISOString())).toBe('Nov 4, 2026 09:05');
  });

  it.each([
    [null, 'UTC', 'Never'],
    ['not a date', 'UTC', 'Never'],
    ['2026-11-04T09:05:00Z', 'UTC', 'Nov 4, 2026 09:05'],
    ['2026-11-04T22:05:00Z', 'Asia/Riyadh', 'Nov 5, 2026 01:05'],
    ['2026-01-01T00:30:00Z', 'America/New_York', 'Dec 31, 2025 19:30'],
  ])('formats %j in %s as %j (for the CSV)', (iso, zone, text) => {
    expect(formatLastLoginIn(iso, zone)).toBe(text);
  });

  it('knows time zone names', () => {
    expect(isTimeZone('Asia/Riyadh')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('names the file by day', () => {
    expect(exportFileName(new Date('2026-03-01T10:00:00Z'))).toBe('majlis-crm-2026-03-01.csv');
  });
});

describe('titles in the All table', () => {
  const viewRow = (title: string | null) =>
    fromViewRow({
      kind: 'event',
      id: 'e1',
      row_key: 'event_e1',
      name: 'Guest',
      title,
      email: 'guest@example.com',
      company: null,
      industry: null,
      message: null,
      status: 'Pending Review',
      last_login: null,
      created_at: '2026-01-03T00:00:00Z',
      attended: 0,
      invited: 0,
      event_slug: 'leap-dinner',
    });

  it('reads a role chosen on the public forms as its label, and a typed title as typed', () => {
    expect(viewRow('investor').title).toBe('Investor');
    expect(viewRow('Partner').title).toBe('Partner');
    expect(viewRow(null).title).toBe('');
  });
});
