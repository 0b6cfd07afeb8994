// A stand-in for an organisation's mail server: a real SMTP server (smtp-server) on 127.0.0.1 that
// requires a login, records every message it accepts with its envelope, and can answer a
// recipient with scripted replies first (451: try again later; 550: refused for good).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message exactly as it arrived (headers and body, CRLF line ends). */
  raw: Buffer;
}

export interface SmtpReply {
  code: number;
  message: string;
}

export interface SmtpStandIn {
  port: number;
  user: string;
  password: string;
  received: ReceivedMail[];
  /** How many times each recipient was offered (RCPT TO), refused or not. */
  attempts(address: string): number;
  /** The next RCPT TO commands for this address get these replies, in turn, then it is accepted. */
  replyFirst(address: string, replies: readonly SmtpReply[]): void;
  /** The first mail to `address`, once it has arrived (within `timeoutMs`). */
  mailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const user = 'majlis-relay';
  const password = 'relay-secret-ü';
  const received: ReceivedMail[] = [];
  const scripted = new Map<string, SmtpReply[]>();
  const offered = new Map<string, number>();
  const server = new SMTPServer({
    // Plain text on loopback: the test is of the transport and its signature, not of TLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(Object.assign(new Error('Invalid login'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      offered.set(to, (offered.get(to) ?? 0) + 1);
      const reply = scripted.get(to)?.shift();
      if (reply) callback(Object.assign(new Error(reply.message), { responseCode: reply.code }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    user,
    password,
    received,
    attempts: (address) => offered.get(address.toLowerCase()) ?? 0,
    replyFirst(address, replies) {
      scripted.set(address.toLowerCase(), [...replies]);
    },
    async mailTo(address, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((one) => one.to.includes(address.toLowerCase()));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No mail to ${address} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
