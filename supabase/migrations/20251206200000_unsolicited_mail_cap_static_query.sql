/*
 * The per-mailbox cap on unsolicited mail (20251202100000_unsolicited_mail_cap.sql), same rule,
 * with one static query per source table instead of a dynamic EXECUTE to read the address:
 * PL/pgSQL keeps the plan of a static query, where EXECUTE parsed and planned it on every join
 * application (0.10-0.15 ms of the insert's ~1.4 ms of database CPU on PGlite,
 * docs/performance/backend-profile.md, "Sixth round"). The tables are the ones
 * private.unsolicited_mail_kinds may name (its check, 20251202110000_newsletter_double_opt_in.sql);
 * another fails loudly.
 */
create or replace function private.cap_unsolicited_mail() returns trigger
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
  case source
    when 'membership_requests' then
      select r.email::text into address from public.membership_requests r where r.id = new.row_id;
    when 'event_requests' then
      select r.email::text into address from public.event_requests r where r.id = new.row_id;
    when 'newsletter_signups' then
      select r.email::text into address from public.newsletter_signups r where r.id = new.row_id;
    when 'privacy_requests' then
      select r.email::text into address from public.privacy_requests r where r.id = new.row_id;
    else
      raise exception 'cap_unsolicited_mail has no address query for table %', source;
  end case;
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
