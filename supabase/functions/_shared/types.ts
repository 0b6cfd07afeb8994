// The contract between an Edge Function's logic and whoever runs it: the Deno entry in
// production (supabase/functions/<name>/index.ts) or the embedded backend in Node.
// Handlers use Web APIs only and receive everything else through FunctionDeps.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

/** Every client a handler makes is typed by the generated Database type. */
export type FunctionsClient = SupabaseClient<Database>;

/** One e-mail message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What produced it, e.g. "send-network-confirmation"; shown on the local mail page. */
  tag: string;
  /**
   * The From header's display name when it is not the site's (a campaign's sender name); the
   * address stays the configured sender's (mail/from-header.ts).
   */
  fromName?: string;
  /** Extra headers by name, e.g. List-Unsubscribe on marketing mail (mail/unsubscribe-headers.ts). */
  headers?: Readonly<Record<string, string>>;
  /** Text files sent with it, e.g. an invitation's calendar entry (.ics). */
  attachments?: readonly MailAttachment[];
  /**
   * A mail that must go once (a campaign recipient's): the outbox writes nothing for a key it
   * holds (exactly once), SMTP makes it the Message-ID (one id across retries, at least once).
   */
  idempotencyKey?: string;
}

/** One text attachment. */
export interface MailAttachment {
  filename: string;
  /** e.g. "text/calendar; charset=utf-8; method=REQUEST". */
  contentType: string;
  content: string;
}

/** Sends mail: a provider's HTTP API when its key is set, else the outbox table. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The subset of @supabase/supabase-js's createClient a handler needs (injected, so no import here). */
export type CreateClient = (
  url: string,
  key: string,
  options?: {
    global?: { headers?: Record<string, string> };
    auth?: { persistSession?: boolean; autoRefreshToken?: boolean };
  },
) => FunctionsClient;

/** Everything a handler may touch outside its request. */
export interface FunctionDeps {
  /** The project URL the handler talks back to (REST, Auth). */
  supabaseUrl: string;
  /**
   * The project URL as people reach it, for links they are given (SUPABASE_PUBLIC_URL; else
   * SUPABASE_URL, already public on a hosted project).
   */
  publicUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  createClient: CreateClient;
  mailer: Mailer;
  /** Reads configuration such as MAKE_WEBHOOK_URL or SITE_URL; undefined when unset. */
  env: (name: string) => string | undefined;
  /** Outbound HTTP (webhooks, mail provider). */
  fetch: typeof fetch;
  now: () => Date;
  log: (level: 'info' | 'warn' | 'error', message: string, detail?: unknown) => void;
}

/** An Edge Function's logic. */
export type FunctionHandler = (request: Request, deps: FunctionDeps) => Promise<Response>;
