/**
 * The restart figure of bench:ops: visitors apply through the join path while the server is
 * stopped (SIGTERM) and started again on the same data folder and port, as systemd restarts it.
 * Measures the longest time no visitor got an answer, the drain (signal to exit) and the start
 * (exit to ready), and counts what the visitors were told against what the database holds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { auditApplications, startJoinLoad, type ApplicationAudit } from './join-load.ts';
import { startMakeStandIn } from './make-stand-in.ts';
import { spawnServe } from './spawn-serve.ts';

export interface RestartFigures {
  visitors: number;
  /** Applications acknowledged in all, and after the restart. */
  acknowledged: number;
  afterRestart: number;
  longestSilenceSeconds: number;
  drainSeconds: number;
  startSeconds: number;
  exitCode: number | null;
  serverErrors: number;
  otherFailures: number;
  retries: number;
  audit: ApplicationAudit;
  /** Applications the Make stand-in received more than once, or never. */
  forwardedTwice: number;
  notForwarded: number;
}

const JOBS_DONE_TIMEOUT_MS = 120_000;

export async function measureRestartUnderLoad(visitors: number): Promise<RestartFigures> {
  const work = mkdtempSync(path.join(tmpdir(), 'majlis-bench-restart-'));
  const dataDir = path.join(work, 'data');
  const make = await startMakeStandIn();
  const env = { MAKE_WEBHOOK_URL: make.url };
  let { child, config } = await spawnServe({ dataDir, env, stderr: 'ignore' });
  try {
    const port = Number(new URL(config.url).port);
    const domain = `restart-${Date.now()}.example.com`;
    const load = startJoinLoad({ url: config.url, anonKey: config.anonKey, visitors, domain });
    // Warm: the first applications pay for the first queries' plans.
    await load.reach(100);

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const signalled = performance.now();
    child.kill('SIGTERM');
    const exitCode = await exited;
    const drainSeconds = (performance.now() - signalled) / 1000;
    const beforeRestart = load.acknowledged();
    const starting = performance.now();
    ({ child, config } = await spawnServe({ dataDir, env, port, stderr: 'ignore' }));
    const startSeconds = (performance.now() - starting) / 1000;
    await load.reach(beforeRestart + 100);
    const figures = await load.stop();

    let audit: ApplicationAudit;
    const giveUpAt = Date.now() + JOBS_DONE_TIMEOUT_MS;
    for (;;) {
      audit = await auditApplications(
        config.url,
        config.serviceRoleKey,
        domain,
        figures.acknowledged,
      );
      if (audit.unfinishedJobs === 0 || Date.now() > giveUpAt) break;
      await sleep(500);
    }
    const calls = make.calls();
    return {
      visitors,
      acknowledged: figures.acknowledged.length,
      afterRestart: figures.acknowledged.length - beforeRestart,
      longestSilenceSeconds: figures.longestSilenceMs / 1000,
      drainSeconds,
      startSeconds,
      exitCode,
      serverErrors: figures.serverErrors,
      otherFailures: figures.otherFailures.length,
      retries: figures.retries,
      audit,
      forwardedTwice: figures.acknowledged.filter((email) => (calls.get(email) ?? 0) > 1).length,
      notForwarded: figures.acknowledged.filter((email) => !calls.has(email)).length,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode === null && child.signalCode === null
        ? child.once('exit', resolve)
        : resolve(null),
    );
    await make.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/** The figures as bench:ops prints them. */
export function describeRestart(figures: RestartFigures): string {
  const { audit } = figures;
  return [
    `restart under the join path (${figures.visitors} visitors, ${figures.acknowledged} applications, ` +
      `${figures.afterRestart} after the restart): longest time with no answer ` +
      `${figures.longestSilenceSeconds.toFixed(1)} s (drain ${figures.drainSeconds.toFixed(1)} s, ` +
      `exit ${String(figures.exitCode)}; start ${figures.startSeconds.toFixed(1)} s)`,
    `  lost ${audit.lost.length}, doubled ${audit.doubled.length}, jobs ${audit.jobs} ` +
      `(${audit.unfinishedJobs} not done, ${audit.jobsRunTwice.length} run twice), Make forwards ` +
      `${figures.forwardedTwice} doubled and ${figures.notForwarded} missing, ` +
      `${figures.serverErrors} 5xx, ${figures.otherFailures} other failures, ` +
      `${figures.retries} requests sent again after a refused or reset connection`,
  ].join('\n');
}
