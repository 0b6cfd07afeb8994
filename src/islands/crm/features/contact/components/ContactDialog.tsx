import { useState, type KeyboardEvent } from 'react';
import { isPipelineStage, PIPELINE_STAGES, stageLabel, DEFAULT_STAGE } from '~/lib/crm/domain.ts';
import { shownTitle } from '~/lib/crm/role-title.ts';
import { controlClass } from '~/islands/shared/ui/field-classes.ts';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog.tsx';
import { Dialog } from '~/islands/shared/ui/Dialog.tsx';
import { HeatRating } from '../../../shared/components/HeatRating.tsx';
import { PersonalDataPanel } from '../../../shared/components/PersonalDataPanel.tsx';
import { useStageMove } from '../../../shared/hooks/useStageMove.tsx';
import { closeContact } from '../../../stores/open-record.ts';
import { useContactRecord } from '../hooks/useContactRecord.ts';
import { AttachmentsPanel } from './AttachmentsPanel.tsx';
import { ChecklistPanel } from './ChecklistPanel.tsx';
import { NetworkHistory } from './NetworkHistory.tsx';
import { NoteBox } from './NoteBox.tsx';
import { TimelinePanel } from './TimelinePanel.tsx';
import { labels } from '~/lib/crm/labels.ts';
import { BidiText } from '~/islands/shared/ui/BidiText.tsx';

type Tab = 'details' | 'attachments';

/**
 * The contact record (docs/behaviour/staff-app.md#the-contact-record): target, Details and
 * Attachments tabs, delete.
 */
