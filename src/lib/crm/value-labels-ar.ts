/**
 * The Arabic names of the value lists the staff app shows, whose English is written beside each id
 * in supabase/functions/_shared/domain (and, for the guest mix's seniority and the attendance
 * words, in src/lib). Each record is typed by the list's own type, so a value added to a list is a
 * type error here until it has its Arabic. The staff app's other words are in ./labels-ar.ts.
 *
 * Not here, because their Arabic is already written elsewhere:
 * - industries: each industry's `name.ar` in content/resources/industries/<id>.yaml;
 * - privacy request kinds: `kinds` of the Arabic words in src/lib/privacy/your-data-messages.ts
 *   (the staff app names a request by the words the person chose, as in English);
 * - event types in a sentence ("منتدى الأعمال", "عشاء الشبكة"): `eventType` in
 *   supabase/functions/_shared/mail/words/ar.ts (the list's `inMail`); only the short `label` the
 *   staff app shows is here;
 * - consent purposes: `consents.purposes` in src/lib/account/words-ar.ts (the staff app shows none).
 */
import type {
  CampaignOutcome,
  CampaignStatus,
} from '../../../supabase/functions/_shared/domain/campaigns.ts';
import type { EventType } from '../../../supabase/functions/_shared/domain/event-types.ts';
import type { LeadType } from '../../../supabase/functions/_shared/domain/lead-types.ts';
import type { PipelineStage } from '../../../supabase/functions/_shared/domain/pipeline-stages.ts';
import type {
  PrivacyIncidentStatus,
  PrivacyRequestStatus,
} from '../../../supabase/functions/_shared/domain/privacy.ts';
import type { RequestStatus } from '../../../supabase/functions/_shared/domain/request-statuses.ts';
import type { RetentionRuleKey } from '../../../supabase/functions/_shared/domain/retention-rules.ts';
import type { AttendanceWords } from '../events/attendance.ts';
import type { daysLeftText, notifyText } from '../privacy/deadlines.ts';
import { arabicCount } from '../text/arabic-count.ts';
import type { Seniority } from './guest-mix.ts';

/**
 * The pipeline stages. The first three keep the sales acronym a Saudi sales team says in English
 * (MQL, SQL, SQO) beside an Arabic name that explains it.
 */
const pipelineStages = {
  mql_lead: {
    label: 'مؤهَّل تسويقيًا (MQL)',
    description: 'عملاء محتملون أهّلهم التسويق وهم جاهزون للتواصل الأول',
  },
  sql_qualification: {
    label: 'تأهيل المبيعات (SQL)',
    description: 'عملاء محتملون أهّلتهم المبيعات وهم قيد التقييم',
  },
  sqo_discovery: { label: 'استكشاف الفرصة (SQO)', description: 'فرص في مرحلة الاستكشاف' },
  evaluation: { label: 'التقييم', description: 'عملاء محتملون يدرسون العضوية حاليًا' },
  closed_won: { label: 'مغلقة - ناجحة', description: 'أصبحوا أعضاء' },
  closed_lost: { label: 'مغلقة - غير ناجحة', description: 'لم يُكمِلوا' },
} as const satisfies Record<PipelineStage, { label: string; description: string }>;

/** The kinds of lead, in the words of the home page's audiences (content/pages/home.yaml). */
const leadTypes = {
  founder_executive: 'المؤسسون والتنفيذيون',
  investor_buyer: 'المستثمرون والمشترون',
  advisor_broker: 'المستشارون والوسطاء',
  other: 'آخرون',
} as const satisfies Record<LeadType, string>;

/** An event type's short name, as the Events tab and a request's title show it. */
const eventTypes = {
  forum: 'المنتدى',
  dinner: 'العشاء',
} as const satisfies Record<EventType, string>;

/** A membership, event or contact-form request's status. */
const requestStatuses = {
  pending: 'قيد المراجعة',
  waitlist: 'قائمة الانتظار',
  approved: 'مقبول',
  rejected: 'مرفوض',
  moved_to_pipeline: 'نُقل إلى مسار المبيعات',
  account_created: 'مقبول',
  account_exists: 'مقبول',
} as const satisfies Record<RequestStatus, string>;

/** A privacy request's status (the request: طلب). */
const privacyRequestStatuses = {
  awaiting_verification: 'بانتظار التحقق',
  open: 'مفتوح',
  extended: 'مُمدَّد',
  done: 'مُنفَّذ',
  refused: 'مرفوض',
} as const satisfies Record<PrivacyRequestStatus, string>;

/** An incident's status (the incident: حادثة). */
const privacyIncidentStatuses = {
  open: 'مفتوحة',
  notified: 'أُبلغت سدايا',
  closed: 'مغلقة',
} as const satisfies Record<PrivacyIncidentStatus, string>;

