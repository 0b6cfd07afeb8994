// One WebSocket client: heartbeats, joins, token updates and leaves on its channels.
import type { WebSocket } from 'ws';
import type { BackendContext, JwtClaims } from '../server/context.ts';
import { settledBy } from '../server/settled-by.ts';
import type { ChangeSource } from './change-source.ts';
import { bindingEcho, parseBindings, type Channel } from './channel.ts';
import { decodeFrame, encodeFrame, reply, type Frame, type Vsn } from './protocol.ts';

/** Realtime's topic prefix: supabase.channel('room') joins "realtime:room". */
const TOPIC_PREFIX = 'realtime:';
const MAX_CHANNELS = 100;

export interface ConnectionDeps {
  ctx: BackendContext;
  source: ChangeSource;
  nextBindingId: () => number;
}

/** The socket under the WebSocket, whose writes can be held back and sent together. */
export interface Wire {
  cork(): void;
  uncork(): void;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class RealtimeConnection {
  readonly channels = new Map<string, Channel>();
  lastSeen = Date.now();
  private readonly socket: WebSocket;
  private readonly vsn: Vsn;
  private readonly deps: ConnectionDeps;
  private readonly apiKeyClaims: JwtClaims;
  private readonly wire: Wire | undefined;
  private corked = false;

  constructor(
    socket: WebSocket,
    vsn: Vsn,
    apiKeyClaims: JwtClaims,
    deps: ConnectionDeps,
    wire?: Wire,
  ) {
    this.socket = socket;
    this.wire = wire;
    this.vsn = vsn;
    this.apiKeyClaims = apiKeyClaims;
    this.deps = deps;
    socket.on('message', (data, isBinary) => {
      this.lastSeen = Date.now();
      if (isBinary) return; // binary frames carry broadcasts, which this backend does not relay
      void this.receive(String(data)).catch((error: unknown) =>
        deps.ctx.log('error', 'Realtime message failed', error),
      );
    });
  }

  /**
   * Frames sent in one turn of the event loop leave in one write: a burst of changes (an import,
   * Infer Industries) is thousands of frames, and a write each cost more than encoding them.
   */
  send(frame: Frame): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    if (this.wire && !this.corked) {
      this.corked = true;
      this.wire.cork();
      setImmediate(() => {
        this.corked = false;
        this.wire!.uncork();
      });
    }
    this.socket.send(encodeFrame(frame, this.vsn));
  }

  close(code = 1000, reason = ''): void {
    this.socket.close(code, reason);
  }

  /** Closes with `code`; resolves once the client has answered the close, or cuts it after `withinMs`. */
  async closeWithin(code: number, reason: string, withinMs: number): Promise<void> {
    if (this.socket.readyState === this.socket.CLOSED) return;
    const closed = new Promise<void>((resolve) => this.socket.once('close', () => resolve()));
    this.socket.close(code, reason);
    if (!(await settledBy(closed, Date.now() + withinMs))) this.socket.terminate();
  }

