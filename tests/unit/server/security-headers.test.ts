import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { videoPlayerOrigin, videoPlayerUrl } from '~/lib/events/paths.ts';
import {
  applySecurityHeaders,
  connectSources,
  permissionsPolicyFor,
  securityHeaders,
} from '../../../src/server/security-headers.ts';

/** The part of ServerResponse the function touches, recording what was set. */
function fakeResponse() {
  const headers = new Map<string, unknown>();
  const response = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), value);
      return response;
    },
  };
  return { response: response as unknown as ServerResponse, headers };
}

describe('securityHeaders', () => {
  it('forbids framing and sniffing on every response', () => {
    const headers = securityHeaders({ secure: false });
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each([
    ["default-src 'self'"],
    ["form-action 'self'"],
    ["connect-src 'self'"],
    ["object-src 'none'"],
    ["base-uri 'self'"],
  ])('limits what a page may load or send: %s', (directive) => {
    expect(securityHeaders({ secure: false })['Content-Security-Policy']).toContain(directive);
  });

  it('lets pages reach a hosted Supabase project over https and wss, and nothing else', () => {
    const connect = connectSources('https://abc.supabase.co');
    expect(connect).toEqual(['https://abc.supabase.co', 'wss://abc.supabase.co']);
    expect(securityHeaders({ secure: true, connect })['Content-Security-Policy']).toContain(
      "connect-src 'self' https://abc.supabase.co wss://abc.supabase.co",
    );
    expect(connectSources(undefined)).toEqual([]);
  });

  it('frames only the video player, the one the event pages load on play', () => {
    const policy = securityHeaders({ secure: false })['Content-Security-Policy'];
    expect(policy).toContain(`frame-src ${videoPlayerOrigin};`);
    expect(new URL(videoPlayerUrl('abcdefghijk')).origin).toBe(videoPlayerOrigin);
  });

  it('adds HSTS only over TLS', () => {
    expect(securityHeaders({ secure: false })['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ secure: true })['Strict-Transport-Security']).toMatch(/max-age=\d+/);
  });
});

describe('permissionsPolicyFor', () => {
  it('refuses the camera on every response by default', () => {
    expect(securityHeaders({ secure: false })['Permissions-Policy']).toContain('camera=()');
  });

  it.each([
    ['/crm/check-in/leap-dinner'],
    ['/crm/check-in/leap-dinner/'],
    ['/crm/check-in/leap-dinner?scan=1'],
  ])('lets the door screen use the camera: %s', (url) => {
    const policy = permissionsPolicyFor(url);
    expect(policy).toContain('camera=(self)');
    expect(policy).toContain('microphone=()');
    expect(policy).toContain('geolocation=()');
  });

  it.each([
    ['/'],
    ['/crm'],
    ['/crm/check-in'],
    ['/crm/check-in/'],
    ['/crm/check-in/leap-dinner/extra'],
    ['/crm/guest-list/leap-dinner'],
    ['/pass/abc'],
    ['/rest/v1/crm/check-in/x'],
    ['/x/crm/check-in/leap-dinner'],
    [undefined],
  ])('keeps the camera refused everywhere else: %s', (url) => {
    expect(permissionsPolicyFor(url)).toBe(
      securityHeaders({ secure: false })['Permissions-Policy'],
    );
    expect(permissionsPolicyFor(url)).toContain('camera=()');
  });
});

describe('applySecurityHeaders', () => {
  it("joins a page's own policy to ours instead of replacing it", () => {
    const { response, headers } = fakeResponse();
    applySecurityHeaders(response, securityHeaders({ secure: false }));
    response.setHeader('Content-Security-Policy', "script-src 'self' 'sha256-abc';");
    const policy = String(headers.get('content-security-policy'));
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("'unsafe-inline'");
  });
});
