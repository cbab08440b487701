import type { HeroData } from '~/components/sections/hero/hero.tsx';
import type { MapPlace } from '~/components/sections/google-map/google-map.tsx';
import type { InfoBannerData } from '~/components/sections/info-banner/info-banner.tsx';
import type { SlideItem } from '~/components/sections/interactive-banners/banner-card.tsx';
import type { MenuCourse } from '~/components/sections/menu-list/menu-list.tsx';
import type { OpeningHoursProps } from '~/components/sections/opening-hours/opening-hours.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { HeadingData, IconItem } from '~/content/types.ts';
import { art, avatar } from '~/content/home-art.ts';
import { restaurantVenue } from '@contrail/contracts/venues/restaurant';
import demo from '~/content/demos/restaurant.ts';

// The restaurant demo in Arabic: the same shape as restaurant.ts (the English), written for Arabic-speaking
// guests. Prices stay in pounds sterling with Latin digits (`ar-u-nu-latn`), as menus in the Gulf print them;
// names of places and people keep their usual Arabic spelling.

export const theme: DemoTheme = demo.theme;
export const booking = restaurantVenue;
export const venue = booking.name;
export const currency = 'GBP';
export const locale = 'ar-u-nu-latn';
export const menuTabsLabel = 'أقسام قائمة الطعام';
export const eventsLabel = 'أمسيات الطعام';
export const bookingFormLabel = 'احجز طاولة في أوريليا';

export const hero: HeroData = {
  eyebrow: 'أوريليا · نار الحطب وخيرات اسكتلندا',
  title: 'نار هادئة، ومكوّنات صادقة، وأمسية تليق بك',
  lead: 'محار الإسقلوب المجموع يدويًا، ولحم ضأن المرتفعات، وخضار من مزارع لوثيان، تُطهى كلها على خشب البلوط والبتولا في قاعة المصرف القديم بشارع جورج. العشاء من الثلاثاء إلى الأحد، والغداء في عطلة نهاية الأسبوع.',
  primary: { label: 'احجز طاولة', href: '#book' },
  secondary: { label: 'تصفّح القائمة', href: '#menu' },
  image: art('/artwork/restaurant-table-3-1600x900.svg', 'طاولة على ضوء الشموع عليها ثلاثة أطباق'),
};

export const menuHeading: HeadingData = {
  eyebrow: 'أطباقنا المفضلة',
  title: 'ما يخرج من النار هذا الموسم',
  lead: 'تتبع قائمتنا ما تحمله القوارب وما تجود به المزارع، لذا قد يتغير الطبق خلال الأسبوع. أخبرنا بأي حساسية غذائية عند الحجز.',
};

