/**
 * The address a server calls itself on (SUPABASE_INTERNAL_URL: the functions' clients, the site's
 * on-demand routes, the backup schedule): a loopback listener of its own whose connections the
 * same HTTP server answers. A stop closes the public listener at once but this one only once the
 * requests in flight are answered (server/graceful-stop.ts), so a request begun before the stop
 * can still call back into the backend: a staff export or a /crm page in flight during a restart
 * finishes instead of answering "sign in".
 */
import type { Server } from 'node:http';
import net from 'node:net';

export interface InternalListener {
  /** `http://127.0.0.1:<port>`, or `http://[::1]:<port>` for a server on IPv6 loopback alone. */
  url: string;
  /** Hands the connections (those that came before too) to `server`'s requests handler. */
  serve(server: Server): void;
  /** Stops taking connections; those open are the HTTP server's to end. */
  close(): void;
}

/**
 * Listens on an ephemeral loopback port (never another interface, whatever `host` the public
 * listener has). Connections wait, unread, until serve() names the server: the URL is known before
 * the server is built.
 */
export async function openInternalListener(host?: string): Promise<InternalListener> {
  const loopback = host === '::1' ? '::1' : '127.0.0.1';
  let target: Server | undefined;
  const waiting: net.Socket[] = [];
  // A connection paused on arrival is read once it is handed over (resume: the HTTP server's
  // own listener does not start a paused socket).
  const hand = (server: Server, socket: net.Socket) => {
    server.emit('connection', socket);
    socket.resume();
  };
  const listener = net.createServer({ pauseOnConnect: true }, (socket) => {
    if (target) hand(target, socket);
    else waiting.push(socket);
  });
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(0, loopback, () => {
      listener.off('error', reject);
      resolve();
    });
  });
  const { port } = listener.address() as net.AddressInfo;
  return {
    url: `http://${loopback === '::1' ? '[::1]' : loopback}:${port}`,
    serve(server) {
      target = server;
      for (const socket of waiting.splice(0)) hand(server, socket);
    },
    close() {
      if (listener.listening) listener.close();
    },
  };
}
