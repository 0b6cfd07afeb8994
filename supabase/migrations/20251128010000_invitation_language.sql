/*
 * A guest's mails in the language of their request (issue 28,
 * docs/behaviour/event-guests.md#the-invitation): the invitation an approval writes takes the
 * request's locale as its language, so the invitation, its calendar entry, the reminders and the
 * cancellation are written in it. One place writes approval's invitation, for staff's decision and
 * for the seat offered by itself: invite_for_request of 20251127051000_auto_offer.sql, whose body
 * is kept here but for the language. A walk-in has no request and stays English.
 */
create or replace function private.invite_for_request(req public.event_requests, starts_at timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.invitations%rowtype;
begin
  if private.restore_request_invitation(req.id, starts_at) then
    return;
  end if;
  insert into public.invitations (event_slug, request_id, contact_id, email, guest_name, starts_at, language)
  values (req.event_slug, req.id,
          (select c.id from public.contacts c where lower(c.email) = lower(req.email) limit 1),
          req.email, btrim(req.name), invite_for_request.starts_at, req.locale::text)
  on conflict (event_slug, lower(email)) do nothing
  returning * into invitation;
  if invitation.id is not null then
    perform private.enqueue_after_insert_job('send-invitation', invitation.id);
    perform private.enqueue_invitation_reminders(invitation);
  end if;
end
$$;

revoke all on function private.invite_for_request(public.event_requests, timestamptz) from public, anon, authenticated;

-- Invitations written since requests carried a language, before this: they take it now.
update public.invitations i
   set language = r.locale::text
  from public.event_requests r
 where r.id = i.request_id and i.language <> r.locale::text;
