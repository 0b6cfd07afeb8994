// The Arabic mails, in Modern Standard Arabic. Latin runs (the brand, links, addresses) are
// isolated left to right and what people typed (names, companies, titles) in its own direction
// (../bidi.ts), so each reads whole inside right-to-left sentences. Subjects carry no isolates.
import { isolate, ltr, ltrLink } from '../bidi.ts';
import type { PrivacyRequestKind } from '../../domain/privacy.ts';
import type { MailWords } from './mail-words.ts';

/** What the person asked for, as the privacy mails say it back ("طلبًا …", "بطلب …"). */
const PRIVACY_ASKED: Record<PrivacyRequestKind, string> = {
  access: 'للاطلاع على بياناتك الشخصية التي نحتفظ بها والحصول على نسخة منها',
  correction: 'لتصحيح بياناتك الشخصية التي نحتفظ بها',
  erasure: 'لحذف بياناتك الشخصية التي نحتفظ بها',
};

/** Time zone places the events use, as Arabic readers name them; others stay as written. */
const PLACES: Readonly<Record<string, string>> = { Riyadh: 'الرياض' };

/** "بعد 24 ساعة", "بعد 3 ساعات": the noun follows the number as Arabic counting does. */
function hoursFromNow(hours: number): string {
  if (hours === 1) return 'بعد ساعة واحدة';
  if (hours === 2) return 'بعد ساعتين';
  if (hours >= 3 && hours <= 10) return `بعد ${hours} ساعات`;
  return `بعد ${hours} ساعة`;
}

