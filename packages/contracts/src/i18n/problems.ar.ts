import { englishWeekdays, problemTable } from './problems-table.ts';

const days = ['الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت', 'الأحد'];
const day = (english: string) => days[englishWeekdays.indexOf(english as 'Monday')] ?? english;

/** The contracts' messages in Arabic. */
export const problemsAr = problemTable(
  {
    required: 'هذا الحقل مطلوب.',
    invalidEmail: 'البريد الإلكتروني غير صالح.',
    date: 'أدخل تاريخًا (YYYY-MM-DD).',
    time: 'أدخل وقتًا (HH:MM).',
    whole: 'أدخل عددًا صحيحًا.',
    past: 'اختر تاريخًا من اليوم فصاعدًا.',
    noTimesLeft: 'لا حجوزات أخرى اليوم: اختر يومًا آخر.',
    tooLongForDay: 'لا تتسع ساعات هذا اليوم لهذه الجلسة: اختر يومًا آخر.',
    wrongKind: 'لا يقبل هذا المكان هذا النوع من الحجز.',
  },
  [
    [/^Bookings open (\d+) days ahead at most\.$/, (n) => `يُفتح الحجز قبل ${n} يومًا على الأكثر.`],
    [/^Must be after (.+)\.$/, (first) => `يجب أن يكون بعد ${first}.`],
    [/^At most (\d+) nights\.$/, (n) => `${n} ليالٍ على الأكثر.`],
    [/^From (\d+) to (\d+)\.$/, (min, max) => `من ${min} إلى ${max}.`],
    [/^Closed on (\w+)s: choose another day\.$/, (d) => `مغلق أيام ${day(d)}: اختر يومًا آخر.`],
    [/^Closed on (.+): choose another day\.$/, (when) => `مغلق في ${when}: اختر يومًا آخر.`],
    [
      /^On (\w+)s we take bookings (.+)\.$/,
      (d, windows) => `نستقبل الحجوزات أيام ${day(d)} ${windows}.`,
    ],
    [
      /^Too late to book (\S+) today: the earliest is (\S+)\.$/,
      (time, earliest) => `فات وقت الحجز للساعة ${time} اليوم: أقرب موعد هو ${earliest}.`,
    ],
  ],
);