/** What each rule of the monthly retention run erases (the Privacy tab's retention runs). */
const retentionRules = {
  membership_requests: 'طلبات العضوية المرفوضة أو التي لم يُرَدّ عليها',
  event_requests: 'طلبات الدعوة',
  contact_messages: 'رسائل التواصل',
  newsletter_signups: 'اشتراكات في النشرة الإخبارية لم تُؤكَّد',
  newsletter_contacts: 'جهات اتصال أنشأتها النشرة الإخبارية وحدها وألغت اشتراكها',
  privacy_requests_unverified: 'طلبات خصوصية لم تُؤكَّد من رسالتها',
  privacy_requests_closed: 'طلبات خصوصية تم الرد عليها',
  privacy_incidents: 'حوادث مغلقة',
  consents: 'سجلات موافقة لأشخاص لم يعد لهم سجل لدينا',
  mail_outbox: 'رسائل أُرسلت إلى أشخاص لم يعد لهم سجل لدينا',
} as const satisfies Record<RetentionRuleKey, string>;

/** The guest mix's seniority, read from a guest's title (src/lib/crm/guest-mix.ts). */
const seniority = {
  'Founder or C-level': 'مؤسس أو من الإدارة العليا',
  'Director or VP': 'مدير إدارة أو نائب رئيس',
  Manager: 'مدير',
  Other: 'غير ذلك',
  'No title given': 'لم يُذكر المسمّى الوظيفي',
} as const satisfies Record<Seniority, string>;

/**
 * A contact's attendance as staff read it (src/lib/events/attendance.ts), about the person; the
 * member's own, addressed to them, is in src/lib/account/words-ar.ts.
 */
const attendance = {
  line: {
    one: 'الدعوات المُلبّاة: {attended} من أصل {invited}',
    other: 'الدعوات المُلبّاة: {attended} من أصل {invited}',
  },
  outcomes: {
    attended: 'حضر',
    declined: 'اعتذر عن الحضور',
    withdrawn: 'سُحبت الدعوة',
    missed: 'لم يحضر',
  },
} as const satisfies AttendanceWords;

/** Days after "بقي" (a subject) and after "متأخر" (an adverb, in the accusative). */
const DAYS_LEFT = {
  one: 'بقي يوم واحد',
  two: 'بقي يومان',
  few: 'بقي {n} أيام',
  many: 'بقي {n} يومًا',
  other: 'بقي {n} يوم',
};
const DAYS_OVERDUE = {
  one: 'متأخر يومًا واحدًا',
  two: 'متأخر يومين',
  few: 'متأخر {n} أيام',
  many: 'متأخر {n} يومًا',
  other: 'متأخر {n} يوم',
};

/**
 * The privacy clocks in words (src/lib/privacy/deadlines.ts): a request's days left, an
 * incident's hours to notify SDAIA ("س", for ساعة, as the English writes "h").
 */
const privacyClocks = {
  daysLeftText: (days: number) => {
    if (days < 0) return arabicCount(-days, DAYS_OVERDUE);
    if (days === 0) return 'الموعد النهائي اليوم';
    return arabicCount(days, DAYS_LEFT);
  },
  notifyText: (hours: number) =>
    hours < 0 ? `تأخّر الإبلاغ ${-hours} س` : `أبلغ سدايا خلال ${hours} س`,
} satisfies { daysLeftText: typeof daysLeftText; notifyText: typeof notifyText };

/** Where a campaign is (the Campaigns tab's list and record). */
const campaignStatuses = {
  draft: 'مسودة',
  scheduled: 'مجدولة',
  sending: 'قيد الإرسال',
  paused: 'متوقفة مؤقتًا',
  sent: 'أُرسلت',
  cancelled: 'ملغاة',
} as const satisfies Record<CampaignStatus, string>;

/** What became of each recipient's mail. */
const campaignOutcomes = {
  queued: 'في قائمة الانتظار',
  sent: 'أُرسلت',
  failed: 'تعذّر إرسالها',
  skipped_unsubscribed: 'تُخطّيت: أُلغي الاشتراك',
  cancelled: 'أُلغيت',
} as const satisfies Record<CampaignOutcome, string>;

/** The value lists' Arabic names, one record per list. */
export const arValueLabels = {
  pipelineStages,
  leadTypes,
  eventTypes,
  requestStatuses,
  campaignStatuses,
  campaignOutcomes,
  privacyRequestStatuses,
  privacyIncidentStatuses,
  retentionRules,
  seniority,
  attendance,
  privacyClocks,
} as const;
