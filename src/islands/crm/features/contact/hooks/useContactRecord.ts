import { useCallback, useEffect, useState } from 'react';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import type { PipelineStage } from '~/lib/crm/domain.ts';
import { buildTimeline, type ActivityRow, type NoteRow } from '~/lib/crm/timeline.ts';
import { errorMessage } from '../../../api/client.ts';
import { updateContact } from '../../../shared/api/update-contact.ts';
import { useLiveBatches } from '~/islands/shared/live/useLiveBatches.ts';
import { latestChanges } from '~/lib/live/row-changes.ts';
import { liveContacts } from '../../../stores/live.ts';
import { addNote } from '../api/add-note.ts';
import { deleteContact } from '../api/delete-contact.ts';
import { getContact, type ContactRecord } from '../api/get-contact.ts';
import { listActivity } from '../api/list-activity.ts';
import { listNotes } from '../api/list-notes.ts';
import { setChecklistItem } from '../api/set-checklist-item.ts';
import { syncChecklist, type ChecklistItem } from '../api/sync-checklist.ts';
import { labels } from '~/lib/crm/labels.ts';

export type RecordStatus = 'loading' | 'ready' | 'missing' | 'error';

/** Everything the contact dialog shows and does, for one contact id. */
export function useContactRecord(contactId: string) {
  const [status, setStatus] = useState<RecordStatus>('loading');
  const [contact, setContact] = useState<ContactRecord | null>(null);
  const [checklist, setChecklist] = useState<ChecklistItem[]>([]);
  const [notes, setNotes] = useState<NoteRow[]>([]);
  const [activity, setActivity] = useState<ActivityRow[]>([]);
  const [saving, setSaving] = useState(false);

  const loadChecklist = useCallback(async () => {
    try {
      setChecklist(await syncChecklist(contactId));
    } catch (error) {
      notifyError(labels.contact.errorFetchingChecklistItems, errorMessage(error));
    }
  }, [contactId]);

  const loadTimeline = useCallback(async () => {
    const [notesResult, activityResult] = await Promise.allSettled([
      listNotes(contactId),
      listActivity(contactId),
    ]);
    if (notesResult.status === 'fulfilled') setNotes(notesResult.value);
    else notifyError(labels.contact.errorFetchingNotes, errorMessage(notesResult.reason));
    if (activityResult.status === 'fulfilled') setActivity(activityResult.value);
    else notifyError(labels.common.errorLoadingData, errorMessage(activityResult.reason));
    return notesResult.status === 'fulfilled' && activityResult.status === 'fulfilled';
  }, [contactId]);

  const load = useCallback(async () => {
    setStatus('loading');
    try {
      const found = await getContact(contactId);
      if (!found) {
        setStatus('missing');
        return;
      }
      setContact(found);
      setStatus('ready');
      await Promise.all([loadChecklist(), loadTimeline()]);
    } catch (error) {
      setStatus('error');
      notifyError(labels.contact.errorFetchingContactDetails, errorMessage(error));
    }
  }, [contactId, loadChecklist, loadTimeline]);

  useEffect(() => {
    void load();
  }, [load]);

  // Another browser changed or deleted this contact: follow it.
  useLiveBatches(liveContacts, (batch) => {
    const change = latestChanges(batch.changes).get(contactId);
    if (change?.type === 'delete') setStatus('missing');
    if (change?.type === 'upsert') {
      setContact((current) => (current ? { ...current, ...change.row } : current));
    }
  });

  async function save(
    patch: { stage?: PipelineStage; heat_rating?: number; goal?: string | null },
    errorTitle: string,
  ): Promise<boolean> {
    setSaving(true);
    try {
      const saved = await updateContact(contactId, patch);
      setContact((current) => (current ? { ...current, ...saved } : current));
      liveContacts.publishLocal({ type: 'upsert', row: saved });
      if (patch.stage) await loadChecklist();
      void loadTimeline();
      return true;
    } catch (error) {
      notifyError(errorTitle, errorMessage(error));
      return false;
    } finally {
      setSaving(false);
    }
  }

  return {
    status,
    contact,
    checklist,
    saving,
    timeline: buildTimeline(
      activity,
      notes,
      new Set(checklist.filter((i) => i.completed).map((i) => i.id)),
    ),
    reload: load,
    setStage: (stage: PipelineStage) => save({ stage }, labels.contact.errorUpdatingStage),
    setHeat: (heat: number) => save({ heat_rating: heat }, labels.contact.errorUpdatingHeatRating),
    async setGoal(goal: string) {
      if ((contact?.goal ?? '') === goal) return;
      if (await save({ goal: goal || null }, labels.contact.errorUpdatingTarget))
        notifySuccess(labels.contact.targetUpdated);
    },
    async toggleItem(id: string, completed: boolean) {
      try {
        const saved = await setChecklistItem(id, completed);
        setChecklist((items) => items.map((item) => (item.id === id ? saved : item)));
        void loadTimeline();
      } catch (error) {
        notifyError(labels.contact.errorUpdatingChecklistItem, errorMessage(error));
      }
    },
    async addNote(content: string): Promise<boolean> {
      try {
        await addNote(contactId, content);
        await loadTimeline();
        return true;
      } catch (error) {
        notifyError(labels.contact.errorAddingNote, errorMessage(error));
        return false;
      }
    },
    async refreshTimeline() {
      if (await loadTimeline()) notifySuccess(labels.contact.timelineRefreshed);
    },
    async remove(): Promise<boolean> {
      try {
        await deleteContact(contactId);
        liveContacts.publishLocal({ type: 'delete', id: contactId });
        notifySuccess(labels.contact.contactDeleted, labels.contact.theContactHasBeenSuccessfully);
        return true;
      } catch (error) {
        notifyError(labels.contact.errorDeletingContact, errorMessage(error));
        return false;
      }
    },
  };
}
