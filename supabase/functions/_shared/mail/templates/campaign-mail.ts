// A newsletter or announcement staff wrote (issue 43; supabase/migrations/…_campaigns.sql), in the
// recipient's language: greeted by name, the message's paragraphs, who sends it and why, and the
// one-click unsubscribe link every marketing mail carries (mail/marketing-mail.ts). In Arabic the
// Latin runs staff typed (a brand, "LEAP 2026") are isolated so they keep their order (mail/bidi.ts).
import type { SiteLocale } from '../../i18n/site-locale.ts';
import { isolateLatinRuns } from '../bidi.ts';
import type { ComposedMail } from '../compose-mail.ts';
import { greetedMail } from './greeted-mail.ts';
import { followUpParagraphs } from './follow-up.ts';
import type { SiteBrand } from './site-brand.ts';

export interface CampaignMailData {
  firstName: string;
  subject: string;
  /** The message as staff wrote it: paragraphs separated by a blank line. */
  body: string;
  senderName: string;
  /** The one-click unsubscribe link (mail/unsubscribe-headers.ts). */
  unsubscribeUrl: string;
  /** A test send to staff says so above the message. */
  test: boolean;
}

const composeCampaignMail = greetedMail((data: CampaignMailData, words, site) => {
  const rtl = words.dir === 'rtl';
  const paragraphs = followUpParagraphs(data.body).map((text) =>
    rtl ? isolateLatinRuns(text) : text,
  );
  return {
    subject: data.subject.trim(),
    paragraphs: data.test ? [words.campaignTestNote, ...paragraphs] : paragraphs,
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
