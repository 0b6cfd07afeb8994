import type { Locale } from './locales.ts';

/**
 * The fixed words of an event page below its hero (details, people, agenda, videos, registration),
 * one entry per locale; `satisfies Record<Locale, EventPageWords>` makes a missing one fail the type
 * check. The event's own texts are in its content file (src/content/schemas/event.ts).
 */
export interface EventPageWords {
  details: string;
  date: string;
  time: string;
  place: string;
  capacity: string;
  admission: string;
  format: string;
  schedule: string;
  addToCalendar: string;
  icsFile: string;
  /** The words around the number in "Limited to 40 guests; a waitlist is kept once full". */
  limitedTo: (waitlist: boolean) => [before: string, after: string];
  free: string;
  samplesNote: string;
  agenda: string;
  videos: string;
  playVideo: string;
  videoToBeAdded: string;
  pastHeading: string;
  /** "<title> took place on <date>." */
  tookPlace: (title: string, date: string) => string;
  membersInvited: (site: string) => string;
  joinNetwork: string;
  joinUs: string;
  /** The words around the number in "Places are limited to 40 guests." */
  placesLimited: (waitlist: boolean) => [before: string, after: string];
  byInvitation: string;
  opensInNewTab: string;
  noScript: string;
  invitationSubject: (title: string) => string;
}

export const eventPageWords = {
  en: {
    details: 'Details',
    date: 'Date',
    time: 'Time',
    place: 'Place',
    capacity: 'Capacity',
    admission: 'Admission',
    format: 'Format',
    schedule: 'Schedule',
    addToCalendar: 'Add to calendar',
    icsFile: ' (.ics file)',
    limitedTo: (waitlist) => [
      'Limited to ',
      ` guests${waitlist ? '; a waitlist is kept once full' : ''}`,
    ],
    free: 'Free of charge',
    samplesNote: 'Profiles marked “Sample” stand in for names that are not published here yet.',
    agenda: 'Agenda',
    videos: 'Overview Videos',
    playVideo: 'Play video: ',
    videoToBeAdded: 'Video to be added',
    pastHeading: 'This gathering has taken place',
    tookPlace: (title, date) => `${title} took place on ${date}.`,
    membersInvited: (site) => `Members of the ${site} are invited to the gatherings that follow.`,
    joinNetwork: 'Join the Network',
    joinUs: 'Join us',
    placesLimited: (waitlist) => [
      'Places are limited to ',
      ` guests${waitlist ? '; once full, requests join a waitlist' : ''}.`,
    ],
    byInvitation: 'Places are by invitation.',
    opensInNewTab: 'Registration opens in a new tab.',
    noScript: 'To request an invitation without JavaScript, write to',
    invitationSubject: (title) => `Invitation request: ${title}`,
  },
  ar: {
    details: 'التفاصيل',
    date: 'التاريخ',
    time: 'الوقت',
    place: 'المكان',
    capacity: 'السعة',
    admission: 'الدخول',
    format: 'البرنامج',
    schedule: 'الجدول',
    addToCalendar: 'أضف إلى التقويم',
    icsFile: ' (ملف ‎.ics)',
    // Every capacity is 11 to 99 guests, which Arabic counts with the singular (ضيفًا).
    limitedTo: (waitlist) => [
      'يقتصر على ',
      ` ضيفًا${waitlist ? '، وتُحفظ قائمة انتظار عند اكتمال العدد' : ''}`,
    ],
    free: 'مجاني',
    samplesNote: 'الملفات التي تحمل علامة «نموذج» تحلّ محلّ أسماء لم تُنشر هنا بعد.',
    agenda: 'جدول الأعمال',
    videos: 'مقاطع فيديو تعريفية',
    playVideo: 'تشغيل الفيديو: ',
    videoToBeAdded: 'سيُضاف الفيديو لاحقًا',
    pastHeading: 'أُقيم هذا اللقاء',
    tookPlace: (title, date) => `أُقيمت فعالية «${title}» يوم ${date}.`,
    membersInvited: () => 'يُدعى أعضاء الشبكة إلى اللقاءات القادمة.',
    joinNetwork: 'انضم إلى الشبكة',
    joinUs: 'انضم إلينا',
    placesLimited: (waitlist) => [
      'عدد المقاعد محدود بـ ',
      ` ضيفًا${waitlist ? '، وعند اكتمال العدد تُضاف الطلبات إلى قائمة الانتظار' : ''}.`,
    ],
    byInvitation: 'الحضور بدعوة.',
    opensInNewTab: 'يُفتح التسجيل في علامة تبويب جديدة.',
    noScript: 'لطلب دعوة دون JavaScript، راسلنا على',
    invitationSubject: (title) => `طلب دعوة: ${title}`,
  },
} as const satisfies Record<Locale, EventPageWords>;

/** The event page's fixed words in `locale`. */
export function eventPageWordsFor(locale: Locale): EventPageWords {
  return eventPageWords[locale];
}
