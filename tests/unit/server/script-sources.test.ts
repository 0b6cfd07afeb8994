import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestOrigin, scriptsFromBuildOnly } from '../../../src/server/script-sources.ts';

const ORIGIN = 'http://127.0.0.1:4321';

describe('scriptsFromBuildOnly', () => {
  it("replaces 'self' in script-src by the build folder, keeping the hashes", () => {
    expect(
      scriptsFromBuildOnly(
        "font-src 'self'; script-src 'self' 'sha256-abc'; style-src 'self'",
        ORIGIN,
      ),
    ).toBe(`font-src 'self'; script-src ${ORIGIN}/_astro/ 'sha256-abc'; style-src 'self'`);
  });

  it('adds a script-src where default-src would otherwise admit the whole origin', () => {
    expect(scriptsFromBuildOnly("default-src 'self'", ORIGIN)).toBe(
      `default-src 'self'; script-src ${ORIGIN}/_astro/`,
    );
  });

  it('narrows worker-src and script-src-elem too, and leaves a sandboxed answer alone', () => {
    expect(scriptsFromBuildOnly("script-src-elem 'self'; worker-src 'self' blob:", ORIGIN)).toBe(
      `script-src-elem ${ORIGIN}/_astro/; worker-src ${ORIGIN}/_astro/ blob:; script-src ${ORIGIN}/_astro/`,
    );
    expect(scriptsFromBuildOnly('sandbox', ORIGIN)).toBe('sandbox');
  });

  it('never leaves a source that admits /storage/v1/', () => {
    const policy = scriptsFromBuildOnly("script-src 'self' 'sha256-x'; default-src 'self'", ORIGIN);
    const scriptSources = /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
    expect(scriptSources).not.toContain("'self'");
    expect(scriptSources.filter((s) => s.startsWith('http'))).toEqual([`${ORIGIN}/_astro/`]);
  });
});

describe('requestOrigin', () => {
  const request = (host: string | undefined) => ({ headers: { host } }) as IncomingMessage;
  it.each([
    ['127.0.0.1:4321', false, 'http://127.0.0.1:4321'],
    ['Majlis.example', true, 'https://majlis.example'],
    ['[::1]:8080', false, 'http://[::1]:8080'],
    ['evil; script-src *', false, 'http://localhost:4321'],
    [undefined, false, 'http://localhost:4321'],
  ])('%s (secure %s) -> %s', (host, secure, origin) => {
    expect(requestOrigin(request(host), secure, 'http://localhost:4321/')).toBe(origin);
  });
});
