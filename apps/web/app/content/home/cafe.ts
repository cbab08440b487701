import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { CustomIconItem } from '~/components/sections/custom-icon-with-text/custom-icon-features.tsx';
import type { HeroSlide } from '~/components/sections/hero/hero-slider.tsx';
import type { InfoBannerData } from '~/components/sections/info-banner/info-banner.tsx';
import type { MenuCourse } from '~/components/sections/menu-list/menu-list.tsx';
import type { OpeningHoursProps } from '~/components/sections/opening-hours/opening-hours.tsx';
import type { TeamMember } from '~/components/sections/team/team-card.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { HeadingData } from '~/content/types.ts';
import { art, avatar } from '~/content/home-art.ts';
import { bookingNotes } from '@contrail/contracts/booking-rules';
import { cafeVenue } from '@contrail/contracts/venues/cafe';
import demo from '~/content/demos/cafe.ts';

/** Its theme: made from its recipe (content/demos/cafe.ts). */
export const theme: DemoTheme = demo.theme;

/** The booking rules (hours, tables, notice, closed dates, time zone, desk): form, hours section and API read them. */
export const booking = cafeVenue;
export const venue = booking.name;
export const currency = 'EUR';
/** Prices as Vienna writes them: "€ 4,20". */
export const locale = 'de-AT';

export const slides: readonly HeroSlide[] = [
  {
    eyebrow: 'Café Kornblum · since 1926',
    title: 'Coffee, cake and the newspaper, as long as you like',
    lead: 'A corner coffee house in the seventh district: marble tables, a roaster in the back room and cakes baked before sunrise.',
    primary: { label: 'Reserve a table', href: '#book' },
    secondary: { label: 'Our menu', href: '#menu' },
    image: art('/artwork/cafe-coffee-4-1600x900.svg', 'A cup of coffee on a marble counter'),
  },
  {
    eyebrow: 'Roasted on the premises',
    title: 'Beans from three farms we visit every year',
    lead: 'Our roaster Lukas works in small batches twice a week, so the Melange you order tasted of the farm, not of the warehouse.',
    primary: { label: 'Meet the team', href: '#team' },
    image: art('/artwork/cafe-coffee-5-1600x900.svg', 'Coffee beans beside a steaming cup'),
  },
  {
    eyebrow: 'Breakfast until three',
    title: 'Eggs in a glass, warm Kipferl and jam from the Wachau',
    lead: 'The Viennese breakfast is served all morning and well into the afternoon, because nobody should have to hurry one.',
    primary: { label: 'See breakfast', href: '#menu' },
    image: art('/artwork/cafe-table-6-1600x900.svg', 'A breakfast table seen from above'),
  },
];

export const welcome: AboutData = {
  eyebrow: 'Welcome',
  title: 'A living room for the neighbourhood for almost a hundred years',
  lead: 'The Kornblum family opened the doors in 1926; Anna Kornblum, the founder’s great-granddaughter, runs the house today. The wood panelling is original, the espresso machine is not, and the regulars have opinions about both.',
  points: [
    'Twenty-two newspapers in four languages',
    'Cakes baked in the house every morning',
    'Dogs welcome, with a bowl of water',
  ],
  image: art('/artwork/cafe-room-8-640x560.svg', 'The coffee house’s panelled room'),
  badge: { value: '1926', label: 'Serving coffee since' },
  action: { label: 'Read the menu', href: '#menu' },
};

export const amenitiesHeading: HeadingData = {
  eyebrow: 'Stay a while',
  title: 'Everything a long afternoon needs',
};

export const amenities: readonly CustomIconItem[] = [
  {
    icon: 'globe',
    title: 'Free Wi-Fi, quiet corner',
    text: 'The back room is for laptops and letters; the front room for talking.',
  },
  {
    icon: 'heart',
    title: 'Baked here at five',
    text: 'Sachertorte, apple strudel and Gugelhupf come out of our own oven daily.',
  },
  {
    icon: 'users',
    title: 'Tables for groups',
    text: 'The Salon upstairs seats twenty for birthdays, book clubs and small weddings.',
  },
];

export const menuHeading: HeadingData = {
  eyebrow: 'Discover the menu',
  title: 'From the first Melange to the last slice',
  lead: 'Every coffee comes on a silver tray with a glass of water, as it should.',
};

