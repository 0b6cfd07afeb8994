/**
 * `npm run bench:body`: latency of a read while large bodies are being refused. Starts the embedded
 * backend (supabase/local/serve.ts) on a temporary data folder, measures a REST read with
 * autocannon alone, then again while 10 clients keep sending 19 MB anonymous JSON arrays to a
 * public table (half declaring their length, half chunked without one), as one outside reviewer
 * did. Prints p50/p99 and requests/s of the read both ways, how the large bodies were answered
 * and the server's peak memory. Prints figures; asserts nothing.
 *   BENCH_SECONDS (default 10), BENCH_ATTACKERS (default 10), BENCH_BODY_MB (default 19)
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServe, type ServeConfig } from '../../supabase/local/bench/spawn-serve.ts';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const ATTACKERS = Number(process.env['BENCH_ATTACKERS'] ?? 10);
const BODY_MB = Number(process.env['BENCH_BODY_MB'] ?? 19);
const CONNECTIONS = 10;

type Config = ServeConfig;

/** One attacker: sends the same large body again and again until told to stop. */
async function attack(config: Config, chunked: boolean, body: Buffer, stop: () => boolean) {
  const statuses = new Map<string, number>();
  const { hostname, port } = new URL(config.url);
  while (!stop()) {
    const outcome = await new Promise<string>((resolve) => {
      const headers: Record<string, string> = {
        apikey: config.anonKey,
        authorization: `Bearer ${config.anonKey}`,
        'content-type': 'application/json',
      };
      if (!chunked) headers['content-length'] = String(body.length);
      const req = http.request(
        { host: hostname, port, method: 'POST', path: '/rest/v1/membership_requests', headers },
        (response) => {
          response.resume();
          response.on('end', () => resolve(String(response.statusCode)));
          response.on('error', () => resolve(String(response.statusCode)));
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      // Write the whole body as fast as the socket takes it, as a flooding client would.
      void (async () => {
        for (let offset = 0; offset < body.length && !req.destroyed; offset += 64 * 1024) {
          if (!req.write(body.subarray(offset, offset + 64 * 1024))) {
            await new Promise<void>((resolve) => {
              const done = () => {
                req.off('drain', done);
                req.off('close', done);
                resolve();
              };
              req.on('drain', done);
              req.on('close', done);
            });
          }
        }
        if (!req.destroyed) req.end();
      })();
    });
    statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
  }
  return statuses;
}

/** The attacking side runs in its own process, so its work does not slow the measuring one. */
async function runAttackers(config: Config, seconds: number): Promise<void> {
  const row = JSON.stringify({ first_name: 'Big', last_name: 'Body', email: 'big@example.com' });
  const rows = Math.ceil((BODY_MB * 1024 * 1024) / (row.length + 1));
  const body = Buffer.from(`[${Array.from({ length: rows }, () => row).join(',')}]`);
  const until = Date.now() + seconds * 1000;
  const results = await Promise.all(
    Array.from({ length: ATTACKERS }, (_, n) =>
      attack(config, n % 2 === 1, body, () => Date.now() > until),
    ),
  );
  const total = new Map<string, number>();
  for (const statuses of results)
    for (const [status, count] of statuses) total.set(status, (total.get(status) ?? 0) + count);
  process.stdout.write(
    `${JSON.stringify({ bytes: body.length, answers: Object.fromEntries(total) })}\n`,
  );
}

function peakMemoryMiB(pid: number | undefined): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const peak = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    const now = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return `peak ${(Number(peak) / 1024).toFixed(0)} MiB, now ${(Number(now) / 1024).toFixed(0)} MiB`;
  } catch {
    return 'not measurable here';
  }
}

/** CPU seconds (user + system) the process has used so far, from /proc; undefined elsewhere. */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ".
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

async function measure(url: string, key: string) {
  const options = {
    url,
    connections: CONNECTIONS,
    headers: { apikey: key, authorization: `Bearer ${key}` },
  };
  const result = await autocannon({ ...options, duration: SECONDS });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    rps: result.requests.average,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'majlis-bench-body-'));
  const { child: server, config } = await spawnServe({ dataDir, stderr: 'ignore' });
  try {
    // Something to read: 200 contact messages, read back 20 at a time with the service key.
    const rows = Array.from({ length: 200 }, (_, n) => ({
      name: `Reader ${n}`,
      email: `reader-${n}@example.com`,
      message: `Message ${n}`,
    }));
    const seeded = await fetch(`${config.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: {
        apikey: config.serviceRoleKey,
        authorization: `Bearer ${config.serviceRoleKey}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify(rows),
    });
    if (seeded.status !== 201) throw new Error(`seeding answered ${seeded.status}`);
    const read = `${config.url}/rest/v1/contact_messages?select=id,name,email,created_at&order=created_at.desc&limit=20`;
    await measure(read, config.serviceRoleKey); // warm-up
    const alone = await measure(read, config.serviceRoleKey);
    const memoryBefore = peakMemoryMiB(server.pid);
    const cpuBefore = cpuSeconds(server.pid);

    const attackers = spawn(process.execPath, [fileURLToPath(import.meta.url), '--attack'], {
      env: {
        ...process.env,
        BENCH_CONFIG: JSON.stringify(config),
        BENCH_ATTACK_SECONDS: String(SECONDS + 2),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let report = '';
    attackers.stdout?.setEncoding('utf8').on('data', (chunk: string) => (report += chunk));
    const attackersDone = new Promise((resolve) => attackers.once('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 1000)); // let the flood begin
    const underAttack = await measure(read, config.serviceRoleKey);
    await attackersDone;
    const cpuAfter = cpuSeconds(server.pid);
    const { bytes, answers } = JSON.parse(report) as {
      bytes: number;
      answers: Record<string, number>;
    };
    const health = await fetch(`${config.url}/auth/v1/health`);

    const line = (name: string, f: Awaited<ReturnType<typeof measure>>) =>
      `  ${name.padEnd(34)} p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(4)} ms   max ${String(f.max).padStart(4)} ms   ${f.rps.toFixed(0).padStart(5)} req/s${f.bad ? `   ${f.bad} failed` : ''}`;
    console.log(
      `GET /rest/v1/contact_messages (20 rows), ${CONNECTIONS} connections, ${SECONDS} s each`,
    );
    console.log(line('alone', alone));
    console.log(
      line(
        `while ${ATTACKERS} x ${(bytes / 1024 / 1024).toFixed(0)} MB bodies are refused`,
        underAttack,
      ),
    );
    console.log(
      `  large bodies answered: ${Object.entries(answers)
        .map(([status, count]) => `${count} x ${status}`)
        .join(
          ', ',
        )} (EPIPE/ECONNRESET: the server answered 413 and closed before the upload ended)`,
    );
    if (cpuBefore !== undefined && cpuAfter !== undefined) {
      // What the server itself spent while refusing (and answering the reads): on a busy machine
      // this moves less than the latencies do.
      console.log(
        `  server CPU during the flood: ${(cpuAfter - cpuBefore).toFixed(1)} s for ${Object.values(answers).reduce((sum, n) => sum + n, 0)} large bodies and ${Math.round(underAttack.rps * SECONDS)} reads`,
      );
    }
    console.log(`  health afterwards: ${health.status}`);
    console.log(
      `  server memory: before the flood ${memoryBefore}; after it ${peakMemoryMiB(server.pid)}`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--attack')) {
  await runAttackers(
    JSON.parse(process.env['BENCH_CONFIG'] ?? '{}') as Config,
    Number(process.env['BENCH_ATTACK_SECONDS'] ?? SECONDS),
  );
} else {
  await main();
}
