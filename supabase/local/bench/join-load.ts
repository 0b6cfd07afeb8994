/**
 * Visitors applying through the join path as the public join form does: an anonymous insert into
 * membership_requests (return=minimal), which queues the Make forward and the confirmation mail.
 * Their client sends a request again after a refused or reset connection, as a browser does with
 * a request the server never began (supabase-js itself retries only reads, on 503 and 520). Used
 * by bench:ops for the restart figure and by the restart test (tests/integration/server).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from '@supabase/supabase-js';

/** Connection failures before any answer: the server never began the request. */
const NOT_BEGUN = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
/** 100, 200, 400, 800 ms, then every second. */
const backoffMs = (retry: number) => Math.min(100 * 2 ** retry, 1_000);
/** How long a request is sent again by default: longer than a restart takes. */
const DEFAULT_RETRY_FOR_MS = 20_000;

function notBegun(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && NOT_BEGUN.has(code);
}

/** fetch that sends again after a connection failure, for `retryForMs`; `onRetry` counts them. */
export function fetchRetryingConnections(
  retryForMs = DEFAULT_RETRY_FOR_MS,
  onRetry: () => void = () => undefined,
): typeof fetch {
  return async (input, init) => {
    const giveUpAt = performance.now() + retryForMs;
    for (let retry = 0; ; retry += 1) {
      try {
        return await fetch(input, init);
      } catch (error) {
        if (!notBegun(error) || performance.now() >= giveUpAt) throw error;
        onRetry();
        await sleep(backoffMs(retry));
      }
    }
  };
}

/** bench:ops's and bench:join's application: the join form's required fields, a new address. */
export function benchApplication(lane: number, n: number): Record<string, string> {
  return {
    first_name: 'Bench',
    last_name: `${lane}-${n}`,
    email: `bench-${lane}-${n}-${Date.now()}@example.com`,
  };
}

export interface JoinLoadFigures {
  /** The addresses whose application was acknowledged (201). */
  acknowledged: string[];
  /** 5xx answers the visitors saw. */
  serverErrors: number;
  /** Every other failure: 4xx answers, and requests that never got an answer. */
  otherFailures: string[];
  /** Requests sent again after a connection failure. */
  retries: number;
  /** The longest time in which no visitor got any answer, in milliseconds. */
  longestSilenceMs: number;
}

export interface JoinLoad {
  /** Applications acknowledged so far. */
  acknowledged(): number;
  /** Resolves once `count` applications have been acknowledged in all. */
  reach(count: number): Promise<void>;
  /** Lets each visitor finish the application under way, and gives the figures. */
  stop(): Promise<JoinLoadFigures>;
}

export interface JoinLoadOptions {
  url: string;
  anonKey: string;
  visitors: number;
  /** Each application's address is `v<visitor>-<n>@<domain>`. */
  domain: string;
  /** How long a visitor's client sends a request again after connection failures (20 s). */
  retryForMs?: number;
}

export function startJoinLoad(options: JoinLoadOptions): JoinLoad {
  const figures: JoinLoadFigures = {
    acknowledged: [],
    serverErrors: 0,
    otherFailures: [],
    retries: 0,
    longestSilenceMs: 0,
  };
  const client = createClient(options.url, options.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: {
      fetch: fetchRetryingConnections(options.retryForMs, () => (figures.retries += 1)),
    },
  });
  let applying = true;
  let lastAnswerAt = performance.now();
  const waiters: { count: number; resolve: () => void }[] = [];
  const answered = () => {
    const now = performance.now();
    figures.longestSilenceMs = Math.max(figures.longestSilenceMs, now - lastAnswerAt);
    lastAnswerAt = now;
  };

  const visitor = async (lane: number) => {
    for (let n = 0; applying; n += 1) {
      const email = `v${lane}-${n}@${options.domain}`;
      const { error, status } = await client.from('membership_requests').insert({
        first_name: 'ليلى 🌙',
        last_name: `Al-Nour #${lane} 100%`,
        email,
        company: 'Nour & Partners',
        title: 'Country manager',
        phone_number: '+966 55 123 4567',
        locale: lane % 2 === 0 ? 'ar' : 'en',
      });
      if (status > 0) answered();
      if (!error && status === 201) figures.acknowledged.push(email);
      else if (status >= 500) figures.serverErrors += 1;
      else figures.otherFailures.push(`${status} ${error?.message ?? ''}`);
      for (const waiter of waiters.filter((w) => figures.acknowledged.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const lanes = Array.from({ length: options.visitors }, (_, lane) => visitor(lane));

  return {
    acknowledged: () => figures.acknowledged.length,
    reach: (count) =>
      figures.acknowledged.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    async stop() {
      applying = false;
      await Promise.all(lanes);
      return figures;
    },
  };
}

export interface ApplicationAudit {
  /** Acknowledged applications that were not stored. */
  lost: string[];
  /** Addresses stored more than once. */
  doubled: string[];
  /** The after-insert jobs of the stored applications. */
  jobs: number;
  /** Of those, the ones not done (pending, running or failed). */
  unfinishedJobs: number;
  /** Of those, the ones claimed more than once (every claim counts an attempt), with the reason. */
  jobsRunTwice: string[];
}

/** Compares what the database holds for `domain` with what the visitors were told. */
export async function auditApplications(
  url: string,
  serviceRoleKey: string,
  domain: string,
  acknowledged: string[],
): Promise<ApplicationAudit> {
  const service = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const stored = await service
    .from('membership_requests')
    .select('id, email')
    .like('email', `%@${domain}`);
  if (stored.error) throw new Error(`Could not read the applications: ${stored.error.message}`);
  const ids = new Set(stored.data.map((row) => row.id));
  const times = new Map<string, number>();
  for (const { email } of stored.data) times.set(email, (times.get(email) ?? 0) + 1);
  const jobs = await service
    .from('after_insert_jobs')
    .select('kind, row_id, status, attempts, last_error');
  if (jobs.error) throw new Error(`Could not read the jobs: ${jobs.error.message}`);
  const theirs = jobs.data.filter((job) => ids.has(job.row_id));
  return {
    lost: acknowledged.filter((email) => !times.has(email)),
    doubled: [...times].filter(([, count]) => count > 1).map(([email]) => email),
    jobs: theirs.length,
    unfinishedJobs: theirs.filter((job) => job.status !== 'done').length,
    jobsRunTwice: theirs
      .filter((job) => job.attempts > 1)
      .map((job) => `${job.kind} (${job.attempts} attempts): ${job.last_error ?? 'no error'}`),
  };
}