export const menu: readonly MenuCourse[] = [
  {
    id: 'coffee',
    label: 'Coffee',
    dishes: [
      {
        id: 'melange',
        name: 'Wiener Melange',
        description: 'Espresso, steamed milk, a crown of milk foam.',
        priceCents: 480,
      },
      {
        id: 'einspaenner',
        name: 'Einspänner',
        description: 'A double mocha in a glass under whipped cream.',
        priceCents: 520,
      },
      {
        id: 'verlaengerter',
        name: 'Verlängerter',
        description: 'Espresso lengthened with hot water, milk on the side.',
        priceCents: 390,
      },
      {
        id: 'brauner',
        name: 'Kleiner Brauner',
        description: 'A single espresso with a little jug of cream.',
        priceCents: 340,
      },
      {
        id: 'chocolate',
        name: 'Hot chocolate',
        description: 'Melted dark chocolate and milk, whipped cream on request.',
        priceCents: 490,
        tags: ['vegetarian'],
      },
      {
        id: 'filter',
        name: 'Filter of the week',
        description: 'A single farm, brewed by hand. Ask what we roasted on Monday.',
        priceCents: 450,
        tags: ['new'],
      },
    ],
  },
  {
    id: 'cakes',
    label: 'Cakes',
    dishes: [
      {
        id: 'sacher',
        name: 'Sachertorte',
        description: 'Chocolate sponge, apricot jam, dark glaze, unsweetened cream.',
        priceCents: 560,
        tags: ['vegetarian'],
      },
      {
        id: 'strudel',
        name: 'Apple strudel',
        description: 'Pulled by hand, warm, with vanilla sauce.',
        priceCents: 490,
        tags: ['vegetarian'],
      },
      {
        id: 'cream-slice',
        name: 'Cremeschnitte',
        description: 'Puff pastry, vanilla cream, a thin sheet of icing.',
        priceCents: 450,
        tags: ['vegetarian'],
      },
    ],
  },
  {
    id: 'breakfast',
    label: 'Breakfast',
    dishes: [
      {
        id: 'wiener',
        name: 'Viennese breakfast',
        description: 'Two soft eggs in a glass, Kaisersemmel, butter, apricot jam, a Melange.',
        priceCents: 1190,
        tags: ['vegetarian'],
      },
      {
        id: 'farmer',
        name: 'Farmer’s breakfast',
        description: 'Ham, mountain cheese, rye bread, radishes and chive spread.',
        priceCents: 1350,
      },
      {
        id: 'bircher',
        name: 'Bircher muesli',
        description: 'Oats soaked overnight, grated apple, hazelnuts, yoghurt.',
        priceCents: 790,
        tags: ['vegetarian'],
      },
    ],
  },
  {
    id: 'savoury',
    label: 'Savoury',
    dishes: [
      {
        id: 'goulash',
        name: 'Fiaker goulash',
        description: 'Beef goulash with a fried egg, a sausage and a gherkin.',
        priceCents: 1490,
        tags: ['spicy'],
      },
      {
        id: 'toast',
        name: 'Schinken-Käse-Toast',
        description: 'Ham and cheese toasted, ketchup on the side.',
        priceCents: 690,
      },
      {
        id: 'soup',
        name: 'Soup of the day',
        description: 'With dark bread from the Schwarz bakery next door.',
        priceCents: 620,
        tags: ['vegetarian'],
      },
    ],
  },
];

export const voucher: InfoBannerData = {
  eyebrow: 'Give an afternoon',
  title: 'A Kornblum voucher: coffee and cake for two',
  text: 'Printed on our old letterpress and valid for a year. Choose an amount at the counter or ask us to post one, wrapped, anywhere in Austria.',
  image: art('/artwork/cafe-coffee-9-720x560.svg', 'Two cups of coffee side by side'),
  cta: { label: 'Ask about vouchers', to: '#book' },
};

export const teamHeading: HeadingData = {
  eyebrow: 'Behind the counter',
  title: 'The bakers and baristas',
};

export const team: readonly TeamMember[] = [
  {
    id: 1,
    img: art('/artwork/cafe-portrait-41-480x560.svg', 'Portrait of Anna Kornblum'),
    name: 'Anna Kornblum',
    designation: 'Owner, fourth generation',
    description: 'Took over from her father in 2016 and still opens the doors at seven.',
  },
  {
    id: 2,
    img: art('/artwork/cafe-portrait-42-480x560.svg', 'Portrait of Lukas Brandl'),
    name: 'Lukas Brandl',
    designation: 'Head roaster',
    description: 'Roasts twice a week and visits our farms in Huila and Sidama every spring.',
  },
  {
    id: 3,
    img: art('/artwork/cafe-portrait-43-480x560.svg', 'Portrait of Mirela Novak'),
    name: 'Mirela Novak',
    designation: 'Pastry chef',
    description: 'Her Sachertorte recipe won the district fair three years running.',
  },
  {
    id: 4,
    img: art('/artwork/cafe-portrait-44-480x560.svg', 'Portrait of Jonas Weiß'),
    name: 'Jonas Weiß',
    designation: 'Head waiter',
    description: 'Knows which regulars take their paper with their Melange, and which do not.',
  },
];

export const reviews: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'I have written two novels at the corner table by the window. The waiters never once asked me to order another coffee, though I always did.',
    name: 'Helene Aigner',
    role: 'Regular since 2009',
    avatar: avatar('/artwork/cafe-avatar-51-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'The best strudel in the seventh district, served warm, with a Melange that tastes of actual coffee. We come every Sunday after the market.',
    name: 'Marco Ruiz',
    role: 'Sunday regular',
    avatar: avatar('/artwork/cafe-avatar-52-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    quote:
      'We held our book club in the Salon upstairs. Twelve of us, three cakes, one very long discussion, and nobody rushed us.',
    name: 'Birgit Hofer',
    role: 'Book club host',
    avatar: avatar('/artwork/cafe-avatar-53-160x160.svg'),
    rating: 5,
  },
];

export const hours: Pick<
  OpeningHoursProps,
  'heading' | 'timeZone' | 'phone' | 'address' | 'hours' | 'notes'
> = {
  heading: { eyebrow: 'Visit us', title: 'Opening hours' },
  timeZone: booking.timeZone,
  phone: { display: '+43 1 523 40 17', number: '+4315234017' },
  address: {
    lines: ['Café Kornblum', 'Neubaugasse 18', '1070 Wien'],
    mapHref: 'https://www.google.com/maps/search/?api=1&query=Neubaugasse+Wien',
  },
  hours: booking.hours,
  notes: bookingNotes(booking),
};

export const bookingHeading: HeadingData = {
  eyebrow: 'Reserve',
  title: 'Keep a table for you',
  lead: 'Most tables are first come, first served; we keep a few by the window for those who book. For the Salon upstairs, mention it in the notes.',
};
