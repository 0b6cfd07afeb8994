import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD_SCRIPT = fileURLToPath(new URL('../fixtures/database-child.ts', import.meta.url));

export interface DatabaseChild {
  process: ChildProcessWithoutNullStreams;
  /** Every complete stdout line so far. */
  lines: string[];
  /** Resolves when a line matching the test has been printed. */
  waitFor(test: (line: string) => boolean, timeoutMs?: number): Promise<string>;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
}

export function startDatabaseChild(dataDir: string, mode: 'hold' | 'burst'): DatabaseChild {
  const child = spawn(process.execPath, [CHILD_SCRIPT, dataDir, mode], { stdio: 'pipe' });
  const lines: string[] = [];
  const waiters: { test: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  let buffer = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      for (const waiter of [...waiters]) {
        if (waiter.test(line)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    }
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    process: child,
    lines,
    exited,
    waitFor: (test, timeoutMs = 90_000) =>
      new Promise((resolve, reject) => {
        const found = lines.find(test);
        if (found !== undefined) return resolve(found);
        const timer = setTimeout(
          () =>
            reject(new Error(`child did not print the expected line in time; stderr: ${stderr}`)),
          timeoutMs,
        );
        waiters.push({
          test,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
        void exited.then((code) => {
          clearTimeout(timer);
          reject(
            new Error(
              `child exited (${code}) first; stdout: ${lines.join(' | ')}; stderr: ${stderr}`,
            ),
          );
        });
      }),
  };
}
