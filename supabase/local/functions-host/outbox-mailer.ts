// The embedded backend's mailer: every message goes into public.mail_outbox (shown on the local
// mail page), written directly as the database owner since the table has no client policies.
import type { Database } from '../db/index.ts';
import type { MailMessage, Mailer } from '../../functions/_shared/types.ts';

export function createDatabaseOutboxMailer(db: Database): Mailer {
  return {
    async send(message: MailMessage) {
      await db.query(
        `insert into public.mail_outbox (to_address, subject, text_body, html_body, tag)
         values ($1, $2, $3, $4, $5)`,
        [message.to, message.subject, message.text, message.html ?? null, message.tag],
      );
    },
  };
}
