// How each kind of invitation-only event is named in mails (one place for the wording).
import type { EventType } from '../../inputs/fields.ts';

export const EVENT_NAMES: Readonly<Record<EventType, string>> = {
  forum: 'the Business Forum',
  dinner: 'the network dinner',
};
