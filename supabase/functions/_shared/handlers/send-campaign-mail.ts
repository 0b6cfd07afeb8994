// Mails one campaign recipient (issue 43; supabase/migrations/…_campaigns.sql). The job's row is
// the recipient; claim_campaign_recipient decides in one transaction: done (already sent, so a job
// run twice mails once), wait (the campaign is paused; resume_campaign queues the job again), skip
// (consent withdrawn or address suppressed since queueing), or send, claiming the recipient. The
// mail is written under the claim's key, then recorded sent (…_campaign_mail_exactly_once.sql): a
// kill between the two finds the outbox's mail on the retry (exactly once), SMTP's goes again.
// A failed send gives the claim back: queued for the job's retry, or failed when permanent.
// The mail's From carries the campaign's sender name; an announcement links to its event's
// request form with the recipient's token (mail/campaign-request-link.ts).
import { z } from 'zod';
import { requireServiceRole } from '../auth/require-service-role.ts';
import { createServiceClient } from '../clients.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { siteLocaleOf } from '../i18n/site-locale.ts';
import { jobIdField, jobTargetField } from '../jobs/job-target.ts';
import { sendJobMail } from '../jobs/send-job-mail.ts';
import { campaignRequestUrl } from '../mail/campaign-request-link.ts';
import { campaignMail } from '../mail/templates/campaign-mail.ts';
import { unsubscribeHeaders, unsubscribeUrl } from '../mail/unsubscribe-headers.ts';
import { readSettings } from '../settings.ts';
import type { FunctionDeps } from '../types.ts';

const input = z.object({
  jobId: jobIdField,
  requestId: z.uuid({ error: 'requestId must be a campaign recipient id (a UUID)' }),
  target: jobTargetField,
});

const claimed = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('send'),
    key: z.string(),
    email: z.string(),
    locale: z.string(),
    contact_id: z.string().nullable(),
    test: z.boolean(),
    first_name: z.string(),
    sender_name: z.string(),
    subject: z.string(),
    body: z.string(),
    event: z
      .object({ slug: z.string(), title: z.string().nullable(), token: z.string().nullable() })
      .nullable()
      .optional(),
  }),
  z.object({ action: z.enum(['done', 'wait', 'skip']), reason: z.string() }),
]);

/** A test send has no contact, so no token: its link shows where the real one leads. */
const TEST_SEND_TOKEN = 'test-send';

async function unsubscribeLinkFor(deps: FunctionDeps, contactId: string | null): Promise<string> {
  if (contactId === null) return TEST_SEND_TOKEN;
  const token = await createServiceClient(deps).rpc('issue_unsubscribe_token', {
    contact_id: contactId,
  });
  if (token.error) throw new Error(`Could not make an unsubscribe link: ${token.error.message}`);
  return token.data;
}

export const sendCampaignMail = defineJsonFunction({
  name: 'send-campaign-mail',
  input,
  async handle(body, { request, deps }) {
    requireServiceRole(request, deps);
    const client = createServiceClient(deps);
    const claim = await client.rpc('claim_campaign_recipient', { recipient_id: body.requestId });
    if (claim.error) throw new Error(`Could not claim the recipient: ${claim.error.message}`);
    const parsed = claimed.safeParse(claim.data);
    if (!parsed.success) throw new HttpError(422, 'The campaign recipient is not readable');
    const recipient = parsed.data;
    if (recipient.action !== 'send') return { sent: false, reason: recipient.reason };

    const site = readSettings(deps.env);
    const locale = siteLocaleOf(recipient.locale);
    try {
      const url = unsubscribeUrl(
        site.siteUrl,
        await unsubscribeLinkFor(deps, recipient.contact_id),
        locale,
      );
      const mail = campaignMail(
        {
          firstName: recipient.first_name,
          subject: recipient.subject,
          body: recipient.body,
          senderName: recipient.sender_name,
          unsubscribeUrl: url,
          test: recipient.test,
          event: recipient.event
            ? {
                title: recipient.event.title ?? recipient.event.slug,
                url: campaignRequestUrl(
                  site.siteUrl,
                  recipient.event.slug,
                  recipient.event.token,
                  locale,
                ),
              }
            : undefined,
        },
        site,
        locale,
      );
      await sendJobMail(
        deps,
        'send-campaign-mail',
        recipient.email,
        {
          ...mail,
          headers: unsubscribeHeaders(url),
          fromName: recipient.sender_name,
          idempotencyKey: recipient.key,
        },
        {
          log: 'the campaign mail could not be sent',
          answer: 'The campaign mail could not be sent',
        },
      );
    } catch (failure) {
      const permanent = failure instanceof HttpError && failure.status === 422;
      const released = await client.rpc('release_campaign_recipient', {
        recipient_id: body.requestId,
        failure: failure instanceof Error ? failure.message : String(failure),
        permanent,
      });
      if (released.error)
        deps.log('error', 'send-campaign-mail: could not release', released.error);
      throw failure;
    }
    const recorded = await client.rpc('record_campaign_mail_sent', {
      recipient_id: body.requestId,
    });
    // The mail is out: the retry finds it in the outbox, or (SMTP, Resend) sends it again.
    if (recorded.error)
      throw new Error(`Could not record the mail sent: ${recorded.error.message}`);
    return { sent: true };
  },
});
