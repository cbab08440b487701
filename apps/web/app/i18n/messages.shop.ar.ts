import { formatPrice } from '~/lib/format-price.ts';
import type { ShopMessages } from './messages.shop.ts';

/** The shop's cart and checkout in Arabic (messages.shop.ts has the English and the shape). */
export const shopAr: ShopMessages = {
  price: (cents) => formatPrice(cents, 'USD', 'ar-u-nu-latn'),
  free: 'مجانًا',
  each: (price) => `${price} للقطعة`,
  cart: {
    label: 'سلة التسوق',
    empty: 'سلتك فارغة',
    emptyText: 'لا شيء هنا بعد. تصفّح المتجر وأضف ما يعجبك.',
    continueShopping: 'تابع التسوق',
    items: 'المنتجات في سلتك',
    quantityOf: (product) => `كمية ${product}`,
    remove: 'إزالة',
    removeWhat: (product) => ` ${product} من السلة`,
    standardShipping: 'الشحن العادي',
    freeOver: 'الشحن العادي مجاني للطلبات فوق 150 $.',
    checkout: 'تابع إلى الدفع',
  },
  summary: {
    title: 'إجمالي السلة',
    subtotal: 'المجموع الفرعي',
    coupon: (code) => `القسيمة ${code}`,
    shipping: 'الشحن',
    total: 'الإجمالي',
  },
  coupon: {
    form: 'القسيمة',
    label: 'رمز القسيمة',
    apply: 'طبّق القسيمة',
    empty: 'أدخل رمز القسيمة.',
    unknown: (code) => `الرمز ${code} ليس رمز قسيمة صالحًا.`,
    applied: (code) => `طُبّقت القسيمة ${code}.`,
    remove: 'أزل القسيمة',
    hint: (code, label) => `متجر تجريبي: جرّب الرمز ${code} (${label}).`,
  },
  added: { viewCart: 'اعرض السلة' },
  checkout: {
    label: 'الدفع',
    yourOrder: 'طلبك',
    thanks: (name) => `شكرًا لك يا ${name}: اكتمل طلبك التجريبي`,
    demoNote: (email) =>
      `هذا متجر تجريبي. لم يُدفع أي مبلغ، ولم يُرسل أي طلب، ولن يُسلَّم شيء؛ ولن تصل أي رسالة إلى ${email}. أُفرغت سلتك.`,
    demoSummary: 'ملخص الطلب التجريبي',
    backToShop: 'العودة إلى المتجر',
    emptyText: 'أضف شيئًا إلى سلتك قبل الدفع.',
  },
};
