// Builds one message's plain text and its simple HTML twin from the same parts,
// so the two never disagree. Every part is escaped in the HTML. The language's words and
// direction come from words/ (docs/behaviour/submissions.md#the-mails-language); a right-to-left
// mail says so on <html> and on its body box (some mail readers drop the <html> element).
import type { SiteLocale } from '../i18n/site-locale.ts';
import { isolatesToHtml, withoutIsolates } from './bidi.ts';
import { escapeHtml } from './escape-html.ts';
import { mailWords } from './words/mail-words.ts';

export interface MailParts {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  /**
   * The paragraphs as HTML already (a campaign's Markdown, mail/mail-markdown.ts), in place of
   * the escaped paragraphs; its author escaped every text in it.
   */
  paragraphsHtml?: string;
  /** A single call to action, shown as a link (the URL is written out in the text version). */
  action?: { label: string; url: string };
  /** Shown after the action, e.g. how long a link stays valid. */
  afterAction?: readonly string[];
  /**
   * A second, quieter link after those (decline an invitation): its own line in the text version,
   * a sentence and an outlined button in the HTML, so the address never shows as raw text there.
   */
  secondaryAction?: { textLine: string; lead: string; label: string; url: string };
  siteName: string;
  siteUrl: string;
  /** Marketing mail only: the one-click unsubscribe link, shown at the foot of the message. */
  unsubscribeUrl?: string;
  /** The language the mail is written in; English when left out. */
  locale?: SiteLocale;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

export function composeMail(parts: MailParts): ComposedMail {
  const words = mailWords(parts.locale ?? 'en');
  const rtl = words.dir === 'rtl';
  const subject = withoutIsolates(parts.subject);
  const homeUrl = `${parts.siteUrl}${words.homePath}`;
  const signOff = words.signOff(parts.siteName);
  const text = [
    parts.greeting,
    ...parts.paragraphs,
    ...(parts.action ? [words.actionLine(parts.action.label, parts.action.url)] : []),
    ...(parts.afterAction ?? []),
    ...(parts.secondaryAction ? [parts.secondaryAction.textLine] : []),
    signOff.join('\n'),
    words.footer(parts.siteName, homeUrl),
    ...(parts.unsubscribeUrl ? [words.unsubscribeLine(parts.unsubscribeUrl)] : []),
  ].join('\n\n');

  const inHtml = (content: string) => isolatesToHtml(escapeHtml(content));
  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${inHtml(content)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${words.lang}"${rtl ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f7f4ee;color:#1d2321;font-family:Arial,Helvetica,sans-serif;font-size:16px">',
    rtl
      ? '<div dir="rtl" style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px;text-align:right">'
      : '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">',
    paragraph(parts.greeting),
    ...(parts.paragraphsHtml === undefined
      ? parts.paragraphs.map(paragraph)
      : [parts.paragraphsHtml]),
    parts.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:#0f5132;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${inHtml(parts.action.label)}</a></p>`
      : '',
    ...(parts.afterAction ?? []).map(paragraph),
    ...(parts.secondaryAction
      ? [
          `${paragraph(parts.secondaryAction.lead)}\n<p style="margin:0 0 16px"><a href="${escapeHtml(parts.secondaryAction.url)}" style="display:inline-block;border:1px solid #0f5132;color:#0f5132;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${inHtml(parts.secondaryAction.label)}</a></p>`,
        ]
      : []),
    `<p style="margin:24px 0 0;line-height:1.5">${signOff.map(inHtml).join('<br>')}</p>`,
    '</div>',
    `<p style="text-align:center;color:#5b6460;font-size:13px"><a href="${escapeHtml(homeUrl)}"${rtl ? ' dir="ltr"' : ''} style="color:#5b6460">${escapeHtml(parts.siteName)}</a></p>`,
    parts.unsubscribeUrl
      ? `<p style="text-align:center;color:#5b6460;font-size:13px"><a href="${escapeHtml(parts.unsubscribeUrl)}" style="color:#5b6460">${escapeHtml(words.unsubscribeLabel)}</a></p>`
      : '',
    '</body></html>',
  ].join('\n');

  return { subject, text, html };
}
