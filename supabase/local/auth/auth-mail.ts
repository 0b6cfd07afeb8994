// The e-mails Auth sends (confirmation, magic link, recovery, invite, e-mail change). Locally they
// go to public.mail_outbox, in the same transaction as the link they carry, and the mail page
// shows them. Texts follow GoTrue's default templates.
import { environment } from '../environment.ts';
import { escapeHtml } from '../../functions/_shared/mail/escape-html.ts';
import { insertOutboxMessage } from '../mail/outbox.ts';
import type { LinkType } from './email-links.ts';
import type { Queryable } from './users.ts';

interface Template {
  subject: string;
  heading: string;
  lead: string;
  action: string;
}

const TEMPLATES: Record<LinkType, Template> = {
  signup: {
    subject: 'Confirm your signup',
    heading: 'Confirm your signup',
    lead: 'Follow this link to confirm your e-mail address:',
    action: 'Confirm your e-mail',
  },
  magiclink: {
    subject: 'Your magic link',
    heading: 'Magic link',
    lead: 'Follow this link to sign in:',
    action: 'Sign in',
  },
  recovery: {
    subject: 'Reset your password',
    heading: 'Reset password',
    lead: 'Follow this link to choose a new password:',
    action: 'Reset password',
  },
  invite: {
    subject: 'You have been invited',
    heading: 'You have been invited',
    lead: 'You have been invited to create an account. Follow this link to accept the invitation and choose your password:',
    action: 'Accept the invitation',
  },
  email_change: {
    subject: 'Confirm your new e-mail address',
    heading: 'Confirm change of e-mail',
    lead: 'Follow this link to confirm the change of your e-mail address:',
    action: 'Change e-mail',
  },
};

/** The outbox tag of each kind of auth mail, as shown on the mail page. */
export const AUTH_MAIL_TAGS: Record<LinkType, string> = {
  signup: 'auth-confirmation',
  magiclink: 'auth-magiclink',
  recovery: 'auth-recovery',
  invite: 'auth-invite',
  email_change: 'auth-email-change',
};

export function composeAuthMail(
  type: LinkType,
  link: string,
  code: string,
  siteName: string,
): { subject: string; text: string; html: string } {
  const template = TEMPLATES[type];
  const subject = `${siteName}: ${template.subject}`;
  const text = [
    template.heading,
    '',
    template.lead,
    link,
    '',
    `Or enter this code: ${code}`,
    '',
    'The link and the code work once and expire in one hour. If you did not ask for this e-mail, ignore it.',
    '',
    siteName,
  ].join('\n');
  const html = [
    `<h2>${escapeHtml(template.heading)}</h2>`,
    `<p>${escapeHtml(template.lead)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(template.action)}</a></p>`,
    `<p>Or enter this code: <strong>${escapeHtml(code)}</strong></p>`,
    '<p>The link and the code work once and expire in one hour. If you did not ask for this e-mail, ignore it.</p>',
    `<p>${escapeHtml(siteName)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

export async function queueAuthMail(
  db: Queryable,
  to: string,
  type: LinkType,
  link: string,
  code: string,
): Promise<void> {
  const siteName = environment().SITE_NAME;
  const mail = composeAuthMail(type, link, code, siteName);
  await insertOutboxMessage(db, { to, ...mail, tag: AUTH_MAIL_TAGS[type] });
}
