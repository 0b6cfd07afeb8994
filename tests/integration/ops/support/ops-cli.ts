// The operator's commands (npm run backup, restore, data:upgrade) run as a person runs them: a
// process of their own, with no data folder or database from the test's environment unless given.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TEST_WASM_FLAGS } from '../../../support/wasm-flags.ts';

const CLI = (name: string) =>
  fileURLToPath(new URL(`../../../../supabase/local/cli/${name}.ts`, import.meta.url));

export function runCli(
  name: 'backup' | 'restore' | 'data-upgrade',
  args: string[],
  extra: Record<string, string> = {},
) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['SUPABASE_DATA_DIR', 'DATABASE_URL', 'SUPABASE_URL']) delete env[key];
  Object.assign(env, extra);
  const child = spawn(process.execPath, [...TEST_WASM_FLAGS, CLI(name), ...args], { env });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr })),
  );
}
