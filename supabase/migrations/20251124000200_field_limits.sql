/*
 * Field limits agree with the TypeScript that mirrors them
 * (supabase/functions/_shared/domain/field-limits.ts, pinned by
 * tests/integration/database/field-limits.test.ts):
 * - an e-mail address is at most 254 characters, the longest a mail server accepts
 *   (RFC 5321's 256-octet path less its angle brackets) and what Auth already enforces;
 * - a person's name typed as one field is at most 100 characters, like first_name and
 *   last_name, so a name split into its parts (join form, Move to Pipeline) always fits.
 * Rows stored before keep their values (NOT VALID): the limits apply to every new write.
 */
alter domain public.email_address drop constraint email_address_check;
alter domain public.email_address add constraint email_address_check
  check (char_length(value) <= 254 and value ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$')
  not valid;

alter table public.profiles drop constraint profiles_email_check;
alter table public.profiles add constraint profiles_email_check
  check (char_length(email) <= 254) not valid;

alter table public.mail_outbox drop constraint mail_outbox_to_address_check;
alter table public.mail_outbox add constraint mail_outbox_to_address_check
  check (char_length(to_address) between 3 and 254) not valid;

alter table public.event_requests drop constraint event_requests_name_check;
alter table public.event_requests add constraint event_requests_name_check
  check (char_length(btrim(name)) between 1 and 100) not valid;

alter table public.contact_messages drop constraint contact_messages_name_check;
alter table public.contact_messages add constraint contact_messages_name_check
  check (char_length(btrim(name)) between 1 and 100) not valid;
