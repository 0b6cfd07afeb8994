// The function that does each kind of job. The embedded backend reaches the same
// handlers through its functions host; the hosted process-jobs function calls them directly.
import type { JobKind } from '../domain/job-kinds.ts';
import { createApprovedMember } from '../handlers/create-approved-member.ts';
import { pushToMake } from '../handlers/push-to-make.ts';
import { queueCampaign } from '../handlers/queue-campaign.ts';
import { sendCampaignMail } from '../handlers/send-campaign-mail.ts';
import { sendEventConfirmation } from '../handlers/send-event-confirmation.ts';
import { offerFreedSeat } from '../handlers/offer-freed-seat.ts';
import { runRetention } from '../handlers/run-retention.ts';
import { sendRetentionSummary } from '../handlers/send-retention-summary.ts';
import { sendEventFollowUp } from '../handlers/send-event-follow-up.ts';
import { sendEventReminder } from '../handlers/send-event-reminder.ts';
import { sendEventStatus } from '../handlers/send-event-status.ts';
import { sendInvitation } from '../handlers/send-invitation.ts';
import { sendInvitationCancel } from '../handlers/send-invitation-cancel.ts';
import { sendInvitationUpdate } from '../handlers/send-invitation-update.ts';
import { sendMembershipStatus } from '../handlers/send-membership-status.ts';
import { sendNetworkConfirmation } from '../handlers/send-network-confirmation.ts';
import { sendNewsletterConfirmation } from '../handlers/send-newsletter-confirmation.ts';
import { sendNewsletterWelcome } from '../handlers/send-newsletter-welcome.ts';
import { sendPrivacyExtension } from '../handlers/send-privacy-extension.ts';
import { sendPrivacyVerification } from '../handlers/send-privacy-verification.ts';
import { sendPersonalDataExport } from '../handlers/send-personal-data-export.ts';
import type { FunctionHandler } from '../types.ts';

export const jobHandlers: Record<JobKind, FunctionHandler> = {
  'push-to-make': pushToMake,
  'send-network-confirmation': sendNetworkConfirmation,
  'send-newsletter-confirmation': sendNewsletterConfirmation,
  'send-newsletter-welcome': sendNewsletterWelcome,
  'queue-campaign': queueCampaign,
  'send-campaign-mail': sendCampaignMail,
  'send-event-confirmation': sendEventConfirmation,
  'create-approved-member': createApprovedMember,
  'send-membership-status': sendMembershipStatus,
  'send-event-status': sendEventStatus,
  'send-invitation': sendInvitation,
  'send-invitation-cancel': sendInvitationCancel,
  'send-invitation-update': sendInvitationUpdate,
  'send-event-reminder': sendEventReminder,
  'send-privacy-verification': sendPrivacyVerification,
  'send-privacy-extension': sendPrivacyExtension,
  'send-personal-data-export': sendPersonalDataExport,
  'send-event-follow-up': sendEventFollowUp,
  'offer-freed-seat': offerFreedSeat,
  'run-retention': runRetention,
  'send-retention-summary': sendRetentionSummary,
};
