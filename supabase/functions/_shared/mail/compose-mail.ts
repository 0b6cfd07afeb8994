// Builds one message's plain text and its simple HTML twin from the same parts,
// so the two never disagree. Every part is escaped in the HTML.
import { escapeHtml } from './escape-html.ts';

export interface MailParts {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  /** A single call to action, shown as a link (the URL is written out in the text version). */
  action?: { label: string; url: string };
  /** Shown after the action, e.g. how long a link stays valid. */
  afterAction?: readonly string[];
  siteName: string;
  siteUrl: string;
  /** Marketing mail only: the one-click unsubscribe link, shown at the foot of the message. */
  unsubscribeUrl?: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

export function composeMail(parts: MailParts): ComposedMail {
  const signOff = [`Warm regards,`, `The ${parts.siteName} team`];
  const text = [
    parts.greeting,
    ...parts.paragraphs,
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`] : []),
    ...(parts.afterAction ?? []),
    signOff.join('\n'),
    `${parts.siteName} · ${parts.siteUrl}`,
    ...(parts.unsubscribeUrl ? [`Unsubscribe: ${parts.unsubscribeUrl}`] : []),
  ].join('\n\n');

  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(content)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f7f4ee;color:#1d2321;font-family:Arial,Helvetica,sans-serif;font-size:16px">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">',
    paragraph(parts.greeting),
    ...parts.paragraphs.map(paragraph),
    parts.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:#0f5132;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(parts.action.label)}</a></p>`
      : '',
    ...(parts.afterAction ?? []).map(paragraph),
    `<p style="margin:24px 0 0;line-height:1.5">${signOff.map(escapeHtml).join('<br>')}</p>`,
    '</div>',
    `<p style="text-align:center;color:#5b6460;font-size:13px"><a href="${escapeHtml(parts.siteUrl)}" style="color:#5b6460">${escapeHtml(parts.siteName)}</a></p>`,
    parts.unsubscribeUrl
      ? `<p style="text-align:center;color:#5b6460;font-size:13px"><a href="${escapeHtml(parts.unsubscribeUrl)}" style="color:#5b6460">Unsubscribe</a></p>`
      : '',
    '</body></html>',
  ].join('\n');

  return { subject: parts.subject, text, html };
}
