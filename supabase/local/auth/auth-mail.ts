// The e-mails Auth sends (confirmation, magic link, recovery, invite, e-mail change). Locally they
// go to public.mail_outbox, in the same transaction as the link they carry, and the mail page
// shows them. Texts follow GoTrue's default templates, in English or Arabic (authMailLocale).
import { environment } from '../environment.ts';
import { ltr as isolateLtr, ltrLink } from '../../functions/_shared/mail/bidi.ts';
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

/** The mails' languages: the site's (src/lib/i18n/locales.ts). */
export type AuthMailLocale = 'en' | 'ar';

interface Words {
  templates: Record<LinkType, Template>;
  code: string;
  expiry: string;
}

const WORDS: Record<AuthMailLocale, Words> = {
  en: {
    templates: {
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
    },
    code: 'Or enter this code:',
    expiry:
      'The link and the code work once and expire in one hour. If you did not ask for this e-mail, ignore it.',
  },
  ar: {
    templates: {
      signup: {
        subject: 'أكّد تسجيلك',
        heading: 'أكّد تسجيلك',
        lead: 'اتبع هذا الرابط لتأكيد عنوان بريدك الإلكتروني:',
        action: 'أكّد بريدك الإلكتروني',
      },
      magiclink: {
        subject: 'رابط الدخول',
        heading: 'رابط الدخول',
        lead: 'اتبع هذا الرابط لتسجيل الدخول:',
        action: 'تسجيل الدخول',
      },
      recovery: {
        subject: 'إعادة تعيين كلمة المرور',
        heading: 'إعادة تعيين كلمة المرور',
        lead: 'اتبع هذا الرابط لاختيار كلمة مرور جديدة:',
        action: 'إعادة تعيين كلمة المرور',
      },
      invite: {
        subject: 'دعوة لإنشاء حساب',
        heading: 'دعوة لإنشاء حساب',
        lead: 'دُعيت إلى إنشاء حساب. اتبع هذا الرابط لقبول الدعوة واختيار كلمة المرور:',
        action: 'قبول الدعوة',
      },
      email_change: {
        subject: 'أكّد عنوان بريدك الإلكتروني الجديد',
        heading: 'تأكيد تغيير البريد الإلكتروني',
        lead: 'اتبع هذا الرابط لتأكيد تغيير عنوان بريدك الإلكتروني:',
        action: 'تغيير البريد الإلكتروني',
      },
    },
    code: 'أو أدخل هذا الرمز:',
    expiry:
      'يعمل الرابط والرمز مرة واحدة وتنتهي صلاحيتهما بعد ساعة. إن لم تطلب هذه الرسالة، فتجاهلها.',
  },
};

/**
 * The language of an auth mail: Arabic when the link returns to an Arabic page (/ar/login,
 * /ar/forgot-password) or the account was made on one (its metadata's locale), else English. A
 * hosted project's templates make the same choice from {{ .RedirectTo }} (docs/deploy.md).
 */
export function authMailLocale(
  redirectTo: string,
  userMetadata: Record<string, unknown> | null | undefined,
): AuthMailLocale {
  const path = URL.canParse(redirectTo) ? new URL(redirectTo).pathname : redirectTo;
  if (path === '/ar' || path.startsWith('/ar/')) return 'ar';
  return userMetadata?.['locale'] === 'ar' ? 'ar' : 'en';
}

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
  locale: AuthMailLocale = 'en',
): { subject: string; text: string; html: string } {
  const words = WORDS[locale];
  const template = words.templates[type];
  // In Arabic the site's Latin name, the link and the code are isolated left to right.
  const ltr = locale === 'ar' ? isolateLtr : (text: string) => text;
  const linkLine = locale === 'ar' ? ltrLink(link) : link;
  const subject = `${siteName}: ${template.subject}`;
  const text = [
    template.heading,
    '',
    template.lead,
    linkLine,
    '',
    `${words.code} ${ltr(code)}`,
    '',
    words.expiry,
    '',
    ltr(siteName),
  ].join('\n');
  const direction = locale === 'ar' ? ' dir="rtl" lang="ar"' : '';
  const html = [
    `<div${direction}>`,
    `<h2>${escapeHtml(template.heading)}</h2>`,
    `<p>${escapeHtml(template.lead)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(template.action)}</a></p>`,
    `<p>${escapeHtml(words.code)} <strong dir="ltr">${escapeHtml(code)}</strong></p>`,
    `<p>${escapeHtml(words.expiry)}</p>`,
    `<p dir="ltr">${escapeHtml(siteName)}</p>`,
    '</div>',
  ].join('\n');
  return { subject, text, html };
}

export async function queueAuthMail(
  db: Queryable,
  to: string,
  type: LinkType,
  link: string,
  code: string,
  locale: AuthMailLocale = 'en',
): Promise<void> {
  const siteName = environment().SITE_NAME;
  const mail = composeAuthMail(type, link, code, siteName, locale);
  await insertOutboxMessage(db, { to, ...mail, tag: AUTH_MAIL_TAGS[type] });
}
