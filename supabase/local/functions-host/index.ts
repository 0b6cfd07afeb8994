// /functions/v1/<name>: runs the Edge Function handlers from supabase/functions/_shared in this
// process, with the same dependencies the Deno entries inject (FunctionDeps). Like Supabase's
// gateway it requires a valid apikey/JWT, and a handler's failure is a 500 JSON, never a crash.
import { createClient } from '@supabase/supabase-js';
import type { FunctionDeps, FunctionHandler, Mailer } from '../../functions/_shared/types.ts';
import type { BackendContext, Service } from '../server/context.ts';
import { json } from '../server/http.ts';
import { importOptional } from '../server/optional-module.ts';
import { createDatabaseOutboxMailer } from './outbox-mailer.ts';

export const FUNCTIONS_PREFIX = '/functions/v1';
const FUNCTION_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
/** Supabase's wall-clock limit for a request to an Edge Function is 150 s. */
const DEFAULT_TIMEOUT_MS = 150_000;

export type Registry = Record<string, FunctionHandler>;
type MailerFactory = (setup: {
  env: FunctionDeps['env'];
  fetch: typeof fetch;
  createClient: FunctionDeps['createClient'];
  supabaseUrl: string;
  serviceRoleKey: string;
}) => Mailer;

const functionError = (status: number, error: string, message: string) =>
  json(status, { error, message, code: status === 404 ? 'NOT_FOUND' : 'FUNCTION_ERROR' });

/** The function name, or undefined when the path does not name one. */
export function functionNameOf(pathname: string): string | undefined {
  const rest = pathname.slice(FUNCTIONS_PREFIX.length).replace(/^\/+/, '');
  const name = rest.split('/')[0] ?? '';
  return FUNCTION_NAME.test(name) ? name : undefined;
}

export interface FunctionsHostOptions {
  timeoutMs?: number;
  /** The handlers to serve; by default those of supabase/functions/_shared/registry.ts. */
  registry?: Registry;
  /** The URL handlers' clients call back on; default the public URL. */
  supabaseUrl?: string;
}

export function createFunctionsHost(
  ctx: BackendContext,
  options: FunctionsHostOptions = {},
): Service {
  const timeoutMs =
    options.timeoutMs ?? (Number(process.env['FUNCTIONS_TIMEOUT_MS']) || DEFAULT_TIMEOUT_MS);
  const supabaseUrl = options.supabaseUrl ?? ctx.config.publicUrl;
  const env = (name: string): string | undefined => {
    const builtIn: Record<string, string> = {
      SUPABASE_URL: supabaseUrl,
      SUPABASE_ANON_KEY: ctx.keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
      SITE_URL: ctx.config.siteUrl,
    };
    return process.env[name] ?? builtIn[name];
  };
  const warn = (message: string) => ctx.log('warn', message);
  let registry: Promise<Registry> | undefined;
  const loadRegistry = () =>
    (registry ??= options.registry
      ? Promise.resolve(options.registry)
      : importOptional<{ functionHandlers: Registry }>(
          new URL('../../functions/_shared/registry.ts', import.meta.url),
          (message) => warn(`No Edge Functions: ${message}`),
        ).then((module) => module?.functionHandlers ?? {}));

  let mailer: Promise<Mailer> | undefined;
  const loadMailer = () =>
    (mailer ??= (async () => {
      if (!env('RESEND_API_KEY')?.trim()) return createDatabaseOutboxMailer(ctx.db);
      const module = await importOptional<{ createMailer: MailerFactory }>(
        new URL('../../functions/_shared/mail/create-mailer.ts', import.meta.url),
        warn,
      );
      if (!module) throw new Error('RESEND_API_KEY is set but the provider mailer is missing');
      return module.createMailer({
        env,
        fetch,
        createClient,
        supabaseUrl,
        serviceRoleKey: ctx.keys.serviceRoleKey,
      });
    })());

  return {
    async handle(request) {
      const name = functionNameOf(new URL(request.url).pathname);
      const handlers = await loadRegistry();
      const handler =
        name === undefined || !Object.hasOwn(handlers, name) ? undefined : handlers[name];
      if (!handler || name === undefined)
        return functionError(404, 'Function not found', 'Requested function was not found');
      // The gateway in front of Edge Functions verifies the JWT before the function runs.
      await ctx.callerClaims(request);

      const log: FunctionDeps['log'] = (level, message, detail) =>
        ctx.log(level, `[${name}] ${message}`, detail);
      let timer: NodeJS.Timeout | undefined;
      try {
        const deps: FunctionDeps = {
          supabaseUrl,
          anonKey: ctx.keys.anonKey,
          serviceRoleKey: ctx.keys.serviceRoleKey,
          createClient: (url, key, clientOptions) => createClient(url, key, clientOptions),
          mailer: await loadMailer(),
          env,
          fetch,
          now: () => new Date(),
          log,
        };
        const timeout = new Promise<Response>((resolve) => {
          timer = setTimeout(
            () =>
              resolve(
                functionError(
                  504,
                  'Function timed out',
                  `The function did not answer within ${timeoutMs} ms`,
                ),
              ),
            timeoutMs,
          );
        });
        return await Promise.race([handler(request, deps), timeout]);
      } catch (error) {
        log('error', 'The function threw', error);
        return functionError(
          500,
          'Internal error',
          `The function ${name} failed; see the server log`,
        );
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
