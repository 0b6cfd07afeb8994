/**
 * What PostgreSQL's autovacuum does for the planner, for PGlite, which has no background workers:
 * without statistics the planner guessed ~15 rows a column on the board and sorted 1,666 rows per
 * column instead of reading contacts_board_order_idx in order (board_cards: 78 ms against 11 ms at
 * 10,000 contacts). Same thresholds as PostgreSQL's defaults: a table is analyzed once more than
 * 50 rows + 10% of it changed, vacuumed once more than 50 + 20% of its rows are dead or more than
 * 1,000 + 20% were inserted (which marks pages all-visible, for index-only scans). A table
 * with rows but no statistics (written, then the process killed before a pass: the counters are
 * not kept across a restart) is analyzed at the first pass.
 */
import { stderrLogger } from '../server/log.ts';

/** The least a pass needs: one statement at a time, through the database's queue. */
export type RunStatement = (sql: string) => Promise<{ rows: unknown[] }>;

/** How often the counters are looked at (autovacuum_naptime is 60 s; PGlite's work is smaller). */
export const AUTO_ANALYZE_EVERY_MS = 5_000;

/*
 * PostgreSQL's autovacuum works beside the queries; here a pass holds the one connection (an
 * ANALYZE of 10,000 contacts takes ~80 ms, a VACUUM after a bulk update ~400 ms). So a pass waits
 * until no query has run for QUIET_MS, and runs anyway once it has waited MOST_WAIT_MS.
 */
const QUIET_MS = 500;
const MOST_WAIT_MS = 60_000;
/*
 * The database is in this process: while JavaScript runs (an Edge Function classifying 10,000
 * contacts for Infer Industries), no query runs either, and that looks quiet. A pass due then
 * would take the connection just before the function's next statement. A timer that fires this
 * much later than asked says the process was busy, not idle, so the pass waits again.
 */
const BUSY_LATENESS_MS = 100;

interface Due {
  name: string;
  vacuum: boolean;
}

/*
 * pg_stat_user_tables is fed by each transaction's counters, flushed at most once a second unless
 * forced; the pass forces a flush in one statement, then reads them in the next.
 */
const DUE_TABLES = `
  select format('%I.%I', s.schemaname, s.relname) as name,
         (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
          or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)) as vacuum
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
   where s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
      or s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
      or (pg_relation_size(c.oid) > 0
          and not exists (select 1 from pg_statistic st where st.starelid = c.oid))
   order by 1`;

/** One pass: the tables whose changes passed the thresholds get ANALYZE (or VACUUM ANALYZE). */
export async function analyzeDueTables(run: RunStatement): Promise<string[]> {
  await run('select pg_stat_force_next_flush()');
  const { rows } = await run(DUE_TABLES);
  const done: string[] = [];
  for (const { name, vacuum } of rows as Due[]) {
    await run(`${vacuum ? 'vacuum (analyze)' : 'analyze'} ${name}`);
    done.push(name);
  }
  return done;
}

/**
 * Runs a pass now and then every `everyMs` while the process lives, each once the database is
 * quiet (`quietFor` gives how long nothing has run); stop() ends it and waits for a pass that is
 * running. A failed pass is reported and the next one tried as usual.
 */
export function startAutoAnalyze(
  run: RunStatement,
  quietFor: () => number,
  everyMs = AUTO_ANALYZE_EVERY_MS,
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let waitingSince: number | undefined;
  let dueAt = performance.now();
  const after = (ms: number): void => {
    dueAt = performance.now() + ms;
    timer = setTimeout(pass, ms).unref();
  };
  const pass = (): void => {
    const now = performance.now();
    waitingSince ??= now;
    const quiet = quietFor();
    const busy = now - dueAt > BUSY_LATENESS_MS;
    if ((quiet < QUIET_MS || busy) && now - waitingSince < MOST_WAIT_MS) {
      after(busy ? QUIET_MS : QUIET_MS - quiet);
      return;
    }
    waitingSince = undefined;
    running = analyzeDueTables(run)
      .catch((error: unknown) => {
        if (!stopped) stderrLogger('error', 'Automatic analyze failed', error);
      })
      .finally(() => {
        if (!stopped) after(everyMs);
      });
  };
  after(0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
