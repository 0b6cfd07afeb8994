import { useEffect } from 'react';
import { mountToaster } from '~/islands/shared/toaster/mount-toaster.tsx';
import { InboundContactsView } from './features/inbound/components/InboundContactsView.tsx';
import { useSessionWatch } from './hooks/useSessionWatch.ts';

/**
 * /resources/inbound-contacts: the staff app's Inbound Contacts on a page of its own
 * (docs/architecture.md#the-staff-apps-shape). The list follows its own table, so the session
 * watch here follows none of the board's.
 */
export default function InboundContactsApp() {
  useSessionWatch({ followBoard: false });
  useEffect(mountToaster, []);
  return <InboundContactsView />;
}
