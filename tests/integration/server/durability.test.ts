// Kill test: acknowledged writes survive SIGKILL mid-burst, twice in a row (the restarted server
// is killed again in its own burst), with no row stored twice; and one data folder serves one
// process: a second server on it is refused with a clear message and a non-zero exit.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  newDataDir,
  spawnServe,
  startBackend,
  type TestBackend,
  stopRunning,
} from '../support/backend.ts';

const dataDir = newDataDir();
const running: TestBackend[] = [];

afterAll(async () => {
  await stopRunning(running);
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Eight writers insert one message after another until the server is killed, which happens once
 * `killAfter` inserts have been acknowledged (the others are still in flight).
 */
async function burstUntilKilled(
  server: TestBackend,
  domain: string,
  round: number,
  killAfter: number,
) {
  const client = server.client();
  const acknowledged: string[] = [];
  let unanswered = 0;
  let killed: Promise<void> | undefined;
  const writer = async (id: number) => {
    for (let n = 0; !killed; n += 1) {
      const email = `r${round}-w${id}-${n}@${domain}`;
      const { error, status } = await client
        .from('contact_messages')
        .insert({ name: `Writer ${id}`, email, message: `Burst message ${n}` });
      if (!error && status === 201) acknowledged.push(email);
      else unanswered += 1;
      if (acknowledged.length >= killAfter && !killed) killed = server.kill();
    }
  };
  await Promise.all(Array.from({ length: 8 }, (_, id) => writer(id)));
  await killed;
  expect(server.process.signalCode).toBe('SIGKILL');
  return { acknowledged, unanswered };
}

async function storedEmails(server: TestBackend, domain: string): Promise<string[]> {
  const { data, error } = await server
    .client(server.serviceRoleKey)
    .from('contact_messages')
    .select('email')
    .like('email', `%@${domain}`);
  expect(error).toBeNull();
  return (data ?? []).map((row: { email: string }) => row.email);
}

describe('durability', () => {
  it('keeps every acknowledged insert after SIGKILL mid-burst, twice, and refuses a second server', async () => {
    const domain = `burst-${randomUUID().slice(0, 8)}.example.com`;
    const acknowledged: string[] = [];
    const figures: string[] = [];
    let server = await startBackend({ dataDir });
    running.push(server);
    const firstKeys = server.anonKey;

    for (const [round, killAfter] of [
      [1, 60],
      [2, 90],
    ] as const) {
      const burst = await burstUntilKilled(server, domain, round, killAfter);
      acknowledged.push(...burst.acknowledged);
      // Restart on the same folder: it opens (the dead process's lock is taken over).
      const started = performance.now();
      server = await startBackend({ dataDir });
      running.push(server);
      const restartSeconds = (performance.now() - started) / 1000;
      // The keys live in the data folder, so clients keep working across restarts.
      expect(server.anonKey).toBe(firstKeys);
      const stored = await storedEmails(server, domain);
      const missing = acknowledged.filter((email) => !stored.includes(email));
      expect(missing).toEqual([]);
      expect(new Set(stored).size).toBe(stored.length);
      figures.push(
        `round ${round}: ${burst.acknowledged.length} acknowledged, ${burst.unanswered} cut off by the kill, ` +
          `${stored.length} stored in all, 0 lost; restart ${restartSeconds.toFixed(1)} s`,
      );
    }

    // A second server on the folder that is in use is refused, clearly.
    const intruder = spawnServe(dataDir);
    const outcome = await intruder.ready;
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.code).not.toBe(0);
    expect(intruder.stderr()).toMatch(
      /The data folder .* is in use by another process \(PID \d+\)\. Two processes writing one PGlite database corrupt it: stop the other process first/,
    );
    figures.push(
      `second server on the folder: exit ${String(outcome.ok ? 0 : outcome.code)}, refused`,
    );

    // The running server is unaffected.
    const still = await server
      .client(server.serviceRoleKey)
      .from('contact_messages')
      .select('*', { count: 'exact', head: true })
      .like('email', `%@${domain}`);
    expect(still.count).toBeGreaterThanOrEqual(acknowledged.length);
    console.log(`durability: ${figures.join('; ')}`);
  }, 300_000);
});
