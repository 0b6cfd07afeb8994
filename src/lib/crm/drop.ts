// What a drop (or a stage button, or the card menu) does, decided without touching the UI
// (docs/behaviour/staff-app.md#checklist-guard): nothing when the stage does not change; ask first
// ('Incomplete Checklist Items') when the contact's current stage still has open items; otherwise
// move.
import type { PipelineStage } from './domain.ts';

export type StageMoveDecision = 'stay' | 'confirm' | 'move';

export function decideStageMove(input: {
  from: PipelineStage;
  to: PipelineStage | null;
  openItemsInCurrentStage: number;
}): StageMoveDecision {
  if (!input.to || input.to === input.from) return 'stay';
  return input.openItemsInCurrentStage > 0 ? 'confirm' : 'move';
}
