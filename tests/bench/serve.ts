/**
 * `npm run bench:serve`: requests/s and latency of a static page served by the production server,
 * next to nginx serving the same build folder in the same run when nginx is installed, with the
 * ratio. Needs a build (`npm run build`). Prints figures; asserts nothing.
 */
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PAGE = process.env['BENCH_PAGE'] ?? '/people';
const CONNECTIONS = 50;
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const distDir = path.resolve(process.env['ASTRO_OUT_DIR'] ?? 'dist');
const work = mkdtempSync(path.join(tmpdir(), 'bench-serve-'));

interface Figures {
  name: string;
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

async function measure(name: string, url: string): Promise<Figures> {
  const options = { url, connections: CONNECTIONS, headers: { 'accept-encoding': 'br, gzip' } };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

function startNode(port: number): ChildProcess {
  return spawn(process.execPath, ['src/server/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SUPABASE_DATA_DIR: path.join(work, 'data'),
    },
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
    `worker_processes auto;
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

if (!existsSync(path.join(distDir, 'client'))) {
  console.error(`No build in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const children: ChildProcess[] = [];
try {
  const node = startNode(4393);
  children.push(node);
  await waitFor(`http://127.0.0.1:4393${PAGE}`);
  const figures = [await measure('node server', `http://127.0.0.1:4393${PAGE}`)];
  const nginx = startNginx(4394);
  if (nginx) {
    children.push(nginx);
    await waitFor(`http://127.0.0.1:4394${PAGE}`);
    figures.push(await measure('nginx', `http://127.0.0.1:4394${PAGE}`));
  }
  console.log(
    `GET ${PAGE}, ${CONNECTIONS} connections, ${SECONDS} s each, Accept-Encoding: br, gzip`,
  );
  for (const f of figures) {
    console.log(
      `  ${f.name.padEnd(12)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${f.p50} ms   p99 ${f.p99} ms`,
    );
  }
  if (figures[1])
    console.log(`  ratio node/nginx: ${(figures[0]!.rps / figures[1].rps).toFixed(3)}`);
  else console.log('  nginx is not installed here: no reference figure');
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(work, { recursive: true, force: true });
}
