import { useStore } from '@nanostores/react';
import { Suspense, useEffect } from 'react';
import { onDemand } from '~/islands/shared/on-demand.ts';
import { mountToaster } from '~/islands/shared/toaster/mount-toaster.tsx';
import { BackupStatus } from './features/backups/components/BackupStatus.tsx';
import { FailedJobsButton } from './features/jobs/components/FailedJobsButton.tsx';
import { AddLeadDialog } from './features/pipeline/components/AddLeadDialog.tsx';
import { usePendingCounts } from './hooks/usePendingCounts.ts';
import { useSessionWatch } from './hooks/useSessionWatch.ts';
import type { CatalogueEvent } from '~/lib/crm/event-capacity.ts';
import { $addLeadOpen } from './stores/add-lead.ts';
import { $eventCatalogue, $mailBrand } from './stores/event-catalogue.ts';
import type { SiteBrand } from '~functions/_shared/mail/templates/site-brand.ts';
import { $liveConnected } from './stores/live.ts';
import { $openContactId, $openRequest } from './stores/open-record.ts';
import { $view, followHistory, setView } from './stores/view.ts';
import { CRM_TAB_VIEWS, preloadTabs } from './tabs.ts';
import { crmClient } from './api/client.ts';
import { labels } from '~/lib/crm/labels.ts';
import type { IndustryNames, StaffLocale } from '~/lib/crm/staff-language.ts';
import { InStaffLocale } from './shared/components/InStaffLocale.tsx';
import { LanguageSwitch } from './shared/components/LanguageSwitch.tsx';
import { forgetExpiredDoorCopies } from '~/lib/check-in/forget-door-copies.ts';

// Every tab reads at once: the client (its code and settings) starts loading while React draws
// the first frame, not after. A failure surfaces where a read uses it.
crmClient().catch(() => undefined);

// The record dialogs' code is fetched when one first opens, or in the background (preloadRest).
const contactDialog = onDemand(() =>
  import('./features/contact/components/ContactDialog.tsx').then((m) => m.ContactDialog),
);
const requestDialog = onDemand(() =>
  import('./features/request-details/components/RequestDetailsDialog.tsx').then(
    (m) => m.RequestDetailsDialog,
  ),
);
const ContactDialog = contactDialog.Component;
const RequestDetailsDialog = requestDialog.Component;

/** The rest of the app's code, fetched a second after the first tab is drawn. */
function preloadRest(): () => void {
  const timer = setTimeout(() => {
    preloadTabs();
    void contactDialog.preload();
    void requestDialog.preload();
  }, 1000);
  return () => clearTimeout(timer);
}

function TabLoading() {
  return (
    <p className="py-10 text-center text-sm text-muted" aria-busy="true">
      {labels.common.loading}
    </p>
  );
}

/**
 * The staff app (docs/architecture.md#the-staff-apps-shape): header, tabs from the URL, and the
 * record dialogs. Nothing else.
 */
interface CrmAppProps {
  staffEmail: string;
  /** The staff member's language, chosen on the server (src/lib/crm/page-language.ts). */
  locale: StaffLocale;
  /** The industries' names in that language, when not English (src/lib/crm/industry-names.ts). */
  industries?: IndustryNames | undefined;
  /** The page's loading note, in that language, shown while its words come. */
  loadingText: string;
  /** The events from the content files, for the Events tab's capacity figures. */
  events: readonly CatalogueEvent[];
  /** Who the mails are sent by, for previews (the functions' SITE_NAME and SITE_URL). */
  mailBrand: SiteBrand;
}

export default function CrmApp({ locale, industries, loadingText, ...props }: CrmAppProps) {
  return (
    <InStaffLocale
      locale={locale}
      industries={industries}
      loading={
        <div className="crm-loading" aria-busy="true">
          <p className="sr-only">{loadingText}</p>
        </div>
      }
    >
      <CrmWorkspace {...props} />
    </InStaffLocale>
  );
}

