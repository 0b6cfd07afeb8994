// Run by smtp-mail.test.ts under real Deno (`deno run --config supabase/functions/deno.json`):
// sends one message through the transport the environment chooses, as a deployed function would,
// so the SMTP mailer, nodemailer's npm: import and the DKIM key file are proven under Deno too.
import { createMailer } from '../../../supabase/functions/_shared/mail/create-mailer.ts';

declare const Deno: { env: { get(name: string): string | undefined } };

const mailer = createMailer({
  env: (name) => Deno.env.get(name),
  fetch,
  outbox: () => {
    throw new Error('SMTP_HOST must be set for this script');
  },
});
await mailer.send({
  to: Deno.env.get('MAIL_TO') ?? '',
  subject: 'دعوتك: عشاء الشبكة',
  text: 'مرحبًا',
  tag: 'deno-smtp-send',
  headers: { 'List-Unsubscribe': '<https://majlis.example/unsubscribe?token=t>' },
  attachments: [
    {
      filename: 'invitation.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      content: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n',
    },
  ],
});
