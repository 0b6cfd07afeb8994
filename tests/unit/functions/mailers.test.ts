import { describe, expect, it } from 'vitest';
import { buildFunctionDeps } from '../../../supabase/functions/_shared/function-deps.ts';
import {
  createMailer,
  mailTransportName,
} from '../../../supabase/functions/_shared/mail/create-mailer.ts';
import {
  RESEND_ENDPOINT,
  createResendMailer,
} from '../../../supabase/functions/_shared/mail/resend-mailer.ts';
import type { CreateClient, MailMessage } from '../../../supabase/functions/_shared/types.ts';

const message: MailMessage = {
  to: 'sara@example.org',
  subject: 'Hello',
  text: 'Plain',
  html: '<p>Plain</p>',
  tag: 'send-network-confirmation',
};

const ONE_CLICK = {
  'List-Unsubscribe': '<https://majlis.example/unsubscribe?token=abc>',
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};

/** Records outgoing HTTP calls and answers with the given status (Resend itself is not reachable here). */
function recordingFetch(status: number, body = '{"id":"x"}') {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('createResendMailer', () => {
  it("posts the message to Resend's API with the key and sender", async () => {
    const { calls, fetchImpl } = recordingFetch(200);
    await createResendMailer({
      apiKey: 're_test',
      from: 'Majlis <hello@majlis.example>',
      fetch: fetchImpl,
    }).send(message);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(RESEND_ENDPOINT);
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer re_test');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      from: 'Majlis <hello@majlis.example>',
      to: ['sara@example.org'],
      subject: 'Hello',
      text: 'Plain',
      html: '<p>Plain</p>',
      tags: [{ name: 'category', value: 'send-network-confirmation' }],
    });
  });

  it('passes a marketing mail’s List-Unsubscribe headers on to Resend', async () => {
    const { calls, fetchImpl } = recordingFetch(200);
    await createResendMailer({ apiKey: 'k', from: 'f@x.example', fetch: fetchImpl }).send({
      ...message,
      headers: ONE_CLICK,
    });
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ headers: ONE_CLICK });
  });

  it('sends attachments as base64 of their UTF-8 text, with their name and type', async () => {
    const { calls, fetchImpl } = recordingFetch(200);
    const calendar = 'BEGIN:VCALENDAR\r\nSUMMARY:عشاء السحور 🌙\r\nEND:VCALENDAR\r\n';
    await createResendMailer({ apiKey: 'k', from: 'f@x.example', fetch: fetchImpl }).send({
      ...message,
      attachments: [
        { filename: 'invitation #1 [VIP].ics', contentType: 'text/calendar', content: calendar },
      ],
    });
    const body = JSON.parse(String(calls[0]?.init.body)) as {
      attachments: { filename: string; content: string; content_type: string }[];
    };
    expect(body.attachments).toHaveLength(1);
    expect(body.attachments[0]?.filename).toBe('invitation #1 [VIP].ics');
    expect(body.attachments[0]?.content_type).toBe('text/calendar');
    expect(Buffer.from(body.attachments[0]!.content, 'base64').toString('utf8')).toBe(calendar);
  });

  it('throws with the status and reason when Resend refuses', async () => {
    const { fetchImpl } = recordingFetch(422, '{"message":"from is not verified"}');
    await expect(
      createResendMailer({ apiKey: 'k', from: 'f@x.example', fetch: fetchImpl }).send(message),
    ).rejects.toThrow('Resend refused the e-mail (HTTP 422): {"message":"from is not verified"}');
  });
});

describe('buildFunctionDeps', () => {
  const inserted: unknown[] = [];
  const clients: { url: string; key: string }[] = [];
  const createClient = ((url: string, key: string) => {
    clients.push({ url, key });
    return {
      from: () => ({ insert: async (row: unknown) => (inserted.push(row), { error: null }) }),
    };
  }) as unknown as CreateClient;
  const runtime = (env: Record<string, string>) => ({
    env: (name: string) =>
      ({
        SUPABASE_URL: 'http://backend.test',
        SUPABASE_ANON_KEY: 'anon-key',
        SUPABASE_SERVICE_ROLE_KEY: 'service-key',
        ...env,
      })[name],
    createClient,
  });

  it('names the missing Supabase variables', () => {
    expect(() => buildFunctionDeps({ env: () => undefined, createClient })).toThrow(
      'Missing environment variables: SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY',
    );
  });

  it('writes mail to the outbox with the service key when no provider key is set', async () => {
    await buildFunctionDeps(runtime({})).mailer.send(message);
    expect(clients.at(-1)).toEqual({ url: 'http://backend.test', key: 'service-key' });
    expect(inserted.at(-1)).toEqual({
      to_address: 'sara@example.org',
      subject: 'Hello',
      text_body: 'Plain',
      html_body: '<p>Plain</p>',
      tag: 'send-network-confirmation',
      headers: {},
    });
  });

  it('keeps a marketing mail’s List-Unsubscribe headers in the outbox', async () => {
    await buildFunctionDeps(runtime({})).mailer.send({ ...message, headers: ONE_CLICK });
    expect(inserted.at(-1)).toMatchObject({ headers: ONE_CLICK });
  });

  it('uses the outbox the runtime gives (the embedded backend writes the table directly)', async () => {
    const sent: MailMessage[] = [];
    const deps = buildFunctionDeps({
      ...runtime({}),
      outboxMailer: () => ({ send: async (mail) => void sent.push(mail) }),
    });
    await deps.mailer.send(message);
    expect(sent).toEqual([message]);
  });
});

describe('createMailer', () => {
  const outbox = () => ({ send: async () => undefined });
  const setup = (env: Record<string, string>) => ({
    env: (name: string) => env[name],
    fetch: recordingFetch(200).fetchImpl,
    outbox,
  });

  it('needs MAIL_FROM when RESEND_API_KEY is set', () => {
    expect(() => createMailer(setup({ RESEND_API_KEY: 're_x' }))).toThrow(/MAIL_FROM must be set/);
  });

  it('uses Resend when both are set', async () => {
    const configured = setup({ RESEND_API_KEY: 're_x', MAIL_FROM: 'hello@majlis.example' });
    const { calls, fetchImpl } = recordingFetch(200);
    await createMailer({ ...configured, fetch: fetchImpl }).send(message);
    expect(calls[0]?.url).toBe(RESEND_ENDPOINT);
  });

  it('picks SMTP when SMTP_HOST is set, and refuses SMTP and Resend together', () => {
    const smtp = { SMTP_HOST: 'smtp.majlis.example', MAIL_FROM: 'hello@majlis.example' };
    expect(mailTransportName((name) => ({ ...smtp })[name as keyof typeof smtp])).toBe('smtp');
    expect(mailTransportName(() => undefined)).toBe('outbox');
    const both = setup({ ...smtp, RESEND_API_KEY: 're_x' });
    expect(() => createMailer(both)).toThrow('Set SMTP_HOST or RESEND_API_KEY, not both');
  });

  it('checks the SMTP settings when the mailer is made, not at the first send', () => {
    expect(() => createMailer(setup({ SMTP_HOST: 'smtp.majlis.example' }))).toThrow(
      'MAIL_FROM must be set (the sender address) when SMTP_HOST is set',
    );
  });
});
