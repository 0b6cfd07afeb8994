// Builds the BackendContext every service receives: JWT helpers bound to this install's secret
// and the caller resolution rule of Supabase's gateway (Bearer token, else the apikey).
import type { Database } from '../db/index.ts';
import type { BackendConfig, BackendContext, BackendKeys, JwtClaims } from './context.ts';
import { HttpError } from './http.ts';
import { stderrLogger, type Logger } from './log.ts';
import { createTokenVerifier, sessionEnded, signToken } from './jwt.ts';

const missingApiKey = () =>
  new HttpError(401, {
    code: 'no_api_key',
    message: 'No API key found in request',
    hint: 'No `apikey` request header or url param was found.',
    details: null,
  });

function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization');
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : header.trim();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createBackendContext(options: {
  db: Database;
  keys: BackendKeys;
  config: BackendConfig;
  log?: Logger;
}): BackendContext {
  const { db, keys, config } = options;
  const log = options.log ?? stderrLogger;
  const verifySignature = createTokenVerifier(keys.jwtSecret);
  // A user's access token names its session; signing out deletes the session, and from then on
  // the token is refused everywhere, not only by Auth (GoTrue's session_id check).
  async function sessionActive(claims: Pick<JwtClaims, 'session_id'>): Promise<boolean> {
    const sessionId = claims.session_id;
    if (sessionId === undefined) return true;
    if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return false;
    const { rows } = await db.query<{ active: boolean }>(
      'select exists (select 1 from auth.sessions where id = $1::uuid) as active',
      [sessionId],
    );
    return rows[0]?.active === true;
  }
  async function verifyJwt(token: string): Promise<JwtClaims> {
    const claims = await verifySignature(token);
    if (!(await sessionActive(claims))) throw sessionEnded();
    return claims;
  }
  return {
    db,
    keys,
    config,
    log,
    signJwt: (claims: JwtClaims, expiresInSeconds: number) =>
      signToken(keys.jwtSecret, claims, expiresInSeconds),
    verifyJwt,
    sessionActive,
    async callerClaims(request: Request): Promise<JwtClaims> {
      const apiKey = request.headers.get('apikey') ?? undefined;
      const token = bearerToken(request);
      if (apiKey === undefined && token === undefined) throw missingApiKey();
      // The apikey must itself be a key of this install, as Supabase's gateway requires.
      if (apiKey !== undefined && apiKey !== keys.anonKey && apiKey !== keys.serviceRoleKey) {
        await verifyJwt(apiKey);
      }
      return verifyJwt(token ?? (apiKey as string));
    },
  };
}
