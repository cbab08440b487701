import type { ShellMessages } from './messages.ts';

/** The 404 page in Arabic: its texts and its document title (pages/system/not-found-page.ar.tsx). */
export const notFoundAr = {
  notFound: {
    title: 'هذه الصفحة خارج الخريطة',
    text: 'ربما كُتب العنوان بشكل خاطئ، أو نُقلت الصفحة إلى مكان آخر. ابحث في الموقع أو عُد إلى الصفحة الرئيسية.',
    home: 'العودة إلى الرئيسية',
    popular: 'صفحات شائعة',
  },
  notFoundTitle: 'الصفحة غير موجودة | Contrail',
} satisfies Pick<ShellMessages, 'notFound' | 'notFoundTitle'>;
