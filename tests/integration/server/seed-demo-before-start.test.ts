// `npm run seed:demo` on a fresh install, before the first `npm start`: it makes the data folder
// with its keys, so the start that follows serves it instead of refusing a database without keys.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { newDataDir, startBackend, type TestBackend } from '../support/backend.ts';

const SEED_DEMO = fileURLToPath(
  new URL('../../../supabase/local/cli/seed-demo.ts', import.meta.url),
);
const run = promisify(execFile);
const root = newDataDir();
let backend: TestBackend | undefined;

afterAll(async () => {
  await backend?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('seed:demo before the first start', () => {
  it('loads the demo data, and the first start then serves it with the same keys', async () => {
    const dataDir = path.join(root, 'data folder #1');
    const env: NodeJS.ProcessEnv = { ...process.env, SUPABASE_DATA_DIR: dataDir };
    delete env['DATABASE_URL'];
    const { stdout } = await run(process.execPath, [SEED_DEMO], { env });
    expect(stdout).toMatch(/Demo data loaded: \d+ contacts/);
    const keys = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as {
      anonKey: string;
    };
    backend = await startBackend({ dataDir });
    expect(backend.anonKey).toBe(keys.anonKey);
    const staff = backend.client(backend.serviceRoleKey);
    const { count, error } = await staff
      .from('contacts')
      .select('id', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(count).toBeGreaterThan(0);
  });
});
