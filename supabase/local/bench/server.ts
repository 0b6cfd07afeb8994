// Starts serve.ts for a benchmark on a data folder (PGlite, or PostgreSQL with --database-url),
// waits for its ready line and its first answered request, and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const serve = fileURLToPath(new URL('../serve.ts', import.meta.url));

export interface Started {
  child: ChildProcess;
  config: { url: string; anonKey: string; serviceRoleKey: string };
  /** Milliseconds from spawning the process to the first answered request. */
  startMs: number;
}

export async function startServer(
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<Started> {
  const begin = performance.now();
  const child = spawn(
    process.execPath,
    [
      serve,
      '--port',
      '0',
      '--data-dir',
      dataDir,
      ...(databaseUrl ? ['--database-url', databaseUrl] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const config = await new Promise<Started['config']>((resolve, reject) => {
    let buffer = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      buffer += chunk;
      const newline = buffer.indexOf('\n');
      if (newline >= 0) resolve(JSON.parse(buffer.slice(0, newline)));
    });
    child.once('exit', (code) =>
      reject(new Error(`serve.ts exited with code ${String(code)} before it was ready`)),
    );
  });
  const answered = await fetch(`${config.url}/rest/v1/`, { headers: { apikey: config.anonKey } });
  await answered.arrayBuffer();
  return { child, config, startMs: performance.now() - begin };
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
