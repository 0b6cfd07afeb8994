// Kill test: acknowledged writes survive SIGKILL mid-burst; and one data folder serves one
// process: a second server on it is refused with a clear message and a non-zero exit.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { newDataDir, spawnServe, startBackend, type TestBackend } from '../support/backend.ts';

const dataDir = newDataDir();
const running: TestBackend[] = [];

afterAll(async () => {
  for (const backend of running) {
    if (backend.process.exitCode === null && backend.process.signalCode === null)
      await backend.stop();
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('durability', () => {
  it('keeps every acknowledged insert after SIGKILL mid-burst, and refuses a second server', async () => {
    const first = await startBackend({ dataDir });
    running.push(first);
    const client = first.client();
    const domain = `burst-${randomUUID().slice(0, 8)}.example.com`;
    const acknowledged: string[] = [];
    const failed: string[] = [];
    const KILL_AFTER = 60;
    let killed: Promise<void> | undefined;

    // Eight writers, each inserting one message after another, until the server is gone.
    const writer = async (id: number) => {
      for (let n = 0; !killed; n += 1) {
        const email = `w${id}-${n}@${domain}`;
        const { error, status } = await client
          .from('contact_messages')
          .insert({ name: `Writer ${id}`, email, message: `Burst message ${n}` });
        if (!error && status === 201) acknowledged.push(email);
        else failed.push(email);
        if (acknowledged.length >= KILL_AFTER && !killed) killed = first.kill();
        if (killed) return;
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, id) => writer(id)));
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(first.process.signalCode).toBe('SIGKILL');

    // Restart on the same folder: it opens (the dead process's lock is taken over).
    const second = await startBackend({ dataDir });
    running.push(second);
    // The keys live in the data folder, so clients keep working across restarts.
    expect(second.anonKey).toBe(first.anonKey);
    const service = second.client(second.serviceRoleKey);
    const { data, error } = await service
      .from('contact_messages')
      .select('email')
      .like('email', `%@${domain}`);
    expect(error).toBeNull();
    const stored = new Set((data ?? []).map((row: { email: string }) => row.email));
    const missing = acknowledged.filter((email) => !stored.has(email));
    expect(missing).toEqual([]);

    // A second server on the folder that is in use is refused, clearly.
    const intruder = spawnServe(dataDir);
    const outcome = await intruder.ready;
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.code).not.toBe(0);
    expect(intruder.stderr()).toMatch(/is in use by another process \(PID \d+\)/);

    // The running server is unaffected.
    const still = await service
      .from('contact_messages')
      .select('*', { count: 'exact', head: true })
      .like('email', `%@${domain}`);
    expect(still.count).toBe(stored.size);
  }, 300_000);
});
