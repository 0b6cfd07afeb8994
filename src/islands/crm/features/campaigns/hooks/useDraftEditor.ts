import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  draftOf,
  draftProblems,
  draftRow,
  hasUnsavedChanges,
  type CampaignDraft,
  type CampaignDraftRow,
} from '~/lib/crm/campaigns/campaign-draft.ts';
import { errorMessage } from '../../../api/client.ts';
import type { Campaign } from '../api/list-campaigns.ts';
import { saveCampaign } from '../api/save-campaign.ts';

/** How long typing must rest before the draft saves itself. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * What was typed and not saved when the editor closed (a field over its limit cannot be saved),
 * by campaign, for the rest of the visit: reopening the campaign shows it again, so leaving the
 * editor loses nothing.
 */
const unsaved = new Map<string, CampaignDraft>();

export type SaveState =
  { kind: 'saved' } | { kind: 'saving' } | { kind: 'failed'; message: string };

/**
 * The editor's draft (docs/behaviour/staff-app.md#the-campaigns-tab): saved by itself once typing
 * rests and the fields are valid, the browser warning before a page with unsaved changes closes.
 * `flush` saves at once (before a test send or sending) and answers whether everything is saved.
 */
export function useDraftEditor(campaign: Campaign) {
  const id = campaign.id;
  const [draft, setDraft] = useState<CampaignDraft>(() => unsaved.get(id) ?? draftOf(campaign));
  const [saved, setSaved] = useState<CampaignDraftRow>(() => draftRow(draftOf(campaign)));
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'saved' });
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const current = useRef({ draft, saved });
  useEffect(() => {
    current.current = { draft, saved };
  }, [draft, saved]);

  const problems = draftProblems(draft, false);
  const savable = Object.keys(problems).length === 0;
  const dirty = hasUnsavedChanges(saved, draft);

  const save = useCallback((): Promise<boolean> => {
    const run = async (): Promise<boolean> => {
      const { draft: now, saved: last } = current.current;
      if (!hasUnsavedChanges(last, now)) return true;
      if (Object.keys(draftProblems(now, false)).length) return false;
      const row = draftRow(now);
      setSaveState({ kind: 'saving' });
      try {
        await saveCampaign(id, row);
        current.current = { ...current.current, saved: row };
        setSaved(row);
        setSaveState({ kind: 'saved' });
        return true;
      } catch (error) {
        setSaveState({ kind: 'failed', message: errorMessage(error) });
        return false;
      }
    };
    // One save at a time, in order: the last typed text is the last written.
    const next = chain.current.then(run, run);
    chain.current = next;
    return next;
  }, [id]);

  // Saves by itself once typing rests.
  useEffect(() => {
    if (!dirty || !savable) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, dirty, savable, save]);

  // The browser asks before a page with unsaved changes closes or reloads: armed in the same task
  // that shows the unsaved text (a layout effect), not after the paint, so no close comes between.
  useLayoutEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Leaving the editor: what is unsaved is kept for its return, and saved when it can be.
  useEffect(
    () => () => {
      const { draft: now, saved: last } = current.current;
      if (!hasUnsavedChanges(last, now)) {
        unsaved.delete(id);
        return;
      }
      unsaved.set(id, now);
      void save().then((ok) => {
        if (ok) unsaved.delete(id);
      });
    },
    [id, save],
  );

  const flush = useCallback(async () => {
    const ok = await save();
    return ok && !hasUnsavedChanges(current.current.saved, current.current.draft);
  }, [save]);

  return { draft, setDraft, problems, dirty, saveState, save, flush };
}
