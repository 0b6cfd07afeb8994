// The per-install JWT secret and the legacy-style anon / service-role API keys (HS256 JWTs).
// Generated once into <dataDir>/keys.json (mode 0600); environment variables override the file.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BackendKeys } from './context.ts';
import { signToken } from './jwt.ts';

export const KEYS_FILE = 'keys.json';
/** API keys are long-lived like Supabase's legacy keys: ten years. */
const API_KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 60 * 60;

export type KeyEnv = Partial<
  Record<
    'SUPABASE_JWT_SECRET' | 'SUPABASE_ANON_KEY' | 'SUPABASE_SERVICE_ROLE_KEY',
    string | undefined
  >
>;

function isStoredKeys(value: unknown): value is BackendKeys {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return ['jwtSecret', 'anonKey', 'serviceRoleKey'].every(
    (key) => typeof record[key] === 'string' && record[key] !== '',
  );
}

async function generateKeys(jwtSecret: string): Promise<BackendKeys> {
  const issue = (role: 'anon' | 'service_role') =>
    signToken(jwtSecret, { role, iss: 'supabase-local' }, API_KEY_LIFETIME_SECONDS);
  return { jwtSecret, anonKey: await issue('anon'), serviceRoleKey: await issue('service_role') };
}

/**
 * Loads the keys of a data folder, creating them on first use. When SUPABASE_JWT_SECRET is set,
 * keys not given by the environment are derived from that secret (never read from the file).
 */
export async function loadOrCreateKeys(
  dataDir: string,
  env: KeyEnv = {},
  /**
   * False when the folder already holds a database: new keys would sign every user out and break
   * every stored key, so a missing keys file stops the start instead (with how to recover).
   */
  options: { mayCreate?: boolean } = {},
): Promise<BackendKeys> {
  const envSecret = env.SUPABASE_JWT_SECRET;
  let keys: BackendKeys;
  if (envSecret) {
    keys = await generateKeys(envSecret);
  } else {
    const file = path.join(dataDir, KEYS_FILE);
    const recovery =
      `Restore ${KEYS_FILE} from a backup of ${dataDir} (or set SUPABASE_JWT_SECRET to the ` +
      `install's secret). To start again with new keys instead, move the whole data folder ` +
      `away: every signed-in user is signed out and every stored key stops working.`;
    if (existsSync(file)) {
      let stored: unknown;
      try {
        stored = JSON.parse(readFileSync(file, 'utf8'));
      } catch {
        throw new Error(`${file} is damaged (it is not valid JSON). ${recovery}`);
      }
      if (!isStoredKeys(stored)) {
        throw new Error(`${file} is damaged (it lacks the JWT secret or an API key). ${recovery}`);
      }
      keys = stored;
    } else if (options.mayCreate === false) {
      throw new Error(`${file} is missing, but ${dataDir} already holds a database. ${recovery}`);
    } else {
      keys = await generateKeys(randomBytes(48).toString('base64url'));
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    }
  }
  return {
    jwtSecret: keys.jwtSecret,
    anonKey: env.SUPABASE_ANON_KEY || keys.anonKey,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY || keys.serviceRoleKey,
  };
}
