// The Realtime service (/realtime/v1/websocket): Phoenix channels carrying postgres_changes, fed
// by the NOTIFY payloads of the migrations' triggers. Each change is re-read under every
// subscriber's own claims, so row-level security decides who hears about which row; changes that
// queue up while a batch is delivered are read back together.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { BackendContext, JwtClaims } from '../server/context.ts';
import { bindingsFor, matchingIds, type Channel } from './channel.ts';
import { ChangeSource, parseNotices, type ChangeNotice } from './change-source.ts';
import { RealtimeConnection } from './connection.ts';
import type { Vsn } from './protocol.ts';

const SOCKET_PATH = '/realtime/v1/websocket';
const NOTIFY_CHANNEL = 'supabase_realtime';
/** The client beats every 25 s; three missed beats mean the peer is gone. */
const IDLE_LIMIT_MS = 75_000;
const MAX_FRAME_BYTES = 1024 * 1024;
/** The most changes read back together: a burst is taken in slices this size, in order. */
const MAX_BATCH = 500;
/** How long the first change of a burst waits for the rest before they are read back. */
const COLLECT_MS = 5;
/**
 * "Service restart": realtime-js reconnects after any close it did not ask for (1 s, 2 s, 5 s,
 * then every 10 s) and joins its channels again; 1012 also tells other clients it is worth it.
 */
