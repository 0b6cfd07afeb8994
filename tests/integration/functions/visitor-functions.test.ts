// The functions a visitor's browser calls right after a form stores its row: they act only for
// that fresh row, once, and never reveal whether an address is known.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { invoke, mailsTo, uniqueEmail } from './support.ts';

// A stand-in for the Make.com scenario: a real HTTP server that records what it receives.
const received: Record<string, unknown>[] = [];
let makeStatus = 200;
let makeDelayMs = 0;
const makeServer = http.createServer((request, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    received.push(JSON.parse(text) as Record<string, unknown>);
    setTimeout(() => {
      if (!response.destroyed)
        response.writeHead(makeStatus, { 'content-type': 'text/plain' }).end('Accepted');
    }, makeDelayMs);
  });
});

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  await new Promise<void>((resolve) => makeServer.listen(0, '127.0.0.1', resolve));
  const { port } = makeServer.address() as AddressInfo;
  backend = await startBackend({ env: { MAKE_WEBHOOK_URL: `http://127.0.0.1:${port}/hook` } });
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
  makeServer.closeAllConnections();
  await new Promise((resolve) => makeServer.close(resolve));
});

async function applyToJoin(email: string) {
  const { error } = await anon.from('membership_requests').insert({
    first_name: 'Sara',
    last_name: 'Haddad',
    email,
    phone_number: '+966500000001',
    company: 'Acme Trading',
    title: 'founder',
    linkedin_url: 'https://www.linkedin.com/in/sara-example',
    referred_by: 'Omar',
  });
  expect(error).toBeNull();
}

