// With SUPABASE_AUTH_AUTOCONFIRM=false (how hosted projects usually run) sign-up mails a
// confirmation link instead of returning a session, and a taken address is not revealed.
// Also: changing the e-mail address takes effect only once the new address confirms it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import {
  browserLikeClient,
  latestMail,
  openLink,
  uniqueEmail,
  verifyLinkIn,
} from './auth-test-kit.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({ env: { SUPABASE_AUTH_AUTOCONFIRM: 'false' } });
});
afterAll(async () => {
  await backend?.stop();
});

describe('sign-up with confirmations on', () => {
  it('mails a confirmation link; the account signs in only after it is opened', async () => {
    const email = uniqueEmail('confirm');
    const browser = browserLikeClient(backend, 'pkce');
    const { data, error } = await browser.auth.signUp({
      email,
      password: 'confirm-password',
      options: { emailRedirectTo: `${backend.url}/login` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const early = await browserLikeClient(backend).auth.signInWithPassword({
      email,
      password: 'confirm-password',
    });
    expect(early.error?.code).toBe('email_not_confirmed');

    const mail = await latestMail(backend, email);
    expect(mail.tag).toBe('auth-confirmation');
    const landing = await openLink(verifyLinkIn(mail.text_body));
    const exchanged = await browser.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();
    const later = await browserLikeClient(backend).auth.signInWithPassword({
      email,
      password: 'confirm-password',
    });
    expect(later.error).toBeNull();
  });

  it('answers a taken address like a new one, without a session', async () => {
    const email = uniqueEmail('taken');
    await backend
      .client(backend.serviceRoleKey)
      .auth.admin.createUser({ email, password: 'first-password', email_confirm: true });
    const second = await browserLikeClient(backend).auth.signUp({
      email,
      password: 'second-password',
    });
    expect(second.error).toBeNull();
    expect(second.data.session).toBeNull();
    // GoTrue's empty identities list would tell the address is taken; this one looks new.
    expect(second.data.user?.identities).toHaveLength(1);
    expect(second.data.user?.email_confirmed_at).toBeUndefined();
    const first = await backend
      .client(backend.serviceRoleKey)
      .auth.admin.listUsers({ page: 1, perPage: 1000 });
    const real = first.data.users.find((user) => user.email === email);
    expect(second.data.user?.id).not.toBe(real?.id);
    // Within the send interval a second try is refused, for a taken address as for a new one.
    const third = await browserLikeClient(backend).auth.signUp({ email, password: 'third-one' });
    const fresh = uniqueEmail('fresh');
    await browserLikeClient(backend).auth.signUp({ email: fresh, password: 'fresh-password' });
    const again = await browserLikeClient(backend).auth.signUp({
      email: fresh,
      password: 'fresh-password',
    });
    expect(third.error?.status).toBe(429);
    expect(again.error?.status).toBe(429);
    expect(third.error?.code).toBe(again.error?.code);
  });
});

describe('e-mail change', () => {
  it('keeps the old address until the new one confirms', async () => {
    const admin = backend.client(backend.serviceRoleKey).auth.admin;
    const oldEmail = uniqueEmail('old');
    const newEmail = uniqueEmail('new');
    await admin.createUser({ email: oldEmail, password: 'change-password', email_confirm: true });
    const browser = browserLikeClient(backend, 'implicit');
    await browser.auth.signInWithPassword({ email: oldEmail, password: 'change-password' });

    const asked = await browser.auth.updateUser({ email: newEmail });
    expect(asked.error).toBeNull();
    expect(asked.data.user?.email).toBe(oldEmail);
    expect(asked.data.user?.new_email).toBe(newEmail);

    const mail = await latestMail(backend, newEmail);
    expect(mail.tag).toBe('auth-email-change');
    await openLink(verifyLinkIn(mail.text_body));
    const signedIn = await browserLikeClient(backend).auth.signInWithPassword({
      email: newEmail,
      password: 'change-password',
    });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.email).toBe(newEmail);
    const old = await browserLikeClient(backend).auth.signInWithPassword({
      email: oldEmail,
      password: 'change-password',
    });
    expect(old.error?.code).toBe('invalid_credentials');
  });
});
