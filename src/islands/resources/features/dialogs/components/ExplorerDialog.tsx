import type { ExplorerData } from '~/lib/resources/types.ts';
import type { ReactNode } from 'react';
import { Dialog } from '~/islands/shared/ui/Dialog.tsx';
import type { OpenDialogState, Speaks } from '../../../types.ts';
import { ScoreExplainer } from './ScoreExplainer.tsx';
import { TagDescription } from './TagDescription.tsx';

interface ExplorerDialogProps extends Speaks {
  dialog: OpenDialogState;
  data: ExplorerData;
  onClose: () => void;
}

/** The dialog for a request: score explainer, a figure's definition or a tag's description. */
export function ExplorerDialog({ dialog, data, words, locale, onClose }: ExplorerDialogProps) {
  const { copy } = data;
  const { request, opener } = dialog;
  const reading = (title: string, body: ReactNode) => (
    <Dialog
      open
      title={title}
      onClose={onClose}
      returnFocusTo={() => opener}
      tone="site"
      closeOnBackdrop
      closeLabel={words.closeDialog}
    >
      <div className="space-y-4 leading-relaxed">{body}</div>
    </Dialog>
  );
  switch (request.kind) {
    case 'score':
      return reading(
        copy.score.title,
        <ScoreExplainer
          industry={request.industry}
          copy={copy.score}
          words={words}
          locale={locale}
        />,
      );
    case 'investment':
    case 'tam': {
      const definition = copy[request.kind];
      return reading(definition.title, <p>{definition.text}</p>);
    }
    case 'tag':
      return reading(
        request.name,
        <TagDescription name={request.name} kind={request.tagKind} data={data} words={words} />,
      );
  }
}
