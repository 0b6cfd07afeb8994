// The mails of a person's privacy request (docs/behaviour/privacy-requests.md): the link that
// verifies it, and the notice of its one extension. Neither says whether the network holds any
// data about the address.
import type { PrivacyRequestKind } from '../../domain/privacy.ts';
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import { formatDueDate } from '../../domain/format-due-date.ts';
import type { SiteBrand } from './site-brand.ts';

/** What the person asked for, as the mail says it back. */
const ASKED: Record<PrivacyRequestKind, string> = {
  access: 'to see and receive a copy of the personal data we hold about you',
  correction: 'to correct the personal data we hold about you',
  erasure: 'to delete the personal data we hold about you',
};

export function privacyVerificationMail(
  data: { kind: PrivacyRequestKind; verifyUrl: string },
  site: SiteBrand,
): ComposedMail {
  return composeMail({
    ...site,
    subject: `Confirm your request about your data at ${site.siteName}`,
    greeting: 'Hello,',
    paragraphs: [
      `We received a request from this address ${ASKED[data.kind]}.`,
      'To make sure the request comes from you, please confirm it with the button below. We start working on it, and our 30 days to answer begin, once you confirm.',
    ],
    action: { label: 'Confirm my request', url: data.verifyUrl },
    afterAction: [
      'The link works once and for 24 hours. If you did not ask, ignore this e-mail: nothing happens without your confirmation.',
    ],
  });
}

export function privacyExtensionMail(
  data: { kind: PrivacyRequestKind; reason: string; extendedUntil: string; dueAt: string },
  site: SiteBrand,
): ComposedMail {
  return composeMail({
    ...site,
    subject: `We need more time to answer your request about your data`,
    greeting: 'Hello,',
    paragraphs: [
      `You asked ${ASKED[data.kind]}. We planned to answer by ${formatDueDate(data.dueAt)}, but we need more time, for this reason:`,
      data.reason,
      `We will answer by ${formatDueDate(data.extendedUntil)} at the latest. The law allows one such extension; we will not extend again.`,
      'If you have a question, reply to this e-mail.',
    ],
  });
}
