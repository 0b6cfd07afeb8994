// public.mail_outbox in the embedded backend, as the superuser (the table has no client policies):
// writing every local mail (Auth's, in the transaction that makes its link, and the functions')
// and reading them for the local mail page. A mail with an idempotency key is written once.
import type { MailMessage, Mailer } from '../../functions/_shared/types.ts';
import { outboxAttachments } from '../../functions/_shared/mail/outbox-mailer.ts';
import type { Database, Tx } from '../db/index.ts';

export async function insertOutboxMessage(
  db: Pick<Tx, 'query'>,
  message: MailMessage,
): Promise<void> {
  await db.query(
    `insert into public.mail_outbox (to_address, subject, text_body, html_body, tag, headers,
                                     attachments, idempotency_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (idempotency_key) do nothing`,
    [
      message.to,
      message.subject,
      message.text,
      message.html ?? null,
      message.tag,
      JSON.stringify(message.headers ?? {}),
      attachmentsJson(message),
      message.idempotencyKey ?? null,
    ],
  );
}

/** The attachments column's JSON text, or SQL null (not JSON null) when there are none. */
function attachmentsJson(message: MailMessage): string | null {
  const attachments = outboxAttachments(message);
  return attachments ? JSON.stringify(attachments) : null;
}

/** The functions' outbox mailer in the embedded backend: the table, written directly. */
export function createDatabaseOutboxMailer(db: Database): Mailer {
  return { send: (message) => insertOutboxMessage(db, message) };
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  tag: string;
  created_at: string;
  text: string;
  html: string | null;
  /** Extra headers the message was sent with (List-Unsubscribe on marketing mail). */
  headers: Record<string, string>;
  attachments: { filename: string; content_type: string; content: string }[] | null;
}

const COLUMNS = `id, to_address as "to", subject, tag, to_json(created_at) #>> '{}' as created_at, text_body as text, html_body as html, headers, attachments`;

export async function listOutbox(db: Database, limit: number): Promise<OutboxMessage[]> {
  const { rows } = await db.query<OutboxMessage>(
    `select ${COLUMNS} from public.mail_outbox order by created_at desc, id limit $1`,
    [limit],
  );
  return rows;
}

export async function findOutboxMessage(
  db: Database,
  id: string,
): Promise<OutboxMessage | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<OutboxMessage>(
    `select ${COLUMNS} from public.mail_outbox where id = $1`,
    [id],
  );
  return rows[0];
}

export const LINK_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** The http(s) links in a text body, in order, without duplicates. */
export function linksIn(text: string): string[] {
  const links = text.match(LINK_PATTERN) ?? [];
  return [...new Set(links.map((link) => link.replace(/[.,;:!?)\]]+$/, '')))];
}
