/*
 * The newsletter's "until you unsubscribe" reaches the contact its confirmation made (issue 41;
 * docs/privacy/retention.md#newsletter-contacts-after-an-unsubscribe). The unsubscribe already
 * ends the sign-ups (20251203500000_unsubscribe_ends_signups.sql), but the contact the
 * confirmation created stayed in the CRM as a lead, holding the name, address and phone given
 * for the newsletter alone. Now the monthly run erases such a contact once its newest newsletter
 * consent is a withdrawal, when nothing else is held about the person: no application, event
 * request, message, invitation, member account, staff note, ticked checklist step or file, and
 * no new sign-up under way. Its timeline, jobs and system notes go with it; its consents and mails go as
 * those of an address no longer held, in the same run; its address's keyed hash joins the
 * suppression list, so staff and imports cannot subscribe it again (only the person can, from the
 * confirmation mail), as after an erasure.
 *
 * A promise of its own, 'newsletter_contacts', with no period ("holder": kept while the consent
 * holds). Monthly, not at the unsubscribe itself: the policy checks its periods once a month, and
 * the unsubscribe link keeps answering "you are unsubscribed" to a second press until then.
 */
insert into private.retention_promises (subject, keep_count, keep_unit, counted_from, erased_by)
values ('newsletter_contacts', null, null, 'holder', 'retention run');

/* The contacts the rule erases now: made by a newsletter confirmation, unsubscribed, nothing else. */
create function private.unsubscribed_newsletter_contacts() returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.id
    from public.contacts c
   where c.source = 'newsletter'
     and c.newsletter_subscribed_at is null
     and not public.marketing_allowed(c.id)
     and exists (select 1 from public.consents n
                  where n.purpose = 'newsletter' and n.status = 'withdrawn'
                    and (n.contact_id = c.id or lower(n.email) = lower(c.email)))
     and not exists (select 1 from public.membership_requests m where lower(m.email) = lower(c.email))
     and not exists (select 1 from public.event_requests e where lower(e.email) = lower(c.email))
     and not exists (select 1 from public.contact_messages m where lower(m.email) = lower(c.email))
     and not exists (select 1 from public.invitations i
                      where i.contact_id = c.id or lower(i.email) = lower(c.email))
     and not exists (select 1 from public.profiles p where lower(p.email) = lower(c.email))
     -- A note staff wrote; the sign-up's own notes (no author) are newsletter data too.
     and not exists (select 1 from public.contact_notes n where n.contact_id = c.id and n.user_id is not null)
     -- A step staff ticked off; the stage's checklist, copied to every new contact, is not work.
     and not exists (select 1 from public.checklist_items k where k.contact_id = c.id and k.completed)
     and not exists (select 1 from public.contact_attachments a where a.contact_id = c.id)
     -- The person signing up again: their new sign-up awaits their confirmation.
     and not exists (select 1 from public.newsletter_signups s where lower(s.email) = lower(c.email))
$$;
revoke all on function private.unsubscribed_newsletter_contacts() from public, anon, authenticated;

/* run_retention of 20251203100000_retention_promises.sql, with the rule above. */
create or replace function private.run_retention(run_id uuid) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  run public.retention_runs%rowtype;
  applied jsonb;
  applications uuid[];
  requests uuid[];
  messages uuid[];
  signups uuid[];
  unverified uuid[];
  closed uuid[];
  incidents uuid[];
  newsletter_contacts uuid[];
  unsubscribed text[];
  addresses text[];
  forgotten text[];
  consents_erased integer;
  mails_erased integer;
  counts jsonb;
