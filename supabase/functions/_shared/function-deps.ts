// Builds a handler's dependencies (FunctionDeps) from its runtime: the one builder used by the
// Deno entries (deno-runtime.ts) and by the embedded backend's functions host in Node.
import { SERVER_AUTH } from './clients.ts';
import { createMailer } from './mail/create-mailer.ts';
import { createOutboxMailer } from './mail/outbox-mailer.ts';
import type { CreateClient, FunctionDeps, Mailer } from './types.ts';

export interface FunctionRuntime {
  /** The environment: Supabase's SUPABASE_* variables plus the functions' own settings. */
  env: (name: string) => string | undefined;
  createClient: CreateClient;
  log?: FunctionDeps['log'];
  /**
   * Stores mail when no provider is configured. Default: public.mail_outbox through the
   * service-role client; the embedded backend writes the table directly instead.
   */
  outboxMailer?: () => Mailer;
}

const REQUIRED = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const;

export function buildFunctionDeps(runtime: FunctionRuntime): FunctionDeps {
  const { env, createClient } = runtime;
  const missing = REQUIRED.filter((name) => !env(name));
  if (missing.length > 0) throw new Error(`Missing environment variables: ${missing.join(', ')}`);
  const supabaseUrl = env('SUPABASE_URL') ?? '';
  const serviceRoleKey = env('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init);
  return {
    supabaseUrl,
    publicUrl: env('SUPABASE_PUBLIC_URL') ?? supabaseUrl,
    anonKey: env('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey,
    createClient,
    mailer: createMailer({
      env,
      fetch: fetchImpl,
      outbox:
        runtime.outboxMailer ??
        (() =>
          createOutboxMailer(createClient(supabaseUrl, serviceRoleKey, { auth: SERVER_AUTH }))),
    }),
    env,
    fetch: fetchImpl,
    now: () => new Date(),
    log: runtime.log ?? ((level, message, detail) => console[level](message, detail ?? '')),
  };
}
