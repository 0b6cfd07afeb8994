// Serves one handler under Deno (Supabase Edge Runtime or `deno run`). The entry passes in Deno
// and supabase-js's createClient, so this file imports nothing runtime-specific and type-checks
// under Node and Deno alike.
import { buildFunctionDeps } from './function-deps.ts';
import { jsonResponse } from './http/respond.ts';
import type { CreateClient, FunctionHandler } from './types.ts';

/** The part of the Deno namespace this file uses. */
export interface DenoRuntime {
  env: { get(name: string): string | undefined };
  serve(
    options: { port?: number; onListen?: (address: { port: number }) => void },
    handler: (request: Request) => Response | Promise<Response>,
  ): unknown;
}

export function serveWithDeno(
  deno: DenoRuntime,
  createClient: CreateClient,
  handler: FunctionHandler,
): void {
  const deps = buildFunctionDeps({ env: (name) => deno.env.get(name), createClient });
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
