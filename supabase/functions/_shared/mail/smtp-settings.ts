// The SMTP transport's settings, read from the environment (README, "Configuration"). Pure, so
// every variable's check is unit-tested; a bad value names the variable.

/** How the connection is protected: TLS from the first byte (465), STARTTLS required, or none. */
export type SmtpSecurity = 'tls' | 'starttls' | 'none';

export interface SmtpSettings {
  host: string;
  port: number;
  security: SmtpSecurity;
  /** Both set, or neither (a relay that trusts the machine). */
  auth: { user: string; pass: string } | undefined;
  /** The sender, e.g. "Majlis Network <hello@example.org>". */
  from: string;
  /** The name this machine gives in EHLO: SMTP_HELO_NAME, else the sender's domain. */
  heloName: string;
  dkim: DkimSettings | undefined;
}

export interface DkimSettings {
  domain: string;
  selector: string;
  /** The PEM text itself, or the path of a file holding it (read when the first mail is sent). */
  privateKey: { pem: string } | { path: string };
}

type Env = (name: string) => string | undefined;

const SECURITIES: readonly SmtpSecurity[] = ['tls', 'starttls', 'none'];

/** The SMTP settings, or undefined when SMTP_HOST is unset (another transport is used). */
export function readSmtpSettings(env: Env): SmtpSettings | undefined {
  const host = value(env, 'SMTP_HOST');
  if (!host) return undefined;
  const from = value(env, 'MAIL_FROM');
  if (!from) throw new Error('MAIL_FROM must be set (the sender address) when SMTP_HOST is set');
  const domain = senderDomain(from);
  if (!domain) throw new Error(`MAIL_FROM must hold an e-mail address, not "${from}"`);
  const port = portOf(value(env, 'SMTP_PORT'));
  return {
    host,
    port,
    security: securityOf(value(env, 'SMTP_SECURE'), port),
    auth: authOf(env),
    from,
    heloName: value(env, 'SMTP_HELO_NAME') ?? domain,
    dkim: dkimOf(env),
  };
}

/** The domain of the address in "Name <a@b>" or "a@b", lower-cased; undefined without one. */
export function senderDomain(from: string): string | undefined {
  const address = /<([^>]*)>/.exec(from)?.[1] ?? from;
  const domain = /@([^@\s>]+)$/.exec(address.trim())?.[1];
  return domain?.toLowerCase();
}

function portOf(given: string | undefined): number {
  if (given === undefined) return 587;
  const port = Number(given);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`SMTP_PORT must be a port number, not "${given}"`);
  }
  return port;
}

/** Port 465 speaks TLS from the start; any other port must upgrade with STARTTLS unless told. */
function securityOf(given: string | undefined, port: number): SmtpSecurity {
  if (given === undefined) return port === 465 ? 'tls' : 'starttls';
  const security = SECURITIES.find((name) => name === given.toLowerCase());
  if (!security) throw new Error(`SMTP_SECURE must be tls, starttls or none, not "${given}"`);
  return security;
}

function authOf(env: Env): SmtpSettings['auth'] {
  const user = value(env, 'SMTP_USER');
  const pass = value(env, 'SMTP_PASSWORD');
  if (user === undefined && pass === undefined) return undefined;
  if (user === undefined || pass === undefined) {
    throw new Error('SMTP_USER and SMTP_PASSWORD must be set together');
  }
  return { user, pass };
}

function dkimOf(env: Env): DkimSettings | undefined {
  const domain = value(env, 'DKIM_DOMAIN');
  const selector = value(env, 'DKIM_SELECTOR');
  const key = value(env, 'DKIM_PRIVATE_KEY');
  if (domain === undefined && selector === undefined && key === undefined) return undefined;
  if (domain === undefined || selector === undefined || key === undefined) {
    throw new Error('DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together');
  }
  // An environment file holds one line per variable, so a PEM may come with "\n" written out.
  const privateKey = key.includes('-----BEGIN')
    ? { pem: key.replace(/\\n/g, '\n') }
    : { path: key };
  return { domain: domain.toLowerCase(), selector, privateKey };
}

function value(env: Env, name: string): string | undefined {
  const trimmed = env(name)?.trim();
  return trimmed ? trimmed : undefined;
}