export const menu: readonly MenuCourse[] = [
  {
    id: 'starters',
    label: 'المقبلات',
    dishes: [
      {
        id: 'scallop',
        name: 'إسقلوب مجموع يدويًا',
        description: 'محمّص في صدفته، زبدة بنية، شحم خنزير مملّح، أعشاب بحرية.',
        priceCents: 1650,
      },
      {
        id: 'beetroot',
        name: 'شمندر مشوي على الجمر',
        description: 'جبن ماعز مخفوق، بندق محمّص، خل زهر البيلسان.',
        priceCents: 1100,
        tags: ['vegetarian'],
      },
      {
        id: 'mackerel',
        name: 'ماكريل على اللهب',
        description: 'كاتشب الراوند، خيار مخلل، كريمة الفجل الحار.',
        priceCents: 1250,
        tags: ['new'],
      },
      {
        id: 'bread',
        name: 'خبز العجين المخمّر من الفرن',
        description: 'زبدة مدخّنة على خشب البتولا وملح بالطحالب البحرية.',
        priceCents: 650,
        tags: ['vegetarian'],
      },
    ],
  },
  {
    id: 'fire',
    label: 'من النار',
    dishes: [
      {
        id: 'lamb',
        name: 'لحم ضأن من مرتفعات الحدود',
        description: 'قطعة الردف وكتف مطهو ببطء، ملفوف مشوي، أنشوجة ونعناع.',
        priceCents: 3400,
      },
      {
        id: 'halibut',
        name: 'سمك الهلبوت على العظم',
        description: 'مشوي على خشب البلوط، صلصة بلح البحر وعصير التفاح، رجلة بحرية.',
        priceCents: 3800,
      },
      {
        id: 'celeriac',
        name: 'جذر الكرفس المخبوز في الملح',
        description: 'ثوم أسود، فطر بري، جبن كورا لين المعتّق.',
        priceCents: 2400,
        tags: ['vegetarian'],
      },
      {
        id: 'beef',
        name: 'ضلع لحم بقري معتّق لشخصين',
        description: 'معتّق خمسة وأربعين يومًا على العظم، مرق نخاع العظم، صلصة الفلفل الحار والكرّاث.',
        priceCents: 9200,
        tags: ['spicy'],
      },
    ],
  },
  {
    id: 'sides',
    label: 'الأطباق الجانبية',
    dishes: [
      {
        id: 'potatoes',
        name: 'بطاطا آيرشاير المهروسة',
        description: 'بزبدة مصفّاة وثوم معمّر.',
        priceCents: 550,
      },
      {
        id: 'greens',
        name: 'خضار ورقية مشوية',
        description: 'ليمون، زيت الفلفل الحار، بذور محمّصة.',
        priceCents: 600,
        tags: ['vegetarian', 'spicy'],
      },
      {
        id: 'carrots',
        name: 'جزر من أصناف عريقة',
        description: 'عسل من مناحل تلال بنتلاند، زعتر، قشدة حامضة.',
        priceCents: 600,
        tags: ['vegetarian'],
      },
    ],
  },
  {
    id: 'desserts',
    label: 'الحلويات',
    dishes: [
      {
        id: 'tart',
        name: 'تارت العسل المحروق',
        description: 'بوظة الجبن الطري وحبوب اللقاح.',
        priceCents: 1050,
        tags: ['vegetarian'],
      },
      {
        id: 'cranachan',
        name: 'كراناخان أوريليا',
        description: 'شوفان محمّص، توت العليق، كريمة بنكهة الويسكي، عسل الخلنج.',
        priceCents: 950,
      },
      {
        id: 'cheese',
        name: 'ثلاثة أجبان اسكتلندية',
        description: 'بسكويت الشوفان من الفرن وصلصة التفاح والعرعر.',
        priceCents: 1400,
        tags: ['new'],
      },
    ],
  },
];

export const chefMessage: InfoBannerData = {
  eyebrow: 'كلمة من المطبخ',
  title: '«نطهو ما تمنحنا إياه الأرض هذا الأسبوع، ونطهوه على النار.»',
  text: 'افتتحت رئيسة الطهاة آيلا ريني مطعم أوريليا عام 2019 بعد أحد عشر عامًا في مطابخ من ليون إلى جزيرة سكاي. وما زالت تستقبل القوارب في نيوهافن كل خميس، وتبني قائمة عطلة نهاية الأسبوع على ما تحمله.',
  image: art('/artwork/restaurant-food-7-720x560.svg', 'طبق من محار الإسقلوب في أصدافه'),
  cta: { label: 'احجز طاولة الطاهي', to: '#book' },
};

export const servicesHeading: HeadingData = {
  eyebrow: 'أكثر من عشاء',
  title: 'أربع طرق لتناول الطعام معنا',
};

export const services: readonly IconItem[] = [
  {
    icon: 'star',
    title: 'قائمة التذوق',
    content:
      'سبعة أطباق من خيرات المخزن كلها، من الخميس إلى السبت، مع تشكيلة مشروبات مرافقة لمن يرغب.',
  },
  {
    icon: 'users',
    title: 'المناسبات الخاصة',
    content: 'تتسع القاعة المقبّبة لثمانية عشر ضيفًا تحت أقواسها الحجرية الأصلية.',
  },
  {
    icon: 'heart',
    title: 'طاولة الطاهي',
    content: 'ستة مقاعد أمام منصة التقديم تطل على النار، ويقدّم الأطباقَ الطهاةُ الذين أعدّوها.',
  },
  {
    icon: 'calendar',
    title: 'غداء الأحد',
    content:
      'قطعة لحم مشوية على النار، وخضار جذرية محمّصة، وحلوى كرامبل للمشاركة، من الظهر حتى الرابعة.',
  },
];

export const guestbookHeading: HeadingData = {
  eyebrow: 'سجل الضيوف',
  title: 'كُتب على طاولاتنا',
};

