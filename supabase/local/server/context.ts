// The shared interfaces every embedded-backend service is written against: the request context
// (database, keys, configuration, JWT helpers, logging) and the Web-standard Service shape.
import type { Database } from '../db/index.ts';

/** The per-install signing secret and the two legacy-style API keys derived from it. */
export interface BackendKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

export interface BackendConfig {
  /** The origin the browser uses, e.g. http://localhost:4321. */
  publicUrl: string;
  /** Where e-mail links return. */
  siteUrl: string;
  dataDir: string;
  /** The largest request body any service accepts. */
  maxBodyBytes: number;
}

/**
 * The claims this backend issues and reads (Supabase access-token shape,
 * docs/wire/supabase-js.md#access-token-claims).
 */
export interface JwtClaims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  email?: string;
  exp?: number;
  iat?: number;
  aud?: string;
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  aal?: string;
  amr?: unknown;
  is_anonymous?: boolean;
  iss?: string;
}

export interface BackendContext {
  db: Database;
  keys: BackendKeys;
  config: BackendConfig;
  signJwt(claims: JwtClaims, expiresInSeconds: number): Promise<string>;
  /**
   * Verifies apikey/Authorization; throws HttpError 401 with the right JSON for bad, expired or
   * forged tokens, and for a user's token whose session has ended (signed out), as GoTrue checks.
   */
  verifyJwt(token: string): Promise<JwtClaims>;
  /** Whether the session a user's token names still exists (tokens without one: true). */
  sessionActive(claims: Pick<JwtClaims, 'session_id'>): Promise<boolean>;
  /** Resolves the caller of a request: Authorization Bearer token if present, else the apikey header. */
  callerClaims(request: Request): Promise<JwtClaims>;
  log(level: 'info' | 'warn' | 'error', message: string, detail?: unknown): void;
}

/** A backend service answers Web-standard requests (the Node adapter does the conversion). */
export interface Service {
  handle(request: Request): Promise<Response>;
}
