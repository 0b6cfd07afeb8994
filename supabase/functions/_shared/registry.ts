// Every Edge Function's handler by its public name (/functions/v1/<name>).
// The embedded backend serves exactly this list; each <name>/index.ts serves one entry under Deno.
import { createApprovedMember } from './handlers/create-approved-member.ts';
import { inferContactIndustries } from './handlers/infer-contact-industries.ts';
import { processJobs } from './handlers/process-jobs.ts';
import { pushToMake } from './handlers/push-to-make.ts';
import { sendEventConfirmation } from './handlers/send-event-confirmation.ts';
import { sendEventStatus } from './handlers/send-event-status.ts';
import { sendMembershipStatus } from './handlers/send-membership-status.ts';
import { sendNetworkConfirmation } from './handlers/send-network-confirmation.ts';
import { sendNewsletterConfirmation } from './handlers/send-newsletter-confirmation.ts';
import type { FunctionHandler } from './types.ts';

export const functionHandlers: Record<string, FunctionHandler> = {
  'push-to-make': pushToMake,
  'send-network-confirmation': sendNetworkConfirmation,
  'send-newsletter-confirmation': sendNewsletterConfirmation,
  'send-event-confirmation': sendEventConfirmation,
  'create-approved-member': createApprovedMember,
  'send-membership-status': sendMembershipStatus,
  'send-event-status': sendEventStatus,
  'infer-contact-industries': inferContactIndustries,
  'process-jobs': processJobs,
};
