// What the pass page says, in the guest's language (the invitation's: its request's), as their
// mails do (supabase/functions/_shared/mail/words). Right to left for Arabic.
import type { InvitationStatus } from '../../../supabase/functions/_shared/domain/invitation-statuses.ts';
import type { Locale } from '../i18n/locales.ts';

export interface PassWords {
  yourPass: (title: string) => string;
  when: string;
  where: string;
  doorCode: string;
  status: Record<'checkedIn' | 'active' | 'offered' | 'declined' | 'removed', string>;
  declineFailed: string;
  declinePrompt: string;
  decline: string;
  confirmTitle: string;
  confirmBody: (title: string) => string;
  confirmDecline: string;
  keepPlace: string;
  changedMind: string;
  takeBack: string;
  takeBackFull: string;
  takeBackFailed: string;
  notFoundTitle: string;
  notFoundBody: string;
  revokedTitle: string;
  revokedBody: string;
}

export const PASS_WORDS: Record<Locale, PassWords> = {
  en: {
    yourPass: (title) => `Your pass: ${title}`,
    when: 'When',
    where: 'Where',
    doorCode: 'Door code of this pass',
    status: {
      checkedIn: 'Checked in. Welcome!',
      active: 'Confirmed. Show this code at the door.',
      offered: 'A place has been offered to you.',
      declined: 'You have declined this invitation. Your place has been released.',
      removed: 'This invitation is no longer valid.',
    },
    declineFailed: 'Your decline could not be recorded. Please try again.',
    declinePrompt: 'Can no longer attend? Declining releases your place for another guest.',
    decline: 'Decline the invitation',
    confirmTitle: 'Decline your place?',
    confirmBody: (title) =>
      `Your place at ${title} will be released for another guest, and your calendar entry cancelled.`,
    confirmDecline: 'Yes, decline',
    keepPlace: 'Keep my place',
    changedMind:
      'Changed your mind? Until the event begins, you can take your place back while one is free.',
    takeBack: 'Take my place back',
    takeBackFull:
      'Your place has gone to another guest and the event is now full. Reply to your invitation e-mail and we will put you on the waiting list.',
    takeBackFailed: 'Your place could not be taken back. Please try again.',
    notFoundTitle: 'Pass not found',
    notFoundBody:
      'This pass does not exist or is no longer valid. Please use the link in your most recent invitation e-mail, or reply to it and we will help.',
    revokedTitle: 'This pass is no longer valid',
    revokedBody:
      'The organisers have cancelled this pass, and it will not be accepted at the door. If you are still coming, use the pass in your most recent invitation e-mail, or reply to it and we will help.',
  },
  ar: {
    yourPass: (title) => `بطاقة دخولك: ${title}`,
    when: 'الموعد',
    where: 'المكان',
    doorCode: 'رمز الدخول لهذه البطاقة',
    status: {
      checkedIn: 'سُجّل حضورك. أهلاً بك!',
      active: 'مقعدك مؤكَّد. اعرض هذا الرمز عند الدخول.',
      offered: 'عُرض عليك مقعد.',
      declined: 'اعتذرت عن هذه الدعوة، وأُتيح مقعدك لضيف آخر.',
      removed: 'هذه الدعوة لم تعد صالحة.',
    },
    declineFailed: 'تعذّر تسجيل اعتذارك. يُرجى المحاولة مرة أخرى.',
    declinePrompt: 'لن تتمكن من الحضور؟ اعتذارك يُتيح مقعدك لضيف آخر.',
    decline: 'الاعتذار عن الدعوة',
    confirmTitle: 'هل تعتذر عن الحضور؟',
    confirmBody: (title) => `سيُتاح مقعدك في ${title} لضيف آخر، ويُلغى الموعد من تقويمك.`,
    confirmDecline: 'نعم، أعتذر عن الحضور',
    keepPlace: 'الإبقاء على مقعدي',
    changedMind: 'غيّرت رأيك؟ يمكنك استعادة مقعدك قبل بدء الفعالية ما دام هناك مقعد متاح.',
    takeBack: 'استعادة مقعدي',
    takeBackFull:
      'أُتيح مقعدك لضيف آخر واكتملت المقاعد. ردّ على رسالة الدعوة وسنضيفك إلى قائمة الانتظار.',
    takeBackFailed: 'تعذّرت استعادة مقعدك. يُرجى المحاولة مرة أخرى.',
    notFoundTitle: 'لم نعثر على بطاقة الدخول',
    notFoundBody:
      'بطاقة الدخول هذه غير موجودة أو لم تعد صالحة. يُرجى استخدام الرابط في أحدث رسالة دعوة وصلتك، أو الرد عليها وسنساعدك.',
    revokedTitle: 'بطاقة الدخول هذه لم تعد صالحة',
    revokedBody:
      'ألغى المنظّمون بطاقة الدخول هذه، ولن تُقبل عند الدخول. إن كنت ستحضر، فاستخدم البطاقة في أحدث رسالة دعوة وصلتك، أو ردّ عليها وسنساعدك.',
  },
};

/** The line under the guest's name; declined and removed passes show no code. */
export function passStatusText(
  status: InvitationStatus,
  checkedIn: boolean,
  locale: Locale = 'en',
): string {
  const words = PASS_WORDS[locale].status;
  if (checkedIn) return words.checkedIn;
  switch (status) {
    case 'confirmed':
    case 'invited':
      return words.active;
    case 'offered':
      return words.offered;
    case 'declined':
      return words.declined;
    case 'removed':
      return words.removed;
  }
}
