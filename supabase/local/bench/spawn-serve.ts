import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { childEnvironment } from '../environment.ts';

const SERVE = fileURLToPath(new URL('../serve.ts', import.meta.url));
const COMPILE_CACHE = fileURLToPath(new URL('../compile-cache.ts', import.meta.url));

/** What serve.ts prints on its first line once it answers. */
export interface ServeConfig {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

export interface ServeOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** The port to listen on; 0 (the default) takes any free one. */
  port?: number;
  /** Variables added to this process's environment. */
  env?: Record<string, string>;
  /** Where the server's own messages go: shown, or dropped to keep the figures readable. */
  stderr?: 'inherit' | 'ignore';
}

/** Starts serve.ts for a benchmark (on a free port unless one is given) and resolves once it has printed its config. */
export async function spawnServe(
  options: ServeOptions,
): Promise<{ child: ChildProcess; config: ServeConfig }> {
  const child = spawn(
    process.execPath,
    [
      // As npm start does: later starts reuse the compiled modules.
      '--import',
      COMPILE_CACHE,
      SERVE,
      '--port',
      String(options.port ?? 0),
      '--data-dir',
      options.dataDir,
      ...(options.databaseUrl ? ['--database-url', options.databaseUrl] : []),
    ],
    {
      stdio: ['ignore', 'pipe', options.stderr ?? 'inherit'],
      env: childEnvironment(options.env),
    },
  );
  const config = await new Promise<ServeConfig>((resolve, reject) => {
    let buffer = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      buffer += chunk;
      const newline = buffer.indexOf('\n');
      if (newline >= 0) resolve(JSON.parse(buffer.slice(0, newline)) as ServeConfig);
    });
    child.once('exit', (code) =>
      reject(new Error(`serve.ts exited with code ${String(code)} before it was ready`)),
    );
  });
  return { child, config };
}
