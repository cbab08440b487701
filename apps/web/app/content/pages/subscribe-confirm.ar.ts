import type { SubscriptionConfirmContent } from '~/components/sections/subscription-confirm/subscription-confirm.tsx';

// /ar/subscribe/confirm: the confirmation page in Arabic (subscribe-confirm.ts is the English).

export const subscribeConfirmPage = {
  eyebrow: 'النشرة البريدية',
  title: 'تأكيد الاشتراك',
  lead: 'لا نرسل النشرة البريدية إلا لمن طلبها: رسالة فيها رابط يقودك إلى هنا.',
};

export const subscribeConfirm: SubscriptionConfirmContent = {
  statusLabel: 'حالة الاشتراك',
  states: {
    none: {
      kind: 'info',
      title: 'افتح الرابط الذي وصلك في رسالتنا',
      text: 'عند الاشتراك نرسل إليك رسالة واحدة فيها رابط تأكيد يقود إلى هذه الصفحة. يتأكد اشتراكك حين تتبعه، وإلى ذلك الحين لا تصل النشرة إلى هذا العنوان. يعمل الرابط لمدة محدودة.',
    },
    checking: {
      kind: 'info',
      title: 'جارٍ تأكيد اشتراكك…',
      text: 'لحظة من فضلك.',
    },
    confirmed: {
      kind: 'success',
      title: 'تأكّد اشتراكك',
      text: 'شكرًا لك. سنراسلك كلما صدرت عروض وأقسام جديدة أو تحديثات للدليل.',
    },
    expired: {
      kind: 'warning',
      title: 'انتهت صلاحية هذا الرابط — اشترك مجددًا',
      text: 'تعمل روابط التأكيد لمدة محدودة. أدخل عنوانك أدناه وسنرسل إليك رابطًا جديدًا.',
    },
    invalid: {
      kind: 'error',
      title: 'هذا الرابط غير صالح',
      text: 'ربما نُسخ ناقصًا (انسخ الرابط كاملًا من الرسالة) أو حلّ محله رابط أحدث. اشترك مجددًا أدناه لتحصل على رابط جديد.',
    },
    failed: {
      kind: 'error',
      title: 'تعذّر تأكيد اشتراكك الآن',
      text: 'تحقّق من اتصالك وحاول مرة أخرى؛ يبقى الرابط في رسالتك صالحًا في الأثناء.',
    },
  },
  subscribeHeading: 'اشترك في النشرة البريدية',
  retryLabel: 'حاول مرة أخرى',
  next: { label: 'العودة إلى الصفحة الرئيسية', href: '/ar/home-startup' },
};
