// A newsletter or announcement staff wrote (issue 43; supabase/migrations/…_campaigns.sql), in the
// recipient's language: greeted by name, the message rendered from its Markdown
// (mail/mail-markdown.ts, right to left in Arabic), who sends it and why, and the one-click
// unsubscribe link every marketing mail carries (mail/marketing-mail.ts). An announcement adds a
// button to the event's request form.
import type { SiteLocale } from '../../i18n/site-locale.ts';
import type { ComposedMail } from '../compose-mail.ts';
import { escapeHtml } from '../escape-html.ts';
import { renderMailMarkdown } from '../mail-markdown.ts';
import { greetedMail } from './greeted-mail.ts';
import type { SiteBrand } from './site-brand.ts';

export interface CampaignMailData {
  firstName: string;
  subject: string;
  /** The message as staff wrote it, in Markdown. */
  body: string;
  senderName: string;
  /** The one-click unsubscribe link (mail/unsubscribe-headers.ts). */
  unsubscribeUrl: string;
  /** A test send to staff says so above the message. */
  test: boolean;
  /** An announcement: the event's title and the link to its request form. */
  event?: { title: string; url: string } | undefined;
}

const composeCampaignMail = greetedMail((data: CampaignMailData, words, site) => {
  const message = renderMailMarkdown(data.body, words.dir === 'rtl');
  const note = data.test ? [words.campaignTestNote] : [];
  return {
    subject: data.subject.trim(),
    paragraphs: [...note, ...message.paragraphs],
    paragraphsHtml: [
      ...note.map((text) => `<p style="margin:0 0 16px;color:#5b6460">${escapeHtml(text)}</p>`),
      message.html,
    ].join('\n'),
    ...(data.event
      ? { action: { label: words.campaignEventAction(data.event.title), url: data.event.url } }
      : {}),
    afterAction: [words.campaignSentBy(data.senderName, site)],
    unsubscribeUrl: data.unsubscribeUrl,
  };
});

export function campaignMail(
  data: CampaignMailData,
  site: SiteBrand,
  locale: SiteLocale,
): ComposedMail {
  return composeCampaignMail(data, site, locale);
}
