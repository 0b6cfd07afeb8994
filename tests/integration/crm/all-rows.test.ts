// The All table's view and export (docs/behaviour/staff-app.md#the-all-table) through real
// supabase-js on the embedded backend: crm_all_rows shows staff every contact and request in the
// table's columns and labels, filters, searches, sorts and counts in the database, and shows
// members and visitors nothing; /crm/export.csv streams every row of the asked view to staff only.
import { randomUUID } from 'node:crypto';
import { createServerClient } from '@supabase/ssr';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INDUSTRIES } from '../../../supabase/functions/_shared/industry-catalogue.ts';
import { allRowsCsv, csvKeys } from '../../../src/lib/crm/all-rows-csv.ts';
import {
  DEFAULT_ALL_QUERY,
  ROW_COLUMNS,
  selectAllRows,
  SORT_COLUMNS,
  type AllQuery,
} from '../../../src/lib/crm/all-rows-query.ts';
import { PIPELINE_STAGES, REQUEST_STATUSES } from '../../../src/lib/crm/domain.ts';
import { statusLabel } from '../../../src/lib/crm/requests.ts';
import { fromViewRow, type SortKey, type ViewRow } from '../../../src/lib/crm/unified-rows.ts';
import type { TypedSupabaseClient } from '../../../src/lib/supabase/typed-client.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser, type TestUser } from '../support/users.ts';

