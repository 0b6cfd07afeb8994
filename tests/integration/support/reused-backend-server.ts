/**
 * The process behind startBackend() for tests that need a fresh backend but nothing of a process
 * of their own (no data folder to keep, no command-line flags): one HTTP server that opens a new
 * embedded backend on a fresh data folder for each test file and closes it when the file is done.
 * Each backend is built exactly as supabase/local/serve.ts builds it, with the file's environment
 * variables; only the Node process and its loaded modules are kept (about 1.5 s of CPU per start).
 *
 *   POST /_harness/open   {"dataDir", "env"}  → the ready line serve.ts prints, as JSON
 *   POST /_harness/close                       → 204 once the backend is closed
 *
 * Both need the key the harness passed in HARNESS_KEY. The process exits when its stdin closes,
 * so a test worker that dies takes it along.
 */
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import process from 'node:process';
import { createEmbeddedBackend, type EmbeddedBackend } from '../../../supabase/local/index.ts';
import { backendHttpServer } from '../../../supabase/local/server/backend-http-server.ts';

const KEY = process.env['HARNESS_KEY'];
if (!KEY) throw new Error('HARNESS_KEY is required');
const BASELINE = { ...process.env };

let backend: EmbeddedBackend | undefined;
const served = backendHttpServer(() => backend);
// The harness's own requests come first; every other request goes to the backend.
const [serveBackend] = served.listeners('request') as ((...args: unknown[]) => void)[];
served.removeAllListeners('request');

/** This process's environment as it started, plus the test file's variables. */
function useEnvironment(extra: Record<string, string>): void {
  for (const name of Object.keys(process.env)) if (!(name in BASELINE)) delete process.env[name];
  Object.assign(process.env, BASELINE, extra);
}

async function readJson(req: IncomingMessage): Promise<{
  dataDir: string;
  env: Record<string, string>;
}> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return JSON.parse(text) as { dataDir: string; env: Record<string, string> };
}

served.on('request', (req: IncomingMessage, res) => {
  if (!req.url?.startsWith('/_harness/')) {
    serveBackend!(req, res);
    return;
  }
  void (async () => {
    if (req.method !== 'POST' || req.headers['x-harness-key'] !== KEY) {
      res.writeHead(404).end();
      return;
    }
    try {
      await backend?.close();
      backend = undefined;
      if (req.url === '/_harness/open') {
        const { dataDir, env } = await readJson(req);
        useEnvironment(env);
        const address = served.address() as AddressInfo;
        backend = await createEmbeddedBackend({
          publicUrl: `http://${address.address}:${address.port}`,
          dataDir,
        });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ ...backend.config, mailPageLink: backend.mailPageLink }));
      } else {
        res.writeHead(204).end();
      }
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
  })();
});

served.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (served.address() as AddressInfo).port })}\n`);
});
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
