// Mails the person the link to their export archive (a job queued by export-personal-data): a
// signed link valid for seven days, made when the mail is sent. Service role only, like every job.
// An export made for a privacy request is mailed in the request's language; one made from a
// contact's record, in English.
import { z } from 'zod';
import { requireServiceRole } from '../auth/require-service-role.ts';
import { createServiceClient } from '../clients.ts';
import { defineJsonFunction } from '../http/define-handler.ts';
import { HttpError } from '../http/respond.ts';
import { formatDateIn } from '../i18n/format-date.ts';
import { siteLocaleOf, type SiteLocale } from '../i18n/site-locale.ts';
import { requestIdField } from '../inputs/fields.ts';
import { doneBefore, jobIdField, jobTargetField } from '../jobs/job-target.ts';
import { personalDataExportMail } from '../mail/templates/personal-data-export.ts';
import { readSettings } from '../settings.ts';
import { controllerIdentity } from '../privacy/controller-identity.ts';
import { signExportLink } from '../privacy/export-link.ts';

/** How long the archive's link works. */
export const EXPORT_LINK_SECONDS = 7 * 24 * 60 * 60;

export const sendPersonalDataExport = defineJsonFunction({
  name: 'send-personal-data-export',
  input: z.object({ requestId: requestIdField, jobId: jobIdField, target: jobTargetField }),
  async handle(input, { request, deps }) {
    requireServiceRole(request, deps);
    if (await doneBefore(deps, 'send-personal-data-export', input.requestId, input.jobId)) {
      return { sent: false, reason: 'already sent' };
    }
    const service = createServiceClient(deps);
    const { data: exported, error } = await service
      .from('personal_data_exports')
      .select('email, object_name, created_at, privacy_request_id')
      .eq('id', input.requestId)
      .maybeSingle();
    if (error) throw new Error(`Could not read the export: ${error.message}`);
    // Erased since: nothing to send, and nobody to send it to.
    if (!exported) throw new HttpError(404, 'No such export');
    const { data: contact } = await service
      .from('contacts')
      .select('first_name')
      .ilike('email', exported.email.replace(/[\\%_]/g, '\\$&'))
      .maybeSingle();
    const archiveUrl = await signExportLink(deps, exported.object_name, EXPORT_LINK_SECONDS, true);
    const expires = new Date(deps.now().getTime() + EXPORT_LINK_SECONDS * 1000);
    const locale = await requestLocale(service, exported.privacy_request_id);
    const mail = personalDataExportMail(
      {
        firstName: contact?.first_name ?? '',
        archiveUrl,
        expiresOn: formatDateIn(expires, locale),
      },
      readSettings(deps.env),
      locale,
      controllerIdentity(deps.env, locale),
    );
    await deps.mailer.send({ to: exported.email, tag: 'send-personal-data-export', ...mail });
    return { sent: true };
  },
});

/** The language of the privacy request an export answers; English without one. */
async function requestLocale(
  service: ReturnType<typeof createServiceClient>,
  requestId: string | null,
): Promise<SiteLocale> {
  if (!requestId) return 'en';
  const { data, error } = await service
    .from('privacy_requests')
    .select('locale')
    .eq('id', requestId)
    .maybeSingle();
  if (error) throw new Error(`Could not read the request's language: ${error.message}`);
  return siteLocaleOf(data?.locale);
}
