// Serves one handler under Deno (Supabase Edge Runtime or `deno run`). The entry passes in Deno
// and supabase-js's createClient, so this file imports nothing runtime-specific and type-checks
// under Node and Deno alike.
import { createMailer } from './mail/create-mailer.ts';
import { jsonResponse } from './http/respond.ts';
import type { CreateClient, FunctionDeps, FunctionHandler } from './types.ts';

/** The part of the Deno namespace this file uses. */
export interface DenoRuntime {
  env: { get(name: string): string | undefined };
  serve(
    options: { port?: number; onListen?: (address: { port: number }) => void },
    handler: (request: Request) => Response | Promise<Response>,
  ): unknown;
}

const REQUIRED = ['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY'] as const;

/** Builds the handler's dependencies from the environment Supabase gives every function. */
export function denoDependencies(deno: DenoRuntime, createClient: CreateClient): FunctionDeps {
  const env = (name: string) => deno.env.get(name);
  const missing = REQUIRED.filter((name) => !env(name));
  if (missing.length > 0) throw new Error(`Missing environment variables: ${missing.join(', ')}`);
  const supabaseUrl = env('SUPABASE_URL') as string;
  const serviceRoleKey = env('SUPABASE_SERVICE_ROLE_KEY') as string;
  return {
    supabaseUrl,
    anonKey: env('SUPABASE_ANON_KEY') as string,
    serviceRoleKey,
    createClient,
    mailer: createMailer({
      env,
      fetch: globalThis.fetch,
      createClient,
      supabaseUrl,
      serviceRoleKey,
    }),
    env,
    fetch: (input, init) => globalThis.fetch(input, init),
    now: () => new Date(),
    log: (level, message, detail) => console[level](message, detail ?? ''),
  };
}

export function serveWithDeno(
  deno: DenoRuntime,
  createClient: CreateClient,
  handler: FunctionHandler,
): void {
  const deps = denoDependencies(deno, createClient);
  // The hosted Edge Runtime picks the port itself; PORT is for running an entry locally
  // (0 asks for any free port).
  const port = Number(deno.env.get('PORT') ?? Number.NaN);
  const options = Number.isInteger(port) && port >= 0 ? { port } : {};
  deno.serve(options, async (request) => {
    try {
      return await handler(request, deps);
    } catch (error) {
      deps.log('error', 'Unhandled function error', error);
      return jsonResponse(500, { error: 'The function failed unexpectedly. Please try again.' });
    }
  });
}
