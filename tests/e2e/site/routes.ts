/** The routes this suite owns, with what each must show. */
export interface SiteRoute {
  path: string;
  /** Exact <title>. */
  title: string;
  /** The page's h1. */
  heading: string | RegExp;
  /** Canonical path, when the page has one (the 404 page does not). */
  canonical?: string;
  /** The page hosts React islands (forms), so it may load JavaScript (measured in tests/e2e/forms). */
  hasIslands?: true;
  /** The page's language; English unless given. */
  lang?: 'ar';
}

export const origin = 'https://majlis.network';

export const siteRoutes: readonly SiteRoute[] = [
  {
    path: '/',
    title: 'Land & Expand in Saudi Arabia | Majlis Network',
    heading: 'Land & Expand in Saudi Arabia',
    canonical: '/',
    hasIslands: true,
  },
  {
    path: '/people',
    title: 'People | Majlis Network',
    heading: 'The people behind the network',
    canonical: '/people',
  },
  {
    path: '/clients-partners',
    title: 'Clients & Partners | Majlis Network',
    heading: 'Clients & Partners',
    canonical: '/clients-partners',
  },
  {
    path: '/contact',
    title: 'Contact | Majlis Network',
    heading: 'Contact us',
    canonical: '/contact',
    hasIslands: true,
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy | Majlis Network',
    heading: 'Privacy Policy',
    canonical: '/privacy-policy',
  },
  {
    path: '/terms-of-use',
    title: 'Terms of Use | Majlis Network',
    heading: 'Terms of Use',
    canonical: '/terms-of-use',
  },
  {
    path: '/your-data',
    title: 'Your data | Majlis Network',
    heading: 'Your data',
    canonical: '/your-data',
    hasIslands: true,
  },
  {
    path: '/your-data/verify',
    title: 'Confirm your request | Majlis Network',
    heading: 'Confirm your request',
    hasIslands: true,
  },
  {
    path: '/newsletter/confirm',
    title: 'Confirm your subscription | Majlis Network',
    heading: 'Confirm your subscription',
    hasIslands: true,
  },
  {
    path: '/unsubscribe',
    title: 'Unsubscribe from the newsletter | Majlis Network',
    heading: 'Stop receiving the newsletter?',
  },
  {
    path: '/unsubscribed',
    title: 'You are unsubscribed | Majlis Network',
    heading: 'You are unsubscribed',
  },
  {
    path: '/unsubscribe-link-invalid',
    title: 'This unsubscribe link does not work | Majlis Network',
    heading: 'This unsubscribe link does not work',
  },
  {
    path: '/no-such-page',
    title: 'Page not found | Majlis Network',
    heading: 'We could not find that page',
  },
  {
    path: '/login',
    title: 'Member Login | Majlis Network',
    heading: 'Member Login',
    canonical: '/login',
    hasIslands: true,
  },
  // The Arabic pages (issue 28): the same checks, in Arabic, right to left.
  {
    path: '/ar/login',
    title: 'دخول الأعضاء | Majlis Network',
    heading: 'دخول الأعضاء',
    canonical: '/ar/login',
    hasIslands: true,
    lang: 'ar',
  },
  {
    path: '/ar',
    title: 'انطلق وتوسّع في المملكة العربية السعودية | Majlis Network',
    heading: 'انطلق وتوسّع في المملكة العربية السعودية',
    canonical: '/ar',
    hasIslands: true,
    lang: 'ar',
  },
  {
    path: '/ar/people',
    title: 'فريقنا | Majlis Network',
    heading: 'الفريق الذي يقف وراء الشبكة',
    canonical: '/ar/people',
    lang: 'ar',
  },
  {
    path: '/ar/clients-partners',
    title: 'العملاء والشركاء | Majlis Network',
    heading: 'العملاء والشركاء',
    canonical: '/ar/clients-partners',
    lang: 'ar',
  },
  {
    path: '/ar/contact',
    title: 'تواصل معنا | Majlis Network',
    heading: 'تواصل معنا',
    canonical: '/ar/contact',
    hasIslands: true,
    lang: 'ar',
  },
  {
    path: '/ar/privacy-policy',
    title: 'سياسة الخصوصية | Majlis Network',
    heading: 'سياسة الخصوصية',
    canonical: '/ar/privacy-policy',
    lang: 'ar',
  },
  {
    path: '/ar/terms-of-use',
    title: 'شروط الاستخدام | Majlis Network',
    heading: 'شروط الاستخدام',
    canonical: '/ar/terms-of-use',
    lang: 'ar',
  },
  // Data rights in Arabic (issue 41, item 5): the Arabic privacy policy and mails lead here.
  {
    path: '/ar/your-data',
    title: 'بياناتك | Majlis Network',
    heading: 'بياناتك',
    canonical: '/ar/your-data',
    hasIslands: true,
    lang: 'ar',
  },
  {
    path: '/ar/your-data/verify',
    title: 'أكّد طلبك | Majlis Network',
    heading: 'أكّد طلبك',
    hasIslands: true,
    lang: 'ar',
  },
  {
    path: '/ar/newsletter/confirm',
    title: 'أكّد اشتراكك | Majlis Network',
    heading: 'أكّد اشتراكك',
    hasIslands: true,
    lang: 'ar',
  },
  {
    path: '/ar/unsubscribe',
    title: 'إلغاء الاشتراك في النشرة الإخبارية | Majlis Network',
    heading: 'هل تريد التوقف عن تلقّي النشرة الإخبارية؟',
    lang: 'ar',
  },
  {
    path: '/ar/unsubscribed',
    title: 'تم إلغاء اشتراكك | Majlis Network',
    heading: 'تم إلغاء اشتراكك',
    lang: 'ar',
  },
  {
    path: '/ar/unsubscribe-link-invalid',
    title: 'رابط إلغاء الاشتراك هذا لا يعمل | Majlis Network',
    heading: 'رابط إلغاء الاشتراك هذا لا يعمل',
    lang: 'ar',
  },
];

/** Public pages with no Arabic version yet (none now: /your-data came in issue 41). */
export const englishOnlyPaths: readonly string[] = [];

/** The page's URL in both languages and x-default, as its head and the sitemap must name them. */
export function expectedAlternates(canonical: string): Record<string, string> {
  const english = canonical.replace(/^\/ar(?=\/|$)/, '') || '/';
  // A page still English only (its form comes in Arabic with the other forms) names no alternates.
  if (englishOnlyPaths.includes(english)) return {};
  const arabic = english === '/' ? '/ar' : `/ar${english}`;
  return {
    en: new URL(english, origin).href,
    ar: new URL(arabic, origin).href,
    'x-default': new URL(english, origin).href,
  };
}
