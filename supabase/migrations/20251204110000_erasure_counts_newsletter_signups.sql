/*
 * Erasure counts the person's newsletter sign-ups (issue 41): they were removed by the trigger on
 * suppressed_addresses (20251202110000_newsletter_double_opt_in.sql), after the counts were
 * taken, so neither the answer staff are shown nor the audit row named them. Now the erasure
 * removes them itself, by the address's hash, its e-mail or its contacts (before the contacts,
 * whose deletion takes a confirmed sign-up with it), with their unsent confirmation jobs, and
 * counts them as newsletter_signups; the trigger stays for an address
 * suppressed again. Everything else is private.erase_personal_data of
 * 20251127040000_personal_data_erasure.sql.
 */
create or replace function private.erase_personal_data(p_email text, p_privacy_request_id uuid, p_override boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := private.require_staff_address(p_email);
  k record;
  blocker record;
  files jsonb;
  counts jsonb := '{}';
  n integer;
  hash bytea := private.address_hash(address);
  audit_id uuid;
  overridden text;
begin
  select * into blocker from private.erasure_blockers(address) limit 1;
  if found then
    if p_override is not true then
      raise exception using errcode = 'PT409',
        message = format('%s is confirmed for %s on %s', blocker.guest_name, blocker.event_slug,
                         to_char(blocker.starts_at at time zone blocker.time_zone, 'YYYY-MM-DD'));
    end if;
    overridden := blocker.event_slug;
  end if;
  select * into k from private.person_keys(address);
  if exists (select 1 from public.profiles p where p.id = any(k.user_ids) and p.role = 'staff') then
    raise exception using errcode = 'PT409',
      message = 'This address belongs to a staff account: remove its staff role before erasing it';
  end if;

  files := (
    select coalesce(jsonb_agg(jsonb_build_object('bucket', o.bucket_id, 'name', o.name)), '[]')
      from storage.objects o
     where (o.bucket_id = 'contact_attachments'
            and (o.name in (select a.file_path from public.contact_attachments a where a.contact_id = any(k.contact_ids))
                 or split_part(o.name, '/', 1) in (select unnest(k.contact_ids)::text)))
        or (o.bucket_id = 'personal_data_exports'
            and o.name in (select e.object_name from public.personal_data_exports e where lower(e.email) = address)));

  perform set_config('privacy.erasing', 'on', true);
  delete from public.after_insert_jobs j
   where j.row_id = any(k.contact_ids || k.request_ids || k.invitation_ids
                        || array(select e.id from public.personal_data_exports e where lower(e.email) = address));
  get diagnostics n = row_count; counts := counts || jsonb_build_object('after_insert_jobs', n);
  delete from public.mail_outbox m
   where lower(m.to_address) = address or strpos(lower(m.text_body), address) > 0
      or strpos(lower(coalesce(m.html_body, '')), address) > 0;
  get diagnostics n = row_count; counts := counts || jsonb_build_object('mail_outbox', n);
  delete from public.activity a
   where a.contact_id = any(k.contact_ids) or a.entity_id = any(k.contact_ids || k.request_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('activity', n);
  delete from public.check_ins c where c.invitation_id = any(k.invitation_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('check_ins', n);
  delete from public.invitations i where i.id = any(k.invitation_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('invitations', n);
  delete from public.consents c where lower(c.email) = address or c.contact_id = any(k.contact_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('consents', n);
  delete from private.unsubscribe_tokens t where t.contact_id = any(k.contact_ids);
  delete from public.after_insert_jobs j
   where j.kind = 'send-newsletter-confirmation'
     and j.row_id in (select s.id from public.newsletter_signups s
                       where s.address_hash = hash or lower(s.email) = address
                          or s.contact_id = any(k.contact_ids));
  delete from public.newsletter_signups s
   where s.address_hash = hash or lower(s.email) = address or s.contact_id = any(k.contact_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('newsletter_signups', n);
  delete from public.contact_notes c where c.contact_id = any(k.contact_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('contact_notes', n);
  delete from public.checklist_items c where c.contact_id = any(k.contact_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('checklist_items', n);
  delete from public.contact_attachments c where c.contact_id = any(k.contact_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('contact_attachments', n);
  delete from public.contacts c where c.id = any(k.contact_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('contacts', n);
  delete from public.membership_requests r where r.id = any(k.request_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('membership_requests', n);
  delete from public.event_requests r where r.id = any(k.request_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('event_requests', n);
  delete from public.contact_messages r where r.id = any(k.request_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('contact_messages', n);
  delete from public.personal_data_exports e where lower(e.email) = address;
  get diagnostics n = row_count; counts := counts || jsonb_build_object('personal_data_exports', n);
  -- The account: profiles, identities, sessions and sign-in links go with it (foreign keys).
  delete from auth.users u where u.id = any(k.user_ids);
  get diagnostics n = row_count; counts := counts || jsonb_build_object('accounts', n);
  -- The embedded Auth's send-interval log is keyed by address (hosted Auth has no such table).
  if to_regclass('auth.email_sends') is not null then
    execute 'delete from auth.email_sends where lower(address) = $1' using address;
  end if;
  perform set_config('privacy.erasing', 'off', true);

  insert into public.suppressed_addresses (address_hash) values (hash) on conflict (address_hash) do nothing;
  insert into public.audit_log (actor_id, actor_role, action, subject_table, subject_id, detail)
  values (auth.uid(), coalesce(nullif(auth.role(), ''), current_user), 'personal_data_erased',
          'suppressed_addresses', coalesce(p_privacy_request_id, gen_random_uuid()),
          jsonb_build_object('privacy_request_id', p_privacy_request_id,
                             'override', overridden is not null,
                             'overridden_event', overridden,
                             'rows', counts, 'files', jsonb_array_length(files)))
  returning id into audit_id;
  return jsonb_build_object('audit_id', audit_id, 'rows', counts, 'files', files);
end
$$;
