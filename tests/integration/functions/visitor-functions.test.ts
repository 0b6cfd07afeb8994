// The functions a visitor's browser calls right after a form stores its row: they act only for
// that fresh row, once, and never reveal whether an address is known. (The join form's work is
// driven by the database instead: after-insert-jobs.test.ts.)
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { invoke, mailsTo, uniqueEmail } from './support.ts';

let backend: TestBackend;
let anon: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  backend = await startBackend();
  anon = backend.client();
  service = backend.client(backend.serviceRoleKey);
});

afterAll(async () => {
  await backend?.stop();
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
