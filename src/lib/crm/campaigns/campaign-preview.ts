// The campaign mail as a recipient will receive it (docs/behaviour/staff-app.md#the-campaigns-tab):
// composed by the send-campaign-mail job's own template (campaignMail, whose Markdown renderer is
// mail/mail-markdown.ts), in the recipient's language, so the preview cannot say something the
// mail does not. Only the tokens differ: each mail gets its own unsubscribe token at sending, and
// an announcement's request link its recipient's token (the preview's link, like a test send's,
// opens the form as any visitor sees it).
// Pure, table-tested (tests/unit/crm/campaign-preview.test.ts).
import type { ComposedMail } from '../../../../supabase/functions/_shared/mail/compose-mail.ts';
import { campaignMail } from '../../../../supabase/functions/_shared/mail/templates/campaign-mail.ts';
import type { SiteBrand } from '../../../../supabase/functions/_shared/mail/templates/site-brand.ts';
import { unsubscribeUrl } from '../../../../supabase/functions/_shared/mail/unsubscribe-headers.ts';
import { campaignRequestUrl } from '../../../../supabase/functions/_shared/mail/campaign-request-link.ts';
import type { SiteLocale } from '../../../../supabase/functions/_shared/i18n/site-locale.ts';
import type { CampaignDraft } from './campaign-draft.ts';

/** The token the preview's unsubscribe link carries in place of a recipient's own. */
export const PREVIEW_TOKEN = 'preview';

/** The widths the preview is shown at: a phone's screen and a desktop mail reader's pane. */
export const PREVIEW_WIDTHS = { phone: 390, desktop: 720 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** The event an announcement links to, by slug, with its title in each language. */
export interface AnnouncedEvent {
  slug: string;
  title: Record<SiteLocale, string>;
}

/** The mail one recipient (by first name) receives in one language. */
export function campaignPreview(
  draft: Pick<CampaignDraft, 'senderName' | 'subject' | 'body'>,
  locale: SiteLocale,
  recipient: { firstName: string },
  site: SiteBrand,
  event: AnnouncedEvent | null = null,
): ComposedMail {
  return campaignMail(
    {
      firstName: recipient.firstName,
      subject: draft.subject[locale],
      body: draft.body[locale],
      senderName: draft.senderName.trim(),
      unsubscribeUrl: unsubscribeUrl(site.siteUrl, PREVIEW_TOKEN, locale),
      test: false,
      event: event
        ? {
            title: event.title[locale],
            url: campaignRequestUrl(site.siteUrl, event.slug, null, locale),
          }
        : undefined,
    },
    site,
    locale,
  );
}
