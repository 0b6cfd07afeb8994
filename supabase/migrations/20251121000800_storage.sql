/*
 * The private bucket for contact attachments (files up to 50 MB), and who may touch its
 * objects: staff only, for every verb. Visitors and members reach nothing in it.
 */
insert into storage.buckets (id, name, public, file_size_limit)
values ('contact_attachments', 'contact_attachments', false, 52428800)
on conflict (id) do nothing;

create policy "Staff can read contact attachment files."
  on storage.objects for select
  to authenticated
  using (bucket_id = 'contact_attachments' and (select private.is_staff()));

create policy "Staff can upload contact attachment files."
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'contact_attachments' and (select private.is_staff()));

create policy "Staff can replace contact attachment files."
  on storage.objects for update
  to authenticated
  using (bucket_id = 'contact_attachments' and (select private.is_staff()))
  with check (bucket_id = 'contact_attachments' and (select private.is_staff()));

create policy "Staff can delete contact attachment files."
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'contact_attachments' and (select private.is_staff()));
