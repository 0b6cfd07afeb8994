import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { signedInMarkerCookie } from '../../../src/lib/auth/signed-in-marker.ts';
import { SIGNED_IN_SCRIPT, SIGNED_IN_SCRIPT_HASH } from '../../../src/lib/site/signed-in-script.ts';
import { SITE_NOTICE_KEY } from '../../../src/lib/site/site-notice.ts';

interface FakeElement {
  hidden: boolean;
  textContent: string;
}

/** Runs the header script over a page with the given cookies and stored notice. */
function run(cookie: string, notice: string | null = null) {
  const page: Record<string, FakeElement[]> = {
    '[data-account-name]': [{ hidden: false, textContent: '' }],
    '[data-signed-in]': [{ hidden: true, textContent: '' }],
    '[data-signed-out]': [{ hidden: false, textContent: '' }],
    '[data-site-notice]': [{ hidden: true, textContent: '' }],
  };
  const store = new Map<string, string>(notice === null ? [] : [[SITE_NOTICE_KEY, notice]]);
  const document = { cookie, querySelectorAll: (selector: string) => page[selector] ?? [] };
  const sessionStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    removeItem: (key: string) => store.delete(key),
  };
  new Function('document', 'sessionStorage', SIGNED_IN_SCRIPT)(document, sessionStorage);
  const [name, signedIn, signedOut, shownNotice] = [
    page['[data-account-name]']![0]!,
    page['[data-signed-in]']![0]!,
    page['[data-signed-out]']![0]!,
    page['[data-site-notice]']![0]!,
  ];
  return { name, signedIn, signedOut, shownNotice, store };
}

const marker = (name: string) => signedInMarkerCookie(name, false).split(';')[0] ?? '';
const session = 'sb-127-auth-token=base64-abc';

describe('the header signed-in script', () => {
  it.each([
    ['marker and session', `${marker('Noura <b>')}; ${session}`, 'Noura <b>', true],
    [
      'a chunked session cookie',
      `${session.replace('token', 'token.0')}; ${marker('Sam')}`,
      'Sam',
      true,
    ],
    ['marker without a session (signed out elsewhere)', marker('Sam'), '', false],
    ['session without a marker', session, '', false],
    ['an empty session cookie', `${marker('Sam')}; sb-127-auth-token=`, '', false],
    ['a malformed marker', `signed-in=%E0%A4%A; ${session}`, '', false],
    ['no cookies', '', '', false],
  ])('%s', (_label, cookie, expectedName, shown) => {
    const { name, signedIn, signedOut } = run(cookie);
    // Written as text: the fake element has no HTML parser, and the script never uses innerHTML.
    expect(name.textContent).toBe(expectedName);
    expect(signedIn.hidden).toBe(!shown);
    expect(signedOut.hidden).toBe(shown);
  });

  it('shows a notice left by the previous page once, then forgets it', () => {
    const { shownNotice, store } = run('', 'Your password has been updated');
    expect(shownNotice).toEqual({ hidden: false, textContent: 'Your password has been updated' });
    expect(store.size).toBe(0);
    expect(run('').shownNotice.hidden).toBe(true);
  });

  it('costs a few hundred bytes and is allowed by its CSP hash', () => {
    expect(gzipSync(SIGNED_IN_SCRIPT).length).toBeLessThan(400);
    const hash = createHash('sha256').update(SIGNED_IN_SCRIPT).digest('base64');
    expect(SIGNED_IN_SCRIPT_HASH).toBe(`sha256-${hash}`);
  });
});