let backend: TestBackend;
let staff: TestUser;
let member: TestUser;
/** Every row in this run carries it, so searches see only this file's rows. */
const tag = `t${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  backend = await startBackend();
  staff = await createTestUser(backend, { staff: true });
  member = await createTestUser(backend);
  const admin = backend.client(backend.serviceRoleKey);
  const contacts = INDUSTRIES.map((industry, i) => ({
    first_name: i % 2 ? `${tag}Zed${i}` : `${tag}alpha${i}`,
    last_name: 'Contact',
    email: `${tag}-c${i}@example.com`,
    company: i === 0 ? '50% Off, "Ltd" (KSA)' : `Company ${i % 3}`,
    industry: industry.id,
    stage: PIPELINE_STAGES[i % PIPELINE_STAGES.length]!.id,
  }));
  contacts.push({
    first_name: 'نورة',
    last_name: `الهاشمي ${tag}`,
    email: `${tag}-arabic@example.com`,
    company: '＝HYPERLINK("x")',
    industry: 'finance',
    stage: 'closed_won',
  });
  expect((await admin.from('contacts').insert(contacts)).error).toBeNull();
  // The staff member is also a contact, so one row has a last sign-in.
  expect(
    (await admin.from('contacts').insert({ first_name: `${tag}Staffer`, email: staff.email }))
      .error,
  ).toBeNull();
  const memberships = REQUEST_STATUSES.map((status, i) => ({
    first_name: `${tag}Applicant${i}`,
    last_name: 'Member',
    email: `${tag}-m${i}@example.com`,
    request_status: status,
    additional_info: i === 0 ? 'Referred by Omar' : null,
  }));
  expect((await admin.from('membership_requests').insert(memberships)).error).toBeNull();
  const guest = {
    name: `${tag}Guest Of Honour`,
    email: `${tag}-e@example.com`,
    event_type: 'dinner',
    request_status: 'waitlist',
    interests: 'Family offices',
  };
  expect((await admin.from('event_requests').insert(guest)).error).toBeNull();
  // Attendance (docs/behaviour/event-guests.md#attendance): c1 came to one of two past events
  // (the address written in capitals), c2 to its one, the Arabic contact's event is still to come.
  const past = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const invitations = [
    { event_slug: `${tag}-gala`, email: `${tag}-C1@Example.com`, starts_at: past(40) },
    { event_slug: `${tag}-forum`, email: `${tag}-c1@example.com`, starts_at: past(10) },
    { event_slug: `${tag}-forum`, email: `${tag}-c2@example.com`, starts_at: past(10) },
    { event_slug: `${tag}-next`, email: `${tag}-arabic@example.com`, starts_at: past(-10) },
  ].map((row) => ({ ...row, guest_name: 'Guest', status: 'confirmed' }));
  const stored = await admin
    .from('invitations')
    .insert(invitations)
    .select('id, event_slug, email');
  expect(stored.error).toBeNull();
  const arrived = stored.data!.filter(
    (row) => row.event_slug !== `${tag}-gala` && !row.email.includes('arabic'),
  );
  const checkIns = await admin
    .from('check_ins')
    .insert(arrived.map((row) => ({ invitation_id: row.id })));
  expect(checkIns.error).toBeNull();
});
afterAll(async () => {
  await backend?.stop();
});

const query = (fields: Partial<AllQuery> = {}): AllQuery => ({
  ...DEFAULT_ALL_QUERY,
  search: tag,
  ...fields,
});

async function page(client: SupabaseClient, asked: AllQuery, from = 0, size = 1000) {
  const result = await selectAllRows(client as TypedSupabaseClient, asked, ROW_COLUMNS, 'exact')
    .range(from, from + size - 1)
    .overrideTypes<ViewRow[], { merge: false }>();
  expect(result.error).toBeNull();
  return { rows: result.data ?? [], total: result.count };
}

describe('crm_all_rows', () => {
  it('shows staff every contact and request with the labels the table shows', async () => {
    const { rows, total } = await page(staff.client, query());
    expect(total).toBe(INDUSTRIES.length + 2 + REQUEST_STATUSES.length + 1);
    expect(rows).toHaveLength(total!);
    // Each label as src/lib/crm writes it: one list, two copies, held equal here.
    for (const [i, industry] of INDUSTRIES.entries()) {
      const row = rows.find((r) => r.email === `${tag}-c${i}@example.com`)!;
      expect(row).toMatchObject({
        kind: 'contact',
        industry: industry.name,
        status: PIPELINE_STAGES[i % PIPELINE_STAGES.length]!.label,
        message: '',
        last_login: null,
      });
      expect(row.row_key).toBe(`contact_${row.id}`);
    }
    for (const [i, status] of REQUEST_STATUSES.entries()) {
      const row = rows.find((r) => r.email === `${tag}-m${i}@example.com`)!;
      expect(row).toMatchObject({
        kind: 'membership',
        name: `${tag}Applicant${i} Member`,
        status: statusLabel(status),
        industry: 'Technology',
      });
    }
    expect(rows.find((r) => r.kind === 'event')).toMatchObject({
      name: `${tag}Guest Of Honour`,
      status: 'Waitlist (dinner)',
      message: 'Family offices',
      title: '',
      company: '',
    });
    // A contact with an account has its last sign-in.
    const staffer = rows.find((r) => r.email === staff.email)!;
    expect(staffer.status).toBe('MQL Lead');
    expect(staffer.last_login).not.toBeNull();
  });

  it('filters by type and pages with the true total', async () => {
    const requests = await page(staff.client, query({ type: 'membership' }), 2, 3);
    expect(requests.total).toBe(REQUEST_STATUSES.length);
    expect(requests.rows.map((r) => r.kind)).toEqual(['membership', 'membership', 'membership']);
    const events = await page(staff.client, query({ type: 'event' }));
    expect(events.total).toBe(1);
  });

  it.each([
    // Every word, anywhere in the shown text, whatever the case.
    ['zed1 contact', 6],
    ['ZED11', 1],
    ['financial services', 2],
    ['pending review', 1],
    ['waitlist dinner', 1],
    ['omar', 1],
    ['الهاشمي', 1],
    ['50% "ltd"', 1],
    ['nobody-like-this', 0],
  ])('search %j finds %i', async (words, found) => {
    const { total } = await page(staff.client, query({ search: `${tag} ${words}` }));
    expect(total).toBe(found);
  });

  it('sorts by a text column case-blind, and by the type as shown', async () => {
    const byName = await page(
      staff.client,
      query({ type: 'contact', sort: 'name', direction: 'asc' }),
    );
    const names = byName.rows.map((r) => r.name!.toLowerCase());
    expect(names).toEqual([...names].sort());
    const byKind = await page(staff.client, query({ sort: 'kind', direction: 'asc' }));
    const kinds = byKind.rows.map((r) => r.kind);
    expect(kinds.indexOf('event')).toBeGreaterThan(kinds.lastIndexOf('contact'));
    expect(kinds.indexOf('membership')).toBeGreaterThan(kinds.lastIndexOf('event'));
  });

  it("shows each person's attendance as 'N of M', and sorts by it", async () => {
    const { rows } = await page(staff.client, query());
    const shown = (email: string) =>
      fromViewRow(rows.find((r) => r.email === `${tag}-${email}@example.com`)!).attendance;
    expect(shown('c1')).toBe('1 of 2');
    expect(shown('c2')).toBe('1 of 1');
    expect(shown('c3')).toBe('');
    expect(shown('arabic')).toBe('');
    const byAttendance = await page(staff.client, query({ sort: 'attendance', direction: 'desc' }));
    expect(byAttendance.rows.slice(0, 3).map((r) => [r.email, r.attended, r.invited])).toEqual([
      [`${tag}-c1@example.com`, 1, 2],
      [`${tag}-c2@example.com`, 1, 1],
      [expect.any(String), 0, 0],
    ]);
  });

  it('shows a member nothing and refuses a visitor', async () => {
    expect((await page(member.client, query({ search: '' }))).total).toBe(0);
    const anon = await backend.client().from('crm_all_rows').select('id').limit(1);
    expect(anon.error?.code).toBe('42501');
  });
});

/** The CSV's data lines (without BOM and header), split as RFC 4180 writes them here. */
async function csvOf(asked: AllQuery, pageSize: number): Promise<string> {
  let text = '';
  for await (const chunk of allRowsCsv(
    staff.client as TypedSupabaseClient,
    asked,
    'Asia/Riyadh',
    pageSize,
  )) {
    text += chunk;
  }
  return text;
}

describe('the CSV in keyset pages', () => {
  it.each(Object.keys(SORT_COLUMNS).flatMap((sort) => [`${sort} asc`, `${sort} desc`]))(
    'pages of 4 sorted by %s give the same file as one page',
    async (order) => {
      const [sort, direction] = order.split(' ') as [SortKey, 'asc' | 'desc'];
      const asked = query({ sort, direction });
      const paged = await csvOf(asked, 4);
      expect(paged).toBe(await csvOf(asked, 1000));
      expect(paged.split('\r\n').length - 2).toBe(
        INDUSTRIES.length + 2 + REQUEST_STATUSES.length + 1,
      );
    },
  );
});

/** The session cookies a browser holds after signing in (as @supabase/ssr writes them). */
async function sessionCookie(user: TestUser): Promise<string> {
  const jar = new Map<string, string>();
  const client = createServerClient(backend.url, backend.anonKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) jar.set(name, value);
      },
    },
  });
  const { error } = await client.auth.signInWithPassword({
    email: user.email,
    password: user.password,
  });
  expect(error).toBeNull();
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** GET /crm/export.csv through the route itself, as Astro calls it. */
async function exportCsv(
  search: string,
  cookie?: string,
  acceptLanguage?: string,
): Promise<Response> {
  // Stubbed, and restored after the file: the integration files share their workers' processes.
  vi.stubEnv('SUPABASE_URL', backend.url);
  vi.stubEnv('SUPABASE_ANON_KEY', backend.anonKey);
  const { GET } = await import('../../../src/pages/crm/export.csv.ts');
  const url = new URL(`http://127.0.0.1/crm/export.csv${search}`);
  const request = new Request(url, {
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    },
  });
  const cookies = { set: () => undefined } as unknown as APIContext['cookies'];
  return GET({ request, url, cookies } as unknown as APIContext);
}

