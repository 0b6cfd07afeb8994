// Routes backend requests by path prefix to their service, adds CORS, and renders errors.
import type { Service } from './context.ts';
import { HttpError, errorResponse, isPreflight, preflightResponse, withCors } from './http.ts';

export interface Route {
  /** Path prefix without a trailing slash, e.g. "/rest/v1". */
  prefix: string;
  /** Human-readable name used in errors. */
  name: string;
  service: Service | undefined;
  /** Browser-facing pages (the mail page) get no CORS headers. */
  cors?: boolean;
}

export function matchesPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function findRoute(routes: readonly Route[], pathname: string): Route | undefined {
  return routes.find((route) => matchesPrefix(pathname, route.prefix));
}

/** Answers a request for a known route; every failure becomes a JSON error, never a throw. */
export async function dispatch(
  route: Route,
  request: Request,
  log: (level: 'error', message: string, detail?: unknown) => void,
): Promise<Response> {
  const cors = route.cors !== false;
  if (cors && isPreflight(request)) return preflightResponse();
  let response: Response;
  try {
    if (!route.service) {
      throw new HttpError(501, {
        code: 'not_implemented',
        message: `The ${route.name} service is not available in this build of the embedded backend`,
        details: null,
        hint: null,
      });
    }
    response = await route.service.handle(request);
  } catch (error) {
    // A client that went away while its body was read (a page left mid-request) is no fault here.
    const clientGone =
      request.signal.aborted || (error as { code?: unknown }).code === 'ECONNRESET';
    if (!(error instanceof HttpError) && !clientGone) {
      log('error', `${route.name} request failed`, error);
    }
    response = errorResponse(error);
  }
  return cors ? withCors(response) : response;
}