export const arabicMailWords: MailWords = {
  lang: 'ar',
  dir: 'rtl',
  homePath: '/ar',
  greeting: (name) => (name ? `مرحبًا ${isolate(name)}،` : 'مرحبًا،'),
  signOff: (siteName) => ['مع أطيب التحيات،', `فريق ${ltr(siteName)}`],
  footer: (siteName, homeUrl) => `${ltr(siteName)} · ${ltrLink(homeUrl)}`,
  actionLine: (label, url) => `${label}: ${ltrLink(url)}`,
  unsubscribeLabel: 'إلغاء الاشتراك',
  unsubscribeLine: (url) => `إلغاء الاشتراك: ${ltrLink(url)}`,
  eventType: { forum: 'منتدى الأعمال', dinner: 'عشاء الشبكة' },

  networkConfirmation: (site, company) => ({
    subject: `تلقّينا طلب انضمامك إلى ${site.siteName}`,
    paragraphs: [
      `شكرًا لاهتمامك بالانضمام إلى ${ltr(site.siteName)}${company ? ` نيابةً عن ${isolate(company)}` : ''}. لقد وصلنا طلبك.`,
      'يراجع فريقنا كل طلب بنفسه، وسنتواصل معك قريبًا لنبلغك بالنتيجة، وبالخطوات التالية إن قُبل طلبك.',
      'إن لم تكن قد تقدّمت بهذا الطلب، فيمكنك تجاهل هذه الرسالة، ولن يترتب عليها شيء.',
    ],
  }),

  newsletterConfirmation: (site) => ({
    subject: `أكّد اشتراكك في النشرة الإخبارية من ${site.siteName}`,
    paragraphs: [
      `شكرًا لاشتراكك في النشرة الإخبارية من ${ltr(site.siteName)}.`,
      'يُرجى تأكيد أن هذا العنوان لك بالزر أدناه. وحالما تؤكده، سيصلك دليلنا إلى دخول السوق السعودية والتوسع فيها، إلى جانب أخبار اللقاءات والفرص القادمة.',
    ],
    action: 'تأكيد اشتراكي',
    afterAction: [
      'يعمل الرابط لمدة 7 أيام. وإن لم تكن قد اشتركت، فتجاهل هذه الرسالة: لن يصلك منا شيء آخر دون تأكيدك.',
    ],
  }),

  campaignSentBy: (senderName, site) =>
    `أرسلها ${isolate(senderName)} من ${ltr(site.siteName)}، لأنك مشترك في نشرته الإخبارية.`,
  campaignTestNote: 'رسالة تجريبية: لم تصل إلا إليك.',
  campaignEventAction: (eventTitle) => `اطلب مقعدك في ${isolate(eventTitle)}`,

  newsletterWelcome: (site) => ({
    subject: `تم اشتراكك في النشرة الإخبارية من ${site.siteName}`,
    paragraphs: [
      `شكرًا لاشتراكك في النشرة الإخبارية من ${ltr(site.siteName)}.`,
      'سيصلك دليلنا إلى دخول السوق السعودية والتوسع فيها، إلى جانب أخبار اللقاءات والفرص القادمة.',
      'إن لم تكن قد اشتركت، أو لم تعد ترغب في تلقي النشرة، فإن رابط إلغاء الاشتراك في آخر هذه الرسالة يوقفها فورًا.',
    ],
  }),

  eventConfirmation: (eventName, company) => ({
    subject: `طلب دعوتك إلى ${eventName}`,
    paragraphs: [
      `شكرًا لاهتمامك بحضور ${eventName}${company ? ` نيابةً عن ${isolate(company)}` : ''}. لقد تلقّينا طلب الدعوة الخاص بك.`,
      'المقاعد محدودة، ويراجع فريقنا كل طلب. وسنتواصل معك قريبًا لنخبرك إن كان بإمكاننا استقبالك.',
      'إن لم تكن قد قدّمت هذا الطلب، فيمكنك تجاهل هذه الرسالة.',
    ],
  }),

  eventStatus: (status, eventName) => {
    switch (status) {
      case 'approved':
        return {
          subject: `دعوتك إلى ${eventName}`,
          paragraphs: [
            `يسعدنا أن نؤكد دعوتك إلى ${eventName}.`,
            'نشارك المكان والتفاصيل النهائية مع الضيوف المؤكَّدين قُبيل الأمسية. نرجو أن تحتفظ بالموعد، وإن تغيّرت خططك فيُرجى الرد على هذه الرسالة لنعرض مقعدك على أحد المنتظرين.',
          ],
        };
      case 'waitlist':
        return {
          subject: `طلبك لحضور ${eventName}: في قائمة الانتظار`,
          paragraphs: [
            `شكرًا لاهتمامك بحضور ${eventName}. اكتملت المقاعد حاليًا، لذا أضفناك إلى قائمة الانتظار.`,
            'وإن توفّر مقعد فسنكتب إليك على الفور.',
          ],
        };
      case 'rejected':
        return {
          subject: `طلبك لحضور ${eventName}`,
          paragraphs: [
            `شكرًا لاهتمامك بحضور ${eventName}. يؤسفنا أننا لا نستطيع أن نوفّر لك مقعدًا هذه المرة.`,
            'نعقد لقاءاتنا على مدار العام، ونأمل أن نرحّب بك في لقاء قادم.',
          ],
        };
    }
  },

  membershipStatus: (status, site, invitationSent) => {
    switch (status) {
      case 'approved':
        return {
          subject: `مرحبًا بك في ${site.siteName}: تمت الموافقة على طلبك`,
          paragraphs: [
            `يسعدنا أن نبلغك بالموافقة على طلب انضمامك إلى ${ltr(site.siteName)}.`,
            invitationSent
              ? 'حساب عضويتك جاهز. وقد أرسلنا إليك رسالة منفصلة فيها رابط لتعيين كلمة المرور؛ وبعد تعيينها يمكنك تسجيل الدخول واستكشاف الفرص.'
              : `يمكنك تسجيل الدخول عبر ${ltrLink(`${site.siteUrl}/login`)} لاستكشاف الفرص.`,
            'نتطلع إلى لقائك في تجمّعنا القادم.',
          ],
        };
      case 'waitlist':
        return {
          subject: `طلب انضمامك إلى ${site.siteName}: في قائمة الانتظار`,
          paragraphs: [
            `شكرًا لتقدّمك بطلب الانضمام إلى ${ltr(site.siteName)}. لقد وضعنا طلبك في قائمة الانتظار.`,
            'نحرص على أن تبقى العضوية محدودة ليكون لكل تعارف قيمته. وحين تتوفر أماكن نراجع قائمة الانتظار أولًا، وسنتواصل معك حالما يمكننا الترحيب بك.',
          ],
        };
      case 'rejected':
        return {
          subject: `طلب انضمامك إلى ${site.siteName}`,
          paragraphs: [
            `شكرًا لاهتمامك بالانضمام إلى ${ltr(site.siteName)}، وللوقت الذي خصّصته لتقديم طلبك.`,
            'بعد مراجعة متأنية، يؤسفنا أننا لا نستطيع أن نعرض عليك العضوية في الوقت الحالي. ويعكس هذا القرار تكوين الشبكة في هذه المرحلة، لا تقييمًا لك أو لشركتك.',
            'نتمنى لك كل التوفيق في المملكة العربية السعودية.',
          ],
        };
    }
  },

  memberInvitation: (site) => ({
    subject: `عيّن كلمة المرور لحسابك في ${site.siteName}`,
    paragraphs: [`أُنشئ حساب عضويتك في ${ltr(site.siteName)}. اختر كلمة المرور لإكمال إعداده.`],
    action: 'تعيين كلمة المرور',
    afterAction: [
      `يُستخدم الرابط مرة واحدة، وتنتهي صلاحيته بعد مدة. وإن لم يعد يعمل، فاختر «نسيت كلمة المرور» (${ltr('Forgot password')}) في صفحة تسجيل الدخول لتحصل على رابط جديد.`,
      'إن لم تكن قد تقدّمت بطلب الانضمام، فيمكنك تجاهل هذه الرسالة.',
    ],
  }),

  privacyVerification: (kind, site) => ({
    subject: `أكّد طلبك بشأن بياناتك لدى ${site.siteName}`,
    paragraphs: [
      `تلقّينا من هذا العنوان طلبًا ${PRIVACY_ASKED[kind]}.`,
      'وللتأكد من أن الطلب صادر عنك، يُرجى تأكيده بالزر أدناه. نبدأ العمل عليه، وتبدأ مهلة الثلاثين يومًا المتاحة لنا للرد، حالما تؤكده.',
    ],
    action: 'تأكيد طلبي',
    afterAction: [
      'يعمل الرابط مرة واحدة ولمدة 24 ساعة. وإن لم تكن قد قدّمت هذا الطلب، فتجاهل هذه الرسالة: لن يحدث شيء دون تأكيدك.',
    ],
  }),

  privacyExtension: (facts) => ({
    subject: 'نحتاج إلى مزيد من الوقت للرد على طلبك بشأن بياناتك',
    paragraphs: [
      `تقدّمت بطلب ${PRIVACY_ASKED[facts.kind]}. وكنا نعتزم الرد عليه بحلول ${facts.dueOn}، لكننا نحتاج إلى مزيد من الوقت، للسبب التالي:`,
      isolate(facts.reason),
      `سنرد عليك بحلول ${facts.extendedUntilOn} على أقصى تقدير. ويجيز النظام تمديد المهلة مرة واحدة فقط، ولن نمددها مرة أخرى.`,
      'إن كان لديك سؤال، فيُرجى الرد على هذه الرسالة.',
    ],
  }),

  personalDataExport: (site, expiresOn) => ({
    subject: `بياناتك الشخصية لدى ${site.siteName}`,
    paragraphs: [
      `بناءً على طلبك، إليك نسخة من جميع البيانات الشخصية التي تحتفظ بها ${ltr(site.siteName)} عنك: ملف ${ltr('zip')} واحد يضم كل جدول بصيغتي ${ltr('JSON')} و${ltr('CSV')}، والملفات المرفقة بسجلك، وملف ${ltr('README.txt')} يسرد محتوياته كلها.`,
    ],
    action: 'تنزيل بياناتك',
    afterAction: [
      `يعمل الرابط حتى ${expiresOn}. احفظ الملف في مكان آمن، فهو يحتوي على بياناتك الشخصية.`,
      'إن لم تكن قد طلبت بياناتك، فيُرجى الرد على هذه الرسالة لنتحقق من الأمر.',
    ],
  }),

  controllerLine: (controller) =>
    `${isolate(controller.legalName)}، ${isolate(controller.address)}، هي جهة التحكم في بياناتك الشخصية. ويجيب ${isolate(controller.dataProtectionContact)}، جهة الاتصال لحماية البيانات لدينا، على ${ltr(controller.email)}.`,

  invitation: (guest) => ({
    subject: `دعوتك: ${guest.title}`,
    paragraphs: [
      `يسعدنا أن نرحّب بك في ${isolate(guest.title)}.`,
      `الموعد: ${guest.when}`,
      `المكان: ${isolate(guest.where)}`,
      'يضيف ملف التقويم المرفق الأمسية إلى تقويمك. وتعرض بطاقة دخولك رمزًا تُبرزه عند الباب؛ افتحها مرة واحدة وستبقى محفوظة على هاتفك.',
    ],
  }),

  invitationDeclined: (guest) => ({
    subject: `اعتذار عن الحضور: ${guest.title}`,
    paragraphs: [
      `شكرًا لإبلاغنا بتعذّر حضورك ${isolate(guest.title)} (${guest.when}). لقد أتحنا مقعدك لغيرك.`,
      'يحذف تحديث التقويم المرفق الأمسية من تقويمك. ونأمل أن نرحّب بك في لقاء قادم.',
    ],
  }),

  invitationWithdrawn: (guest) => ({
    subject: `تحديث التقويم: ${guest.title}`,
    paragraphs: [
      `لم يعد مقعدك في ${isolate(guest.title)} (${guest.when}) محجوزًا، ولذلك لم تعد بطاقة دخولك تتيح لك الدخول.`,
      'يحذف تحديث التقويم المرفق الأمسية من تقويمك.',
    ],
  }),

  invitationChanged: (guest) => ({
    subject: `موعد أو مكان جديد: ${guest.title}`,
    paragraphs: [
      `طرأ تغيير على ${isolate(guest.title)}، ودعوتك قائمة على النحو التالي:`,
      `الموعد: ${guest.when}`,
      `المكان: ${isolate(guest.where)}`,
      'ينقل تحديث التقويم المرفق الأمسية في تقويمك. وتبقى بطاقة دخولك كما هي.',
    ],
  }),

  eventCancelled: (guest) => ({
    subject: `إلغاء: ${guest.title}`,
    paragraphs: [
      `يؤسفنا إبلاغك بأن ${isolate(guest.title)} (${guest.when}) لن يُقام.`,
      'يحذف تحديث التقويم المرفق الأمسية من تقويمك. ونأمل أن نرحّب بك في لقاء قادم.',
    ],
  }),

  reminder: (guest, hoursAhead) => ({
    subject: `${hoursAhead === 24 ? 'غدًا' : 'اليوم'}: ${guest.title}`,
    paragraphs: [
      `نذكّرك بأن موعد ${isolate(guest.title)} يحين ${hoursFromNow(hoursAhead)}.`,
      `الموعد: ${guest.when}`,
      `المكان: ${isolate(guest.where)}`,
    ],
  }),

  openPass: 'افتح بطاقة الدخول',
  declineHere: (url) => `إن تعذّر عليك الحضور، فيُرجى الاعتذار من هنا: ${ltrLink(url)}`,
  declineLead: 'إن تعذّر عليك الحضور، فيُرجى إعلامنا ليُتاح مقعدك لغيرك.',
  declineButton: 'الاعتذار عن الحضور',
  zoneNote: (place) => `(بتوقيت ${PLACES[place] ?? ltr(place)})`,
  calendarPass: (url) => `بطاقة دخولك (أبرزها عند الباب): ${url}`,
  calendarDeclined: (name) => `تعذّر حضور ${name}.`,
};
