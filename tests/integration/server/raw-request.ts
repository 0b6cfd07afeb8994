// A raw HTTP request (node:http), for what fetch would normalise away: dot segments in paths,
// bodies larger than the server accepts, chunked uploads.
import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function rawRequest(
  baseUrl: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    chunked?: boolean;
  },
): Promise<RawResponse> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers ?? {},
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    // The server may answer (413) and close before the whole body is sent; that is expected.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    if (options.body !== undefined) {
      if (options.chunked) {
        const bytes = Buffer.from(options.body);
        for (let offset = 0; offset < bytes.length; offset += 8192)
          request.write(bytes.subarray(offset, offset + 8192));
      } else {
        request.write(options.body);
      }
    }
    request.end();
  });
}
