/*
 * The privacy policy keeps a newsletter sign-up "until you unsubscribe" (docs/privacy/retention.md):
 * the withdrawal's consent row stays as the record that consent was withdrawn, and the sign-ups of
 * that address or contact go at once, with their tokens (on delete cascade) and any confirmation
 * mail not yet sent. A later sign-up starts again from the owner's confirmation.
 */
create function private.end_newsletter_signups() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ended uuid[];
begin
  with gone as (
    delete from public.newsletter_signups s
     where (new.email is not null and lower(s.email) = lower(new.email))
        or (new.contact_id is not null and s.contact_id = new.contact_id)
    returning s.id
  )
  select array_agg(gone.id) into ended from gone;
  if ended is not null then
    delete from public.after_insert_jobs j
     where j.kind = 'send-newsletter-confirmation'
       and j.status = 'pending'
       and j.row_id = any(ended);
  end if;
  return null;
end
$$;
revoke all on function private.end_newsletter_signups() from public, anon, authenticated;

create trigger consents_newsletter_withdrawn_ends_signups
  after insert on public.consents
  for each row
  when (new.purpose = 'newsletter' and new.status = 'withdrawn')
  execute function private.end_newsletter_signups();