describe('send-network-confirmation', () => {
  it('mails the applicant once, right after the application', async () => {
    const email = uniqueEmail('join');
    await applyToJoin(email);
    const body = {
      fullName: 'Sara Haddad',
      email: email.toUpperCase(),
      company: 'Acme Trading',
      title: 'founder',
    };

    expect(await invoke(anon, 'send-network-confirmation', { body })).toEqual({
      status: 200,
      body: { sent: true },
    });
    expect(await invoke(anon, 'send-network-confirmation', { body })).toEqual({
      status: 200,
      body: { sent: false },
    });

    const mails = await mailsTo(service, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: email, tag: 'send-network-confirmation' });
    expect(mails[0]?.text_body).toContain('Dear Sara,');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('stranger');
    const result = await invoke(anon, 'send-network-confirmation', {
      body: { fullName: 'Eve', email },
    });
    expect(result).toEqual({ status: 200, body: { sent: false } });
    expect(await mailsTo(service, email)).toHaveLength(0);
  });

  it('sends nothing for an application older than the window', async () => {
    const email = uniqueEmail('old');
    await applyToJoin(email);
    const { error } = await service
      .from('membership_requests')
      .update({ created_at: new Date(Date.now() - 60 * 60_000).toISOString() })
      .eq('email', email);
    expect(error).toBeNull();
    const result = await invoke(anon, 'send-network-confirmation', {
      body: { fullName: 'Sara', email },
    });
    expect(result.body).toEqual({ sent: false });
    expect(await mailsTo(service, email)).toHaveLength(0);
  });

  it('sends once when two calls race', async () => {
    const email = uniqueEmail('race');
    await applyToJoin(email);
    const body = { fullName: 'Sara Haddad', email };
    const results = await Promise.all(
      [1, 2, 3].map(() => invoke(anon, 'send-network-confirmation', { body })),
    );
    expect(results.filter((result) => result.body['sent'] === true)).toHaveLength(1);
    expect(await mailsTo(service, email)).toHaveLength(1);
  });

  it('refuses bad input with a clear 400 and other methods with 405', async () => {
    const bad = await invoke(anon, 'send-network-confirmation', {
      body: { fullName: '', email: 'nope' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body['error']).toBe(
      'Invalid input. fullName: Full name is required; email: E-mail must be a valid address',
    );
    const wrongMethod = await invoke(anon, 'send-network-confirmation', { method: 'GET' });
    expect(wrongMethod).toEqual({
      status: 405,
      body: { error: 'send-network-confirmation only accepts POST' },
    });
  });
});

describe('send-newsletter-confirmation', () => {
  it('confirms a new subscription once', async () => {
    const email = uniqueEmail('news');
    const { error } = await anon.rpc('subscribe_newsletter', {
      first_name: 'Nour',
      last_name: 'Ali',
      email,
      phone: null,
    });
    expect(error).toBeNull();
    const body = { fullName: 'Nour Ali', email, phone: '' };
    expect((await invoke(anon, 'send-newsletter-confirmation', { body })).body).toEqual({
      sent: true,
    });
    expect((await invoke(anon, 'send-newsletter-confirmation', { body })).body).toEqual({
      sent: false,
    });
    const mails = await mailsTo(service, email);
    expect(mails.map((mail) => mail.tag)).toEqual(['send-newsletter-confirmation']);
    expect(mails[0]?.subject).toBe('You are subscribed to the Majlis Network newsletter');
  });

  it('does not mail a contact staff added by hand', async () => {
    const email = uniqueEmail('manual');
    const { error } = await service
      .from('contacts')
      .insert({ first_name: 'Hand', email, source: 'manual' });
    expect(error).toBeNull();
    const result = await invoke(anon, 'send-newsletter-confirmation', {
      body: { fullName: 'Hand', email },
    });
    expect(result.body).toEqual({ sent: false });
  });
});

describe('send-event-confirmation', () => {
  it('confirms the request for the event type that was asked for, once', async () => {
    const email = uniqueEmail('dinner');
    const { error } = await anon.from('event_requests').insert({
      name: 'Ali Badr',
      email,
      company: 'Acme',
      title: 'investor',
      event_type: 'dinner',
    });
    expect(error).toBeNull();
    const forum = { eventType: 'forum', fullName: 'Ali Badr', email };
    const dinner = { ...forum, eventType: 'dinner' };
    expect((await invoke(anon, 'send-event-confirmation', { body: forum })).body).toEqual({
      sent: false,
    });
    expect((await invoke(anon, 'send-event-confirmation', { body: dinner })).body).toEqual({
      sent: true,
    });
    expect((await invoke(anon, 'send-event-confirmation', { body: dinner })).body).toEqual({
      sent: false,
    });
    const mails = await mailsTo(service, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your invitation request for the network dinner');
  });
});

describe('push-to-make', () => {
  const joinBody = (email: string) => ({
    first_name: 'Sara',
    last_name: 'Haddad',
    email,
    phone: '+966500000001',
    company: 'Something else',
    title: 'founder',
    industry: 'technology',
    linkedin_url: 'https://www.linkedin.com/in/sara-example',
    referred_by: 'Omar',
    additional_info: '',
    tags: ['Network Request'],
    full_name: 'Sara Haddad',
  });

  it('forwards the stored application once', async () => {
    const email = uniqueEmail('make');
    await applyToJoin(email);
    received.length = 0;
    expect(await invoke(anon, 'push-to-make', { body: joinBody(email) })).toEqual({
      status: 200,
      body: { forwarded: true },
    });
    expect((await invoke(anon, 'push-to-make', { body: joinBody(email) })).body).toEqual({
      forwarded: false,
    });
    expect(received).toEqual([
      {
        first_name: 'Sara',
        last_name: 'Haddad',
        full_name: 'Sara Haddad',
        email,
        phone: '+966500000001',
        // What was stored, not what the caller claimed.
        company: 'Acme Trading',
        title: 'founder',
        industry: 'technology',
        linkedin_url: 'https://www.linkedin.com/in/sara-example',
        referred_by: 'Omar',
        additional_info: null,
        tags: ['Network Request'],
      },
    ]);
  });

  it('forwards nothing for an address with no fresh application', async () => {
    received.length = 0;
    const result = await invoke(anon, 'push-to-make', { body: joinBody(uniqueEmail('nobody')) });
    expect(result).toEqual({ status: 200, body: { forwarded: false } });
    expect(received).toHaveLength(0);
  });

  it('answers 502 when Make fails, and can be retried', async () => {
    const email = uniqueEmail('makefail');
    await applyToJoin(email);
    makeStatus = 500;
    try {
      const failed = await invoke(anon, 'push-to-make', { body: joinBody(email) });
      expect(failed).toEqual({
        status: 502,
        body: { error: 'The application could not be forwarded: Make answered HTTP 500' },
      });
    } finally {
      makeStatus = 200;
    }
    expect((await invoke(anon, 'push-to-make', { body: joinBody(email) })).body).toEqual({
      forwarded: true,
    });
  });

  it('gives up after 5 seconds when Make does not answer', async () => {
    const email = uniqueEmail('makeslow');
    await applyToJoin(email);
    makeDelayMs = 7_000;
    try {
      const slow = await invoke(anon, 'push-to-make', { body: joinBody(email) });
      expect(slow).toEqual({
        status: 502,
        body: {
          error: 'The application could not be forwarded: Make did not answer within 5 seconds',
        },
      });
    } finally {
      makeDelayMs = 0;
    }
  });
});