  /** Ends one channel from the server side (an expired or revoked token). */
  closeChannel(channel: Channel, message: string): void {
    this.channels.delete(channel.topic);
    this.send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: {
        extension: 'system',
        status: 'error',
        message,
        channel: channel.topic.slice(TOPIC_PREFIX.length),
      },
    });
    this.send({
      joinRef: channel.joinRef,
      ref: channel.joinRef,
      topic: channel.topic,
      event: 'phx_close',
      payload: {},
    });
  }

  private async receive(text: string): Promise<void> {
    const frame = decodeFrame(text, this.vsn);
    if (!frame) {
      this.deps.ctx.log('warn', 'Realtime: ignoring a malformed frame');
      return;
    }
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat') {
      this.send(reply(frame, 'ok', {}));
      return;
    }
    switch (frame.event) {
      case 'phx_join':
        return this.join(frame);
      case 'access_token':
        return this.updateToken(frame);
      case 'phx_leave':
        this.channels.delete(frame.topic);
        this.send(reply(frame, 'ok', {}));
        this.send({
          joinRef: frame.joinRef,
          ref: frame.joinRef,
          topic: frame.topic,
          event: 'phx_close',
          payload: {},
        });
        return;
      case 'broadcast':
      case 'presence':
        if (frame.ref)
          this.send(
            reply(frame, 'error', {
              reason: `${frame.event} is not supported by the embedded backend`,
            }),
          );
        return;
      default:
        if (frame.ref) this.send(reply(frame, 'error', { reason: `unknown event ${frame.event}` }));
    }
  }

  private async claimsFor(token: unknown): Promise<JwtClaims> {
    if (token === undefined || token === null || token === '') return this.apiKeyClaims;
    if (typeof token !== 'string') throw new Error('access_token must be a string');
    return this.deps.ctx.verifyJwt(token);
  }

  private async join(frame: Frame): Promise<void> {
    if (!frame.topic.startsWith(TOPIC_PREFIX)) {
      this.send(reply(frame, 'error', { reason: `topic must start with ${TOPIC_PREFIX}` }));
      return;
    }
    if (!this.channels.has(frame.topic) && this.channels.size >= MAX_CHANNELS) {
      this.send(
        reply(frame, 'error', {
          reason: `too many channels on one connection (at most ${MAX_CHANNELS})`,
        }),
      );
      return;
    }
    const config = (frame.payload['config'] ?? {}) as Record<string, unknown>;
    if (config['private'] === true) {
      this.send(
        reply(frame, 'error', {
          reason: 'private channels are not supported by the embedded backend',
        }),
      );
      return;
    }
    let claims: JwtClaims;
    try {
      claims = await this.claimsFor(frame.payload['access_token']);
    } catch (error) {
      this.send(reply(frame, 'error', { reason: `InvalidJWTToken: ${reasonOf(error)}` }));
      return;
    }
    const bindings = parseBindings(config['postgres_changes'], this.deps.nextBindingId);
    if (typeof bindings === 'string') {
      this.send(reply(frame, 'error', { reason: bindings }));
      return;
    }
    for (const binding of bindings) {
      const problem = await this.checkBinding(
        binding.schema,
        binding.table,
        binding.parsedFilter?.column,
      );
      if (problem) {
        this.send(reply(frame, 'error', { reason: problem }));
        return;
      }
    }
    this.channels.set(frame.topic, {
      topic: frame.topic,
      joinRef: frame.joinRef,
      claims,
      bindings,
    });
    this.send(
      reply(
        frame,
        'ok',
        bindings.length > 0 ? { postgres_changes: bindings.map(bindingEcho) } : {},
      ),
    );
    if (bindings.length > 0) {
      this.send({
        joinRef: frame.joinRef,
        ref: null,
        topic: frame.topic,
        event: 'system',
        payload: {
          extension: 'postgres_changes',
          status: 'ok',
          message: 'Subscribed to PostgreSQL',
          channel: frame.topic.slice(TOPIC_PREFIX.length),
        },
      });
    }
  }

  /** The table (and the filter's column) must exist, as Realtime's subscription check requires. */
  private async checkBinding(
    schema: string,
    table: string | undefined,
    column: string | undefined,
  ): Promise<string | undefined> {
    if (table === undefined || table === '*') return column ? 'a filter needs a table' : undefined;
    const columns = await this.deps.source.columnsOf(schema, table);
    const described = `[schema: ${schema}, table: ${table}]`;
    if (columns.length === 0) {
      return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${described}`;
    }
    if (column && !columns.some((candidate) => candidate.name === column)) {
      return `Unable to subscribe to changes with given parameters: column ${column} does not exist in ${described}`;
    }
    return undefined;
  }

  private async updateToken(frame: Frame): Promise<void> {
    const channel = this.channels.get(frame.topic);
    if (!channel) return;
    try {
      channel.claims = await this.claimsFor(frame.payload['access_token']);
    } catch (error) {
      this.closeChannel(channel, `Invalid JWT: ${reasonOf(error)}`);
    }
  }
}
