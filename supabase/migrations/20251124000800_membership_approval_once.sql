/*
 * A membership request is approved once, however many staff press Approve at the same time in
 * their own browsers. create-approved-member first claims the request by setting approved_at with
 * a conditional update (approved_at still null, no account status yet): the row lock lets exactly
 * one claim through, and only that call creates the account and sends the invitation; the others
 * are told the request was already approved and mail nothing. The database stamps the time and the
 * staff member; a claim is released (approved_at cleared) only when account creation failed.
 */
alter table public.membership_requests
  add column approved_at timestamptz,
  add column approved_by uuid references public.profiles (id) on delete set null;

comment on column public.membership_requests.approved_at is
  'When a staff member approved the request (claimed by create-approved-member); null until then.';
comment on column public.membership_requests.approved_by is
  'The staff member who approved the request (set by the database).';

create index membership_requests_approved_by_idx on public.membership_requests (approved_by);

-- Requests approved before this migration count as approved: they are not claimed again.
update public.membership_requests
   set approved_at = coalesce(updated_at, created_at)
 where request_status in ('account_created', 'account_exists') and approved_at is null;

-- Staff set or clear approved_at (RLS: staff only); the time and the approver come from the database.
grant update (approved_at) on table public.membership_requests to authenticated;

create function private.stamp_membership_approver()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.approved_at is distinct from old.approved_at then
    if new.approved_at is null then
      new.approved_by := null;
    else
      new.approved_at := now();
      new.approved_by := (select auth.uid());
    end if;
  else
    new.approved_by := old.approved_by;
  end if;
  return new;
end
$$;

create trigger membership_requests_stamp_approver
  before update on public.membership_requests
  for each row execute function private.stamp_membership_approver();
