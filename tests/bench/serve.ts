/**
 * `npm run bench:serve`: requests/s and latency of a static page served by the production server
 * (src/server/start.ts), next to nginx (one worker, `gzip_static on`, the same build folder) and to
 * @astrojs/node's own standalone server (dist/server/entry.mjs) in the same run, with and without
 * `Accept-Encoding: br, gzip`. The servers are measured back to back, round after round, so the
 * ratios compare like with like on a busy machine; each round's ratios and their spread are
 * printed. Needs a build (`npm run build`). Prints figures; asserts nothing.
 *   BENCH_PAGE (/people), BENCH_SECONDS (10), BENCH_ROUNDS (3), BENCH_PORT (first of 3; 4393)
 */
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PAGE = process.env['BENCH_PAGE'] ?? '/people';
const CONNECTIONS = 50;
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const FIRST_PORT = Number(process.env['BENCH_PORT'] ?? 4393);
const distDir = path.resolve(process.env['ASTRO_OUT_DIR'] ?? 'dist');
const work = mkdtempSync(path.join(tmpdir(), 'bench-serve-'));

const ENCODINGS = [
  { label: 'no Accept-Encoding', headers: {} },
  { label: 'Accept-Encoding: br, gzip', headers: { 'accept-encoding': 'br, gzip' } },
];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
): Promise<Figures> {
  const options = { url, connections: CONNECTIONS, headers };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

function startNode(port: number): ChildProcess {
  return spawn(process.execPath, ['src/server/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ASTRO_OUT_DIR: distDir,
      SUPABASE_DATA_DIR: path.join(work, 'data'),
    },
    stdio: 'ignore',
  });
}

/** @astrojs/node's standalone server, started the way its docs say: run the built entry. */
function startAstroNode(port: number): ChildProcess {
  return spawn(process.execPath, [path.join(distDir, 'server', 'entry.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
}

function startNginx(port: number): ChildProcess | undefined {
  const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/opt/homebrew/bin/nginx'].find(
    existsSync,
  );
  if (!nginx) return undefined;
  const config = path.join(work, 'nginx.conf');
  writeFileSync(
    config,
    `worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  client_body_temp_path ${work};
  proxy_temp_path ${work};
  fastcgi_temp_path ${work};
  uwsgi_temp_path ${work};
  scgi_temp_path ${work};
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${path.join(distDir, 'client')};
    location / { try_files $uri $uri.html =404; }
  }
}
`,
  );
  if (spawnSync(nginx, ['-t', '-c', config], { stdio: 'ignore' }).status !== 0) return undefined;
  return spawn(nginx, ['-c', config], { stdio: 'ignore' });
}

const line = (name: string, f: Figures) =>
  `    ${name.padEnd(13)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${f.p50} ms   p99 ${f.p99} ms`;
const spread = (values: number[]) =>
  `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;

if (!existsSync(path.join(distDir, 'client'))) {
  console.error(`No build in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const children: ChildProcess[] = [];
try {
  const servers: { name: string; url: string }[] = [];
  const start = (name: string, child: ChildProcess | undefined, port: number) => {
    if (!child) return;
    children.push(child);
    servers.push({ name, url: `http://127.0.0.1:${port}${PAGE}` });
  };
  start('node server', startNode(FIRST_PORT), FIRST_PORT);
  start('nginx', startNginx(FIRST_PORT + 1), FIRST_PORT + 1);
  start('@astrojs/node', startAstroNode(FIRST_PORT + 2), FIRST_PORT + 2);
  for (const server of servers) await waitFor(server.url);
  if (!servers.some((s) => s.name === 'nginx'))
    console.log('nginx is not installed here: no reference figure');

  console.log(`GET ${PAGE}, ${CONNECTIONS} connections, ${SECONDS} s each, ${ROUNDS} rounds`);
  const ratios = new Map<string, number[]>();
  const addRatio = (key: string, value: number) =>
    ratios.set(key, [...(ratios.get(key) ?? []), value]);
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const encoding of ENCODINGS) {
      console.log(`  round ${round}, ${encoding.label}`);
      const figures = new Map<string, Figures>();
      for (const server of servers) {
        const f = await measure(server.name, server.url, encoding.headers);
        figures.set(server.name, f);
        console.log(line(server.name, f));
      }
      const node = figures.get('node server')!;
      const nginx = figures.get('nginx');
      const astro = figures.get('@astrojs/node');
      if (nginx) {
        const ratio = node.rps / nginx.rps;
        addRatio(`node/nginx, ${encoding.label}`, ratio);
        console.log(`    ratio node/nginx: ${ratio.toFixed(2)}`);
      }
      if (astro) {
        const ratio = node.rps / astro.rps;
        addRatio(`node/@astrojs/node, ${encoding.label}`, ratio);
        console.log(`    ratio node/@astrojs/node: ${ratio.toFixed(2)}`);
      }
    }
  }
  console.log('Ratios over the rounds (lowest–highest):');
  for (const [key, values] of ratios) console.log(`  ${key.padEnd(48)} ${spread(values)}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(work, { recursive: true, force: true });
}
