-- Local-only tables of the embedded Auth service (supabase/local/auth). Hosted Supabase keeps its
-- own equivalents inside GoTrue; this file is never applied there. Runs after 00-supabase.sql,
-- which creates auth.users. Every statement is idempotent: bootstrap files may run again.

/*
 * One row per signed-in session. An access token names its session (session_id claim); signing
 * out deletes the row, so the session's refresh tokens stop working and /user answers
 * session_not_found. amr records how the user signed in, so refreshed tokens keep saying it.
 */
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  amr jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamptz
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

/*
 * Refresh tokens, rotated on every use. Only a SHA-256 hash of each token is stored. A revoked
 * token presented again is a replay: the whole session is ended (GoTrue's token-family rule).
 */
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token_hash text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent_id bigint references auth.refresh_tokens (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);
create index if not exists refresh_tokens_parent_id_idx on auth.refresh_tokens (parent_id);

/*
 * PKCE flow state (GoTrue's flow_state): created when a client sends code_challenge with an
 * e-mail request; the e-mailed link fills auth_code, which the client exchanges with its verifier.
 */
create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  code_challenge text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  authentication_method text not null,
  auth_code text unique,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now()
);

/*
 * One-time e-mail links (confirmation, magic link, recovery, invite, e-mail change). Only
 * hashes are stored: of the link token and of the six-digit code printed beside it.
 */
create table if not exists auth.email_links (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  link_type text not null check (link_type in ('signup', 'magiclink', 'recovery', 'invite', 'email_change')),
  token_hash text not null unique,
  code_hash text not null,
  email text not null,
  new_email text,
  redirect_to text,
  flow_state_id uuid references auth.flow_state (id) on delete set null,
  failed_attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index if not exists email_links_user_id_idx on auth.email_links (user_id);
create index if not exists email_links_email_idx on auth.email_links (lower(email));

/*
 * When a public endpoint last mailed an address, known user or not, so the 60-second resend
 * limit answers the same for every address and reveals nothing about which ones exist.
 */
create table if not exists auth.email_sends (
  address text primary key,
  sent_at timestamptz not null
);

-- Only the backend's superuser connection reaches these tables; the API roles never do.
revoke all on auth.sessions, auth.refresh_tokens, auth.flow_state, auth.email_links, auth.email_sends
  from public, anon, authenticated, service_role;
