/**
 * The facts each event page must show, written by hand
 * (docs/behaviour/public-pages.md#event-pages), not read from the content files, so a wrong date
 * or capacity in content/events fails the browser tests.
 */
export interface ExpectedEvent {
  slug: string;
  title: string;
  /** The Arabic title, search title and badges that /ar/ shows (issue 28). */
  ar: { title: string; seoTitle: string; badges: string[] };
  badges: string[];
  /** The local start day as printed. */
  date: string;
  /** The time span as printed. */
  time: string;
  /** JSON-LD startDate / endDate with the Riyadh offset. */
  startDate: string;
  endDate: string;
  /** The .ics DTSTART in UTC. */
  dtstart: string;
  /** Text of the capacity fact, or undefined when the page states no cap. */
  capacity?: string;
  /** "time label" rows of the schedule, in order. */
  schedule?: string[];
  /** Other facts that must appear on the page. */
  texts?: string[];
  agendaItems?: number;
  people?: number;
  videos?: number;
  cta: string;
  /** 'request' when the page takes in-page invitation requests (an island) instead of a link out. */
  registration?: 'request';
}

export const expectedEvents: ExpectedEvent[] = [
  {
    slug: 'majlis-business-forum',
    title: 'Majlis Business Forum',
    ar: {
      title: 'منتدى المجلس للأعمال',
      seoTitle: 'منتدى المجلس للأعمال، الرياض',
      badges: ['قمة خاصة'],
    },
    badges: ['Private Summit'],
    date: 'Thursday, 13 February 2025',
    time: '7:00 PM – 1:00 AM AST (next day)',
    startDate: '2025-02-13T19:00:00+03:00',
    endDate: '2025-02-14T01:00:00+03:00',
    dtstart: '20250213T160000Z',
    texts: ['Venue in Riyadh, shared on registration', 'Networking · Panels · 1:1 meetings'],
    cta: 'Request an Invitation',
    registration: 'request',
  },
  {
    slug: 'leap-dinner',
    title: 'The Majlis LEAP Dinner',
    ar: {
      title: 'عشاء المجلس في LEAP',
      seoTitle: 'عشاء المجلس في LEAP، الرياض',
      badges: ['لقاء خاص'],
    },
    badges: ['Private Gathering'],
    date: 'Sunday, 9 February 2025',
    time: '7:00 PM – 1:00 AM AST (next day)',
    startDate: '2025-02-09T19:00:00+03:00',
    endDate: '2025-02-10T01:00:00+03:00',
    dtstart: '20250209T160000Z',
    texts: ['About LEAP 2025', '9 to 12 February 2025'],
    cta: 'Request an Invitation',
    registration: 'request',
  },
  {
    slug: 'suhoor-dinner',
    title: 'Ramadan Suhoor Dinner',
    ar: {
      title: 'مأدبة سحور رمضانية',
      seoTitle: 'مأدبة سحور رمضانية، الرياض',
      badges: ['لقاء خاص'],
    },
    badges: ['Private Gathering'],
    date: 'Saturday, 8 March 2025',
    time: '9:00 PM – 1:00 AM AST (next day)',
    startDate: '2025-03-08T21:00:00+03:00',
    endDate: '2025-03-09T01:00:00+03:00',
    dtstart: '20250308T180000Z',
    capacity: 'Limited to 25 guests',
    schedule: ['9:00 PM Arrival', '9:30 PM Suhoor is served', '1:00 AM End'],
    cta: 'Request an Invitation',
  },
  {
    slug: 'fireside-chats',
    title: 'Fireside Chats: An Iftar Gathering',
    ar: {
      title: 'جلسات حوارية: لقاء على مائدة الإفطار',
      seoTitle: 'جلسات حوارية: لقاء على مائدة الإفطار، العمارية',
      badges: ['لقاء خاص', 'بدعوة فقط'],
    },
    badges: ['Private Gathering', 'Invitation Only'],
    date: 'Thursday, 20 March 2025',
    time: '5:45 PM – 9:00 PM AST',
    startDate: '2025-03-20T17:45:00+03:00',
    endDate: '2025-03-20T21:00:00+03:00',
    dtstart: '20250320T144500Z',
    capacity: 'Limited to 20 guests; a waitlist is kept once full',
    schedule: ['5:45 PM Arrival', '6:05 PM Iftar', '7:00 PM Fireside chats', '9:00 PM End'],
    texts: ['Farmhouse in Al Amaariah', 'Free of charge'],
    cta: 'Request an Invite',
  },
  {
    slug: 'an-evening-with-github-cofounder',
    title: 'An Evening with a Co-founder of GitHub',
    ar: {
      title: 'أمسية مع أحد مؤسسي GitHub',
      seoTitle: 'أمسية مع أحد مؤسسي GitHub في الرياض',
      badges: ['لقاء خاص'],
    },
    badges: ['Private Gathering'],
    date: 'Sunday, 20 April 2025',
    time: '7:30 PM – 11:30 PM AST',
    startDate: '2025-04-20T19:30:00+03:00',
    endDate: '2025-04-20T23:30:00+03:00',
    dtstart: '20250420T163000Z',
    capacity: 'Limited to 50 guests; a waitlist is kept once full',
    schedule: ['7:30 PM Reception', '8:30 PM Dining', '9:30 PM Conversation', '11:30 PM End'],
    texts: ['Farmhouse in Riyadh', 'Guests of Honour', 'Who We Seek', 'What to Expect'],
    people: 1,
    cta: 'Request an Invitation',
  },
  {
    slug: 'an-evening-with-180-studios',
    title: 'An Evening with 180 Studios',
    ar: {
      title: 'أمسية مع 180 Studios',
      // A left-to-right mark keeps "180 Studios" in order in plain text (tests/e2e/site/bidi-runs.spec.ts).
      seoTitle: 'أمسية مع \u200E180 Studios في الرياض',
      badges: ['لقاء خاص'],
    },
    badges: ['Private Gathering'],
    date: 'Tuesday, 24 June 2025',
    time: '7:30 PM – 11:30 PM AST',
    startDate: '2025-06-24T19:30:00+03:00',
    endDate: '2025-06-24T23:30:00+03:00',
    dtstart: '20250624T163000Z',
    capacity: 'Limited to 25 guests',
    schedule: [
      '7:30 PM Reception',
      '8:30 PM Dining with live music',
      '9:30 PM Networking',
      '11:30 PM End',
    ],
    videos: 2,
    cta: 'RSVP',
  },
  {
    slug: 'an-evening-with-moove-ceo',
    title: 'Mobility Financing: An Evening with the Co-CEO of Moove',
    ar: {
      title: 'تمويل التنقل: أمسية مع الرئيس التنفيذي المشارك لشركة Moove',
      seoTitle: 'تمويل التنقل: أمسية مع الرئيس التنفيذي المشارك لـ Moove، الرياض',
      badges: ['لقاء خاص'],
    },
    badges: ['Private Gathering'],
    date: 'Tuesday, 7 October 2025',
    time: '7:30 PM – 11:00 PM AST',
    startDate: '2025-10-07T19:30:00+03:00',
    endDate: '2025-10-07T23:00:00+03:00',
    dtstart: '20251007T163000Z',
    schedule: [
      '7:30 PM Reception',
      '8:30 PM Fireside chat',
      '9:30 PM Networking dinner',
      '11:00 PM End',
    ],
    texts: [
      'Private residence in Riyadh',
      'The Innovation Journey',
      'Technology Leadership',
      'The Company',
      'The Guests',
      'What to Expect',
    ],
    people: 1,
    cta: 'Request Your Invitation',
  },
  {
    slug: 'art-wealth-management',
    title: 'Canvases & Capital: Art & Wealth in the New KSA',
    ar: {
      title: 'لوحات ورأس مال: الفن والثروة في المملكة الجديدة',
      seoTitle: 'لوحات ورأس مال: الفن والثروة في المملكة الجديدة',
      badges: ['لقاء خاص', 'عدد محدود'],
    },
    badges: ['Private Gathering', 'Limited Capacity'],
    date: 'Sunday, 26 October 2025',
    time: '7:00 PM – 11:00 PM AST',
    startDate: '2025-10-26T19:00:00+03:00',
    endDate: '2025-10-26T23:00:00+03:00',
    dtstart: '20251026T160000Z',
    capacity: 'Limited to 50 guests',
    texts: ['The Panels', 'The Reception'],
    people: 6,
    cta: 'Request Your Invitation',
  },
  {
    slug: 'capital-culture-riyadh',
    title: 'Capital & Culture: Structuring the Future of Cities',
    ar: {
      title: 'رأس المال والثقافة: هيكلة مستقبل المدن',
      seoTitle: 'رأس المال والثقافة: هيكلة مستقبل المدن، الرياض',
      badges: ['قمة خاصة', 'بدعوة فقط'],
    },
    badges: ['Private Summit', 'Invitation Only'],
    date: 'Tuesday, 18 November 2025',
    time: '7:00 PM – 11:30 PM AST',
    startDate: '2025-11-18T19:00:00+03:00',
    endDate: '2025-11-18T23:30:00+03:00',
    dtstart: '20251118T160000Z',
    schedule: [
      '7:00 PM Reception',
      '7:30 PM Keynote',
      '8:15 PM Panel 1',
      '9:00 PM Panel 2',
      '9:45 PM Dinner',
      '10:30 PM Roundtables',
      '11:30 PM Close',
    ],
    texts: ['Private residence in Riyadh, location shared on confirmation'],
    cta: 'Request an Invitation',
  },
  {
    slug: 'vntr-investor-forum',
    title: 'VNTR Investor Forum Riyadh',
    ar: {
      title: 'منتدى VNTR للمستثمرين في الرياض',
      seoTitle: 'منتدى VNTR للمستثمرين في الرياض',
      badges: ['قمة خاصة'],
    },
    badges: ['Private Summit'],
    date: 'Wednesday, 23 April 2025',
    time: '9:00 AM – 10:00 PM AST',
    startDate: '2025-04-23T09:00:00+03:00',
    endDate: '2025-04-23T22:00:00+03:00',
    dtstart: '20250423T060000Z',
    agendaItems: 16,
    people: 18,
    cta: 'Register Now',
  },
];

/** Old and duplicate paths and the canonical page each must answer 301 to. */
export const expectedRedirects: [from: string, to: string][] = [
  ['/github-founder', '/events/an-evening-with-github-cofounder'],
  ['/events/github-founder', '/events/an-evening-with-github-cofounder'],
  ['/events/studios180-event', '/events/an-evening-with-180-studios'],
];
