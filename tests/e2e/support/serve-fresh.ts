/**
 * Starts the production server for browser tests on an empty data folder, so every run begins
 * with a fresh embedded backend (its own keys, database and mail outbox).
 */
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dataDir = process.env['SUPABASE_DATA_DIR'];
if (!dataDir) throw new Error('SUPABASE_DATA_DIR must name the test data folder');
rmSync(dataDir, { recursive: true, force: true });

// The suite's server keeps its whole log in a file for the run's end (support/server-log.ts);
// the console, where Playwright shows it, gets what a failed run needs: all but the info lines.
const logFile = process.env['E2E_SERVER_LOG'];
/** stderrLogger's info lines (supabase/local/server/log.ts writes time, then level, first). */
const INFO_LINE = /^\{"time":"[^"]*","level":"info"/;
if (logFile) {
  // A fresh clone has no test-results folder until a run writes one.
  mkdirSync(path.dirname(logFile), { recursive: true });
  writeFileSync(logFile, '');
  const write = process.stderr.write.bind(process.stderr) as (...args: unknown[]) => boolean;
  process.stderr.write = (chunk: string | Uint8Array, ...rest: unknown[]) => {
    appendFileSync(logFile, chunk);
    const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    if (!INFO_LINE.test(text)) return write(chunk, ...rest);
    const done = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    done?.();
    return true;
  };
}
await import('../../../src/server/start.ts');