begin
  select * into run from public.retention_runs r where r.id = run_retention.run_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'No such retention run';
  end if;
  if run.ran_at is not null then
    return run.erased;
  end if;
  -- Each rule's cutoff: the run's moment less its promised period.
  select jsonb_object_agg(p.subject, jsonb_build_object('keep', p.stated, 'cutoff', run.scheduled_at - p.keep))
    into applied
    from private.retention_promises p
   where p.erased_by = 'retention run' and p.keep is not null;

  applications := array(select m.id from public.membership_requests m
                         where m.request_status in ('pending', 'rejected')
                           and m.created_at < (applied #>> '{membership_requests,cutoff}')::timestamptz);
  requests := array(select e.id from public.event_requests e
                     where e.created_at < (applied #>> '{event_requests,cutoff}')::timestamptz);
  messages := array(select c.id from public.contact_messages c
                     where c.created_at < (applied #>> '{contact_messages,cutoff}')::timestamptz);
  signups := array(select s.id from public.newsletter_signups s
                    where s.confirmed_at is null
                      and s.created_at < (applied #>> '{newsletter_signups,cutoff}')::timestamptz);
  unverified := array(select p.id from public.privacy_requests p
                       where p.verified_at is null
                         and p.received_at < (applied #>> '{privacy_requests_unverified,cutoff}')::timestamptz);
  closed := array(select p.id from public.privacy_requests p
                   where p.status in ('done', 'refused')
                     and p.closed_at < (applied #>> '{privacy_requests_closed,cutoff}')::timestamptz);
  incidents := array(select i.id from public.privacy_incidents i
                      where i.status = 'closed'
                        and i.closed_at < (applied #>> '{privacy_incidents,cutoff}')::timestamptz);
  newsletter_contacts := array(select private.unsubscribed_newsletter_contacts());
  unsubscribed := array(select lower(c.email) from public.contacts c where c.id = any(newsletter_contacts));
  -- Whose rows these are: once nothing else holds an address, its consents and mails go too.
  addresses := array(
    select distinct lower(x.email) from (
      select m.email::text as email from public.membership_requests m where m.id = any(applications)
      union all select e.email::text from public.event_requests e where e.id = any(requests)
      union all select c.email::text from public.contact_messages c where c.id = any(messages)
      union all select s.email::text from public.newsletter_signups s where s.id = any(signups)
      union all select a from unnest(unsubscribed) as a
      union all select p.email::text from public.privacy_requests p
                 where p.id = any(unverified || closed) and p.email is not null) x);

  perform set_config('privacy.erasing', 'on', true);
  delete from public.after_insert_jobs j
   where j.row_id = any(applications || requests || messages || signups || unverified || closed
                        || newsletter_contacts);
  delete from public.activity a
   where a.entity_id = any(applications || requests || messages || newsletter_contacts)
      or a.contact_id = any(newsletter_contacts);
  -- Their notes and unsubscribe tokens go with them (on delete cascade).
  delete from public.contacts c where c.id = any(newsletter_contacts);
  delete from public.membership_requests m where m.id = any(applications);
  delete from public.event_requests e where e.id = any(requests);
  delete from public.contact_messages c where c.id = any(messages);
  -- Their link tokens go with them (on delete cascade).
  delete from public.newsletter_signups s where s.id = any(signups);
  delete from public.privacy_requests p where p.id = any(unverified || closed);
  delete from public.privacy_incidents i where i.id = any(incidents);
  forgotten := array(select a from unnest(addresses) as a where not private.address_is_held(a));
  delete from public.consents c where lower(c.email) = any(forgotten);
  get diagnostics consents_erased = row_count;
  delete from public.mail_outbox m where lower(m.to_address) = any(forgotten);
  get diagnostics mails_erased = row_count;
  perform set_config('privacy.erasing', 'off', true);
  -- Unsubscribed: only the person's own confirmation subscribes the address again.
  insert into public.suppressed_addresses (address_hash)
  select distinct private.address_hash(a) from unnest(unsubscribed) as a
  on conflict (address_hash) do nothing;

  counts := jsonb_build_object(
    'membership_requests', cardinality(applications),
    'event_requests', cardinality(requests),
    'contact_messages', cardinality(messages),
    'newsletter_signups', cardinality(signups),
    'newsletter_contacts', cardinality(newsletter_contacts),
    'privacy_requests_unverified', cardinality(unverified),
    'privacy_requests_closed', cardinality(closed),
    'privacy_incidents', cardinality(incidents),
    'consents', consents_erased,
    'mail_outbox', mails_erased);
  update public.retention_runs r
     set ran_at = now(), periods = applied, erased = counts
   where r.id = run_retention.run_id;
  insert into public.audit_log (actor_id, actor_role, action, subject_table, subject_id, detail)
  values (null, coalesce(nullif(auth.role(), ''), current_user), 'retention_erased',
          'retention_runs', run_retention.run_id,
          jsonb_build_object('periods', applied, 'rows', counts));
  perform private.enqueue_after_insert_job('send-retention-summary', run_retention.run_id);
  return counts;
end
$$;