describe('/crm/export.csv', () => {
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('asks a visitor without a session to sign in (401)', async () => {
    const response = await exportCsv('');
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Sign in');
  });

  it('refuses a member (403)', async () => {
    const response = await exportCsv('', await sessionCookie(member));
    expect(response.status).toBe(403);
  });

  it('streams staff every row of the asked view, BOM first, as a download', async () => {
    const cookie = await sessionCookie(staff);
    const params = new URLSearchParams({ q: `${tag} financial`, sort: 'name', dir: 'desc' });
    const response = await exportCsv(`?${params}&tz=Asia%2FRiyadh`, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="majlis-crm-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''majlis-crm-/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe(csvKeys().join(','));
    expect(lines.slice(1, -1)).toEqual([
      `Contact,نورة الهاشمي ${tag},,${tag}-arabic@example.com,"'＝HYPERLINK(""x"")",Financial Services,,Closed Won,Never,`,
      `Contact,${tag}alpha8 Contact,,${tag}-c8@example.com,Company 2,Financial Services,,SQO Discovery,Never,`,
    ]);
  });

  it("carries a person's attendance as the table shows it", async () => {
    const cookie = await sessionCookie(staff);
    const params = new URLSearchParams({ q: `${tag}-c1@example.com` });
    const response = await exportCsv(`?${params}&tz=UTC`, cookie);
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\r\n');
    // text() drops the byte-order mark.
    expect(lines[0]).toBe(csvKeys().join(','));
    expect(lines[0]!.endsWith(',Last Login,Attended')).toBe(true);
    expect(lines[1]).toBe(
      `Contact,${tag}Zed1 Contact,,${tag}-c1@example.com,Company 1,${INDUSTRIES[1]!.name},,${PIPELINE_STAGES[1]!.label},Never,1 of 2`,
    );
    expect(lines).toHaveLength(3);
  });

  it('adds the header in Arabic on the second row for a staff member who reads Arabic, the English keys first', async () => {
    const reader = await createTestUser(backend, { staff: true });
    const cookie = await sessionCookie(reader);
    const params = new URLSearchParams({ q: `${tag}-c1@example.com` });
    const arabicHeader = (await import('../../../src/lib/crm/labels-ar.ts')).ar.all.csvHeader;
    const lines = async (acceptLanguage?: string) => {
      const response = await exportCsv(`?${params}&tz=UTC`, cookie, acceptLanguage);
      expect(response.status).toBe(200);
      return (await response.text()).split('\r\n');
    };
    // Not chosen yet: the browser's language decides (an export stores no choice).
    const fromBrowser = await lines('ar-SA,ar;q=0.9,en;q=0.5');
    expect(fromBrowser[0]).toBe(csvKeys().join(','));
    expect(fromBrowser[1]).toBe(arabicHeader.join(','));
    expect(fromBrowser[1]).toMatch(/[\u0600-\u06FF]/);
    expect(fromBrowser[2]).toContain(`${tag}-c1@example.com`);
    expect(fromBrowser).toHaveLength(4);
    expect((await lines('en-GB'))[1]).toContain(`${tag}-c1@example.com`);
    // Chosen: English wins over the browser's Arabic, and Arabic over the browser's English.
    const admin = backend.client(backend.serviceRoleKey);
    await admin.from('profiles').update({ staff_language: 'en' }).eq('email', reader.email);
    expect((await lines('ar'))[1]).toContain(`${tag}-c1@example.com`);
    await admin.from('profiles').update({ staff_language: 'ar' }).eq('email', reader.email);
    expect((await lines('en'))[1]).toBe(arabicHeader.join(','));
  });

  it('answers a bad filter with a message (400)', async () => {
    const cookie = await sessionCookie(staff);
    const response = await exportCsv('?sort=password', cookie);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Unknown sort: password\n');
    expect((await exportCsv('?tz=Mars%2FOlympus', cookie)).status).toBe(400);
  });
});

// Guests who came another way (docs/behaviour/staff-app.md#the-all-table): a walk-in added at the
// door and a guest invited without a request are rows of their own; a contact's invitation and a
// request's are not (the contact's or the request's row stands for them).
describe('guests without a request in crm_all_rows', () => {
  const guestTag = `g${randomUUID().slice(0, 8)}`;
  const slug = 'leap-dinner';

  it('lists a walk-in and a guest invited directly, with their event, and no one twice', async () => {
    const admin = backend.client(backend.serviceRoleKey);
    const walkIn = await staff.client.rpc('check_in_walk_in', {
      event_slug: slug,
      email: `${guestTag}-walk@example.com`,
      guest_name: `Walk ${guestTag}`,
      company: 'شركة الباب',
    });
    expect(walkIn.error).toBeNull();
    const contact = await admin
      .from('contacts')
      .insert({ first_name: `Known ${guestTag}`, email: `${guestTag}-known@example.com` });
    expect(contact.error).toBeNull();
    const request = await admin
      .from('event_requests')
      .insert({
        name: `Asked ${guestTag}`,
        email: `${guestTag}-asked@example.com`,
        event_type: 'dinner',
        event_slug: slug,
        request_status: 'approved',
      })
      .select('id')
      .single();
    expect(request.error).toBeNull();
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const invited = await admin.from('invitations').insert(
      [
        { email: `${guestTag}-direct@example.com`, guest_name: `Direct ${guestTag}` },
        { email: `${guestTag}-KNOWN@example.com`, guest_name: `Known ${guestTag}` },
        {
          email: `${guestTag}-asked@example.com`,
          guest_name: `Asked ${guestTag}`,
          request_id: request.data!.id,
        },
      ].map((row) => ({ ...row, event_slug: slug, starts_at: startsAt, status: 'confirmed' })),
    );
    expect(invited.error).toBeNull();
    const { data: event } = await admin.from('events').select('title_en').eq('slug', slug).single();

    const everyone = await page(staff.client, query({ search: guestTag }));
    expect(everyone.rows.map((row) => `${row.kind} ${row.name}`).sort()).toEqual([
      `contact Known ${guestTag}`,
      `event Asked ${guestTag}`,
      `guest Direct ${guestTag}`,
      `guest Walk ${guestTag}`,
    ]);
    const guests = await page(staff.client, query({ search: guestTag, type: 'guest' }));
    expect(guests.total).toBe(2);
    const shown = guests.rows.map(fromViewRow).sort((a, b) => a.name.localeCompare(b.name));
    expect(
      shown.map(({ kind, name, status, company, eventSlug }) => ({
        kind,
        name,
        status,
        company,
        eventSlug,
      })),
    ).toEqual([
      {
        kind: 'guest',
        name: `Direct ${guestTag}`,
        status: `Invited without a request (${event!.title_en})`,
        company: '',
        eventSlug: slug,
      },
      {
        kind: 'guest',
        name: `Walk ${guestTag}`,
        status: `Walk-in (${event!.title_en})`,
        company: 'شركة الباب',
        eventSlug: slug,
      },
    ]);
    expect(shown.every((row) => row.key === `guest_${row.id}`)).toBe(true);
    // The walk-in came: their attendance counts like anyone's.
    expect(shown[1]!.attendance).toBe('1 of 1');

    // Searched by the status staff see, and hidden from a member.
    const walkIns = await page(staff.client, query({ search: `${guestTag} walk-in` }));
    expect(walkIns.rows.map((row) => row.name)).toEqual([`Walk ${guestTag}`]);
    const seenByMember = await page(member.client, query({ search: guestTag }));
    expect(seenByMember.total).toBe(0);
  });
});
