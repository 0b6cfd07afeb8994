// Helpers for calling Edge Functions through supabase-js and reading what they mailed.
import type { SupabaseClient } from '@supabase/supabase-js';

export interface Invocation {
  status: number;
  body: Record<string, unknown>;
}

/** functions.invoke, with the status and JSON body of any answer (2xx or not). */
export async function invoke(
  client: SupabaseClient,
  name: string,
  options: { body?: unknown; method?: 'POST' | 'GET' } = {},
): Promise<Invocation> {
  const { data, error, response } = await client.functions.invoke(name, {
    ...(options.body === undefined ? {} : { body: options.body as Record<string, unknown> }),
    ...(options.method ? { method: options.method } : {}),
  });
  if (!error) return { status: response?.status ?? 200, body: data as Record<string, unknown> };
  const failed = response ?? (error as { context?: Response }).context;
  if (!failed) throw error;
  return { status: failed.status, body: (await failed.json()) as Record<string, unknown> };
}

export interface OutboxMail {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  tag: string;
}

export async function mailsTo(service: SupabaseClient, address: string): Promise<OutboxMail[]> {
  const { data, error } = await service
    .from('mail_outbox')
    .select('to_address, subject, text_body, html_body, tag')
    .ilike('to_address', address)
    .order('created_at');
  if (error) throw new Error(`Could not read the outbox: ${error.message}`);
  return data;
}

let counter = 0;
/** A fresh address per test, so tests never see each other's rows or mails. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@example.org`;
}
