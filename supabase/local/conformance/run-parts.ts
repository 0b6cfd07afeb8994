// What `npm run conformance:storage` and `npm run conformance:rest` share: reading a client's
// suite out of a supabase-js git mirror, starting the embedded backend as the Supabase CLI would
// serve it (storage.ts, rest.ts), and running the suite under Vitest with its own settings file.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../db/project-paths.ts';
import {
  DEMO_JWT_SECRET,
  SERVER_PORT,
  locateSuite,
  type ReportedFile,
  type SuiteNames,
} from './storage-suite.ts';

const SERVE = fileURLToPath(new URL('../serve.ts', import.meta.url));
const VITEST = path.join(PROJECT_ROOT, 'node_modules', 'vitest', 'vitest.mjs');

/** Both scripts' command line: [--failures] [--reporter …] [--min <percent>] [test file filters…]. */
export function conformanceArgs(minPercent: string) {
  const { values: args, positionals: filters } = parseArgs({
    allowPositionals: true,
    options: {
      reporter: { type: 'string', default: 'dot' },
      failures: { type: 'boolean', default: false },
      min: { type: 'string', default: minPercent },
    },
  });
  return { args, filters };
}

export function isGitRepository(dir: string): boolean {
  return spawnSync('git', ['-C', dir, 'rev-parse', '--git-dir'], { stdio: 'ignore' }).status === 0;
}

/**
 * `git archive` of one package at the mirror's newest commit into node_modules/.cache/<cache>
 * (inside node_modules, so the client's imports resolve), once per commit.
 */
export function extract(
  gitDir: string,
  packagePath: string,
  cache: string,
  isSuite: (dir: string) => boolean,
): { dir: string; commit: string } {
  const head = spawnSync('git', ['-C', gitDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' });
  if (head.status !== 0) throw new Error(`git rev-parse HEAD failed in ${gitDir}: ${head.stderr}`);
  const commit = head.stdout.trim();
  const into = path.join(PROJECT_ROOT, 'node_modules', '.cache', cache, commit.slice(0, 12));
  const dir = path.join(into, packagePath);
  if (!isSuite(dir)) {
    rmSync(into, { recursive: true, force: true });
    mkdirSync(into, { recursive: true });
    const archive = spawnSync(
      'git',
      ['-C', gitDir, 'archive', '--format=tar', commit, packagePath],
      {
        maxBuffer: 512 * 1024 * 1024,
      },
    );
    if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr.toString()}`);
    const untar = spawnSync('tar', ['-x', '-C', into], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr.toString()}`);
  }
  return { dir, commit };
}

/**
 * The folder of the client's suite (located, or extracted from a mirror into
 * node_modules/.cache/<cache>), said on stdout; undefined, with the reason on stderr, when missing.
 */
export function findSuite(
  names: SuiteNames,
  cache: string,
  isSuite: (dir: string) => boolean,
): string | undefined {
  const location = locateSuite(process.env, PROJECT_ROOT, { isSuite, isGitRepository }, names);
  if (location.kind === 'missing') {
    console.error(location.message);
    return undefined;
  }
  const suite =
    location.kind === 'dir'
      ? { dir: location.dir, source: `${location.from}: ${location.dir}` }
      : (() => {
          const { dir, commit } = extract(location.gitDir, names.packagePath, cache, isSuite);
          return { dir, source: `${location.gitDir} at ${commit.slice(0, 12)}` };
        })();
  console.log(`${names.client} suite: ${suite.source}`);
  return suite.dir;
}

/** What serve.ts prints once ready. */
export interface ServerReady {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

function waitForReady(child: ChildProcess): Promise<ServerReady> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const end = out.indexOf('\n');
      if (end >= 0) resolve(JSON.parse(out.slice(0, end)) as ServerReady);
    });
    child.once('exit', (code) =>
      reject(new Error(`serve.ts exited with code ${String(code)} before it was ready`)),
    );
  });
}

/** serve.ts on 127.0.0.1:54321 with the CLI's demo JWT secret, over `dataDir`. */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ server: ChildProcess; ready: ServerReady }> {
  const server = spawn(
    process.execPath,
    [SERVE, '--port', String(SERVER_PORT), '--host', '127.0.0.1', '--data-dir', dataDir],
    {
      env: {
        ...process.env,
        SUPABASE_JWT_SECRET: DEMO_JWT_SECRET,
        SUPABASE_JOB_WORKERS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    return { server, ready: await waitForReady(server) };
  } catch (error) {
    await stopServer(server);
    throw error;
  }
}

export async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** Vitest in the suite's folder with `config`; `rootVariable` tells the config where that is. */
export function vitest(
  config: string,
  rootVariable: string,
  suiteDir: string,
  args: string[],
  env: Record<string, string>,
  capture: boolean,
) {
  return spawnSync(process.execPath, [VITEST, ...args, '--config', config], {
    cwd: suiteDir,
    env: { ...process.env, [rootVariable]: suiteDir, CI: 'true', ...env },
    stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** The files of Vitest's JSON report, or undefined when it wrote none. */
export function readReport(report: string): ReportedFile[] | undefined {
  if (!existsSync(report) || statSync(report).size === 0) return undefined;
  return (JSON.parse(readFileSync(report, 'utf8')) as { testResults: ReportedFile[] }).testResults;
}

/**
 * One run of the suite, reported with `reporter` and as JSON into `report`: the report's files, or
 * undefined (said on stderr) when Vitest wrote none.
 */
export function runSuite(
  run: (args: string[]) => { status: number | null },
  reporter: string,
  report: string,
  filters: readonly string[],
): ReportedFile[] | undefined {
  const { status } = run([
    'run',
    `--reporter=${reporter}`,
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...filters,
  ]);
  const files = readReport(report);
  if (!files) console.error(`Vitest wrote no report (exit ${String(status)}).`);
  return files;
}
