/*
 * mail_outbox: every e-mail the functions send while no mail provider key is set (and, locally,
 * the auth mails), so the local mail page can show them. RLS on and no policies: only the
 * service role and the superuser reach it; a visitor or member cannot even tell it exists.
 */
create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null check (char_length(to_address) between 3 and 320),
  subject text not null check (char_length(subject) <= 300),
  text_body text not null check (char_length(text_body) <= 100000),
  html_body text check (char_length(html_body) <= 500000),
  -- What produced it, e.g. send-network-confirmation or auth:magiclink.
  tag text not null check (char_length(tag) <= 100),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  -- The provider's message id once really sent.
  provider_id text check (char_length(provider_id) <= 200)
);

comment on table public.mail_outbox is 'Outgoing mail kept locally when no provider is configured; service role only.';

create index mail_outbox_created_idx on public.mail_outbox (created_at desc);

revoke all on table public.mail_outbox from anon, authenticated;
grant all on table public.mail_outbox to service_role;

alter table public.mail_outbox enable row level security;
