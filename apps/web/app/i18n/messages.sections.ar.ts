import type { SectionMessages } from './messages.ts';

/**
 * The shared sections' texts in Arabic (carousels, testimonials' stars, maps, process, pricing and
 * blog cards' controls): the translated demos add them to their catalogue (messages.ts's SectionMessages).
 */
export const sectionsAr: SectionMessages = {
  carousel: {
    carousel: 'عرض شرائح',
    slide: 'شريحة',
    position: (index, count) => `${index} من ${count}`,
    previous: 'الشريحة السابقة',
    next: 'الشريحة التالية',
    goTo: (index) => `انتقل إلى الشريحة ${index}`,
    start: 'شغّل التمرير التلقائي',
    stop: 'أوقف التمرير التلقائي',
  },
  rated: (stars) => `التقييم ${stars} من 5`,
  map: {
    title: (place) => `خريطة ${place}`,
    directions: 'احصل على الاتجاهات',
    directionsNote: ' (تفتح خرائط Google في علامة تبويب جديدة)',
    show: 'اعرض الخريطة',
    showNote: (place) => ` لموقع ${place} (تحمّل خرائط Google)`,
  },
  sections: {
    step: (index) => `الخطوة ${index}: `,
    pricing: {
      tabs: 'مدة الاشتراك',
      popular: 'الأكثر طلبًا',
      terms: {
        monthly: 'شهريًا',
        yearly: 'سنويًا',
        'PER MONTH': 'شهريًا',
        'PER YEAR': 'سنويًا',
        'per ticket': 'للتذكرة',
      },
      choose: (button, plan) => `${button}: باقة ${plan}`,
    },
    blog: { likes: 'إعجاب', comments: 'تعليق' },
  },
};
