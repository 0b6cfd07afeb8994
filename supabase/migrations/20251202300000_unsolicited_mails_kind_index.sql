/*
 * The per-mailbox cap's log (20251202100000_unsolicited_mail_cap.sql) references its kinds table
 * without an index on the referencing column, which Supabase's database linter reports
 * (0001_unindexed_foreign_keys): a change to a kind would scan the whole log.
 */
create index unsolicited_mails_kind_idx on private.unsolicited_mails (kind);
