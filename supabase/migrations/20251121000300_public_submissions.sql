/*
 * What visitors submit from the public site: join applications, event invitation requests and
 * contact-form messages. Visitors (anon, or a signed-in member) may only insert, and only the
 * columns a form fills: statuses start where the defaults put them. Staff read and decide.
 */

/*
 * membership_requests: the two-step join application. One per e-mail address (case-insensitive),
 * so a second application fails with SQLSTATE 23505 and the join modal shows its duplicate message.
 */
create table public.membership_requests (
  id uuid primary key default gen_random_uuid(),
  first_name text not null check (char_length(btrim(first_name)) between 1 and 100),
  last_name text not null default '' check (char_length(last_name) <= 100),
  email public.email_address not null,
  phone_number text check (char_length(phone_number) <= 40),
  company text check (char_length(company) <= 200),
  title text check (char_length(title) <= 100),
  industry public.industry_id not null default 'technology',
  linkedin_url text check (char_length(linkedin_url) <= 500),
  referred_by text check (char_length(referred_by) <= 200),
  additional_info text check (char_length(additional_info) <= 4000),
  request_status public.request_status not null default 'pending',
  moved_to_pipeline boolean not null default false,
  -- Set by send-network-confirmation: a confirmation goes out once, for a fresh row only.
  confirmation_sent_at timestamptz,
  -- Set by push-to-make: the application goes to the Make webhook once, for a fresh row only.
  make_forwarded_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.membership_requests is 'Join applications from the public join form.';

create unique index membership_requests_email_lower_key on public.membership_requests (lower(email));
create index membership_requests_status_created_idx on public.membership_requests (request_status, created_at desc);
create index membership_requests_created_idx on public.membership_requests (created_at desc);

create trigger membership_requests_touch_updated_at
  before update on public.membership_requests
  for each row execute function private.touch_updated_at();

create trigger membership_requests_throttle
  before insert on public.membership_requests
  for each row execute function private.throttle_submissions();

/*
 * event_requests: invitation requests for a forum or a dinner. event_slug ties a request to
 * the content event (its page slug), so capacity and waitlists can be counted per event.
 */
create table public.event_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email public.email_address not null,
  phone_number text check (char_length(phone_number) <= 40),
  company text check (char_length(company) <= 200),
  title text check (char_length(title) <= 100),
  interests text check (char_length(interests) <= 2000),
  event_type text not null check (event_type in ('forum', 'dinner')),
  event_slug text check (char_length(event_slug) <= 200 and event_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  industry public.industry_id,
  request_status public.request_status not null default 'pending',
  moved_to_pipeline boolean not null default false,
  -- Set by send-event-confirmation: a confirmation goes out once, for a fresh row only.
  confirmation_sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.event_requests is 'Invitation requests for invitation-only events (forum or dinner).';

create index event_requests_type_status_idx on public.event_requests (event_type, request_status, created_at desc);
create index event_requests_slug_status_idx on public.event_requests (event_slug, request_status);
create index event_requests_email_lower_idx on public.event_requests (lower(email), created_at);
create index event_requests_created_idx on public.event_requests (created_at desc);

create trigger event_requests_touch_updated_at
  before update on public.event_requests
  for each row execute function private.touch_updated_at();

create trigger event_requests_throttle
  before insert on public.event_requests
  for each row execute function private.throttle_submissions();

/*
 * The CRM's two event lists. security_invoker: the caller's rights (and so RLS on
 * event_requests) apply, not the view owner's.
 */
create view public.dinner_requests with (security_invoker = on) as
  select * from public.event_requests where event_type = 'dinner';

create view public.forum_requests with (security_invoker = on) as
  select * from public.event_requests where event_type = 'forum';

/*
 * contact_messages: the /contact form. Starts pending and not yet in the pipeline.
 */
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email public.email_address not null,
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  industry public.industry_id,
  request_status public.request_status not null default 'pending',
  moved_to_pipeline boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.contact_messages is 'Messages from the public contact form (Inbound Contacts).';

create index contact_messages_created_idx on public.contact_messages (created_at desc);
create index contact_messages_email_lower_idx on public.contact_messages (lower(email), created_at);

create trigger contact_messages_touch_updated_at
  before update on public.contact_messages
  for each row execute function private.touch_updated_at();

create trigger contact_messages_throttle
  before insert on public.contact_messages
  for each row execute function private.throttle_submissions();

/*
 * Grants. Visitors get INSERT on the form's columns only (column privileges), so they cannot
 * set a status, the pipeline flag, the confirmation stamp or the id; and no SELECT, so the
 * client inserts with return=minimal and learns nothing about other rows. Staff act as
 * `authenticated`, and RLS narrows that to staff.
 */
revoke all on table public.membership_requests, public.event_requests, public.contact_messages from anon, authenticated;
revoke all on table public.dinner_requests, public.forum_requests from anon, authenticated;

grant insert (first_name, last_name, email, phone_number, company, title, industry, linkedin_url, referred_by, additional_info)
  on table public.membership_requests to anon, authenticated;
grant insert (name, email, phone_number, company, title, interests, event_type, event_slug)
  on table public.event_requests to anon, authenticated;
grant insert (name, email, message)
  on table public.contact_messages to anon, authenticated;

grant select, delete on table public.membership_requests, public.event_requests, public.contact_messages to authenticated;
grant update (first_name, last_name, phone_number, company, title, industry, linkedin_url, referred_by,
              additional_info, request_status, moved_to_pipeline)
  on table public.membership_requests to authenticated;
grant update (name, phone_number, company, title, interests, event_slug, industry, request_status, moved_to_pipeline)
  on table public.event_requests to authenticated;
grant update (industry, request_status, moved_to_pipeline)
  on table public.contact_messages to authenticated;
grant select on table public.dinner_requests, public.forum_requests to authenticated;

grant all on table public.membership_requests, public.event_requests, public.contact_messages to service_role;
grant all on table public.dinner_requests, public.forum_requests to service_role;

/*
 * Row-level security: anyone may submit a fresh request; only staff read, update or delete.
 */
alter table public.membership_requests enable row level security;
alter table public.event_requests enable row level security;
alter table public.contact_messages enable row level security;

create policy "Visitors can submit a membership request."
  on public.membership_requests for insert
  to anon, authenticated
  with check (
    request_status = 'pending' and moved_to_pipeline = false
    and confirmation_sent_at is null and make_forwarded_at is null
  );

create policy "Staff can read membership requests."
  on public.membership_requests for select
  to authenticated
  using ((select private.is_staff()));

create policy "Staff can update membership requests."
  on public.membership_requests for update
  to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));

create policy "Staff can delete membership requests."
  on public.membership_requests for delete
  to authenticated
  using ((select private.is_staff()));

create policy "Visitors can submit an event request."
  on public.event_requests for insert
  to anon, authenticated
  with check (request_status = 'pending' and moved_to_pipeline = false and confirmation_sent_at is null);

create policy "Staff can read event requests."
  on public.event_requests for select
  to authenticated
  using ((select private.is_staff()));

create policy "Staff can update event requests."
  on public.event_requests for update
  to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));

create policy "Staff can delete event requests."
  on public.event_requests for delete
  to authenticated
  using ((select private.is_staff()));

create policy "Visitors can send a contact message."
  on public.contact_messages for insert
  to anon, authenticated
  with check (request_status = 'pending' and moved_to_pipeline = false);

create policy "Staff can read contact messages."
  on public.contact_messages for select
  to authenticated
  using ((select private.is_staff()));

create policy "Staff can update contact messages."
  on public.contact_messages for update
  to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));

create policy "Staff can delete contact messages."
  on public.contact_messages for delete
  to authenticated
  using ((select private.is_staff()));
