// Sends mail through any SMTP server with nodemailer, DKIM-signed when a key is configured.
// nodemailer is loaded on the first send, so a function that uses another transport never loads
// it (under Deno it comes from deno.json's npm: import, under Node from node_modules).
import type { Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from '../types.ts';
import { cleanDisplayName, senderAddress } from './from-header.ts';
import { MailRefused } from './mail-refused.ts';
import type { DkimSettings, SmtpSettings } from './smtp-settings.ts';

/** Short enough that a dead server fails a job attempt well within the functions' time limit. */
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

export function createSmtpMailer(settings: SmtpSettings): Mailer {
  let transporter: Promise<Transporter> | undefined;
  return {
    async send(message: MailMessage) {
      transporter ??= openTransport(settings);
      const transport = await transporter.catch((error: unknown) => {
        transporter = undefined;
        throw error;
      });
      try {
        const name = cleanDisplayName(message.fromName ?? '');
        await transport.sendMail({
          // nodemailer writes the name itself: encoded words for Arabic, quoted with specials.
          from: name ? { name, address: senderAddress(settings.from) } : settings.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: { ...message.headers } } : {}),
          // One Message-ID however often a retry sends it, so readers may fold the copies.
          ...(message.idempotencyKey
            ? { messageId: `<${message.idempotencyKey}@${senderDomain(settings.from)}>` }
            : {}),
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((file) => ({
                  filename: file.filename,
                  content: file.content,
                  contentType: file.contentType,
                })),
              }
            : {}),
        });
      } catch (error) {
        throw smtpRefusal(error);
      }
    },
  };
}

function senderDomain(from: string): string {
  return senderAddress(from).split('@').at(-1) ?? 'localhost';
}

async function openTransport(settings: SmtpSettings): Promise<Transporter> {
  const [{ createTransport }, dkim] = await Promise.all([
    import('nodemailer'),
    settings.dkim ? dkimOptions(settings.dkim) : undefined,
  ]);
  return createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.security === 'tls',
    requireTLS: settings.security === 'starttls',
    ignoreTLS: settings.security === 'none',
    // Given, so nodemailer never asks the system for its host name (Deno would need --allow-sys).
    name: settings.heloName,
    ...(settings.auth ? { auth: settings.auth } : {}),
    ...(dkim ? { dkim } : {}),
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
}

async function dkimOptions(dkim: DkimSettings) {
  const privateKey =
    'pem' in dkim.privateKey ? dkim.privateKey.pem : await readKeyFile(dkim.privateKey.path);
  return { domainName: dkim.domain, keySelector: dkim.selector, privateKey };
}

async function readKeyFile(path: string): Promise<string> {
  try {
    return await readTextFile(path);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`DKIM_PRIVATE_KEY: could not read the key file ${path}: ${reason}`, {
      cause: error,
    });
  }
}

type DenoFiles = { Deno?: { readTextFile(path: string): Promise<string> } };
type NodeFiles = { readFile(path: string, encoding: 'utf8'): Promise<string> };

/**
 * Deno's file API under Deno (it needs --allow-read), Node's elsewhere. The node: module is named
 * through a variable so Deno's type check never resolves it: that needs @types/node, which the
 * functions' Deno setup does not have.
 */
async function readTextFile(path: string): Promise<string> {
  const { Deno } = globalThis as DenoFiles;
  if (Deno) return Deno.readTextFile(path);
  const nodeFiles = 'node:fs/promises';
  const { readFile } = (await import(nodeFiles)) as NodeFiles;
  return readFile(path, 'utf8');
}

/**
 * What a failed send means: an SMTP 5xx reply is permanent, with the server's words as the
 * reason; every other failure (a 4xx reply, no connection, a timeout, TLS) may pass.
 */
export function smtpRefusal(error: unknown): MailRefused {
  const detail = typeof error === 'object' && error !== null ? error : {};
  const code = 'responseCode' in detail ? Number(detail.responseCode) : Number.NaN;
  const response =
    'response' in detail && typeof detail.response === 'string' ? detail.response : '';
  const message = error instanceof Error ? error.message : String(error);
  const reason = (response || message).replace(/\s+/g, ' ').trim().slice(0, 500);
  return new MailRefused(reason, code >= 500 && code < 600);
}
