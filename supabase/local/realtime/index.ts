// The Realtime service (/realtime/v1/websocket): Phoenix channels carrying postgres_changes, fed
// by the NOTIFY payloads of the migrations' triggers. Each change is re-read under every
// subscriber's own claims, so row-level security decides who hears about which row.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { BackendContext, JwtClaims } from '../server/context.ts';
import { bindingsFor, matchingIds } from './channel.ts';
import { ChangeSource, parseNotice, type ChangeNotice } from './change-source.ts';
import { RealtimeConnection } from './connection.ts';
import type { Vsn } from './protocol.ts';

const SOCKET_PATH = '/realtime/v1/websocket';
const NOTIFY_CHANNEL = 'supabase_realtime';
/** The client beats every 25 s; three missed beats mean the peer is gone. */
const IDLE_LIMIT_MS = 75_000;
const MAX_FRAME_BYTES = 1024 * 1024;

function refuse(socket: Duplex, status: number, text: string, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function createRealtimeService(ctx: BackendContext) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const source = new ChangeSource(ctx);
  const connections = new Set<RealtimeConnection>();
  let bindingId = 0;
  let stopListening: Promise<() => Promise<void>> | undefined;

  async function deliver(
    connection: RealtimeConnection,
    notice: ChangeNotice,
    rowCache: Map<string, Promise<Record<string, unknown> | undefined>>,
    readerCache: Map<string, Promise<boolean>>,
    sessions: Map<string, Promise<boolean>>,
  ) {
    for (const channel of connection.channels.values()) {
      const candidates = bindingsFor(channel, notice);
      if (candidates.length === 0) continue;
      if (channel.claims.exp !== undefined && channel.claims.exp * 1000 < Date.now()) {
        connection.closeChannel(channel, 'Token has expired');
        continue;
      }
      // A channel joined with a user's token stops hearing anything once that session has ended.
      const sessionId = channel.claims.session_id;
      if (sessionId !== undefined) {
        let active = sessions.get(sessionId);
        if (!active) {
          active = ctx.sessionActive(channel.claims).catch(() => false);
          sessions.set(sessionId, active);
        }
        if (!(await active)) {
          connection.closeChannel(channel, 'Session from session_id claim in JWT does not exist');
          continue;
        }
      }
      const columns = await source.columnsOf(notice.schema, notice.table);
      const data: Record<string, unknown> = {
        schema: notice.schema,
        table: notice.table,
        commit_timestamp: notice.commit_timestamp,
        type: notice.type,
        columns,
        errors: null,
      };
      const cacheKey = JSON.stringify(channel.claims);
      let ids: number[];
      if (notice.type === 'DELETE') {
        // The row is gone, so RLS cannot be asked about it: only subscribers who may read the
        // table hear of it, and, like Supabase, deletes carry only the key.
        let mayRead = readerCache.get(cacheKey);
        if (!mayRead) {
          mayRead = source.mayReadDeleted(channel.claims, notice);
          readerCache.set(cacheKey, mayRead);
        }
        if (!(await mayRead)) continue;
        data['old_record'] = { id: notice.id };
        ids = matchingIds(
          candidates.filter(
            (binding) => !binding.parsedFilter || binding.parsedFilter.column === 'id',
          ),
          { id: notice.id },
        );
      } else {
        let row = rowCache.get(cacheKey);
        if (!row) {
          row = source.rowAs(channel.claims, notice);
          rowCache.set(cacheKey, row);
        }
        const record = await row;
        if (!record) continue;
        data['record'] = record;
        // Only the key of the previous version is known (the trigger does not send it).
        if (notice.type === 'UPDATE') data['old_record'] = { id: notice.id };
        ids = matchingIds(candidates, record);
      }
      if (ids.length === 0) continue;
      connection.send({
        joinRef: null,
        ref: null,
        topic: channel.topic,
        event: 'postgres_changes',
        payload: { ids, data },
      });
    }
  }

  async function onNotice(payload: string): Promise<void> {
    const notice = parseNotice(payload);
    if (!notice) {
      ctx.log('warn', 'Realtime: ignoring a malformed change notice', payload);
      return;
    }
    // One read per distinct set of claims, shared by every connection holding them.
    const rowCache = new Map<string, Promise<Record<string, unknown> | undefined>>();
    const readerCache = new Map<string, Promise<boolean>>();
    const sessions = new Map<string, Promise<boolean>>();
    await Promise.all(
      [...connections].map((connection) =>
        deliver(connection, notice, rowCache, readerCache, sessions),
      ),
    );
  }

  function ensureListening(): void {
    stopListening ??= ctx.db.listen(NOTIFY_CHANNEL, (payload) => {
      void onNotice(payload).catch((error: unknown) =>
        ctx.log('error', 'Realtime dispatch failed', error),
      );
    });
    stopListening.catch((error: unknown) => {
      ctx.log('error', 'Realtime could not LISTEN for changes', error);
      stopListening = undefined;
    });
  }

  const idleTimer = setInterval(() => {
    const cutoff = Date.now() - IDLE_LIMIT_MS;
    for (const connection of connections)
      if (connection.lastSeen < cutoff) connection.close(1001, 'heartbeat timeout');
  }, 15_000);
  idleTimer.unref();

  return {
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== SOCKET_PATH) {
        refuse(
          socket,
          404,
          'Not Found',
          `No realtime endpoint at ${url.pathname}; connect to ${SOCKET_PATH}`,
        );
        return;
      }
      const vsnParam = url.searchParams.get('vsn') ?? '1.0.0';
      if (vsnParam !== '1.0.0' && vsnParam !== '2.0.0') {
        refuse(socket, 400, 'Bad Request', `Unsupported serializer version ${vsnParam}`);
        return;
      }
      const vsn: Vsn = vsnParam;
      const apiKey = url.searchParams.get('apikey') ?? req.headers['apikey'];
      if (typeof apiKey !== 'string' || apiKey === '') {
        refuse(socket, 401, 'Unauthorized', 'No API key found in request');
        return;
      }
      ctx.verifyJwt(apiKey).then(
        (claims: JwtClaims) => {
          wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
            const connection = new RealtimeConnection(ws, vsn, claims, {
              ctx,
              source,
              nextBindingId: () => ++bindingId,
            });
            connections.add(connection);
            ws.on('close', () => connections.delete(connection));
            ws.on('error', (error) => ctx.log('warn', 'Realtime socket error', error));
            ensureListening();
          });
        },
        () => refuse(socket, 401, 'Unauthorized', 'Invalid API key'),
      );
    },
    async close(): Promise<void> {
      clearInterval(idleTimer);
      for (const connection of connections) connection.close(1001, 'server shutting down');
      connections.clear();
      wss.close();
      const stop = stopListening;
      stopListening = undefined;
      if (stop) await (await stop)().catch(() => undefined);
    },
  };
}