export const guestbook: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'كان الهلبوت أفضل سمك تذوقته في اسكتلندا، وتذكّر الفريق عيد ميلاد والدتي من ملاحظات الحجز دون أن ننطق بكلمة.',
    name: 'موراغ فليمنغ',
    role: 'عشاء لأربعة أشخاص، مارس',
    avatar: avatar('/artwork/restaurant-avatar-21-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'جلسنا إلى طاولة الطاهي ورأينا لحم الضأن ينتقل من النار إلى أطباقنا. أجواء دافئة بلا عجلة، وتارت العسل وحده يستحق الرحلة.',
    name: 'دانيال أوكافور',
    role: 'طاولة الطاهي، يونيو',
    avatar: avatar('/artwork/restaurant-avatar-22-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    quote:
      'كان غداء زفافنا في القاعة المقبّبة أشبه بعشاء في بيت صديق، لو أن صديقك يطهو بهذه البراعة.',
    name: 'آيلين وتوم برودي',
    role: 'مناسبة خاصة، سبتمبر',
    avatar: avatar('/artwork/restaurant-avatar-23-160x160.svg'),
    rating: 5,
  },
];

export const eventsHeading: HeadingData = {
  eyebrow: 'أمسيات الطعام',
  title: 'أمسيات تستحق أن تُدوَّن في المفكرة',
};

export const events: readonly SlideItem[] = [
  {
    subtitle: 'أول أربعاء من كل شهر',
    title: 'عشاء المزارعين',
    img: art('/artwork/restaurant-table-31-640x800.svg', 'مائدة طويلة مُعدّة للعشاء'),
    btnTitle: 'احجز مقعدًا',
    btnLink: '#book',
  },
  {
    subtitle: 'من أكتوبر إلى يناير',
    title: 'موسم الطرائد',
    img: art('/artwork/restaurant-food-32-640x800.svg', 'طبق داكن عليه لحم طرائد مشوي'),
    btnTitle: 'احجز مقعدًا',
    btnLink: '#book',
  },
  {
    subtitle: 'صباح كل سبت',
    title: 'الطهي على النار',
    img: art('/artwork/restaurant-food-33-640x800.svg', 'خضار تُشوى على الشواية'),
    btnTitle: 'احجز مقعدًا',
    btnLink: '#book',
  },
  {
    subtitle: 'مرة كل ثلاثة أشهر',
    title: 'الويسكي والأجبان',
    img: art('/artwork/restaurant-table-34-640x800.svg', 'كؤوس ولوح أجبان على ضوء الشموع'),
    btnTitle: 'احجز مقعدًا',
    btnLink: '#book',
  },
];

export const bookingHeading: HeadingData = {
  eyebrow: 'الحجوزات',
  title: 'احجز طاولة',
  lead: `نحتفظ بطاولتك خمس عشرة دقيقة. للمجموعات التي تزيد على ${booking.party.max} أشخاص أو لحجز القاعة المقبّبة، اتصل بمضيفنا على الرقم \u2066+44 131 496 0218\u2069.`,
};

export const hours: Pick<
  OpeningHoursProps,
  'heading' | 'timeZone' | 'phone' | 'address' | 'hours' | 'notes'
> = {
  heading: { eyebrow: 'ساعات العمل', title: 'متى تشتعل النار' },
  timeZone: booking.timeZone,
  phone: { display: '+44 131 496 0218', number: '+441314960218' },
  address: {
    lines: ['أوريليا', '41 George Street', 'Edinburgh EH2 2HT', 'اسكتلندا'],
    mapHref: 'https://www.google.com/maps/search/?api=1&query=George+Street+Edinburgh',
  },
  hours: booking.hours,
  notes: ['آخر حجز للطاولات قبل الإغلاق بتسعين دقيقة.', 'مغلق يومي 25 و26 ديسمبر ويوم 1 يناير.'],
};

export const findUsHeading: HeadingData = {
  eyebrow: 'كيف تصل إلينا',
  title: 'تحت ساعة المصرف القديم',
  lead: 'يقع مطعم أوريليا في الطابق الأرضي المقبّب لمصرف سابق في شارع جورج: على بُعد عشر دقائق سيرًا من محطة ويفرلي، وثلاث دقائق من محطة الترام في ساحة سانت أندرو. المدخل بلا درجات، وتتوفر مواقف للسيارات مساءً في شارع كاسل.',
};

export const place: MapPlace = {
  name: 'أوريليا',
  address: ['41 George Street', 'Edinburgh EH2 2HT', 'اسكتلندا'],
  query: '41 George Street, Edinburgh EH2 2HT',
  phone: '+44 131 496 0218',
  hours: 'العشاء من الثلاثاء إلى الأحد، والغداء في عطلة نهاية الأسبوع',
};