const SERVICE_RESTART = 1012;
/** How long a closing client has to answer the close before its socket is cut. */
const CLOSE_ANSWER_MS = 1_000;

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

  /** What one batch reads once and every channel of every connection shares. */
  interface BatchReads {
    /** Per claims and table: the changed rows of the batch as those claims see them. */
    rows: Map<string, Promise<Map<string, Record<string, unknown>>>>;
    /** Per claims and table: the deleted rows of the batch those claims could have read. */
    readers: Map<string, Promise<Set<string>>>;
    sessions: Map<string, Promise<boolean>>;
    /** The ids of the rows inserted or updated in the batch, per table. */
    changedIds: Map<string, string[]>;
    /** The ids of the rows deleted in the batch, per table. */
    deletedIds: Map<string, string[]>;
  }

  /** Whether the channel may still hear anything (token not expired, session not ended). */
  async function channelOpen(
    connection: RealtimeConnection,
    channel: Channel,
    reads: BatchReads,
  ): Promise<boolean> {
    if (channel.claims.exp !== undefined && channel.claims.exp * 1000 < Date.now()) {
      connection.closeChannel(channel, 'Token has expired');
      return false;
    }
    // A channel joined with a user's token stops hearing anything once that session has ended.
    const sessionId = channel.claims.session_id;
    if (sessionId === undefined) return true;
    let active = reads.sessions.get(sessionId);
    if (!active) {
      active = ctx.sessionActive(channel.claims).catch(() => false);
      reads.sessions.set(sessionId, active);
    }
    if (await active) return true;
    connection.closeChannel(channel, 'Session from session_id claim in JWT does not exist');
    return false;
  }

  async function deliver(
    connection: RealtimeConnection,
    notices: readonly ChangeNotice[],
    reads: BatchReads,
  ) {
    for (const channel of connection.channels.values()) {
      let checked: boolean | undefined;
      const claimsKey = JSON.stringify(channel.claims);
      for (const notice of notices) {
        const candidates = bindingsFor(channel, notice);
        if (candidates.length === 0) continue;
        checked ??= await channelOpen(connection, channel, reads);
        if (!checked) break;
        const columns = await source.columnsOf(notice.schema, notice.table);
        const data: Record<string, unknown> = {
          schema: notice.schema,
          table: notice.table,
          commit_timestamp: notice.commit_timestamp,
          type: notice.type,
          columns,
          errors: null,
        };
        let ids: number[];
        if (notice.type === 'DELETE') {
          // The row is gone, so RLS cannot be asked about it: only subscribers who may read the
          // table hear of it, and, like Supabase, deletes carry only the key.
          const table = `${notice.schema}.${notice.table}`;
          const readersKey = `${claimsKey}|${table}`;
          let readable = reads.readers.get(readersKey);
          if (!readable) {
            readable = source.readableDeleted(
              channel.claims,
              notice.schema,
              notice.table,
              reads.deletedIds.get(table) ?? [],
            );
            reads.readers.set(readersKey, readable);
          }
          if (!(await readable).has(notice.id)) continue;
          data['old_record'] = { id: notice.id };
          ids = matchingIds(
            candidates.filter(
              (binding) => !binding.parsedFilter || binding.parsedFilter.column === 'id',
            ),
            { id: notice.id },
          );
        } else {
          const table = `${notice.schema}.${notice.table}`;
          const rowsKey = `${claimsKey}|${table}`;
          let rows = reads.rows.get(rowsKey);
          if (!rows) {
            rows = source.rowsAs(
              channel.claims,
              notice.schema,
              notice.table,
              reads.changedIds.get(table) ?? [],
            );
            reads.rows.set(rowsKey, rows);
          }
          const record = (await rows).get(notice.id);
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
  }

  /**
   * Delivers a batch of changes in their commit order. A burst (an import, a bulk update) is read
   * back with one statement per table and subscriber's claims, instead of a transaction per row
   * per subscriber, so it does not hold up every other request to the database.
   */
  async function dispatch(notices: readonly ChangeNotice[]): Promise<void> {
    const changedIds = new Map<string, string[]>();
    const deletedIds = new Map<string, string[]>();
    for (const notice of notices) {
      const byTable = notice.type === 'DELETE' ? deletedIds : changedIds;
      const table = `${notice.schema}.${notice.table}`;
      const ids = byTable.get(table);
      if (ids) ids.push(notice.id);
      else byTable.set(table, [notice.id]);
    }
    const reads: BatchReads = {
      rows: new Map(),
      readers: new Map(),
      sessions: new Map(),
      changedIds,
      deletedIds,
    };
    await Promise.all([...connections].map((connection) => deliver(connection, notices, reads)));
  }

  const waiting: ChangeNotice[] = [];
  let draining = false;

  /** Takes what has queued up since the last batch, up to MAX_BATCH notices at a time. */
  async function drain(): Promise<void> {
    draining = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, MAX_BATCH);
        await dispatch(batch).catch((error: unknown) =>
          ctx.log('error', 'Realtime dispatch failed', error),
        );
      }
    } finally {
      draining = false;
    }
  }

  function onNotice(payload: string): void {
    const notices = parseNotices(payload);
    if (!notices) {
      ctx.log('warn', 'Realtime: ignoring a malformed change notice', payload.slice(0, 500));
      return;
    }
    waiting.push(...notices);
    if (draining) return;
    // A transaction's notices arrive one by one: wait a moment so they go out together.
    draining = true;
    setTimeout(() => void drain(), COLLECT_MS);
  }

  function ensureListening(): void {
    stopListening ??= ctx.db.listen(NOTIFY_CHANNEL, onNotice);
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
            const connection = new RealtimeConnection(
              ws,
              vsn,
              claims,
              { ctx, source, nextBindingId: () => ++bindingId },
              socket,
            );
            connections.add(connection);
            ws.on('close', () => connections.delete(connection));
            ws.on('error', (error) => ctx.log('warn', 'Realtime socket error', error));
            ensureListening();
          });
        },
        () => refuse(socket, 401, 'Unauthorized', 'Invalid API key'),
      );
    },
    /** Open sockets, for the /metrics gauge. */
    connectionCount(): number {
      return connections.size;
    },
    async close(): Promise<void> {
      clearInterval(idleTimer);
      // Waited for, so the close frames leave before the process does.
      await Promise.all(
        [...connections].map((connection) =>
          connection.closeWithin(SERVICE_RESTART, 'service restart', CLOSE_ANSWER_MS),
        ),
      );
      connections.clear();
      wss.close();
      const stop = stopListening;
      stopListening = undefined;
      if (stop) await (await stop)().catch(() => undefined);
    },
  };
}
