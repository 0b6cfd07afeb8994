// Malformed requests from a signed-in staff member (and the service role, for the functions only it
// may call): every RPC of the exposed schema with broken and missing arguments and ids naming no
// row, and every column of every table and view filtered with values of the wrong type. None may
// answer 5xx: PostgREST answers bad input and missing rows with 4xx and a SQLSTATE or PGRST code
// (docs/wire/supabase-js.md#rest-error-answers), and so must the embedded backend.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempDatabase } from '../database/support/temp-database.ts';
import { RELAXED_AUTH_LIMITS, startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser } from '../support/users.ts';
import { NASTY_VALUES, pick, random } from './fuzz-values.ts';

const PER_FUNCTION = 120;
/** Per column: this many bad values under a random operator, then every operator once. */
const VALUES_PER_COLUMN = 8;
const CONCURRENCY = 8;

interface RpcFunction {
  name: string;
  args: { name: string; type: string }[];
  /** Whether signed-in users may execute it (otherwise only the service role). */
  authenticated: boolean;
}

interface Column {
  relation: string;
  column: string;
  type: string;
}

let backend: TestBackend;
let staffToken: string;
let functions: RpcFunction[] = [];
let columns: Column[] = [];

beforeAll(async () => {
  // The schema as migrated, read from a throwaway database: every function and column is fuzzed,
  // including those a later migration adds.
  const temp = await openTempDatabase('staff-fuzz');
  try {
    const { rows: fnRows } = await temp.db.query<{
      name: string;
      arg_names: string[] | null;
      arg_types: string[];
      authenticated: boolean;
    }>(
      `select p.proname as name, p.proargnames as arg_names,
              array(select format_type(t, null) from unnest(p.proargtypes) as t) as arg_types,
              has_function_privilege('authenticated', p.oid, 'execute') as authenticated
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prokind = 'f'
          and p.prorettype <> 'trigger'::regtype
          and (has_function_privilege('authenticated', p.oid, 'execute')
               or has_function_privilege('service_role', p.oid, 'execute'))
        order by p.proname`,
    );
    functions = fnRows.map((row) => ({
      name: row.name,
      args: row.arg_types.map((type, index) => ({ name: row.arg_names?.[index] ?? '', type })),
      authenticated: row.authenticated,
    }));
    const { rows } = await temp.db.query<Column>(
      `select table_name as relation, column_name as column, udt_name as type
         from information_schema.columns
        where table_schema = 'public'
        order by table_name, ordinal_position`,
    );
    columns = rows;
  } finally {
    await temp.dispose();
  }
  backend = await startBackend({ env: RELAXED_AUTH_LIMITS });
  staffToken = (await createTestUser(backend, { staff: true })).accessToken;
});
afterAll(async () => {
  await backend?.stop();
});

/** Values of the wrong shape for a Postgres type, and ids that name no row. */
const BAD_TEXT = [
  'abc',
  'tru',
  '1e999',
  '99999999999999999999',
  '-2147483649',
  '2025-13-45',
  '2025-02-30T25:61:00Z',
  '{',
  '{"a":',
  '[1,',
  '(',
  ')',
  "'",
  '\\',
  'NaN',
  '-',
  'not-a-uuid',
  '00000000-0000-0000-0000-00000000000g',
  '💥',
  'إدارة',
];

function argumentValue(next: () => number, type: string): unknown {
  const roll = next();
  if (type === 'uuid' && roll < 0.4) return randomUUID();
  if (roll < 0.5) return pick(next, BAD_TEXT);
  if (roll < 0.6) return Number.MAX_SAFE_INTEGER * (next() < 0.5 ? -1 : 1);
  return pick(next, NASTY_VALUES);
}

function rpcBody(next: () => number, fn: RpcFunction): string {
  if (next() < 0.1) return pick(next, ['{', 'null', '[]', '"x"', '{"a":1}']);
  const body: Record<string, unknown> = {};
  for (const arg of fn.args) {
    if (next() < 0.15) continue; // a missing argument
    body[arg.name] = argumentValue(next, arg.type);
  }
  return JSON.stringify(body);
}

const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'in',
  'cs',
  'cd',
  'ov',
  'fts',
  'plfts',
  'not.eq',
];

function filterValue(operator: string, value: string): string {
  if (operator === 'in') return `(${value},${value})`;
  if (operator === 'cs' || operator === 'cd' || operator === 'ov') return `{${value}}`;
  return value;
}

interface Sent {
  status: number;
  line: string;
}

async function runAll(requests: (() => Promise<Sent>)[]): Promise<Map<number, string[]>> {
  const byStatus = new Map<number, string[]>();
  let index = 0;
  async function worker() {
    while (index < requests.length) {
      const request = requests[index]!;
      index += 1;
      const { status, line } = await request();
      byStatus.set(status, [...(byStatus.get(status) ?? []), line]);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return byStatus;
}

function serverErrors(byStatus: Map<number, string[]>): string[] {
  return [...byStatus.entries()].filter(([status]) => status >= 500).flatMap(([, lines]) => lines);
}

function spread(byStatus: Map<number, string[]>): string {
  return [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, lines]) => `${lines.length}x${status}`)
    .join(' ');
}

function headers(token: string): Record<string, string> {
  return {
    apikey: backend.anonKey,
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  };
}

