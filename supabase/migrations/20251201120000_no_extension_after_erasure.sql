/*
 * A request whose person was erased is not extended (issue 41, docs/behaviour/privacy-requests.md):
 * the extension mails the person its reason, and after erasure the request keeps no address. The
 * dialog offered "Extend and mail the person" all the same. Everything else is as
 * 20251127030000_privacy_requests.sql wrote it.
 */
create or replace function private.extend_privacy_request(request_id uuid, days integer, reason text)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  req public.privacy_requests%rowtype := private.open_request_for_update(request_id);
  clean_reason text := nullif(btrim(coalesce(reason, '')), '');
begin
  if req.email is null then
    raise exception using errcode = '22023',
      message = 'The person was erased: there is no address to mail an extension to';
  end if;
  if req.extended_until is not null then
    raise exception using errcode = '22023', message = 'A privacy request can be extended only once';
  end if;
  if clean_reason is null then
    raise exception using errcode = '22023', message = 'Please give the reason for the extension';
  end if;
  if days is null or days < 1 or days > 30 then
    raise exception using errcode = '22023', message = 'An extension is 1 to 30 days';
  end if;
  update public.privacy_requests p
     set status = 'extended', extended_until = p.due_at + make_interval(hours => days * 24),
         extension_reason = clean_reason, handled_by = auth.uid()
   where p.id = req.id
  returning p.* into req;
  perform private.audit_privacy('privacy_request_extended', 'privacy_requests', req.id,
                                jsonb_build_object('days', days));
  perform private.enqueue_after_insert_job('send-privacy-extension', req.id);
  return req.extended_until;
end
$$;
