import { industryLabel } from '~/lib/crm/domain.ts';
import { useContactMessages } from '../hooks/useContactMessages.ts';
import { MessageActions } from './MessageActions.tsx';
import type { ContactMessage } from '../api/list-contact-messages.ts';
import { labels } from '~/lib/crm/labels.ts';
import { MailtoLink } from '../../../shared/components/MailtoLink.tsx';
import { EmptyNote } from '../../../shared/components/EmptyNote.tsx';
import { LoadFailed } from '../../../shared/components/LoadFailed.tsx';
import { crmDateFormat } from '~/lib/crm/staff-format.ts';

const received = () => crmDateFormat({ dateStyle: 'medium', timeStyle: 'short' });
const COLUMNS = () => [
  labels.common.name,
  labels.common.email,
  labels.common.industry,
  labels.common.message,
  labels.common.received,
  labels.common.status,
];

/**
 * The contact-form messages, newest first, kept live (docs/behaviour/staff-app.md#inbound-contacts).
 */
export function InboundContactsView() {
  const { messages, failed, live, retry, replace } = useContactMessages();
  return (
    <div data-live={live ? 'connected' : 'waiting'}>
      <MessageList messages={messages} failed={failed} retry={retry} replace={replace} />
    </div>
  );
}

interface MessageListProps {
  messages: readonly ContactMessage[] | null;
  failed: boolean;
  retry: () => void;
  replace: (message: ContactMessage) => void;
}

/** The list in its loading, failed, empty and filled states. */
function MessageList({ messages, failed, retry, replace }: MessageListProps) {
  if (failed) {
    return <LoadFailed title={labels.common.errorLoadingData} onRetry={retry} />;
  }
  if (messages === null) {
    return (
      <div
        role="status"
        className="h-40 animate-pulse rounded-2xl bg-sand-100"
        aria-busy="true"
        aria-label={labels.inbound.loadingMessages}
      />
    );
  }
  if (messages.length === 0) {
    return <EmptyNote>{labels.inbound.noContactFormSubmissionsYet}</EmptyNote>;
  }
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-sand-200">
      <table className="w-full min-w-[48rem] text-start text-sm [&_th]:text-start">
        <caption className="sr-only">{labels.inbound.contactFormSubmissionsNewestFirst}</caption>
        <thead className="bg-sand-50 text-muted">
          <tr>
            {COLUMNS().map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-200">
          {messages.map((message) => (
            <tr key={message.id} className="align-top">
              <td className="px-4 py-3 font-semibold" dir="auto">
                {message.name}
              </td>
              <td className="px-4 py-3">
                <MailtoLink email={message.email} />
              </td>
              <td className="px-4 py-3">
                {message.industry ? industryLabel(message.industry) : '—'}
              </td>
              <td className="max-w-md px-4 py-3 whitespace-pre-wrap" dir="auto">
                {message.message}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={message.created_at}>
                  {received().format(new Date(message.created_at))}
                </time>
              </td>
              <td className="px-4 py-3">
                <MessageActions message={message} onChange={replace} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