describe('fuzzing the staff RPCs and filters', () => {
  it('finds the staff RPCs and the columns to fuzz', () => {
    const names = functions.map((fn) => fn.name);
    for (const expected of [
      'add_lead',
      'sync_contact_checklist',
      'move_membership_request_to_pipeline',
      'move_event_request_to_pipeline',
      'move_contact_message_to_pipeline',
      'search_contacts',
      'claim_after_insert_job',
      'finish_after_insert_job',
      'decide_membership_request',
      'decide_event_request',
      'record_member_account',
      'failed_jobs',
      'retry_job',
      'cancel_campaign',
      'schedule_campaign',
      'unschedule_campaign',
      'campaign_results',
      'campaign_recipient_rows',
      'campaign_request_prefill',
    ]) {
      expect(names).toContain(expected);
    }
    expect(columns.map((c) => `${c.relation}.${c.column}`)).toContain(
      'contact_messages.moved_to_pipeline',
    );
  });

  it('answers an id that names no row with 404 and a clear message, never 500', async () => {
    const missing = randomUUID();
    const decision = { decision: 'waitlist' };
    const cases = [
      ['sync_contact_checklist', 'p_contact_id', 'contact', {}],
      ['move_membership_request_to_pipeline', 'p_request_id', 'membership request', {}],
      ['move_event_request_to_pipeline', 'p_request_id', 'invitation request', {}],
      ['move_contact_message_to_pipeline', 'p_message_id', 'contact message', {}],
      ['decide_membership_request', 'request_id', 'membership request', decision],
      ['decide_event_request', 'request_id', 'invitation request', decision],
      ['queue_campaign', 'campaign_id', 'campaign', {}],
      ['pause_campaign', 'campaign_id', 'campaign', {}],
      ['resume_campaign', 'campaign_id', 'campaign', {}],
      ['send_campaign_test', 'campaign_id', 'campaign', {}],
      ['cancel_campaign', 'campaign_id', 'campaign', {}],
      ['schedule_campaign', 'campaign_id', 'campaign', { at: '2030-01-01T09:00:00+03:00' }],
      ['unschedule_campaign', 'campaign_id', 'campaign', {}],
      ['campaign_results', 'campaign_id', 'campaign', {}],
      ['campaign_recipient_rows', 'campaign_id', 'campaign', {}],
    ] as const;
    for (const [name, arg, what, extra] of cases) {
      const response = await fetch(`${backend.url}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: headers(staffToken),
        body: JSON.stringify({ [arg]: missing, ...extra }),
      });
      const body = (await response.json()) as { code: string; message: string };
      expect({ name, status: response.status, code: body.code }).toEqual({
        name,
        status: 404,
        code: 'PT404',
      });
      expect(body.message).toBe(`No ${what} has the id ${missing}`);
    }
  });

  it('answers a filter value of the wrong type with 400 and its SQLSTATE', async () => {
    for (const [query, code] of [
      ['moved_to_pipeline=eq.abc', '22P02'],
      ['moved_to_pipeline=in.(true,maybe)', '22P02'],
      ['created_at=gt.2025-13-45', '22008'],
      ['id=eq.not-a-uuid', '22P02'],
    ] as const) {
      const response = await fetch(`${backend.url}/rest/v1/contact_messages?${query}`, {
        headers: headers(staffToken),
      });
      const body = (await response.json()) as { code: string };
      expect({ query, status: response.status, code: body.code }).toEqual({
        query,
        status: 400,
        code,
      });
    }
  });

  it('every RPC: broken arguments and missing rows answer 4xx, never 5xx', async () => {
    const next = random(7);
    const requests = functions.flatMap((fn) =>
      Array.from({ length: PER_FUNCTION }, () => {
        const body = rpcBody(next, fn);
        const token = fn.authenticated ? staffToken : backend.serviceRoleKey;
        return async (): Promise<Sent> => {
          const response = await fetch(`${backend.url}/rest/v1/rpc/${fn.name}`, {
            method: 'POST',
            headers: { ...headers(token), prefer: 'tx=rollback' },
            body,
          });
          await response.arrayBuffer();
          return { status: response.status, line: `${response.status} ${fn.name} ${body}` };
        };
      }),
    );
    const byStatus = await runAll(requests);
    console.log(`staff RPC fuzz: ${requests.length} requests, ${spread(byStatus)}`);
    expect(serverErrors(byStatus).slice(0, 10)).toEqual([]);
  }, 300_000);

  it('every column of every table and view: bad filter values answer 4xx, never 5xx', async () => {
    const next = random(11);
    const requests: (() => Promise<Sent>)[] = [];
    for (const { relation, column } of columns) {
      const pairs = [
        ...Array.from(
          { length: VALUES_PER_COLUMN },
          () => [pick(next, OPERATORS), pick(next, BAD_TEXT)] as const,
        ),
        ...OPERATORS.map((operator) => [operator, pick(next, BAD_TEXT)] as const),
      ];
      for (const [operator, value] of pairs) {
        const query = `${encodeURIComponent(column)}=${operator}.${encodeURIComponent(filterValue(operator, value))}`;
        requests.push(async () => {
          const response = await fetch(`${backend.url}/rest/v1/${relation}?select=*&${query}`, {
            headers: headers(staffToken),
          });
          await response.arrayBuffer();
          return { status: response.status, line: `${response.status} ${relation}?${query}` };
        });
      }
    }
    const byStatus = await runAll(requests);
    console.log(
      `filter fuzz: ${requests.length} requests over ${columns.length} columns, ${spread(byStatus)}`,
    );
    expect(serverErrors(byStatus).slice(0, 10)).toEqual([]);
  }, 300_000);
});
