import { useState } from 'react';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import { decideStageMove } from '~/lib/crm/drop.ts';
import { stageLabel, type PipelineStage } from '~/lib/crm/domain.ts';
import { errorMessage } from '../../api/client.ts';
import { countOpenChecklistItems } from '../api/count-open-checklist-items.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { labels } from '~/lib/crm/labels.ts';
import { withSlots } from '../components/with-slots.tsx';

interface PendingMove {
  contactId: string;
  name: string;
  from: PipelineStage;
  to: PipelineStage;
  openItems: number;
}

/**
 * The stage-move guard (docs/behaviour/staff-app.md#checklist-guard) for every way of moving a
 * contact (drag, card menu, stage buttons): when the current stage has open checklist items,
 * 'Incomplete Checklist Items' asks
 * Cancel / Proceed Anyway before `move` runs. A board card brings its count (kept by the database
 * on the contact), so a drop moves without a round trip; the record dialog asks the server.
 * Render the returned `dialog` once.
 */
export function useStageMove(move: (contactId: string, to: PipelineStage) => void) {
  const [pending, setPending] = useState<PendingMove | null>(null);

  async function requestMove(input: {
    contactId: string;
    name: string;
    from: PipelineStage;
    to: PipelineStage | null;
    /** The open items of the current stage when already known (a board card carries them). */
    openItems?: number;
  }) {
    if (decideStageMove({ from: input.from, to: input.to, openItemsInCurrentStage: 0 }) === 'stay')
      return;
    let openItems = input.openItems;
    if (openItems === undefined) {
      try {
        openItems = await countOpenChecklistItems(input.contactId, input.from);
      } catch (error) {
        notifyError(labels.shared.errorCheckingChecklistItems, errorMessage(error));
        return;
      }
    }
    const to = input.to!;
    if (
      decideStageMove({ from: input.from, to, openItemsInCurrentStage: openItems }) === 'confirm'
    ) {
      setPending({ contactId: input.contactId, name: input.name, from: input.from, to, openItems });
    } else {
      move(input.contactId, to);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={labels.shared.incompleteChecklistItems}
      confirmLabel={labels.shared.proceedAnyway}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        if (pending) move(pending.contactId, pending.to);
        setPending(null);
      }}
    >
      {pending && (
        <p>
          {withSlots(
            labels.shared.openItemsQuestion(
              pending.openItems,
              stageLabel(pending.from),
              stageLabel(pending.to),
            ),
            { name: <span dir="auto">{pending.name}</span> },
          )}
        </p>
      )}
    </ConfirmDialog>
  );

  return { requestMove, dialog };
}
