import { useEffect, useState } from 'react';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import { stageLabel, type PipelineStage } from '~/lib/crm/domain.ts';
import { errorMessage } from '../../../api/client.ts';
import { Dialog } from '~/islands/shared/ui/Dialog.tsx';
import { listStageTemplate } from '../api/list-stage-template.ts';
import { labels } from '~/lib/crm/labels.ts';

/**
 * '{stage} Checklist' (docs/behaviour/staff-app.md#the-board): the stage's default items as
 * bullets.
 */
export function StageChecklistDialog({
  stage,
  onClose,
}: {
  stage: PipelineStage | null;
  onClose: () => void;
}) {
  const [loaded, setLoaded] = useState<{ stage: PipelineStage; items: string[] } | null>(null);
  const items = loaded && loaded.stage === stage ? loaded.items : null;

  useEffect(() => {
    if (!stage) return;
    let current = true;
    listStageTemplate(stage).then(
      (loaded) => {
        if (current) setLoaded({ stage, items: loaded });
      },
      (error: unknown) => {
        notifyError(labels.pipeline.errorFetchingDefaultChecklist, errorMessage(error));
        if (current) setLoaded({ stage, items: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [stage]);

  return (
    <Dialog
      closeLabel={labels.common.close}
      open={stage !== null}
      title={stage ? labels.pipeline.stageChecklist(stageLabel(stage)) : ''}
      onClose={onClose}
      size="sm"
    >
      {items === null ? (
        <p className="text-sm text-muted" aria-busy="true">
          {labels.common.loading}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">{labels.pipeline.thisStageHasNoDefault}</p>
      ) : (
        <ul className="list-disc space-y-1 ps-5 text-sm">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
