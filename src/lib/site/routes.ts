/** A link in the site chrome. */
export interface NavLink {
  href: string;
  label: string;
}

/** The "About" group of the navigation menu and footer. */
export const aboutLinks: readonly NavLink[] = [
  { href: '/people', label: 'People' },
  { href: '/clients-partners', label: 'Clients & Partners' },
  { href: '/contact', label: 'Contact' },
];

/** The members' resources explorer ("Opportunities" in the menu). */
export const resourcesLink: NavLink = { href: '/resources', label: 'Opportunities' };

/** Where members sign in. */
export const loginLink: NavLink = { href: '/login', label: 'Member Login' };

/** The legal pages linked from the footer; their Markdown lives in content/legal/. */
export const legalLinks: readonly NavLink[] = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-use', label: 'Terms of Use' },
  // Where a person asks to see, correct or delete their data (docs/behaviour/privacy-requests.md).
  { href: '/your-data', label: 'Your Data' },
];

/**
 * The target of every "Join the network" / "Request to Join" control. The join island intercepts
 * clicks on `[data-join-trigger]`; without it, `?join=true` opens the modal when the page loads.
 */
export const joinHref = '/?join=true';

/** The URL path of an event page, from its collection id (the file name). */
export function eventPath(id: string): string {
  return `/events/${id}`;
}

/** Labels of the navigation menus, shared by the header, the mobile menu and the bottom bar. */
export const menuLabels = {
  upcoming: 'Upcoming',
  past: 'Past',
  about: 'About',
  home: 'Home',
  resources: 'Resources',
} as const;

/** What an empty event menu says, so screen readers hear a sentence rather than an empty list. */
export const emptyMenuText = {
  upcoming: 'No upcoming events announced',
  past: 'No past events yet',
} as const;
