// Two servers on one PostgreSQL 15 database, each with its own job processor (several workers,
// woken by LISTEN/NOTIFY): every job still runs once, because a claim takes its row with
// FOR UPDATE SKIP LOCKED. Skipped where no PostgreSQL is reachable.
import { rmSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERSHIP_JOB_KINDS } from '../../../supabase/functions/_shared/domain/job-kinds.ts';
import { createThrowawayDatabase } from '../database/support/local-postgres.ts';
import { newDataDir, startBackend, type TestBackend } from '../support/backend.ts';
import { startMakeStandIn, type MakeStandIn } from './make-stand-in.ts';
import { mailsTo, uniqueEmail } from './support.ts';

const postgres = await createThrowawayDatabase();
const APPLICATIONS = 30;

describe.skipIf('reason' in postgres)('after-insert jobs on PostgreSQL 15', () => {
  const dataDir = newDataDir();
  let make: MakeStandIn;
  const servers: TestBackend[] = [];
  let service: SupabaseClient;

  beforeAll(async () => {
    if ('reason' in postgres) return;
    make = await startMakeStandIn();
    const options = {
      dataDir,
      args: ['--database-url', postgres.url],
      env: { MAKE_WEBHOOK_URL: make.url, SUPABASE_JOB_WORKERS: '4' },
    };
    // One after the other: the first applies the migrations and writes the keys both use.
    servers.push(await startBackend(options));
    servers.push(await startBackend(options));
    service = servers[0]!.client(servers[0]!.serviceRoleKey);
  });

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await make?.close();
    if (!('reason' in postgres)) await postgres.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs every job once with two processors competing', async () => {
    const emails = Array.from({ length: APPLICATIONS }, () => uniqueEmail('twoservers'));
    // Half through each server; the service key keeps the per-network throttle out of the way.
    await Promise.all(
      emails.map(async (email, index) => {
        const server = servers[index % 2]!;
        const { error } = await server
          .client(server.serviceRoleKey)
          .from('membership_requests')
          .insert({ first_name: 'Sara', email });
        expect(error).toBeNull();
      }),
    );

    const deadline = Date.now() + 30_000;
    let done = 0;
    while (done < APPLICATIONS * MEMBERSHIP_JOB_KINDS.length && Date.now() < deadline) {
      const { count } = await service
        .from('after_insert_jobs')
        .select('id', { count: 'exact', head: true })
        .eq('status', 'done');
      done = count ?? 0;
      if (done < APPLICATIONS * MEMBERSHIP_JOB_KINDS.length)
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(done).toBe(APPLICATIONS * MEMBERSHIP_JOB_KINDS.length);

    const { data: attempts } = await service
      .from('after_insert_jobs')
      .select('attempts')
      .neq('attempts', 1);
    expect(attempts).toEqual([]);
    for (const email of emails) {
      expect(make.callsFor(email)).toHaveLength(1);
      expect(await mailsTo(service, email)).toHaveLength(1);
    }
  });
});
