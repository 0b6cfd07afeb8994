/*
 * Every visitor form's follow-up work is queued by the database, in the transaction that stores
 * the row (docs/behaviour/submissions.md#after-the-insert). The newsletter and invitation forms
 * used to ask for their confirmation mail from the browser after the insert, so a closed tab lost
 * it and the mail functions had to answer the anon key. Now:
 * - an event_requests insert queues send-event-confirmation for the new row;
 * - the newsletter sign-up queues send-newsletter-confirmation for the contact when it starts a
 *   subscription: a new contact, or a known one not subscribed before. A repeated sign-up by a
 *   subscribed address queues nothing (one confirmation per contact; after_insert_jobs' unique
 *   (kind, row_id) and the handler's confirmation_sent_at claim say the same).
 * row_id is the row the mail is about (event_requests.id, contacts.id).
 */
alter table public.after_insert_jobs drop constraint after_insert_jobs_kind_check;
alter table public.after_insert_jobs add constraint after_insert_jobs_kind_check check (kind in (
  'push-to-make', 'send-network-confirmation', 'send-newsletter-confirmation', 'send-event-confirmation'));

comment on table public.after_insert_jobs is
  'Work after a visitor form''s write (Make webhook, confirmation mails); processed at least once, staff read failures.';

/* Queues a job from inside a security definer producer; the NOTIFY is delivered on commit. */
create function private.enqueue_after_insert_job(job_kind text, about uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.after_insert_jobs (kind, row_id) values (job_kind, about)
  on conflict (kind, row_id) do nothing;
  perform pg_notify('after_insert_jobs', about::text);
end
$$;

revoke all on function private.enqueue_after_insert_job(text, uuid) from public, anon, authenticated;

/* Security definer: the visitor who inserts the request has no access to the job table. */
create function private.enqueue_event_request_jobs() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enqueue_after_insert_job('send-event-confirmation', new.id);
  return null;
end
$$;

revoke all on function private.enqueue_event_request_jobs() from public;

create trigger event_requests_enqueue_jobs
  after insert on public.event_requests
  for each row execute function private.enqueue_event_request_jobs();

/*
 * The sign-up of 20251124000104, unchanged but for the queued confirmation. It stays in private
 * (20251124000105), called through public.subscribe_newsletter; create or replace keeps its
 * owner and grants.
 */
create or replace function private.subscribe_newsletter(first_name text, last_name text, email text, phone text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  clean_first text := btrim(coalesce(subscribe_newsletter.first_name, ''));
  clean_last text := btrim(coalesce(subscribe_newsletter.last_name, ''));
  clean_email text := btrim(coalesce(subscribe_newsletter.email, ''));
  clean_phone text := nullif(btrim(coalesce(subscribe_newsletter.phone, '')), '');
  existing public.contacts%rowtype;
  new_id uuid;
  note text;
begin
  if clean_first = '' or clean_email = '' then
    raise exception using errcode = '22023', message = 'Please fill in all fields';
  end if;
  perform private.throttle_client('newsletter');
  -- The casts apply the same checks as the table (e-mail format, lengths), with their messages.
  insert into public.contacts as c (first_name, last_name, email, phone, source, stage, newsletter_subscribed_at)
  values (clean_first, clean_last, clean_email::public.email_address, clean_phone, 'newsletter', 'mql_lead', now())
  on conflict ((lower(email))) do nothing
  returning c.id into new_id;
  if new_id is not null then
    perform private.enqueue_after_insert_job('send-newsletter-confirmation', new_id);
    return;
  end if;

  -- Known address: only the subscription is recorded; the contact's own fields stay as they are.
  select * into existing from public.contacts c where lower(c.email) = lower(clean_email) for update;
  update public.contacts c set newsletter_subscribed_at = now()
   where c.id = existing.id and c.newsletter_subscribed_at is null;
  if found then
    -- A first subscription of a known contact is confirmed too; a repeated one is not.
    perform private.enqueue_after_insert_job('send-newsletter-confirmation', existing.id);
  end if;
  if existing.first_name is distinct from clean_first
     or existing.last_name is distinct from clean_last
     or (clean_phone is not null and existing.phone is distinct from clean_phone) then
    note := left(format(
      'Newsletter sign-up from the public site with different details: name %s%s. The contact was not changed.',
      btrim(clean_first || ' ' || clean_last),
      case when clean_phone is not null then format(', phone %s', clean_phone) else '' end), 5000);
    insert into public.contact_notes (contact_id, user_id, content)
    select existing.id, null, note
     where not exists (select 1 from public.contact_notes n
                        where n.contact_id = existing.id and n.user_id is null and n.content = note);
  end if;
end
$$;

comment on column public.contacts.confirmation_sent_at is
  'Set by the send-newsletter-confirmation job: a contact''s newsletter confirmation goes out once.';
comment on column public.event_requests.confirmation_sent_at is
  'Set by the send-event-confirmation job: each request is confirmed once.';
