/**
 * The production entry: one Node process serves the built Astro site (static pages and the
 * few on-demand routes) on one origin, with security headers on every response.
 * Run with `node src/server/start.ts` after `astro build` (Node strips the types).
 */
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { applySecurityHeaders, securityHeaders } from './security-headers.ts';

type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

// Astro's standalone entry would otherwise start its own server on import.
process.env['ASTRO_NODE_AUTOSTART'] = 'disabled';

const distDir = path.resolve(process.env['ASTRO_OUT_DIR'] ?? 'dist');
const port = Number(process.env['PORT'] ?? 4321);
const host = process.env['HOST'] ?? '127.0.0.1';

const entry = pathToFileURL(path.join(distDir, 'server', 'entry.mjs')).href;
const { handler: astroHandler } = (await import(entry).catch((error: unknown) => {
  console.error(`Could not load the built site from ${distDir}. Run \`npm run build\` first.`);
  throw error;
})) as { handler: NodeHandler };

const server = http.createServer((req, res) => {
  const secure = 'encrypted' in req.socket || req.headers['x-forwarded-proto'] === 'https';
  applySecurityHeaders(res, securityHeaders({ secure }));
  astroHandler(req, res);
});

server.listen(port, host, () => {
  console.log(`Serving http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});

function shutdown(): void {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
