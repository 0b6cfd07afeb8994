import type { ResourcesWords } from './resources-words.ts';

/** The resources explorer's Arabic words (Modern Standard Arabic), key for key with resources-en.ts. */
export const resourcesAr = {
  searchLabel: 'البحث في القطاعات',
  sortLabel: 'ترتيب القطاعات',
  sortOptions: {
    score: 'الترتيب حسب التقييم',
    investment: 'الترتيب حسب الاستثمار',
    name: 'الترتيب حسب الاسم',
  },
  industries: 'القطاعات',
  opportunityScore: 'مؤشر الفرصة',
  expectedInvestment: 'الاستثمار المتوقع',
  totalAddressableMarket: 'إجمالي السوق المتاحة',
  whatIs: 'ما المقصود بـ{topic}؟',
  keyAreas: 'المجالات الرئيسية',
  technologyTailwinds: 'التقنيات الداعمة',
  leaders: 'أبرز الشركات في القطاع',
  opportunities: 'الفرص',
  applications: 'التطبيقات',
  impact: 'الأثر',
  scoreLine: 'يحصل قطاع {name} على {score} من 100.',
  // Arabic counted nouns: 1 and 2 have their own forms, 3–10 the plural, 11–99 the accusative singular.
  showingAll: {
    zero: 'لا توجد قطاعات',
    one: 'عرض القطاع الوحيد',
    two: 'عرض القطاعين كليهما',
    few: 'عرض جميع القطاعات ({total} قطاعات)',
    many: 'عرض جميع القطاعات ({total} قطاعًا)',
    other: 'عرض جميع القطاعات ({total} قطاع)',
  },
  showingSome: {
    zero: 'عرض {shown} من أصل {total} قطاع',
    one: 'عرض {shown} من أصل قطاع واحد',
    two: 'عرض {shown} من أصل قطاعين',
    few: 'عرض {shown} من أصل {total} قطاعات',
    many: 'عرض {shown} من أصل {total} قطاعًا',
    other: 'عرض {shown} من أصل {total} قطاع',
  },
  noMatch: 'لا توجد قطاعات تطابق «{query}».',
  noMatchHint: 'جرّب اسم قطاع، أو قطاعًا فرعيًا مثل «الضيافة»، أو اسم شركة.',
  clearSearch: 'مسح البحث',
  closeDialog: 'إغلاق',
} as const satisfies ResourcesWords;
