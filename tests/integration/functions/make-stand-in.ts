// A stand-in for the Make.com scenario: a real HTTP server that records what it receives and,
// per applicant address, can fail a number of times (or always) before it accepts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MakeCall {
  body: Record<string, unknown>;
  /** The Idempotency-Key header, as a receiving scenario would dedupe by it. */
  idempotencyKey: string | undefined;
  /** Date.now() when the call arrived. */
  at: number;
}

export interface MakeStandIn {
  url: string;
  calls: MakeCall[];
  callsFor(email: string): MakeCall[];
  /** The next `count` calls for this address answer 500. */
  failNext(email: string, count: number): void;
  /** Every call for this address answers 500. */
  failAlways(email: string): void;
  /** The next call for this address is answered only after `ms` (a slow scenario). */
  delayNext(email: string, ms: number): void;
  /** Calls for this address are accepted again (the scenario was fixed). */
  accept(email: string): void;
  close(): Promise<void>;
}

/** port 0 (the default) takes any free port. */
export async function startMakeStandIn(port = 0): Promise<MakeStandIn> {
  const calls: MakeCall[] = [];
  const failuresLeft = new Map<string, number>();
  const delays = new Map<string, number>();
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      const key = request.headers['idempotency-key'];
      calls.push({ body, idempotencyKey: Array.isArray(key) ? key[0] : key, at: Date.now() });
      const email = String(body['email']);
      const left = failuresLeft.get(email) ?? 0;
      if (left > 0) failuresLeft.set(email, left - 1);
      const delay = delays.get(email) ?? 0;
      delays.delete(email);
      setTimeout(() => {
        response
          .writeHead(left > 0 ? 500 : 200, { 'content-type': 'text/plain' })
          .end(left > 0 ? 'Scenario error' : 'Accepted');
      }, delay);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${listening}/hook`,
    calls,
    callsFor: (email) => calls.filter((call) => call.body['email'] === email),
    failNext: (email, count) => failuresLeft.set(email, count),
    failAlways: (email) => failuresLeft.set(email, Number.POSITIVE_INFINITY),
    delayNext: (email, ms) => delays.set(email, ms),
    accept: (email) => failuresLeft.delete(email),
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
