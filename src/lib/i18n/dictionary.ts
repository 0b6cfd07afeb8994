import type { Locale } from './locales.ts';

/**
 * The public site chrome's words (header, menus, bottom bar, footer, skip link, 404), one entry per
 * locale. `satisfies Record<Locale, Chrome>` makes a missing key or language fail the type check
 * (docs/architecture.md#languages: one dictionary per island group).
 */
export interface Chrome {
  skipLink: string;
  nav: {
    main: string;
    upcoming: string;
    past: string;
    about: string;
    home: string;
    resources: string;
    opportunities: string;
    login: string;
    people: string;
    clientsPartners: string;
    contact: string;
    upcomingEvents: string;
    quickLinks: string;
  };
  empty: { upcoming: string; past: string; other: string };
  menu: { title: string; close: string; closeHidden: string; open: string };
  account: { signedInAs: string; yourAccount: string; signOut: string };
  footer: { label: string; about: string; contact: string };
  /** What a screen reader hears of a link that leaves the site, and a partner's logo. */
  external: {
    /** After the link's text: " (opens in a new tab)". */
    newTab: string;
    /** After a partner's web address: " ({name} website, opens in a new tab)". */
    partnerSite: (name: string) => string;
    /** A partner logo's alternative text. */
    partnerLogo: (name: string) => string;
  };
  legal: { privacy: string; terms: string; yourData: string };
  logoHome: string;
  back: string;
  backTo: string;
  home: string;
  join: string;
  error404: string;
  languageSwitch: string;
  /** Shown above a block whose Arabic text is missing (the English stands in). */
  onlyInEnglish: string;
  /** The contact page's fixed words (its copy is in content/pages/contact.yaml). */
  contactPage: {
    message: string;
    details: string;
    general: string;
    privacy: string;
    legal: string;
    linkedIn: (name: string) => string;
  };
  /** The unsubscribe pages' fixed words (their copy is in content/pages/unsubscribe*.yaml). */
  unsubscribePage: { button: string; privacyNotice: string; home: string };
  /** The resources page's join button. */
  joinSite: (name: string) => string;
  /** After a join button's label, naming the audience: "Request to Join as Founders". */
  joinAs: string;
  /** Under a legal page's heading: version and date. */
  versionLine: (version: string) => string;
  /** An event page's hero: its badges' list name and the past event's button. */
  eventHero: { badges: string; joinNetwork: string };
}

export const dictionary = {
  en: {
    skipLink: 'Skip to content',
    nav: {
      main: 'Main',
      upcoming: 'Upcoming',
      past: 'Past',
      about: 'About',
      home: 'Home',
      resources: 'Resources',
      opportunities: 'Opportunities',
      login: 'Member Login',
      people: 'People',
      clientsPartners: 'Clients & Partners',
      contact: 'Contact',
      upcomingEvents: 'Upcoming events',
      quickLinks: 'Quick links',
    },
    empty: {
      upcoming: 'No upcoming events announced',
      past: 'No past events yet',
      other: 'Nothing here yet',
    },
    menu: { title: 'Menu', close: 'Close', closeHidden: ' menu', open: 'Menu' },
    account: {
      signedInAs: 'Signed in as ',
      yourAccount: 'Your account: invitations and passes',
      signOut: 'Sign out',
    },
    footer: {
      label: 'Footer',
      about: 'About',
      contact: 'Contact',
    },
    external: {
      newTab: ' (opens in a new tab)',
      partnerSite: (name) => ` (${name} website, opens in a new tab)`,
      partnerLogo: (name) => `${name} logo`,
    },
    legal: { privacy: 'Privacy Policy', terms: 'Terms of Use', yourData: 'Your Data' },
    logoHome: ', home',
    back: 'Back',
    backTo: ' to ',
    home: 'home',
    join: 'Join',
    error404: 'Error 404',
    languageSwitch: 'Read this page in',
    onlyInEnglish: 'This section is available in English only.',
    versionLine: (version) => `Version ${version}, last updated`,
    eventHero: { badges: 'Event type', joinNetwork: 'Join the Network' },
    contactPage: {
      message: 'Send us a message',
      details: 'Contact details',
      general: 'General enquiries and membership',
      privacy: 'Privacy and personal data',
      legal: 'Legal matters',
      linkedIn: (name) => `${name} on LinkedIn`,
    },
    unsubscribePage: { button: 'Unsubscribe', privacyNotice: 'Privacy notice', home: 'Home' },
    joinAs: ' as ',
    joinSite: (name) => `Join the ${name}`,
  },
  ar: {
    skipLink: 'انتقل إلى المحتوى',
    nav: {
      main: 'الرئيسية',
      upcoming: 'الفعاليات القادمة',
      past: 'الفعاليات السابقة',
      about: 'من نحن',
      home: 'الرئيسية',
      resources: 'الموارد',
      opportunities: 'الفرص',
      login: 'دخول الأعضاء',
      people: 'فريقنا',
      clientsPartners: 'العملاء والشركاء',
      contact: 'تواصل معنا',
      upcomingEvents: 'الفعاليات القادمة',
      quickLinks: 'روابط سريعة',
    },
    empty: {
      upcoming: 'لم يُعلَن عن فعاليات قادمة بعد',
      past: 'لا توجد فعاليات سابقة بعد',
      other: 'لا يوجد شيء هنا بعد',
    },
    menu: { title: 'القائمة', close: 'إغلاق', closeHidden: ' القائمة', open: 'القائمة' },
    account: {
      signedInAs: 'مسجَّل الدخول باسم ',
      yourAccount: 'حسابك: الدعوات وبطاقات الدخول',
      signOut: 'تسجيل الخروج',
    },
    footer: {
      label: 'تذييل الصفحة',
      about: 'من نحن',
      contact: 'تواصل معنا',
    },
    external: {
      newTab: ' (يُفتح في علامة تبويب جديدة)',
      partnerSite: (name) => ` (موقع ${name}، يُفتح في علامة تبويب جديدة)`,
      partnerLogo: (name) => `شعار ${name}`,
    },
    legal: { privacy: 'سياسة الخصوصية', terms: 'شروط الاستخدام', yourData: 'بياناتك' },
    logoHome: '، الصفحة الرئيسية',
    back: 'رجوع',
    backTo: ' إلى ',
    home: 'الصفحة الرئيسية',
    join: 'انضم',
    error404: 'خطأ 404',
    languageSwitch: 'اقرأ هذه الصفحة باللغة',
    onlyInEnglish: 'هذا القسم متاح باللغة الإنجليزية فقط.',
    versionLine: (version) => `الإصدار ${version}، آخر تحديث`,
    eventHero: { badges: 'نوع الفعالية', joinNetwork: 'انضم إلى الشبكة' },
    contactPage: {
      message: 'أرسل إلينا رسالة',
      details: 'بيانات التواصل',
      general: 'الاستفسارات العامة والعضوية',
      privacy: 'الخصوصية والبيانات الشخصية',
      legal: 'الشؤون القانونية',
      linkedIn: (name) => `${name} على لينكدإن`,
    },
    unsubscribePage: {
      button: 'إلغاء الاشتراك',
      privacyNotice: 'إشعار الخصوصية',
      home: 'الصفحة الرئيسية',
    },
    joinAs: ' بصفتك من ',
    joinSite: () => 'انضم إلى الشبكة',
  },
} as const satisfies Record<Locale, Chrome>;

/** The chrome's words in `locale`. */
export function chromeFor(locale: Locale): Chrome {
  return dictionary[locale];
}
