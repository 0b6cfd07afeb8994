// A data folder that already holds a database must keep its keys: if keys.json is deleted or
// damaged, the backend refuses to start and says how to recover, instead of silently making new
// keys (which would sign everyone out and break every stored key). A new folder still starts.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newDataDir, spawnServe, startBackend } from '../support/backend.ts';

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

async function startFails(dataDir: string): Promise<string> {
  const { ready, stderr } = spawnServe(dataDir);
  const result = await ready;
  expect(result.ok).toBe(false);
  return stderr();
}

describe('keys.json of an existing install', () => {
  it('refuses to start when it is missing or damaged, naming the way back', async () => {
    const dataDir = newDataDir();
    folders.push(dataDir);
    const first = await startBackend({ dataDir });
    await first.stop();
    const keys = path.join(dataDir, 'keys.json');

    rmSync(keys);
    const missing = await startFails(dataDir);
    expect(missing).toContain('keys.json is missing');
    expect(missing).toContain('Restore keys.json from a backup');

    writeFileSync(keys, '{"jwtSecret": "abc", "anonK');
    const truncated = await startFails(dataDir);
    expect(truncated).toContain('keys.json is damaged (it is not valid JSON)');

    writeFileSync(keys, '{}');
    expect(await startFails(dataDir)).toContain('keys.json is damaged');
  }, 120_000);

  it('still creates keys for a new data folder', async () => {
    const backend = await startBackend();
    expect(backend.anonKey).toMatch(/^ey/);
    await backend.stop();
  }, 120_000);
});
