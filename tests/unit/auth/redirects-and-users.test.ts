// Where e-mail links may lead, how verify encodes its answer, and the user JSON GoTrue sends.
import { describe, expect, it } from 'vitest';
import {
  errorRedirect,
  implicitRedirect,
  pkceRedirect,
  resolveRedirect,
} from '../../../supabase/local/auth/redirects.ts';
import { toUserJson, type AuthUserRow } from '../../../supabase/local/auth/user-json.ts';
import { mergeMetadata } from '../../../supabase/local/auth/users.ts';
import { parseBanDuration } from '../../../supabase/local/auth/routes/admin.ts';

describe('resolveRedirect', () => {
  const site = 'http://localhost:4321';
  const allowed = ['http://localhost:4321', 'http://127.0.0.1:54321'];
  it.each([
    [undefined, site],
    ['', site],
    ['http://localhost:4321/login', 'http://localhost:4321/login'],
    ['http://localhost:4321/login?next=/crm', 'http://localhost:4321/login?next=/crm'],
    ['http://127.0.0.1:54321/x', 'http://127.0.0.1:54321/x'],
    ['https://attacker.example/steal', site],
    ['http://localhost:4321.attacker.example/', site],
    ['javascript:alert(1)', site],
    ['//attacker.example/', site],
    ['not a url', site],
  ])('%j -> %s', (requested, expected) => {
    expect(resolveRedirect(requested, site, allowed)).toBe(expected);
  });
});

describe('verify redirects', () => {
  it('puts the implicit session in a sorted fragment with the sb marker', () => {
    const url = implicitRedirect('http://localhost:4321/login', {
      type: 'magiclink',
      access_token: 'a.b.c',
      refresh_token: 'r',
      expires_in: '3600',
    });
    expect(url).toBe(
      'http://localhost:4321/login#access_token=a.b.c&expires_in=3600&refresh_token=r&sb=&type=magiclink',
    );
  });

  it('adds the PKCE code to the query, keeping what was there', () => {
    expect(pkceRedirect('http://localhost:4321/login?next=crm', 'abc')).toBe(
      'http://localhost:4321/login?next=crm&code=abc',
    );
  });

  it('reports errors in the fragment, and in the query too for PKCE', () => {
    const error = {
      status: 403,
      code: 'otp_expired',
      message: 'Email link is invalid or has expired',
    };
    expect(errorRedirect('http://localhost:4321/login', error, false)).toBe(
      'http://localhost:4321/login#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    );
    const pkce = new URL(errorRedirect('http://localhost:4321/login', error, true));
    expect(pkce.searchParams.get('error_code')).toBe('otp_expired');
  });
});

describe('toUserJson', () => {
  const row: AuthUserRow = {
    id: '5b0c8e9e-9a52-4c34-8f5e-1d6c1f7c2a11',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'layla@example.com',
    encrypted_password: '$2a$10$secret',
    email_confirmed_at: new Date('2026-01-01T10:00:00Z'),
    invited_at: null,
    confirmation_sent_at: null,
    recovery_sent_at: null,
    email_change: '',
    email_change_sent_at: null,
    last_sign_in_at: '2026-01-02T10:00:00+00:00',
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: { first_name: 'Layla' },
    created_at: new Date('2026-01-01T09:00:00Z'),
    updated_at: null,
    phone: null,
    phone_confirmed_at: null,
    banned_until: null,
    deleted_at: null,
    is_anonymous: false,
  };

  it('has GoTrue’s fields, omits empty ones and never the password hash', () => {
    const json = toUserJson(row);
    expect(json).toMatchObject({
      id: row.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'layla@example.com',
      phone: '',
      email_confirmed_at: '2026-01-01T10:00:00.000Z',
      confirmed_at: '2026-01-01T10:00:00.000Z',
      last_sign_in_at: '2026-01-02T10:00:00.000Z',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'Layla' },
      created_at: '2026-01-01T09:00:00.000Z',
      updated_at: '2026-01-01T09:00:00.000Z',
      is_anonymous: false,
    });
    expect(json).not.toHaveProperty('new_email');
    expect(json).not.toHaveProperty('invited_at');
    expect(JSON.stringify(json)).not.toContain('$2a$');
    expect(json['identities']).toEqual([
      expect.objectContaining({
        identity_id: row.id,
        id: row.id,
        user_id: row.id,
        provider: 'email',
        email: row.email,
      }),
    ]);
  });
});

describe('mergeMetadata', () => {
  it.each([
    [{}, { a: 1 }, { a: 1 }],
    [{ a: 1, b: 2 }, { b: 3 }, { a: 1, b: 3 }],
    [{ a: 1, b: 2 }, { b: null }, { a: 1 }],
    [null, { a: 1 }, { a: 1 }],
  ])('%j + %j -> %j', (current, patch, merged) => {
    expect(mergeMetadata(current, patch)).toEqual(merged);
  });
});

describe('parseBanDuration', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it.each([
    ['none', null],
    ['24h', new Date('2026-01-02T00:00:00Z')],
    ['90m', new Date('2026-01-01T01:30:00Z')],
    ['30s', new Date('2026-01-01T00:00:30Z')],
  ])('%s -> %s', (raw, until) => {
    expect(parseBanDuration(raw, now)).toEqual(until);
  });

  it('refuses what is not a duration', () => {
    expect(() => parseBanDuration('forever', now)).toThrow(/ban duration/);
  });
});
