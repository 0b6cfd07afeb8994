/*
 * A stored file belongs to exactly one contact (issue 41, docs/privacy/export-and-erasure.md). An
 * attachment row is free text, so staff (or an import) could write a row on one contact naming
 * another contact's stored file: the first person's export then carried the second person's
 * file, and erasing the first person deleted it. Now:
 * - a stored file's key starts with its own contact's id, as every upload writes it
 *   (`<contact id>/<random id>/<safe name>`, src/lib/crm/attachment-key.ts);
 * - no two rows name the same stored file.
 * A link (external_url) keeps its placeholder path and is not a stored file.
 * Rows written before are checked too when they all hold to it; otherwise the rule holds for
 * every row written from now on and the migration says how many do not.
 */
alter table public.contact_attachments
  add constraint contact_attachments_file_is_the_contacts
  check (external_url is not null or split_part(file_path, '/', 1) = contact_id::text) not valid;

do $$
declare
  strays integer;
begin
  select count(*) into strays from public.contact_attachments
   where external_url is null and split_part(file_path, '/', 1) <> contact_id::text;
  if strays = 0 then
    alter table public.contact_attachments validate constraint contact_attachments_file_is_the_contacts;
  else
    raise notice '% attachment rows name a file outside their contact''s folder: check them', strays;
  end if;
end
$$;

create unique index contact_attachments_one_row_per_file
  on public.contact_attachments (file_path) where external_url is null;
