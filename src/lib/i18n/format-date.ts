// The date rule is shared with the mails, which may import only from supabase/functions/_shared
// (supabase/functions/README.md), so it is written there once.
export * from '~functions/_shared/i18n/format-date.ts';
