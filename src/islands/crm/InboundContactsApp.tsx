import { useEffect } from 'react';
import { mountToaster } from '~/islands/shared/toaster/mount-toaster.tsx';
import { InboundContactsView } from './features/inbound/components/InboundContactsView.tsx';
import { useSessionWatch } from './hooks/useSessionWatch.ts';
import type { IndustryNames, StaffLocale } from '~/lib/crm/staff-language.ts';
import { InStaffLocale } from './shared/components/InStaffLocale.tsx';

/**
 * /resources/inbound-contacts: the staff app's Inbound Contacts on a page of its own
 * (docs/architecture.md#the-staff-apps-shape). The list follows its own table, so the session
 * watch here follows none of the board's.
 */
export default function InboundContactsApp({
  locale,
  industries,
}: {
  locale: StaffLocale;
  /** The industries' names in that language, when not English (src/lib/crm/industry-names.ts). */
  industries?: IndustryNames | undefined;
}) {
  return (
    <InStaffLocale
      locale={locale}
      industries={industries}
      loading={<div className="h-40 animate-pulse rounded-2xl bg-sand-100" aria-busy="true" />}
    >
      <InboundContacts />
    </InStaffLocale>
  );
}

function InboundContacts() {
  useSessionWatch({ followBoard: false });
  useEffect(mountToaster, []);
  return <InboundContactsView />;
}
