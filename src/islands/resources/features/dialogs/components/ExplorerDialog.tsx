import type { ExplorerData } from '~/lib/resources/types.ts';
import { Modal } from '../../../components/Modal.tsx';
import type { OpenDialogState } from '../../../types.ts';
import { ScoreExplainer } from './ScoreExplainer.tsx';
import { TagDescription } from './TagDescription.tsx';

interface ExplorerDialogProps {
  dialog: OpenDialogState;
  data: ExplorerData;
  onClose: () => void;
}

/** The dialog for a request: score explainer, a figure's definition or a tag's description. */
export function ExplorerDialog({ dialog, data, onClose }: ExplorerDialogProps) {
  const { copy } = data;
  const { request, opener } = dialog;
  switch (request.kind) {
    case 'score':
      return (
        <Modal title={copy.score.title} onClose={onClose} returnFocusTo={opener}>
          <ScoreExplainer industry={request.industry} copy={copy.score} />
        </Modal>
      );
    case 'investment':
    case 'tam': {
      const definition = copy[request.kind];
      return (
        <Modal title={definition.title} onClose={onClose} returnFocusTo={opener}>
          <p>{definition.text}</p>
        </Modal>
      );
    }
    case 'tag':
      return (
        <Modal title={request.name} onClose={onClose} returnFocusTo={opener}>
          <TagDescription name={request.name} kind={request.tagKind} data={data} />
        </Modal>
      );
  }
}
