// Magic links, password recovery and admin links, followed the way a browser does: open the
// e-mailed link, land on redirect_to with ?code= (PKCE, what @supabase/ssr uses) or a #fragment
// (implicit), then let the client finish the sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import {
  browserLikeClient,
  fragmentOf,
  latestMail,
  openLink,
  uniqueEmail,
  verifyLinkIn,
} from './auth-test-kit.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend();
});
afterAll(async () => {
  await backend?.stop();
});

async function member(email: string, password = 'member-password') {
  const { error } = await browserLikeClient(backend).auth.signUp({ email, password });
  if (error) throw error;
}

describe('magic link (PKCE)', () => {
  it('mails a link that comes back with ?code=, which the same client exchanges for a session', async () => {
    const email = uniqueEmail('magic');
    await member(email);
    const browser = browserLikeClient(backend, 'pkce');
    const sent = await browser.auth.signInWithOtp({
      email,
      options: { emailRedirectTo: `${backend.url}/login` },
    });
    expect(sent.error).toBeNull();

    const mail = await latestMail(backend, email);
    expect(mail.tag).toBe('auth-magiclink');
    const link = verifyLinkIn(mail.text_body);
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    // A link checker probing with HEAD does not spend the link.
    expect((await fetch(link, { method: 'HEAD', redirect: 'manual' })).status).toBe(200);
    const landing = await openLink(link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${backend.url}/login`);
    const code = landing.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const exchanged = await browser.auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect((await browser.auth.getUser()).data.user?.email).toBe(email);

    // The link and the code each work once.
    const reopened = await openLink(link);
    expect(reopened.searchParams.get('error_code')).toBe('otp_expired');
    expect(fragmentOf(reopened).get('error_description')).toBe(
      'Email link is invalid or has expired',
    );
    const again = await browserLikeClient(backend).auth.exchangeCodeForSession(code!);
    expect(again.error).not.toBeNull();
  });

  it('allows one magic link per address per 60 seconds', async () => {
    const email = uniqueEmail('cooldown');
    await member(email);
    const browser = browserLikeClient(backend, 'pkce');
    expect((await browser.auth.signInWithOtp({ email })).error).toBeNull();
    const second = await browser.auth.signInWithOtp({ email });
    expect(second.error?.status).toBe(429);
    expect(second.error?.code).toBe('over_email_send_rate_limit');
    expect(second.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
  });

  it('refuses a code exchanged without the verifier of the client that asked', async () => {
    const email = uniqueEmail('verifier');
    await member(email);
    await browserLikeClient(backend, 'pkce').auth.signInWithOtp({ email });
    const landing = await openLink(verifyLinkIn((await latestMail(backend, email)).text_body));
    const stranger = browserLikeClient(backend, 'pkce');
    // A client that never started this flow has no verifier at all.
    const exchanged = await stranger.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(exchanged.error).not.toBeNull();
    expect(exchanged.data.session).toBeNull();
  });

  it('creates the account of a new address unless create_user is false', async () => {
    // Without create_user the answer is the one a member gets (not GoTrue's 422 otp_disabled,
    // which would tell who has an account), and nothing is created or sent.
    const nocreate = uniqueEmail('nocreate');
    const quiet = await browserLikeClient(backend).auth.signInWithOtp({
      email: nocreate,
      options: { shouldCreateUser: false },
    });
    expect(quiet.error).toBeNull();
    await expect(latestMail(backend, nocreate)).rejects.toThrow(/No mail/);
    const listed = await backend
      .client(backend.serviceRoleKey)
      .auth.admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.data.users.map((user) => user.email)).not.toContain(nocreate);
    const email = uniqueEmail('newcomer');
    const browser = browserLikeClient(backend, 'pkce');
    expect((await browser.auth.signInWithOtp({ email })).error).toBeNull();
    const landing = await openLink(verifyLinkIn((await latestMail(backend, email)).text_body));
    const { data, error } = await browser.auth.exchangeCodeForSession(
      landing.searchParams.get('code')!,
    );
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('verifies the six-digit code from the same mail (verifyOtp)', async () => {
    const email = uniqueEmail('code');
    await member(email);
    await browserLikeClient(backend, 'implicit').auth.signInWithOtp({ email });
    const code = /Or enter this code: (\d{6})/.exec(
      (await latestMail(backend, email)).text_body,
    )?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const client = browserLikeClient(backend, 'implicit');
    const wrong = await client.auth.verifyOtp({
      email,
      token: code === '000000' ? '111111' : '000000',
      type: 'email',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    const right = await client.auth.verifyOtp({ email, token: code!, type: 'email' });
    expect(right.error).toBeNull();
    expect(right.data.session?.user.email).toBe(email);
  });
});

describe('magic link (implicit)', () => {
  it('redirects with the session in the fragment', async () => {
    const email = uniqueEmail('implicit');
    await member(email);
    await browserLikeClient(backend, 'implicit').auth.signInWithOtp({ email });
    const landing = await openLink(verifyLinkIn((await latestMail(backend, email)).text_body));
    const fragment = fragmentOf(landing);
    expect(fragment.get('type')).toBe('magiclink');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    const client = browserLikeClient(backend, 'implicit');
    const set = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email).toBe(email);
  });

  it('never redirects to a foreign origin', async () => {
    const email = uniqueEmail('redirect');
    await member(email);
    await browserLikeClient(backend, 'implicit').auth.signInWithOtp({
      email,
      options: { emailRedirectTo: 'https://attacker.example.net/steal' },
    });
    const landing = await openLink(verifyLinkIn((await latestMail(backend, email)).text_body));
    expect(landing.origin).toBe(backend.url);
  });
});

describe('password recovery', () => {
  it('mails a reset link; the recovered session sets a new password', async () => {
    const email = uniqueEmail('recover');
    await member(email, 'forgotten-password');
    const browser = browserLikeClient(backend, 'pkce');
    const asked = await browser.auth.resetPasswordForEmail(email, {
      redirectTo: `${backend.url}/forgot-password`,
    });
    expect(asked.error).toBeNull();
    const mail = await latestMail(backend, email);
    expect(mail.tag).toBe('auth-recovery');
    const landing = await openLink(verifyLinkIn(mail.text_body));
    expect(landing.pathname).toBe('/forgot-password');

    const events: string[] = [];
    browser.auth.onAuthStateChange((event) => events.push(event));
    const exchanged = await browser.auth.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(exchanged.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await browser.auth.updateUser({ password: 'remembered-password' })).error).toBeNull();
    expect(
      (
        await browserLikeClient(backend).auth.signInWithPassword({
          email,
          password: 'remembered-password',
        })
      ).error,
    ).toBeNull();
    expect(
      (
        await browserLikeClient(backend).auth.signInWithPassword({
          email,
          password: 'forgotten-password',
        })
      ).error?.code,
    ).toBe('invalid_credentials');
  });

  it('answers an unknown address exactly like a known one', async () => {
    const { data, error } = await browserLikeClient(backend).auth.resetPasswordForEmail(
      uniqueEmail('ghost'),
    );
    expect(error).toBeNull();
    expect(data).toEqual({});
  });
});

describe('admin API', () => {
  it('is refused with the anon key or a user token', async () => {
    const anon = backend.client();
    const refused = await anon.auth.admin.listUsers();
    expect(refused.error?.status).toBe(403);
    expect(refused.error?.code).toBe('not_admin');
  });

  it('creates, finds, updates, lists and deletes users', async () => {
    const admin = backend.client(backend.serviceRoleKey).auth.admin;
    const email = uniqueEmail('admin');
    const created = await admin.createUser({
      email,
      password: 'admin-made-1',
      email_confirm: true,
      user_metadata: { first_name: 'Sara' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect((await admin.createUser({ email, password: 'admin-made-2' })).error?.code).toBe(
      'email_exists',
    );
    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    const updated = await admin.updateUserById(id, { user_metadata: { last_name: 'Aziz' } });
    expect(updated.data.user?.user_metadata).toMatchObject({
      first_name: 'Sara',
      last_name: 'Aziz',
    });
    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.data.users.some((user) => user.id === id)).toBe(true);
    expect(
      (
        await browserLikeClient(backend).auth.signInWithPassword({
          email,
          password: 'admin-made-1',
        })
      ).error,
    ).toBeNull();
    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error?.status).toBe(404);
  });

  it('invites by e-mail; the invite link signs the new member in to choose a password', async () => {
    const admin = backend.client(backend.serviceRoleKey).auth.admin;
    const email = uniqueEmail('invite');
    const invited = await admin.inviteUserByEmail(email, { redirectTo: `${backend.url}/login` });
    expect(invited.error).toBeNull();
    expect(invited.data.user?.invited_at).toBeTruthy();
    const mail = await latestMail(backend, email);
    expect(mail.tag).toBe('auth-invite');
    const landing = await openLink(verifyLinkIn(mail.text_body));
    const fragment = fragmentOf(landing);
    expect(fragment.get('type')).toBe('invite');
    const client = browserLikeClient(backend, 'implicit');
    await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect((await client.auth.updateUser({ password: 'my-own-password' })).error).toBeNull();
    expect(
      (
        await browserLikeClient(backend).auth.signInWithPassword({
          email,
          password: 'my-own-password',
        })
      ).error,
    ).toBeNull();
  });

  it('generates links without mailing them, verifiable by token hash', async () => {
    const admin = backend.client(backend.serviceRoleKey).auth.admin;
    const email = uniqueEmail('generate');
    await member(email);
    const generated = await admin.generateLink({ type: 'magiclink', email });
    expect(generated.error).toBeNull();
    expect(generated.data.properties?.action_link).toContain('/auth/v1/verify?token=');
    expect(generated.data.properties?.verification_type).toBe('magiclink');
    const client = browserLikeClient(backend, 'implicit');
    const verified = await client.auth.verifyOtp({
      token_hash: generated.data.properties!.hashed_token,
      type: 'magiclink',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(email);
    const missing = await admin.generateLink({ type: 'recovery', email: uniqueEmail('missing') });
    expect(missing.error?.status).toBe(404);
  });
});