export function ContactDialog({ contactId }: { contactId: string }) {
  const record = useContactRecord(contactId);
  const [tab, setTab] = useState<Tab>('details');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { requestMove, dialog: stageGuard } = useStageMove((_id, to) => void record.setStage(to));
  const contact = record.contact;
  const name = contact ? `${contact.first_name ?? ''} ${contact.last_name ?? ''}`.trim() : '';
  const stage = isPipelineStage(contact?.stage) ? contact.stage : DEFAULT_STAGE;

  function onTabKey(event: KeyboardEvent) {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const next: Tab = tab === 'details' ? 'attachments' : 'details';
      setTab(next);
      document.getElementById(`contact-tab-${next}`)?.focus();
    }
  }

  return (
    <Dialog
      closeLabel={labels.common.close}
      open
      size="lg"
      onClose={closeContact}
      title={
        record.status === 'ready' ? (
          <span dir="auto">{name}</span>
        ) : record.status === 'missing' ? (
          labels.contact.contactNotFound
        ) : (
          labels.contact.contact
        )
      }
      subtitle={
        contact?.company ? (
          <span dir="auto">
            <BidiText text={contact.company} />
          </span>
        ) : undefined
      }
      busy={deleting}
    >
      {record.status === 'loading' && (
        <div className="space-y-3" aria-busy="true">
          <div className="h-6 w-1/2 animate-pulse rounded bg-sand-100" />
          <div className="h-24 animate-pulse rounded bg-sand-100" />
        </div>
      )}
      {record.status === 'missing' && <p>{labels.contact.thisContactNoLongerExists}</p>}
      {record.status === 'error' && (
        <div role="alert" className="space-y-3">
          <p>{labels.contact.errorFetchingContactDetails}</p>
          <button
            type="button"
            className="btn-secondary px-4 py-2"
            onClick={() => void record.reload()}
          >
            {labels.common.tryAgain}
          </button>
        </div>
      )}
      {record.status === 'ready' && contact && (
        <div className="space-y-5">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {labels.contact.target}
            <input
              key={contact.goal ?? ''}
              defaultValue={contact.goal ?? ''}
              maxLength={500}
              dir="auto"
              placeholder={labels.contact.whatDoWeWantTo}
              className={controlClass}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  event.currentTarget.blur();
                }
              }}
              onBlur={(event) => void record.setGoal(event.currentTarget.value.trim())}
            />
          </label>

          <div
            role="tablist"
            aria-label={labels.contact.contact}
            className="flex gap-2 border-b border-sand-200"
            onKeyDown={onTabKey}
          >
            {(['details', 'attachments'] as const).map((id) => (
              <button
                key={id}
                id={`contact-tab-${id}`}
                type="button"
                role="tab"
                aria-selected={tab === id}
                aria-controls={`contact-panel-${id}`}
                tabIndex={tab === id ? 0 : -1}
                onClick={() => setTab(id)}
                className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${tab === id ? 'border-palm-700 text-palm-900' : 'border-transparent text-muted'}`}
              >
                {id === 'details' ? labels.common.details : labels.contact.attachments}
              </button>
            ))}
          </div>

          {tab === 'details' ? (
            <div
              id="contact-panel-details"
              role="tabpanel"
              aria-labelledby="contact-tab-details"
              className="space-y-5"
            >
              <dl className="grid gap-2 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-muted">{labels.common.company}</dt>
                  <dd dir="auto" data-testid="record-company">
                    {contact.company ? <BidiText text={contact.company} /> : '—'}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted">{labels.common.title}</dt>
                  <dd dir="auto">{shownTitle(contact.title) || '—'}</dd>
                </div>
                <div>
                  <dt className="text-muted">{labels.common.email}</dt>
                  <dd className="truncate">
                    <a className="text-palm-700 underline" href={`mailto:${contact.email ?? ''}`}>
                      {contact.email}
                    </a>
                  </dd>
                </div>
              </dl>
              <div className="space-y-1">
                <p className="text-sm font-semibold" id="heat-label">
                  {labels.common.heatRating}
                </p>
                <HeatRating
                  label={labels.common.heatRating}
                  value={contact.heat_rating ?? 0}
                  onChange={(value) => void record.setHeat(value)}
                  disabled={record.saving}
                />
              </div>
              <div className="space-y-1">
                <p className="text-sm font-semibold">{labels.contact.stage}</p>
                <div
                  role="group"
                  aria-label={labels.contact.stage}
                  className="flex flex-wrap gap-2"
                >
                  {PIPELINE_STAGES.map((option) => (
                    <button
                      key={option.id}
                      type="button"
                      aria-pressed={option.id === stage}
                      disabled={record.saving}
                      onClick={() =>
                        void requestMove({ contactId, name, from: stage, to: option.id })
                      }
                      className={`rounded-full border px-3 py-1 text-sm ${option.id === stage ? 'border-palm-700 bg-palm-700 text-white' : 'border-sand-300 hover:border-palm-600'}`}
                    >
                      {stageLabel(option.id)}
                    </button>
                  ))}
                </div>
              </div>
              {contact.email && (
                <NetworkHistory
                  email={contact.email}
                  newsletterSince={contact.newsletter_subscribed_at ?? null}
                />
              )}
              <ChecklistPanel
                items={record.checklist}
                stageName={stageLabel(stage)}
                onToggle={(id, done) => void record.toggleItem(id, done)}
              />
              <NoteBox contactId={contactId} onAdd={record.addNote} />
              <TimelinePanel
                entries={record.timeline}
                onRefresh={() => void record.refreshTimeline()}
                onReopen={(id) => void record.toggleItem(id, false)}
              />
              {contact.email && (
                <PersonalDataPanel email={contact.email} name={name} onErased={closeContact} />
              )}
            </div>
          ) : (
            <div
              id="contact-panel-attachments"
              role="tabpanel"
              aria-labelledby="contact-tab-attachments"
            >
              <AttachmentsPanel contactId={contactId} />
            </div>
          )}

          <div className="flex justify-end border-t border-sand-200 pt-4">
            <button
              type="button"
              className="font-semibold text-red-700 hover:underline"
              onClick={() => setConfirmDelete(true)}
            >
              {labels.contact.deleteContact}
            </button>
          </div>
        </div>
      )}
      {stageGuard}
      <ConfirmDialog
        open={confirmDelete}
        title={labels.contact.areYouSure}
        confirmLabel={labels.common.delete}
        destructive
        busy={deleting}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={async () => {
          setDeleting(true);
          const removed = await record.remove();
          setDeleting(false);
          setConfirmDelete(false);
          if (removed) closeContact();
        }}
      >
        <p>{labels.contact.deleteWarning(name || labels.contact.thisContact)}</p>
      </ConfirmDialog>
    </Dialog>
  );
}
