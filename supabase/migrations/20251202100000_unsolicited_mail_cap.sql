/*
 * One mailbox gets at most a few unsolicited mails a day, across every public form (issue 41,
 * item 7; docs/behaviour/submissions.md#after-the-insert). Each form capped its own rows by the
 * address as typed, so victim+1@, Victim@ and victim@example.org. each opened a fresh allowance
 * on every form. Now every mail a visitor's form asks for (the join, invitation-request and
 * newsletter confirmations, the /your-data link) counts against one allowance per mailbox
 * (private.mailbox_key: case, +tags, dots, a trailing dot and look-alikes folded).
 *
 * The rule sits on the job table itself, so every path that queues such a mail meets it once:
 * past the cap the job is not queued, and the form answers exactly as for a success (the row is
 * stored; only the mail is left out), so the answer tells nothing about the address. Jobs queued
 * by staff, the service role or the owner are not unsolicited and are not counted.
 *
 * The log keeps a keyed hash of the mailbox (the suppression list's key), for one day only.
 */

/* The number, written once: unsolicited mails one mailbox may be sent in 24 hours. */
create function private.unsolicited_mails_per_day() returns integer
language sql
immutable
set search_path = ''
as $$ select 5 $$;
comment on function private.unsolicited_mails_per_day() is
  'How many mails the public forms may send one mailbox in 24 hours (docs/behaviour/submissions.md).';

/* Which job kinds are a mail a visitor's form asks for, and the table whose row holds the address. */
create table private.unsolicited_mail_kinds (
  kind text primary key,
  source_table text not null check (source_table in
    ('membership_requests', 'event_requests', 'contacts', 'privacy_requests'))
);
comment on table private.unsolicited_mail_kinds is
  'The job kinds that mail an address typed into a public form, each with the table of its row.';
revoke all on table private.unsolicited_mail_kinds from public, anon, authenticated, service_role;
insert into private.unsolicited_mail_kinds (kind, source_table) values
  ('send-network-confirmation', 'membership_requests'),
  ('send-event-confirmation', 'event_requests'),
  ('send-newsletter-confirmation', 'contacts'),
  ('send-privacy-verification', 'privacy_requests');

/* The mails counted: a keyed hash of the mailbox and when; rows older than a day are dropped. */
create table private.unsolicited_mails (
  id bigint generated always as identity primary key,
  mailbox_hash bytea not null check (octet_length(mailbox_hash) = 32),
  kind text not null references private.unsolicited_mail_kinds (kind),
  queued_at timestamptz not null default now()
);
comment on table private.unsolicited_mails is
  'Unsolicited mails queued per mailbox (keyed hash) in the last day, for the per-mailbox cap.';
create index unsolicited_mails_mailbox_idx on private.unsolicited_mails (mailbox_hash, queued_at);
create index unsolicited_mails_queued_idx on private.unsolicited_mails (queued_at);
revoke all on table private.unsolicited_mails from public, anon, authenticated, service_role;

insert into private.personal_data_inventory (table_schema, table_name, column_name, finds_by, erased_by, exported, note) values
  ('private', 'unsolicited_mails', 'mailbox_hash', 'none', 'keep', false,
   'A keyed hash of a mailbox for one day, linked to no row: the per-mailbox mail cap.');

/*
 * Before a job is queued: a visitor's unsolicited mail over the mailbox's allowance is dropped
 * (the insert becomes a no-op). Locked per mailbox, so parallel forms cannot both take the last.
 */
create function private.cap_unsolicited_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  source text;
  address text;
  key bytea;
begin
  select k.source_table into source from private.unsolicited_mail_kinds k where k.kind = new.kind;
  if source is null or private.consent_method_of_caller() <> 'form' then
    return new;
  end if;
  -- The same job again (a repeated enqueue) is left to the table's own conflict rule.
  if exists (select 1 from public.after_insert_jobs j where j.kind = new.kind and j.row_id = new.row_id) then
    return new;
  end if;
  execute format('select r.email::text from public.%I r where r.id = $1', source)
    into address using new.row_id;
  if address is null then
    return new;
  end if;
  key := private.address_hash(private.mailbox_key(address));
  perform pg_advisory_xact_lock(hashtext('unsolicited_mail:' || encode(key, 'hex')));
  delete from private.unsolicited_mails m where m.queued_at < now() - interval '24 hours';
  if (select count(*) from private.unsolicited_mails m
       where m.mailbox_hash = key and m.queued_at > now() - interval '24 hours')
     >= private.unsolicited_mails_per_day() then
    return null;
  end if;
  insert into private.unsolicited_mails (mailbox_hash, kind) values (key, new.kind);
  return new;
end
$$;
revoke all on function private.cap_unsolicited_mail() from public, anon, authenticated;

create trigger after_insert_jobs_cap_unsolicited_mail
  before insert on public.after_insert_jobs
  for each row execute function private.cap_unsolicited_mail();