function CrmWorkspace({
  staffEmail,
  events,
  mailBrand,
}: Omit<CrmAppProps, 'locale' | 'industries' | 'loadingText'>) {
  // Set before the first render of the tabs, which read it.
  if ($eventCatalogue.get() !== events) $eventCatalogue.set(events);
  if ($mailBrand.get() !== mailBrand) $mailBrand.set(mailBrand);
  const view = useStore($view);
  const openContactId = useStore($openContactId);
  const openRequest = useStore($openRequest);
  useSessionWatch();
  const pending = usePendingCounts();
  const live = useStore($liveConnected);
  useEffect(mountToaster, []);
  // Door guest lists this phone kept for events now over go (docs/privacy/dpia.md, D3).
  useEffect(() => forgetExpiredDoorCopies(), []);
  useEffect(followHistory, []);
  useEffect(preloadRest, []);

  const current = CRM_TAB_VIEWS.find((tab) => tab.id === view.tab) ?? CRM_TAB_VIEWS[0]!;
  return (
    <div
      className="min-h-screen w-full min-w-0 bg-white"
      data-live={live ? 'connected' : 'waiting'}
    >
      {/* On paper the page is the open tab alone (the Overview prints as a board pack). */}
      <header className="border-b border-sand-200 bg-white print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <div className="flex items-center gap-3">
            <a href="/" className="rounded-full p-2 text-muted hover:bg-sand-100 hover:text-ink">
              {/* Points back, the way the page reads from: mirrored right to left. */}
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                ←
              </span>
              <span className="sr-only">{labels.app.backToTheSite}</span>
            </a>
            <h1 className="text-2xl font-semibold text-palm-900">
              {labels.app.relationshipManagement}
            </h1>
          </div>
          <div className="flex items-center gap-3">
            <span className="hidden text-sm text-muted sm:inline">{staffEmail}</span>
            <LanguageSwitch />
            <BackupStatus />
            <FailedJobsButton />
            <a
              href="/resources/inbound-contacts"
              className="text-sm font-semibold text-palm-700 hover:underline"
            >
              {labels.app.inboundContacts}
            </a>
            <button
              type="button"
              className="btn-primary px-4 py-2"
              onClick={() => $addLeadOpen.set(true)}
            >
              {labels.common.addLead}
            </button>
          </div>
        </div>
        <nav aria-label={labels.app.workspace} className="px-4 sm:px-6">
          {/* On a 390 px phone the tabs and two badges stay on one line: smaller type and gaps, a
            badge never wraps, past 99 it reads '99+' (the full count is in its name), and the line
            scrolls sideways when the fifth tab (Privacy) does not fit. */}
          <div role="tablist" className="flex gap-2 overflow-x-auto text-sm sm:gap-4 sm:text-base">
            {CRM_TAB_VIEWS.map((tab) => (
              <button
                key={tab.id}
                type="button"
                role="tab"
                aria-selected={tab.id === current.id}
                onClick={() => setView({ tab: tab.id, campaign: null })}
                className={`-mb-px inline-flex shrink-0 items-center gap-1.5 border-b-2 px-1 py-2 font-semibold whitespace-nowrap ${tab.id === current.id ? 'border-palm-700 text-palm-900' : 'border-transparent text-muted hover:text-ink'}`}
              >
                <span>{tab.label}</span>
                {(() => {
                  const count =
                    tab.id === 'membership' || tab.id === 'events' ? pending[tab.id] : null;
                  return count ? (
                    <span
                      className="rounded-full bg-orange-700 px-2 py-0.5 text-xs leading-4 whitespace-nowrap text-white tabular-nums"
                      data-testid={`${tab.id}-badge`}
                    >
                      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
                      <span className="sr-only">{labels.app.pendingBadge(count)}</span>
                    </span>
                  ) : null;
                })()}
              </button>
            ))}
          </div>
        </nav>
      </header>
      <main id="main" className="px-4 py-6 sm:px-6">
        <div role="tabpanel" aria-label={current.label}>
          <Suspense fallback={<TabLoading />}>
            <current.View />
          </Suspense>
        </div>
      </main>
      <AddLeadDialog />
      <Suspense fallback={null}>
        {openContactId && <ContactDialog key={openContactId} contactId={openContactId} />}
        {openRequest && (
          <RequestDetailsDialog
            key={`${openRequest.kind}-${openRequest.id}`}
            request={openRequest}
          />
        )}
      </Suspense>
    </div>
  );
}
