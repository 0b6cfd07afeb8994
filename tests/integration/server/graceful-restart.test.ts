// A restart nobody notices (README "Restarts"): SIGTERM stops taking connections at once, closes
// idle ones, answers the request in flight with `Connection: close`, closes Realtime with 1012
// (the staff app's channel joins the new process by itself) and exits 0; under the join path's
// load a restart on the same data folder and port loses, doubles and re-runs nothing and shows no
// 5xx to visitors whose client sends again after a refused or reset connection; a second signal
// stops at once.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { auditApplications, startJoinLoad } from '../../../supabase/local/bench/join-load.ts';
import { startMakeStandIn, type MakeStandIn } from '../../../supabase/local/bench/make-stand-in.ts';
import {
  newDataDir,
  startBackend,
  type TestBackend,
  stopRunning,
  isRunning,
} from '../support/backend.ts';
import { createTestUser } from '../support/users.ts';

// One data folder for the file, each test taking over the process the last one started: a
// restart of an existing folder is what is tested, and a fresh folder's first start is the slow one.
const dataDir = newDataDir();
const running: TestBackend[] = [];
let make: MakeStandIn | undefined;

afterAll(async () => {
  await stopRunning(running);
  await make?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function makeStandIn(): Promise<MakeStandIn> {
  make ??= await startMakeStandIn();
  return make;
}

/** A server on the file's folder (on `port` for a restart), with a drain limit beyond any step here. */
async function start(port?: number): Promise<TestBackend> {
  const backend = await startBackend({
    dataDir,
    env: { MAKE_WEBHOOK_URL: (await makeStandIn()).url, SHUTDOWN_DRAIN_SECONDS: '60' },
    ...(port === undefined ? {} : { args: ['--port', String(port)] }),
  });
  running.push(backend);
  return backend;
}

/** The server the previous test left running, or a new one. */
async function current(): Promise<TestBackend> {
  const last = running.at(-1);
  return last && isRunning(last) ? last : start();
}

/** Sends SIGTERM and resolves once the server has begun its stop (its log says so). */
async function terminate(backend: TestBackend): Promise<{ exit: Promise<number | null> }> {
  const exit = exitCode(backend);
  backend.process.kill('SIGTERM');
  await expect
    .poll(() => backend.stderr(), { timeout: 30_000, interval: 50 })
    .toContain('SIGTERM: finishing the requests and jobs in flight');
  return { exit };
}

function portOf(backend: TestBackend): number {
  return Number(new URL(backend.url).port);
}

function exitCode(backend: TestBackend): Promise<number | null> {
  const child = backend.process;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    work,
    sleep(ms).then(() => Promise.reject(new Error(`${what}: nothing within ${ms} ms`))),
  ]);
}

/**
 * A POST whose body arrives slowly: the headers and half the body now, the rest on finish(), as
 * from a visitor on a poor connection. The answer's status, `Connection` header and JSON body.
 */
function slowPost(
  backend: TestBackend,
  pathname: string,
  headers: Record<string, string>,
  payload: unknown,
) {
  const body = Buffer.from(JSON.stringify(payload));
  const half = Math.floor(body.length / 2);
  let request!: http.ClientRequest;
  const response = new Promise<{ status: number; connection: string | undefined; body: string }>(
    (resolve, reject) => {
      request = http.request(
        `${backend.url}${pathname}`,
        {
          method: 'POST',
          headers: {
            apikey: backend.anonKey,
            'content-type': 'application/json',
            'content-length': String(body.length),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              connection: res.headers.connection,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      request.on('error', reject);
    },
  );
  // Handled here too: a test that fails before awaiting it leaves no stray rejection.
  response.catch(() => undefined);
  request.write(body.subarray(0, half));
  return { response, finish: () => request.end(body.subarray(half)) };
}

/** A join application whose body arrives slowly (slowPost). */
function slowApplication(backend: TestBackend, email: string) {
  const { response, finish } = slowPost(
    backend,
    '/rest/v1/membership_requests',
    {
      authorization: `Bearer ${backend.anonKey}`,
      'content-profile': 'public',
      prefer: 'return=minimal',
    },
    { first_name: 'سارة', last_name: 'O’Neil 🎉', email, company: 'Souq #1 & Co' },
  );
  const answer = response.then(({ status, connection }) => ({ status, connection }));
  answer.catch(() => undefined);
  return { response: answer, finish };
}

/** A keep-alive connection that has answered one request and now waits idle, and when it closes. */
async function idleKeepAlive(backend: TestBackend): Promise<{ closed: Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true });
  let closed!: Promise<void>;
  await new Promise<void>((resolve, reject) => {
    const request = http.get(`${backend.url}/healthz`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve());
    });
    request.on('socket', (socket) => {
      closed = new Promise((done) => socket.once('close', () => done()));
    });
    request.on('error', reject);
  });
  return { closed };
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function storedTimes(backend: TestBackend, email: string): Promise<number> {
  const { count, error } = await backend
    .client(backend.serviceRoleKey)
    .from('membership_requests')
    .select('id', { count: 'exact', head: true })
    .eq('email', email);
  expect(error).toBeNull();
  return count ?? 0;
}

