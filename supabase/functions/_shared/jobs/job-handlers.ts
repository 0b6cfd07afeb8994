// The function that does each kind of after-insert job. The embedded backend reaches the same
// handlers through its functions host; the hosted process-jobs function calls them directly.
import type { JobKind } from '../domain/job-kinds.ts';
import { pushToMake } from '../handlers/push-to-make.ts';
import { sendEventConfirmation } from '../handlers/send-event-confirmation.ts';
import { sendNetworkConfirmation } from '../handlers/send-network-confirmation.ts';
import { sendNewsletterConfirmation } from '../handlers/send-newsletter-confirmation.ts';
import type { FunctionHandler } from '../types.ts';

export const jobHandlers: Record<JobKind, FunctionHandler> = {
  'push-to-make': pushToMake,
  'send-network-confirmation': sendNetworkConfirmation,
  'send-newsletter-confirmation': sendNewsletterConfirmation,
  'send-event-confirmation': sendEventConfirmation,
};
