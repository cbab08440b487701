import type { RestaurantMessages } from './messages.ts';

// The booking form, opening hours and the menu's dish tags in Arabic: only the translated restaurant page
// (/ar/home-restaurant) adds these to its catalogue (messages.ts, RestaurantMessages).

export const restaurantAr: RestaurantMessages = {
  booking: {
    failed: 'عذرًا، تعذّر إرسال حجزك. يُرجى المحاولة مرة أخرى بعد قليل.',
    fields: 'لم يُرسَل حجزك: يُرجى مراجعة الحقول المُعلَّمة.',
    success: (reference) =>
      `شكرًا لك! وصلنا طلب الحجز (الرقم المرجعي ${reference})، وسنؤكده لك بالبريد الإلكتروني.`,
    choose: 'اختر…',
    noTimes: 'لا مواعيد متاحة في هذا اليوم',
    buttons: {
      table: 'احجز طاولة',
      stay: 'احجز إقامتك',
      appointment: 'احجز موعدًا',
      trip: 'اطلب هذه الرحلة',
    },
    formLabels: {
      table: 'حجز طاولة',
      stay: 'حجز غرفة',
      appointment: 'حجز موعد',
      trip: 'حجز رحلة',
    },
    labels: {
      date: 'التاريخ',
      time: 'الوقت',
      partySize: 'عدد الأشخاص',
      checkIn: 'تاريخ الوصول',
      checkOut: 'تاريخ المغادرة',
      guests: 'عدد النزلاء',
      roomType: 'نوع الغرفة',
      service: 'الخدمة',
      destination: 'الوجهة',
      departDate: 'تاريخ الذهاب',
      returnDate: 'تاريخ العودة',
      travellers: 'عدد المسافرين',
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      phone: 'رقم الهاتف',
      notes: 'ملاحظاتك لنا',
    },
  },
  openingHours: {
    title: 'ساعات العمل',
    closed: 'مغلق',
    today: 'اليوم',
    openNow: 'مفتوح الآن',
    closedNow: 'مغلق الآن',
    closesAt: (time) => `يغلق الساعة ${time}`,
    opensAt: (time) => `يفتح الساعة ${time}`,
    opensOn: (day, time) => `يفتح يوم ${day} الساعة ${time}`,
    phone: 'الهاتف',
    address: 'العنوان',
    call: 'اتصل بنا',
    directions: 'احصل على الاتجاهات',
  },
  menu: {
    tags: { vegetarian: 'نباتي', spicy: 'حار', new: 'جديد' },
    notes: (dish) => `ملاحظات عن ${dish}`,
  },
};
