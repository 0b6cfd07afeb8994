// Sent to the person when staff export their data: a time-limited link to the archive.
import { greetingFor } from '../greeting.ts';
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import type { SiteBrand } from './site-brand.ts';

export interface PersonalDataExportData {
  firstName: string;
  archiveUrl: string;
  /** When the link stops working, as a date the person reads (e.g. "4 December 2026"). */
  expiresOn: string;
}

export function personalDataExportMail(
  data: PersonalDataExportData,
  site: SiteBrand,
): ComposedMail {
  return composeMail({
    ...site,
    subject: `Your personal data held by ${site.siteName}`,
    greeting: greetingFor(data.firstName),
    paragraphs: [
      `As you asked, here is a copy of all the personal data ${site.siteName} holds about you: one zip file with each table as JSON and CSV, the files attached to your record, and a README.txt listing everything.`,
    ],
    action: { label: 'Download your data', url: data.archiveUrl },
    afterAction: [
      `The link works until ${data.expiresOn}. Keep the file somewhere safe: it holds your personal data.`,
      'If you did not ask for your data, reply to this e-mail so we can look into it.',
    ],
  });
}
