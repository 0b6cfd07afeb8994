/**
 * Who may do what to each table and view: the security model (docs/architecture.md#security-model)
 * written as a table. The SQL-level test (rls-matrix.test.ts) checks it with asClaims; the
 * REST-level test checks
 * the same table through supabase-js, so both layers are held to one expectation.
 *
 * Each cell is about one existing row that the role does not own (for profiles: a staff
 * member's profile, seen by another user), or one new row for insert:
 * - allowed: the statement succeeds and touches that row (select sees it, update/delete affect it).
 * - denied: the statement fails with SQLSTATE 42501 (no privilege, or a row-level security
 *   check on a new row). Over REST that is HTTP 401 for anon, 403 otherwise.
 * - sees-nothing: the statement succeeds but the row is invisible (0 rows read or changed).
 * - not-writable: the relation is a view Postgres cannot write through (a join), whoever asks:
 *   SQLSTATE 55000, raised before any privilege check.
 */

export type Outcome = 'allowed' | 'denied' | 'sees-nothing' | 'not-writable';
export type Verb = 'select' | 'insert' | 'update' | 'delete';
/** member = a signed-in user whose profile role is member; staff = profile role staff. */
export type RoleName = 'anon' | 'member' | 'staff' | 'service_role';

export const VERBS: readonly Verb[] = ['select', 'insert', 'update', 'delete'];
export const ROLE_NAMES: readonly RoleName[] = ['anon', 'member', 'staff', 'service_role'];

type Row = Record<Verb, Outcome>;

const A = 'allowed';
const D = 'denied';
const N = 'sees-nothing';
const W = 'not-writable';

function row(select: Outcome, insert: Outcome, update: Outcome, deleteOutcome: Outcome): Row {
  return { select, insert, update, delete: deleteOutcome };
}

/** A public form's table: anyone submits, only staff read and decide. */
// Each row reads: select, insert, update, delete.
const PUBLIC_SUBMISSION: Record<RoleName, Row> = {
  anon: row(D, A, D, D),
  member: row(N, A, N, N),
  staff: row(A, A, A, A),
  service_role: row(A, A, A, A),
};

/** A CRM table: staff only. */
const STAFF_ONLY: Record<RoleName, Row> = {
  anon: row(D, D, D, D),
  member: row(N, D, N, N),
  staff: row(A, A, A, A),
  service_role: row(A, A, A, A),
};

/** Staff read; writes only through RPCs that enforce the rules once (invitations, check-ins). */
const STAFF_READ_RPC_WRITES: Record<RoleName, Row> = {
  anon: row(D, D, D, D),
  member: row(N, D, D, D),
  staff: row(A, D, D, D),
  service_role: row(A, A, A, A),
};

/** A read-only view over a staff-only table. */
const STAFF_READ_ONLY_VIEW: Record<RoleName, Row> = {
  anon: row(D, D, D, D),
  member: row(N, D, D, D),
  staff: row(A, D, D, D),
  service_role: row(A, A, A, A),
};

