// The per-client throttle (private.throttle_client): one network address may make at most 20
// public submissions in 10 minutes, whatever e-mail addresses it uses. The server takes the
// address from the socket, or from X-Forwarded-For only when TRUST_PROXY says a proxy adds it.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';

const LIMIT = 20;

function visitor(backend: TestBackend, headers: Record<string, string>) {
  return createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers },
  });
}

const message = () => ({
  name: 'Throttle Test',
  email: `visitor-${randomUUID()}@example.com`,
  message: 'Hello',
});

describe('behind a trusted proxy', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await backend.stop();
  });

  it('refuses the 21st submission from one address, across forms and the newsletter', async () => {
    const client = visitor(backend, { 'X-Forwarded-For': '198.51.100.20' });
    for (let index = 0; index < LIMIT - 1; index += 1) {
      const { error } = await client.from('contact_messages').insert(message());
      expect(error).toBeNull();
    }
    const newsletter = await client.rpc('subscribe_newsletter', {
      first_name: 'News',
      last_name: 'Reader',
      email: `reader-${randomUUID()}@example.com`,
      phone: null,
      marketing_consent: true,
      notice_version: '2',
    });
    expect(newsletter.error).toBeNull();

    const refused = await client.from('contact_messages').insert(message());
    expect(refused.error?.code).toBe('PT429');
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toMatch(
      /^rate_limited: too many submissions from this network address/,
    );

    const refusedNewsletter = await client.rpc('subscribe_newsletter', {
      first_name: 'News',
      last_name: 'Reader',
      email: `reader-${randomUUID()}@example.com`,
      phone: null,
      marketing_consent: true,
      notice_version: '2',
    });
    expect(refusedNewsletter.error?.code).toBe('PT429');
  });

  it('counts each address on its own', async () => {
    const other = visitor(backend, { 'X-Forwarded-For': '198.51.100.21' });
    const { error } = await other.from('contact_messages').insert(message());
    expect(error).toBeNull();
  });

  it('stores nothing for a refused submission', async () => {
    const client = visitor(backend, { 'X-Forwarded-For': '198.51.100.20' });
    const refusedMessage = message();
    await client.from('contact_messages').insert(refusedMessage);
    const service = backend.client(backend.serviceRoleKey);
    const { count } = await service
      .from('contact_messages')
      .select('id', { count: 'exact', head: true })
      .eq('email', refusedMessage.email);
    expect(count).toBe(0);
  });
});

describe('without a trusted proxy', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => {
    await backend.stop();
  });

  it('ignores the address a client claims for itself', async () => {
    // These requests come from loopback, which is not counted; a forged header must not change that
    // into someone else's address (which would let a client exhaust another visitor's allowance).
    const client = visitor(backend, {
      'X-Real-IP': '203.0.113.5',
      'X-Forwarded-For': '203.0.113.5',
    });
    for (let index = 0; index < LIMIT + 2; index += 1) {
      const { error } = await client.from('contact_messages').insert(message());
      expect(error).toBeNull();
    }
  });
});