describe('a graceful restart', () => {
  it('answers the request in flight, closes idle connections and Realtime (1012), exits 0, and the staff channel rejoins', async () => {
    const first = await current();
    const port = portOf(first);
    const staff = await createTestUser(first, { staff: true });

    // The staff app's live feed, through supabase-js, and a raw socket to read the close code.
    const statuses: string[] = [];
    const arrivals: string[] = [];
    const channel = staff.client
      .channel(`restart-${randomUUID()}`)
      .on(
        'postgres_changes' as never,
        { event: 'INSERT', schema: 'public', table: 'membership_requests' },
        (change: { new: { email: string } }) => arrivals.push(change.new.email),
      );
    channel.subscribe((status) => statuses.push(status));
    await expect.poll(() => statuses, { timeout: 10_000 }).toContain('SUBSCRIBED');
    const socket = new WebSocket(
      `ws://127.0.0.1:${port}/realtime/v1/websocket?apikey=${first.anonKey}&vsn=2.0.0`,
    );
    await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
    const closeCode = new Promise<number>((resolve) =>
      socket.addEventListener('close', (event) => resolve(event.code), { once: true }),
    );

    const idle = await idleKeepAlive(first);
    const slowEmail = `slow-${randomUUID().slice(0, 8)}@مثال.example`;
    const slow = slowApplication(first, slowEmail);
    // Long enough for the server to have begun the request (its headers read).
    await sleep(300);
    const { exit } = await terminate(first);

    // Closed while the drain still waits for the slow application.
    await within(idle.closed, 2_000, 'the idle keep-alive connection closing');
    expect(await refusesConnections(port)).toBe(true);
    expect(first.process.exitCode).toBeNull();
    slow.finish();
    expect(await slow.response).toEqual({ status: 201, connection: 'close' });
    expect(await closeCode).toBe(1012);
    expect(await exit).toBe(0);

    const second = await start(port);
    expect(await storedTimes(second, slowEmail)).toBe(1);
    // realtime-js reconnects 1 s, 2 s, 5 s, then 10 s after the close, and joins again.
    await expect
      .poll(() => statuses.filter((status) => status === 'SUBSCRIBED').length, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe(2);
    const afterEmail = `after-${randomUUID().slice(0, 8)}@example.org`;
    const { error } = await second
      .client()
      .from('membership_requests')
      .insert({ first_name: 'Zoë', last_name: '50% Café', email: afterEmail });
    expect(error).toBeNull();
    await expect.poll(() => arrivals, { timeout: 10_000 }).toContain(afterEmail);
    await staff.client.removeAllChannels();
  }, 300_000);

  it('restarts under the join path with nothing lost, doubled or run twice, and no 5xx', async () => {
    const first = await current();
    const port = portOf(first);
    const domain = `restart-${randomUUID().slice(0, 8)}.example.com`;
    // Clients keep sending for as long as a start takes on a busy test machine (up to a minute);
    // the restart's time is bench:ops's figure, not this test's.
    const load = startJoinLoad({
      url: first.url,
      anonKey: first.anonKey,
      visitors: 6,
      domain,
      retryForMs: 180_000,
    });

    await load.reach(30);
    const { exit } = await terminate(first);
    expect(await exit).toBe(0);
    expect(first.stderr()).not.toContain('back to the queue');
    const beforeRestart = load.acknowledged();
    const second = await start(port);
    await load.reach(beforeRestart + 30);
    const figures = await load.stop();

    expect(figures.serverErrors).toBe(0);
    expect(figures.otherFailures).toEqual([]);
    // Every job of every application done, each claimed once.
    await expect
      .poll(
        async () => {
          const audit = await auditApplications(
            second.url,
            second.serviceRoleKey,
            domain,
            figures.acknowledged,
          );
          return audit.unfinishedJobs === 0 && audit.jobs > 0 ? audit : undefined;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toEqual({
        lost: [],
        doubled: [],
        jobs: figures.acknowledged.length * 2,
        unfinishedJobs: 0,
        jobsRunTwice: [],
      });
    const forwards = (await makeStandIn()).calls();
    const forwardedTwice = figures.acknowledged.filter((email) => (forwards.get(email) ?? 0) > 1);
    const notForwarded = figures.acknowledged.filter((email) => !forwards.has(email));
    expect({ forwardedTwice, notForwarded }).toEqual({ forwardedTwice: [], notForwarded: [] });
  }, 400_000);

  it('lets a function in flight call back into the backend after the listener has closed', async () => {
    // A staff member's export, its body still arriving when the stop begins: the function checks
    // the caller with Auth, gathers through REST and stores through Storage, all on the server's
    // own address, after the public listener has stopped taking connections.
    const first = await current();
    const port = portOf(first);
    const staff = await createTestUser(first, { staff: true });
    const person = `drain-${randomUUID().slice(0, 8)}@example.com`;
    const { error } = await first
      .client()
      .from('membership_requests')
      .insert({ first_name: 'Nūr', last_name: 'Al-Fulan [drain] 50%', email: person });
    expect(error).toBeNull();
    const slow = slowPost(
      first,
      '/functions/v1/export-personal-data',
      { authorization: `Bearer ${staff.accessToken}` },
      { email: person },
    );
    await sleep(300);
    const { exit } = await terminate(first);
    expect(await refusesConnections(port)).toBe(true);
    slow.finish();
    const answer = await slow.response;
    expect({ status: answer.status, connection: answer.connection }, answer.body).toEqual({
      status: 200,
      connection: 'close',
    });
    // The application the export found, read through REST after the close.
    expect(JSON.parse(answer.body)).toMatchObject({ rows: { membership_requests: 1 } });
    expect(await exit).toBe(0);
  }, 240_000);

  it('stops at once, non-zero, on a second signal during the drain', async () => {
    // Its drain limit (60 s) is far beyond the wait here: only the second signal can end it.
    const backend = await current();
    slowApplication(backend, `second-signal-${randomUUID().slice(0, 8)}@example.com`);
    await sleep(300);
    const { exit } = await terminate(backend);
    expect(backend.process.exitCode).toBeNull();
    const sent = performance.now();
    backend.process.kill('SIGTERM');
    expect(await exit).toBe(143);
    expect(performance.now() - sent).toBeLessThan(10_000);
  }, 240_000);
});
