import { useStore } from '@nanostores/react';
import { useDeferredValue, useId, useState } from 'react';
import type { SiteLocale } from '~functions/_shared/i18n/site-locale.ts';
import type { CampaignDraft } from '~/lib/crm/campaigns/campaign-draft.ts';
import {
  campaignPreview,
  PREVIEW_WIDTHS,
  type PreviewWidth,
} from '~/lib/crm/campaigns/campaign-preview.ts';
import { labels } from '~/lib/crm/labels.ts';
import { togglePillClass } from '../../../shared/components/toggle-pill-class.ts';
import { withSlots } from '../../../shared/components/with-slots.tsx';
import { $eventCatalogue, $mailBrand } from '../../../stores/event-catalogue.ts';
import { applyMailStyles } from './apply-mail-styles.ts';

/**
 * The frame runs no script and opens nothing; it stays same-origin only so that the app can apply
 * the mail's inline styles in it (apply-mail-styles.ts).
 */
const FRAME_SANDBOX = 'allow-same-origin';

interface MailPreviewProps {
  draft: Pick<CampaignDraft, 'senderName' | 'subject' | 'body' | 'eventSlug'>;
  /** Whom the preview greets in each language (the first of the audience in it), or nobody. */
  firstNames: Record<SiteLocale, string>;
}

/**
 * The mail as it will arrive (docs/behaviour/staff-app.md#the-campaigns-tab): composed by the
 * job's own template, in either language, at a phone's width or a desktop's, in a sandboxed frame
 * so the mail's styles and the app's stay apart. An announcement shows its event's request link.
 */
export function MailPreview({ draft: typed, firstNames }: MailPreviewProps) {
  // Typing stays quick: the frame follows once React has time, not on every key.
  const draft = useDeferredValue(typed);
  const id = useId();
  const words = labels.campaigns;
  const brand = useStore($mailBrand);
  const catalogued = useStore($eventCatalogue).find((each) => each.slug === draft.eventSlug);
  const event = catalogued
    ? {
        slug: catalogued.slug,
        title: {
          en: catalogued.titleEn ?? catalogued.title,
          ar: catalogued.titleAr ?? catalogued.title,
        },
      }
    : null;
  const [locale, setLocale] = useState<SiteLocale>('en');
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const mail = campaignPreview(draft, locale, { firstName: firstNames[locale] }, brand, event);
  const language = words.languageName[locale];
  const widthName = width === 'phone' ? words.phone : words.desktop;
  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0 space-y-3">
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-palm-900">
        {words.preview}
      </h3>
      <div className="flex flex-wrap gap-4">
        <div role="group" aria-label={words.previewLanguage} className="flex gap-2">
          {(['en', 'ar'] as const).map((each) => (
            <button
              key={each}
              type="button"
              className={togglePillClass(locale === each)}
              aria-pressed={locale === each}
              onClick={() => setLocale(each)}
            >
              {words.languageName[each]}
            </button>
          ))}
        </div>
        <div role="group" aria-label={words.previewWidth} className="flex gap-2">
          {(['phone', 'desktop'] as const).map((each) => (
            <button
              key={each}
              type="button"
              className={togglePillClass(width === each)}
              aria-pressed={width === each}
              onClick={() => setWidth(each)}
            >
              {each === 'phone' ? words.phone : words.desktop}
            </button>
          ))}
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm" data-testid="preview-headers">
        <dt className="font-semibold">{words.previewFrom}</dt>
        <dd dir="auto">{draft.senderName.trim()}</dd>
        <dt className="font-semibold">{words.previewSubject}</dt>
        <dd dir="auto" lang={locale}>
          {mail.subject || words.noSubjectYet}
        </dd>
      </dl>
      <p className="text-xs text-muted">
        {withSlots(words.previewGreets, {
          name: <span dir="auto">{firstNames[locale] || words.noName}</span>,
        })}
      </p>
      {/* Wider than a phone's screen at desktop width: it scrolls in its own box, from the keyboard too. */}
      <div
        className="overflow-x-auto rounded-xl border border-sand-200 bg-sand-50 p-2"
        tabIndex={0}
        role="region"
        aria-label={words.previewFrame(language, widthName)}
      >
        <iframe
          key={`${locale}-${width}`}
          title={words.previewFrame(language, widthName)}
          data-testid="mail-preview"
          data-locale={locale}
          data-width={width}
          sandbox={FRAME_SANDBOX}
          srcDoc={mail.html}
          onLoad={(event) => applyMailStyles(event.currentTarget)}
          className="mx-auto block h-[36rem] max-w-none border-0 bg-white"
          style={{ width: PREVIEW_WIDTHS[width] }}
        />
      </div>
    </section>
  );
}
