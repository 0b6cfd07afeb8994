import { z } from 'astro/zod';
import type { Resolved } from '../../lib/i18n/localized.ts';
import { zonedDateTime } from './date-time.ts';
import { localized } from './localized.ts';

/** Site-wide brand and contact settings (content/settings/site.yaml). */
export const siteSettingsSchema = z.object({
  /** The product name shown everywhere, e.g. "Majlis Network". */
  name: z.string().min(1),
  /** A short form of the name for tight spaces. */
  shortName: z.string().min(1),
  /** The strapline used as the home hero heading. */
  tagline: localized(z.string().min(1)),
  /** Default meta description for pages that do not set their own. */
  description: z.string().min(1).max(300),
  /** Canonical origin of the public site, without a trailing slash. */
  url: z.httpUrl(),
  /** BCP 47 language of the content. */
  locale: z.string().default('en'),
  /** Addresses shown on contact and legal pages. */
  email: z.object({
    general: z.email(),
    privacy: z.email(),
    legal: z.email(),
  }),
  /**
   * Who answers for visitors' personal data under the PDPL, as the privacy policy and the privacy
   * mails name it (docs/privacy/representative.md). The data-protection contact is reached at
   * `email.privacy`.
   */
  controller: z.object({
    /** The company's registered legal name, e.g. "Majlis Network Company". */
    legalName: localized(z.string().min(1).max(200)),
    /** Its registered address in one line: building, street, district, city, postal code, country. */
    address: localized(z.string().min(1).max(300)),
    /** The data-protection contact: a person's name or a role, e.g. "Data Protection Officer". */
    dataProtectionContact: localized(z.string().min(1).max(120)),
  }),
  /** Company social profiles linked from the footer. */
  social: z.object({ linkedin: z.httpUrl() }),
  /** The announcement strip above the navigation, shown from `start` until `end`; omit to hide it. */
  banner: z
    .object({
      /** The sentence shown. */
      text: z.string().min(1),
      /** Where it leads, e.g. an event page. */
      href: z.string().optional(),
      /** The first moment it is shown, with its offset, e.g. '2025-09-01T00:00:00+03:00'. */
      start: zonedDateTime,
      /** The moment it goes away, e.g. when its event ends. */
      end: zonedDateTime,
    })
    .refine((banner) => banner.end > banner.start, {
      message: 'end must be after start',
      path: ['end'],
      when: ({ issues }) => issues.length === 0,
    })
    .optional(),
});

/** The settings in one language (src/lib/site/settings.ts resolves the `{ en, ar }` fields). */
export type SiteSettings = Resolved<z.infer<typeof siteSettingsSchema>>;
