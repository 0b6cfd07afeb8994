import { formatDueDate } from '~functions/_shared/domain/format-due-date.ts';
import { requestClock } from '~/lib/privacy/request-rows.ts';
import { formatLastLogin } from '~/lib/crm/unified-rows.ts';
import { Dialog } from '~/islands/shared/ui/Dialog.tsx';
import { PersonalDataPanel } from '../../../shared/components/PersonalDataPanel.tsx';
import { usePrivacyRequest } from '../hooks/usePrivacyRequest.ts';
import { RequestActions } from './RequestActions.tsx';
import { RequestTrail } from './RequestTrail.tsx';
import { labels } from '~/lib/crm/labels.ts';
import { LoadFailed } from '../../../shared/components/LoadFailed.tsx';
import { LoadingNote } from '../../../shared/components/LoadingNote.tsx';

interface PrivacyRequestDialogProps {
  requestId: string;
  now: Date;
  onClose: () => void;
  /** After a step: the list reads again. */
  onChanged: () => void;
}

/** One request opened: its details, the staff steps, and its audit trail (this view included). */
export function PrivacyRequestDialog(props: PrivacyRequestDialogProps) {
  const { value, status, reload } = usePrivacyRequest(props.requestId);
  const request = value?.request;
  const clock = request ? requestClock(request, props.now) : null;
  return (
    <Dialog
      closeLabel={labels.common.close}
      open
      title={labels.privacy.privacyRequest}
      size="lg"
      closeOnBackdrop
      onClose={props.onClose}
    >
      {status === 'loading' && <LoadingNote />}
      {status === 'error' && (
        <LoadFailed title={labels.privacy.errorOpeningTheRequest} onRetry={() => void reload()} />
      )}
      {request && clock && (
        <div className="space-y-6">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">{labels.privacy.request}</dt>
            <dd>{clock.kindLabel}</dd>
            <dt className="font-semibold">{labels.privacy.address}</dt>
            <dd className="break-all" dir="auto">
              {request.email ?? labels.privacy.erasedAtThePersonsRequest}
            </dd>
            <dt className="font-semibold">{labels.common.status}</dt>
            <dd>{clock.statusLabel}</dd>
            <dt className="font-semibold">{labels.common.received}</dt>
            <dd>{formatLastLogin(request.received_at)}</dd>
            <dt className="font-semibold">{labels.privacy.verified}</dt>
            <dd>
              {request.verified_at ? formatLastLogin(request.verified_at) : labels.privacy.notYet}
            </dd>
            <dt className="font-semibold">{labels.privacy.due}</dt>
            <dd data-testid="privacy-due">
              {request.due_at ? formatDueDate(request.due_at) : labels.privacy.onceVerified}
              {request.extended_until &&
                labels.privacy.extendedTo(formatDueDate(request.extended_until))}
              {clock.clockText && (
                <span className={clock.overdue ? 'font-semibold text-red-700' : ''}>
                  {' '}
                  ({clock.clockText})
                </span>
              )}
            </dd>
            {request.extension_reason && (
              <>
                <dt className="font-semibold">{labels.privacy.extensionReason}</dt>
                <dd className="whitespace-pre-wrap" dir="auto">
                  {request.extension_reason}
                </dd>
              </>
            )}
            {request.details && (
              <>
                <dt className="font-semibold">{labels.common.details}</dt>
                <dd className="whitespace-pre-wrap" dir="auto">
                  {request.details}
                </dd>
              </>
            )}
            {request.outcome_note && (
              <>
                <dt className="font-semibold">{labels.privacy.outcome}</dt>
                <dd className="whitespace-pre-wrap" dir="auto">
                  {request.outcome_note}
                </dd>
              </>
            )}
          </dl>
          {/* Only a verified request proves the address is the person's own. */}
          {request.email && clock.canClose && (
            <PersonalDataPanel
              email={request.email}
              name={request.email}
              privacyRequestId={request.id}
              onErased={() => {
                void reload();
                props.onChanged();
              }}
            />
          )}
          <RequestActions
            requestId={request.id}
            // An erased person's request keeps no address to mail an extension to.
            canExtend={clock.canExtend && request.email !== null}
            canClose={clock.canClose}
            onChanged={() => {
              void reload();
              props.onChanged();
            }}
          />
          <RequestTrail trail={value.trail} />
        </div>
      )}
    </Dialog>
  );
}
