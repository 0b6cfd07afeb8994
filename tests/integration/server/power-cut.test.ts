// What survives a sudden stop in each durability mode (README "Durability"; issue 42, item 3):
// visitors apply through the join path while the server's whole process group is killed with
// SIGKILL at a random point, twice per mode; each time the folder must open again and hold every
// application the visitors were told was stored (201), none twice. A SIGKILL is not a power cut:
// the operating system outlives the process and still writes what was in its page cache, so this
// proves what a crashed or killed process keeps, in both modes, and that a folder written with
// fsync on recovers; what the disk holds after a power cut only fsync decides (README).
import { randomInt, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { auditApplications, startJoinLoad } from '../../../supabase/local/bench/join-load.ts';
import { startMakeStandIn, type MakeStandIn } from '../../../supabase/local/bench/make-stand-in.ts';
import { newDataDir, startBackend, type TestBackend, stopRunning } from '../support/backend.ts';

const folders: string[] = [];
const running: TestBackend[] = [];
let make: MakeStandIn | undefined;

afterAll(async () => {
  await stopRunning(running);
  await make?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function start(dataDir: string, fsync: 'on' | 'off'): Promise<TestBackend> {
  make ??= await startMakeStandIn();
  const backend = await startBackend({
    dataDir,
    processGroup: true,
    env: { SUPABASE_DB_FSYNC: fsync, MAKE_WEBHOOK_URL: make.url },
  });
  running.push(backend);
  return backend;
}

describe.each(['on', 'off'] as const)('SUPABASE_DB_FSYNC=%s', (fsync) => {
  it('keeps every acknowledged application when the process group is killed mid-write', async () => {
    const dataDir = newDataDir();
    folders.push(dataDir);
    const domain = `cut-${fsync}-${randomUUID().slice(0, 8)}.example.com`;
    const acknowledged: string[] = [];
    const figures: string[] = [];
    let server = await start(dataDir, fsync);
    for (const round of [1, 2]) {
      const load = startJoinLoad({
        url: server.url,
        anonKey: server.anonKey,
        visitors: 6,
        domain: `r${round}.${domain}`,
        retryForMs: 0,
      });
      // A random point: after 10-49 acknowledged applications, and 0-39 ms into the next ones.
      const after = randomInt(10, 50);
      const delayMs = randomInt(0, 40);
      await load.reach(after);
      await sleep(delayMs);
      await server.kill();
      const written = await load.stop();
      expect(server.process.signalCode).toBe('SIGKILL');
      acknowledged.push(...written.acknowledged);

      server = await start(dataDir, fsync);
      const audits = await Promise.all(
        [1, 2].slice(0, round).map((r) => {
          const theirs = acknowledged.filter((email) => email.endsWith(`@r${r}.${domain}`));
          return auditApplications(server.url, server.serviceRoleKey, `r${r}.${domain}`, theirs);
        }),
      );
      expect(audits.flatMap((audit) => audit.lost)).toEqual([]);
      expect(audits.flatMap((audit) => audit.doubled)).toEqual([]);
      figures.push(
        `kill ${round} after ${after} + ${delayMs} ms: ${written.acknowledged.length} acknowledged, ` +
          `${written.otherFailures.length} refused or cut off by the kill, 0 lost`,
      );
    }
    console.log(`power cut, fsync ${fsync}: ${figures.join('; ')}; the folder opened each time`);
  }, 150_000);
});
