/*
 * Erasure writes nothing about the person (issue 41, docs/privacy/export-and-erasure.md). It
 * deletes the timeline, then the attachments; the attachments' trigger then recorded each removal
 * in the timeline, with the file's name ('Sara Qahtanizadeh CV.pdf'), after the timeline was gone.
 * Now the one writer of the trail records nothing while an erasure (or a retention run, which
 * erases the same way) is under way: privacy.erasing is set for that transaction only.
 * Everything else is as 20251121000500_activity.sql wrote it.
 */
create or replace function private.record_activity(
  p_entity_type text, p_entity_id uuid, p_contact_id uuid, p_action text, p_before jsonb, p_after jsonb
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
begin
  if current_setting('privacy.erasing', true) = 'on' then
    return;
  end if;
  insert into public.activity (actor_id, actor_email, entity_type, entity_id, contact_id, action, before, after)
  values (
    uid,
    coalesce((select p.email from public.profiles p where p.id = uid), (select auth.email())),
    p_entity_type, p_entity_id, p_contact_id, p_action, p_before, p_after
  );
end
$$;

revoke all on function private.record_activity(text, uuid, uuid, text, jsonb, jsonb) from public;
