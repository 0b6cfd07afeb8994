import { chromeFor } from '../i18n/dictionary.ts';
import { localizedPath, type Locale } from '../i18n/locales.ts';

/** A link in the site chrome. */
export interface NavLink {
  href: string;
  label: string;
  /** The label's language when it differs from the page's (an English event title on /ar/). */
  lang?: string;
  /** The label's direction when it differs from the page's (left to right with `lang: 'en'`). */
  dir?: 'ltr' | 'rtl';
}

/** The chrome's links and labels in one language, paths prefixed for it (src/lib/i18n). */
export function siteLinks(locale: Locale) {
  const t = chromeFor(locale);
  const link = (href: string, label: string): NavLink => ({
    href: localizedPath(href, locale),
    label,
  });
  return {
    home: link('/', t.nav.home),
    about: [
      link('/people', t.nav.people),
      link('/clients-partners', t.nav.clientsPartners),
      link('/contact', t.nav.contact),
    ],
    resources: link('/resources', t.nav.opportunities),
    login: link('/login', t.nav.login),
    legal: [
      link('/privacy-policy', t.legal.privacy),
      link('/terms-of-use', t.legal.terms),
      // Where a person asks to see, correct or delete their data (docs/behaviour/privacy-requests.md).
      link('/your-data', t.legal.yourData),
    ],
    menuLabels: {
      upcoming: t.nav.upcoming,
      past: t.nav.past,
      about: t.nav.about,
      home: t.nav.home,
      resources: t.nav.resources,
    },
    emptyMenuText: { upcoming: t.empty.upcoming, past: t.empty.past },
  } as const;
}

/**
 * The target of every "Join the network" / "Request to Join" control, on the home page of the
 * page's language. The join island intercepts clicks on `[data-join-trigger]`; without it (or
 * when the modal cannot load), `?join=true` opens the modal when that home page loads.
 */
export function joinHrefIn(locale: Locale): string {
  return `${localizedPath('/', locale)}?join=true`;
}

/** The URL path of an event page, from its collection id (the file name). */
export function eventPath(id: string): string {
  return `/events/${id}`;
}
