// The cookies the server writes are Secure whenever the visitor came over HTTPS: behind a proxy
// that TRUST_PROXY says is there, its X-Forwarded-Proto decides; without TRUST_PROXY the header is
// the client's own word and is ignored. The mail page's cookie is the backend's one Set-Cookie
// (session cookies are written by on-demand routes: tests/e2e/site/any-host-name.spec.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';

let trusting: TestBackend;
let plain: TestBackend;

beforeAll(async () => {
  [trusting, plain] = await Promise.all([
    startBackend({ env: { TRUST_PROXY: '1' } }),
    startBackend({ env: { TRUST_PROXY: '0' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([trusting?.stop(), plain?.stop()]);
});

async function mailPageCookie(
  backend: TestBackend,
  headers: Record<string, string>,
): Promise<string> {
  const response = await fetch(backend.mailPageLink!, {
    redirect: 'manual',
    headers: { accept: 'text/html', ...headers },
  });
  expect(response.status).toBe(303);
  return response.headers.get('set-cookie') ?? '';
}

describe('the Secure flag on the cookies the server writes', () => {
  it.each([
    ['https', { 'x-forwarded-proto': 'https' }, true],
    ['HTTPS, http (first hop counts)', { 'x-forwarded-proto': 'HTTPS, http' }, true],
    ['http', { 'x-forwarded-proto': 'http' }, false],
    ['no header', {}, false],
  ])('with TRUST_PROXY, X-Forwarded-Proto %s', async (_label, headers, secure) => {
    const cookie = await mailPageCookie(trusting, headers);
    expect(cookie).toMatch(/^mail_page_key=/);
    expect(/;\s*Secure(;|$)/i.test(cookie)).toBe(secure);
  });

  it('without TRUST_PROXY, X-Forwarded-Proto from the client is ignored', async () => {
    const cookie = await mailPageCookie(plain, { 'x-forwarded-proto': 'https' });
    expect(cookie).toMatch(/^mail_page_key=/);
    expect(cookie).not.toMatch(/Secure/i);
  });
});