export const RLS_EXPECTATIONS = {
  profiles: {
    anon: row(D, D, D, D),
    member: row(N, D, N, D),
    staff: row(A, D, N, D),
    service_role: row(A, A, A, A),
  },
  membership_requests: PUBLIC_SUBMISSION,
  /** Its insert case carries campaign_token, the write-only column an announcement's form sends. */
  event_requests: PUBLIC_SUBMISSION,
  contact_messages: PUBLIC_SUBMISSION,
  dinner_requests: STAFF_READ_ONLY_VIEW,
  forum_requests: STAFF_READ_ONLY_VIEW,
  companies: STAFF_ONLY,
  contacts: STAFF_ONLY,
  checklist_items: STAFF_ONLY,
  contact_notes: STAFF_ONLY,
  contact_attachments: STAFF_ONLY,
  consolidated_leads: {
    anon: row(D, W, W, W),
    member: row(N, W, W, W),
    staff: row(A, W, W, W),
    service_role: row(A, W, W, W),
  },
  /** The All table's union of contacts and requests: read-only for everyone, read by staff. */
  crm_all_rows: {
    anon: row(D, W, W, W),
    member: row(N, W, W, W),
    staff: row(A, W, W, W),
    service_role: row(A, W, W, W),
  },
  activity: {
    anon: row(D, D, D, D),
    member: row(N, D, D, D),
    staff: row(A, D, D, D),
    service_role: row(A, D, D, D),
  },
  mail_outbox: {
    anon: row(D, D, D, D),
    member: row(D, D, D, D),
    staff: row(D, D, D, D),
    service_role: row(A, A, A, A),
  },
  /** Written by a trigger and the job processor (service role); staff read it to see failures. */
  after_insert_jobs: {
    anon: row(D, D, D, D),
    member: row(N, D, D, D),
    staff: row(A, D, D, D),
    service_role: row(A, A, A, A),
  },
  /** Consent records (…_consents.sql): written only by the forms' triggers and RPCs; staff read. */
  consents: {
    anon: row(D, D, D, D),
    member: row(N, D, D, D),
    staff: row(A, D, D, D),
    service_role: row(A, D, D, D),
  },
  /** Append-only, even for staff and the service role. */
  audit_log: {
    anon: row(D, D, D, D),
    member: row(N, D, D, D),
    staff: row(A, D, D, D),
    service_role: row(A, D, D, D),
  },
  /**
   * People's privacy requests (…_privacy_requests.sql): no table access but the service role's
   * read (the job functions); staff list, open and answer them through RPCs that audit.
   */
  privacy_requests: {
    anon: row(D, D, D, D),
    member: row(D, D, D, D),
    staff: row(D, D, D, D),
    service_role: row(A, D, D, D),
  },
  /** Personal-data incidents: staff read; recording and each step go through audited RPCs. */
  privacy_incidents: {
    anon: row(D, D, D, D),
    member: row(N, D, D, D),
    staff: row(A, D, D, D),
    service_role: row(A, D, D, D),
  },
  /** Erased addresses as keyed hashes (…_personal_data_erasure.sql): only erasure writes; staff read. */
  suppressed_addresses: {
    anon: row(D, D, D, D),
    member: row(N, D, D, D),
    staff: row(A, D, D, D),
    service_role: row(A, D, D, D),
  },
  /** Newsletter sign-ups awaiting confirmation (…_newsletter_double_opt_in.sql): only the RPCs write; staff read. */
  newsletter_signups: {
    anon: row(D, D, D, D),
    member: row(N, D, D, D),
    staff: row(A, D, D, D),
    service_role: row(A, D, D, D),
  },
  /** Export archives made for a person: only the export RPC writes; staff read. */
  personal_data_exports: {
    anon: row(D, D, D, D),
    member: row(N, D, D, D),
    staff: row(A, D, D, D),
    service_role: row(A, D, D, D),
  },
  /** Monthly retention runs (…_retention.sql): only the job's RPC writes; staff read. */
  retention_runs: {
    anon: row(D, D, D, D),
    member: row(N, D, D, D),
    staff: row(A, D, D, D),
    service_role: row(A, D, D, D),
  },
  /** What the backup schedule saw (…_backup_status.sql): only the server writes; staff read. */
  backup_status: {
    anon: row(D, D, D, D),
    member: row(N, D, D, D),
    staff: row(A, D, D, D),
    service_role: row(A, D, D, D),
  },
  /** An event's guests and arrivals: staff read; every change goes through an RPC. */
  invitations: STAFF_READ_RPC_WRITES,
  check_ins: STAFF_READ_RPC_WRITES,
  /** The content events as rows: staff read; only sync_events writes (…_events_from_content.sql). */
  events: STAFF_READ_RPC_WRITES,
  /** Follow-ups after the event and their recipients: staff read; send_event_follow_up writes. */
  event_follow_ups: STAFF_READ_RPC_WRITES,
  event_follow_up_recipients: STAFF_READ_RPC_WRITES,
  /** Campaigns: staff write drafts; their recipients are written by queue_campaign and the job. */
  campaigns: STAFF_ONLY,
  campaign_recipients: STAFF_READ_RPC_WRITES,
  /** Objects in the contact_attachments bucket (storage.objects). */
  'storage.objects': {
    anon: row(N, D, N, N),
    member: row(N, D, N, N),
    staff: row(A, A, A, A),
    service_role: row(A, A, A, A),
  },
} satisfies Record<string, Record<RoleName, Row>>;

export type Relation = keyof typeof RLS_EXPECTATIONS;

/**
 * Who may call each RPC, for the RPCs whose callers are not plain from their grants (a function
 * granted to authenticated that checks for staff itself, one open to visitors): allowed, the call
 * succeeds; denied, SQLSTATE 42501 (over REST, HTTP 401 for anon, 403 otherwise). The service role
 * is no staff member: the campaign RPCs need a signed-in one (private.require_campaign_staff).
 */
export type RpcOutcome = Extract<Outcome, 'allowed' | 'denied'>;

/** Staff only: granted to authenticated, refused to anyone who is not staff. */
const STAFF_RPC: Record<RoleName, RpcOutcome> = {
  anon: D,
  member: D,
  staff: A,
  service_role: D,
};

export const RPC_EXPECTATIONS = {
  cancel_campaign: STAFF_RPC,
  schedule_campaign: STAFF_RPC,
  unschedule_campaign: STAFF_RPC,
  campaign_results: STAFF_RPC,
  campaign_recipient_rows: STAFF_RPC,
  /** An announcement link's token for the form's prefill: anyone holding the link. */
  campaign_request_prefill: { anon: A, member: A, staff: A, service_role: A },
} satisfies Record<string, Record<RoleName, RpcOutcome>>;

export type RpcName = keyof typeof RPC_EXPECTATIONS;

/** The RPC matrix as a flat list of cases, for `it.each`. */
export function rpcExpectationCases(): { rpc: RpcName; role: RoleName; outcome: RpcOutcome }[] {
  return (Object.keys(RPC_EXPECTATIONS) as RpcName[]).flatMap((rpc) =>
    ROLE_NAMES.map((role) => ({ rpc, role, outcome: RPC_EXPECTATIONS[rpc][role] })),
  );
}

/** The matrix as a flat list of cases, for `it.each`. */
export function expectationCases(): {
  relation: Relation;
  role: RoleName;
  verb: Verb;
  outcome: Outcome;
}[] {
  return (Object.keys(RLS_EXPECTATIONS) as Relation[]).flatMap((relation) =>
    ROLE_NAMES.flatMap((role) =>
      VERBS.map((verb) => ({
        relation,
        role,
        verb,
        outcome: RLS_EXPECTATIONS[relation][role][verb],
      })),
    ),
  );
}
