// A local stand-in for the Make webhook, for the benchmarks: answers 200 and counts the calls per
// applicant's e-mail address.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MakeStandIn {
  url: string;
  /** Calls received so far, per e-mail address in the payload. */
  calls(): Map<string, number>;
  close(): Promise<void>;
}

/** Listens on `port` (0: any free one) of 127.0.0.1. */
export async function startMakeStandIn(port = 0): Promise<MakeStandIn> {
  const calls = new Map<string, number>();
  const server = http.createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      try {
        const email = String((JSON.parse(text) as { email?: unknown }).email);
        calls.set(email, (calls.get(email) ?? 0) + 1);
        response.writeHead(200).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  // Node's 5 s default closed idle sockets just as the runner's fetch reused one ("fetch failed"),
  // and the retry 30 s later showed in the jobs' drain time: keep them open past the run.
  server.keepAliveTimeout = 600_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    calls: () => calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
