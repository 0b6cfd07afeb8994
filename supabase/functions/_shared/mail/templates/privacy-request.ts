// The mails of a person's privacy request (docs/behaviour/privacy-requests.md): the link that
// verifies it, and the notice of its one extension, in the request's language (words/), each
// closing with who the controller is (controllerLine). Neither says whether the network holds any
// data about the address.
import type { PrivacyRequestKind } from '../../domain/privacy.ts';
import type { SiteLocale } from '../../i18n/site-locale.ts';
import { composeMail, type ComposedMail } from '../compose-mail.ts';
import { formatDueDate } from '../../domain/format-due-date.ts';
import { greetingFor } from '../greeting.ts';
import type { ControllerIdentity } from '../../privacy/controller-identity.ts';
import { mailWords } from '../words/mail-words.ts';
import type { SiteBrand } from './site-brand.ts';

/** The controller's paragraph in `locale`, or nothing when the functions were not told it. */
export function controllerParagraph(
  controller: ControllerIdentity | undefined,
  locale: SiteLocale,
): string[] {
  return controller ? [mailWords(locale).controllerLine(controller)] : [];
}

export function privacyVerificationMail(
  data: { kind: PrivacyRequestKind; verifyUrl: string },
  site: SiteBrand,
  locale: SiteLocale = 'en',
  controller?: ControllerIdentity,
): ComposedMail {
  const words = mailWords(locale).privacyVerification(data.kind, site);
  return composeMail({
    ...site,
    locale,
    subject: words.subject,
    greeting: greetingFor(undefined, locale),
    paragraphs: words.paragraphs,
    action: { label: words.action, url: data.verifyUrl },
    afterAction: [...words.afterAction, ...controllerParagraph(controller, locale)],
  });
}

export function privacyExtensionMail(
  data: { kind: PrivacyRequestKind; reason: string; extendedUntil: string; dueAt: string },
  site: SiteBrand,
  locale: SiteLocale = 'en',
  controller?: ControllerIdentity,
): ComposedMail {
  const words = mailWords(locale).privacyExtension({
    kind: data.kind,
    reason: data.reason,
    dueOn: formatDueDate(data.dueAt, locale),
    extendedUntilOn: formatDueDate(data.extendedUntil, locale),
  });
  return composeMail({
    ...site,
    locale,
    subject: words.subject,
    greeting: greetingFor(undefined, locale),
    paragraphs: [...words.paragraphs, ...controllerParagraph(controller, locale)],
  });
}
