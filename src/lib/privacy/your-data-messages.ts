import {
  PRIVACY_REQUEST_KIND_LABELS,
  type PrivacyRequestKind,
} from '../../../supabase/functions/_shared/domain/privacy.ts';
import type { Locale } from '../i18n/locales.ts';

/**
 * Every text the /your-data pages show, once per language (docs/behaviour/privacy-requests.md,
 * word for word): /your-data and /your-data/verify in English, /ar/your-data and
 * /ar/your-data/verify in Arabic. None says whether the network holds data about the address.
 */
export interface YourDataWords {
  /** The form's hidden legend. */
  legend: string;
  kindQuestion: string;
  /** The three choices, by the request kind each one sends. */
  kinds: Record<PrivacyRequestKind, string>;
  email: string;
  details: string;
  detailsPlaceholder: string;
  send: string;
  sending: string;
  /** Why the form asks for the address, one sentence without its full stop. */
  purpose: string;
  kindRequired: string;
  sentTitle: string;
  sent: string;
  throttled: string;
  failure: string;
  confirmPrompt: string;
  confirm: string;
  confirming: string;
  /** `due` is the due date as formatDueDate writes it in the page's language. */
  verified: (due: string) => string;
  used: string;
  expired: string;
  invalid: string;
  verifyFailure: string;
}

const english = {
  legend: 'Your request about your data',
  kindQuestion: 'What would you like us to do?',
  // The staff app names a request by the same words (request-rows.ts).
  kinds: PRIVACY_REQUEST_KIND_LABELS,
  email: 'Your e-mail address',
  details: 'Details (optional)',
  detailsPlaceholder: 'For a correction: what should change',
  send: 'Send request',
  sending: 'Sending...',
  purpose:
    'We use your address only to confirm this request is yours and to answer it, and keep a record of the request as the law requires',
  kindRequired: 'Please choose what you would like us to do',
  sentTitle: 'Check your inbox',
  sent: 'If the address is right, a link to confirm your request is on its way. It works once, for 24 hours. We start once you confirm.',
  throttled:
    'Too many requests just now. Please use a link already sent to you, or try again later.',
  failure: 'Your request could not be sent. Please try again.',
  confirmPrompt: 'Press the button to confirm your request.',
  confirm: 'Confirm my request',
  confirming: 'Confirming...',
  verified: (due: string) =>
    `Thank you: your request is confirmed. We will answer by ${due} at the latest.`,
  used: 'This link was already used: your request is confirmed and we are working on it.',
  expired: 'This link has expired (links work for 24 hours). Please send your request again.',
  invalid:
    'This link is not valid. Please check you copied the whole link, or send your request again.',
  verifyFailure:
    'We could not confirm your request just now. Please try the link again in a minute.',
} as const satisfies YourDataWords;

/** Modern Standard Arabic, in the words of the Arabic forms (src/lib/i18n/islands/forms-ar.ts). */
const arabic = {
  legend: 'طلبك بشأن بياناتك',
  kindQuestion: 'ماذا تريد منا أن نفعل؟',
  kinds: {
    access: 'الاطلاع على بياناتي والحصول على نسخة منها',
    correction: 'تصحيح بياناتي',
    erasure: 'حذف بياناتي',
  },
  email: 'بريدك الإلكتروني',
  details: 'التفاصيل (اختياري)',
  detailsPlaceholder: 'في طلب التصحيح: ما الذي يجب تغييره',
  send: 'إرسال الطلب',
  sending: 'جارٍ الإرسال...',
  purpose:
    'نستخدم عنوانك فقط للتأكد من أن هذا الطلب صادر عنك وللرد عليه، ونحتفظ بسجل للطلب كما يقتضي النظام',
  kindRequired: 'يرجى اختيار ما تريد منا أن نفعله',
  sentTitle: 'تحقّق من بريدك الوارد',
  sent: 'إن كان العنوان صحيحًا، فرابط تأكيد طلبك في طريقه إليك. يعمل الرابط مرة واحدة ولمدة 24 ساعة، ونبدأ العمل على طلبك حالما تؤكده.',
  throttled:
    'وصلتنا طلبات كثيرة في الوقت الحالي. يرجى استخدام رابط أُرسل إليك من قبل، أو المحاولة مرة أخرى لاحقًا.',
  failure: 'تعذّر إرسال طلبك. يرجى المحاولة مرة أخرى.',
  confirmPrompt: 'اضغط الزر لتأكيد طلبك.',
  confirm: 'تأكيد طلبي',
  confirming: 'جارٍ التأكيد...',
  verified: (due: string) => `شكرًا لك: تم تأكيد طلبك. وسنرد عليه بحلول ${due} على أقصى تقدير.`,
  used: 'سبق استخدام هذا الرابط: طلبك مؤكَّد ونحن نعمل عليه.',
  expired: 'انتهت صلاحية هذا الرابط (تعمل الروابط لمدة 24 ساعة). يرجى إرسال طلبك مرة أخرى.',
  invalid: 'هذا الرابط غير صالح. يرجى التأكد من نسخ الرابط كاملًا، أو إرسال طلبك مرة أخرى.',
  verifyFailure: 'تعذّر تأكيد طلبك الآن. يرجى تجربة الرابط مرة أخرى بعد دقيقة.',
} as const satisfies YourDataWords;

/** The /your-data pages' words per language; a missing language fails the type check. */
export const yourDataWords = { en: english, ar: arabic } as const satisfies Record<
  Locale,
  YourDataWords
>;

/** The /your-data pages' words in `locale`. */
export function yourDataMessagesIn(locale: Locale): YourDataWords {
  return yourDataWords[locale];
}
