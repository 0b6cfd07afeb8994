/*
 * A stored link is only ever an http(s) address: a LinkedIn URL such as `javascript:…` sent
 * straight to the REST API (around the form's own check) would otherwise be stored and later
 * rendered as a link for staff. Existing values that are not web addresses are cleared first.
 */
update public.membership_requests set linkedin_url = null
 where linkedin_url is not null and linkedin_url !~* '^https?://[^[:space:]/]+\.[^[:space:]]+$';
update public.contacts set linkedin_url = null
 where linkedin_url is not null and linkedin_url !~* '^https?://[^[:space:]/]+\.[^[:space:]]+$';

alter table public.membership_requests add constraint membership_requests_linkedin_url_is_web
  check (linkedin_url ~* '^https?://[^[:space:]/]+\.[^[:space:]]+$');
alter table public.contacts add constraint contacts_linkedin_url_is_web
  check (linkedin_url ~* '^https?://[^[:space:]/]+\.[^[:space:]]+$');
