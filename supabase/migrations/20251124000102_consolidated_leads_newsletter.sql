/*
 * consolidated_leads selected c.* when contacts had no newsletter_subscribed_at; a view keeps the
 * columns it was made with, so it is made again to carry the new one (same definition, grants and
 * security_invoker as in 20251121000400_crm.sql).
 */
drop view public.consolidated_leads;

create view public.consolidated_leads with (security_invoker = on) as
  select
    c.*,
    (p.id is not null) as has_account,
    p.last_sign_in_at as last_login
  from public.contacts c
  left join public.profiles p on lower(p.email) = lower(c.email);

revoke all on table public.consolidated_leads from anon, authenticated;
grant select on table public.consolidated_leads to authenticated, service_role;
