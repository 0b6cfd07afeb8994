// /functions/v1/<name>: runs the Edge Function handlers from supabase/functions/_shared in this
// process, with the same dependencies the Deno entries inject (FunctionDeps). Like Supabase's
// gateway it requires a valid apikey/JWT, and a handler's failure is a 500 JSON, never a crash.
import { environment, rawVariable } from '../environment.ts';
import { createClient } from '@supabase/supabase-js';
import { buildFunctionDeps } from '../../functions/_shared/function-deps.ts';
import { mailTransportName } from '../../functions/_shared/mail/create-mailer.ts';
import { functionHandlers } from '../../functions/_shared/registry.ts';
import type { FunctionDeps, FunctionHandler } from '../../functions/_shared/types.ts';
import { createDatabaseOutboxMailer } from '../mail/outbox.ts';
import type { MailOutcome } from '../metrics/backend-metrics.ts';
import { countedMailer } from '../metrics/counted-mailer.ts';
import type { BackendContext, Service } from '../server/context.ts';
import { json } from '../server/http.ts';

export const FUNCTIONS_PREFIX = '/functions/v1';
const FUNCTION_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/i;
/** Supabase's wall-clock limit for a request to an Edge Function is 150 s. */
const DEFAULT_TIMEOUT_MS = 150_000;

export type Registry = Record<string, FunctionHandler>;

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
  /** How handlers' clients reach this backend; default the network (fetch to supabaseUrl). */
  backendFetch?: typeof fetch;
  /** Told of each mail a handler sends or fails to send (the /metrics counters). */
  onMail?: (transport: string, outcome: MailOutcome) => void;
  /**
   * SITE_CONTROLLER for the handlers: the controller's identity as content/settings/site.yaml
   * states it (src/content/sync/controller-facts.ts). Unlike SITE_URL no variable overrides it:
   * the settings file is its one source.
   */
  siteController?: string;
}

export function createFunctionsHost(
  ctx: BackendContext,
  options: FunctionsHostOptions = {},
): Service {
  const timeoutMs = options.timeoutMs ?? environment().FUNCTIONS_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS;
  const supabaseUrl = options.supabaseUrl ?? ctx.config.publicUrl;
  const env = (name: string): string | undefined => {
    const builtIn: Record<string, string> = {
      SUPABASE_URL: supabaseUrl,
      // Where people reach the backend: links handed out (privacy/export-link.ts).
      SUPABASE_PUBLIC_URL: ctx.config.publicUrl,
      SUPABASE_ANON_KEY: ctx.keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey,
      SITE_URL: ctx.config.siteUrl,
    };
    if (name === 'SITE_CONTROLLER' && options.siteController) return options.siteController;
    // The functions parse their own settings (supabase/functions/_shared/settings.ts).
    return rawVariable(name) ?? builtIn[name];
  };
  const handlers = options.registry ?? functionHandlers;
  // Built on the first call, like a cold start: a bad mail configuration fails that call, not the server.
  let deps: FunctionDeps | undefined;
  const buildDeps = () => {
    const built = buildFunctionDeps({
      env,
      createClient: (url, key, clientOptions) =>
        createClient(
          url,
          key,
          options.backendFetch
            ? {
                ...clientOptions,
                global: { ...clientOptions?.global, fetch: options.backendFetch },
              }
            : clientOptions,
        ),
      log: ctx.log,
      outboxMailer: () => createDatabaseOutboxMailer(ctx.db),
    });
    const { onMail } = options;
    if (!onMail) return built;
    const transport = mailTransportName(env);
    return {
      ...built,
      mailer: countedMailer(built.mailer, (outcome) => onMail(transport, outcome)),
    };
  };
  const baseDeps = () => (deps ??= buildDeps());

  return {
    async handle(request) {
      const name = functionNameOf(new URL(request.url).pathname);
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
        const callDeps: FunctionDeps = { ...baseDeps(), log };
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
        return await Promise.race([handler(request, callDeps), timeout]);
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
