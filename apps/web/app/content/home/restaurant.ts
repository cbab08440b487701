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
import { bookingNotes } from '@contrail/contracts/booking-rules';
import { restaurantVenue } from '@contrail/contracts/venues/restaurant';
import demo from '~/content/demos/restaurant.ts';

/** Its theme: made from its recipe (content/demos/restaurant.ts). */
export const theme: DemoTheme = demo.theme;

/**
 * The booking rules (hours, seatings, notice, party size, closed dates, time zone, desk address): the form,
 * the opening-hours section and POST /api/booking all read this one object.
 */
export const booking = restaurantVenue;
export const venue = booking.name;
export const currency: string = 'GBP';
/** Intl's tag for the menu's prices. */
export const locale: string = 'en-GB';
/** Accessible names of the menu's course tabs, the events' banners and the booking form. */
export const menuTabsLabel: string = 'Menu courses';
export const eventsLabel: string = 'Food events';
export const bookingFormLabel: string = 'Book a table at Aurelia';

export const hero: HeroData = {
  eyebrow: 'Aurelia · Wood fire & Scottish larder',
  title: 'Slow fire, honest produce, a table worth the evening',
  lead: 'Hand-dived scallops, hill lamb and vegetables from the Lothians, cooked over oak and birch in the old bank hall on George Street. Dinner from Tuesday to Sunday, lunch at weekends.',
  primary: { label: 'Book a table', href: '#book' },
  secondary: { label: 'See the menu', href: '#menu' },
  image: art(
    '/artwork/restaurant-table-3-1600x900.svg',
    'A candlelit table laid with three plates',
  ),
};

export const menuHeading: HeadingData = {
  eyebrow: 'Popular menu',
  title: 'What comes off the fire this season',
  lead: 'The menu follows the boats and the farms, so a dish may change during the week. Tell us about allergies when you book.',
};

export const menu: readonly MenuCourse[] = [
  {
    id: 'starters',
    label: 'To start',
    dishes: [
      {
        id: 'scallop',
        name: 'Hand-dived scallop',
        description: 'Roasted in the shell, brown butter, cured pork fat, sea herbs.',
        priceCents: 1650,
      },
      {
        id: 'beetroot',
        name: 'Ember-baked beetroot',
        description: 'Whipped goat’s curd, toasted hazelnut, elderflower vinegar.',
        priceCents: 1100,
        tags: ['vegetarian'],
      },
      {
        id: 'mackerel',
        name: 'Flamed mackerel',
        description: 'Rhubarb ketchup, pickled cucumber, horseradish cream.',
        priceCents: 1250,
        tags: ['new'],
      },
      {
        id: 'bread',
        name: 'Sourdough from the oven',
        description: 'Cultured butter smoked over birch, dulse salt.',
        priceCents: 650,
        tags: ['vegetarian'],
      },
    ],
  },
  {
    id: 'fire',
    label: 'From the fire',
    dishes: [
      {
        id: 'lamb',
        name: 'Borders hill lamb',
        description: 'Rump and slow-cooked shoulder, charred hispi cabbage, anchovy and mint.',
        priceCents: 3400,
      },
      {
        id: 'halibut',
        name: 'Halibut on the bone',
        description: 'Grilled over oak, mussel and cider sauce, sea purslane.',
        priceCents: 3800,
      },
      {
        id: 'celeriac',
        name: 'Salt-baked celeriac',
        description: 'Black garlic, wild mushrooms, aged Cora Linn cheese.',
        priceCents: 2400,
        tags: ['vegetarian'],
      },
      {
        id: 'beef',
        name: 'Aged beef rib for two',
        description: 'Forty-five days on the bone, bone-marrow gravy, chilli and shallot relish.',
        priceCents: 9200,
        tags: ['spicy'],
      },
    ],
  },
  {
    id: 'sides',
    label: 'On the side',
    dishes: [
      {
        id: 'potatoes',
        name: 'Crushed Ayrshire potatoes',
        description: 'Beef dripping, chives.',
        priceCents: 550,
      },
      {
        id: 'greens',
        name: 'Charred greens',
        description: 'Lemon, chilli oil, toasted seeds.',
        priceCents: 600,
        tags: ['vegetarian', 'spicy'],
      },
      {
        id: 'carrots',
        name: 'Heritage carrots',
        description: 'Honey from Pentland hives, thyme, crème fraîche.',
        priceCents: 600,
        tags: ['vegetarian'],
      },
    ],
  },
  {
    id: 'desserts',
    label: 'To finish',
    dishes: [
      {
        id: 'tart',
        name: 'Burnt honey tart',
        description: 'Crowdie ice cream, bee pollen.',
        priceCents: 1050,
        tags: ['vegetarian'],
      },
      {
        id: 'cranachan',
        name: 'Aurelia cranachan',
        description: 'Toasted oats, raspberries, whisky cream, heather honey.',
        priceCents: 950,
      },
      {
        id: 'cheese',
        name: 'Three Scottish cheeses',
        description: 'Oatcakes from the oven, apple and juniper chutney.',
        priceCents: 1400,
        tags: ['new'],
      },
    ],
  },
];

export const chefMessage: InfoBannerData = {
  eyebrow: 'A word from the kitchen',
  title: '“We cook what the land gives us this week, and we cook it over fire.”',
  text: 'Head chef Isla Rennie opened Aurelia in 2019 after eleven years in kitchens from Lyon to Skye. She still meets the boats at Newhaven on Thursdays and plans the weekend around what comes off them.',
  image: art('/artwork/restaurant-food-7-720x560.svg', 'A plate of scallops in their shells'),
  cta: { label: 'Book the chef’s table', to: '#book' },
};

export const servicesHeading: HeadingData = {
  eyebrow: 'Beyond dinner',
  title: 'Four ways to eat with us',
};

export const services: readonly IconItem[] = [
  {
    icon: 'star',
    title: 'Tasting menu',
    content:
      'Seven courses from the whole larder, Thursday to Saturday, with an optional wine flight.',
  },
  {
    icon: 'users',
    title: 'Private dining',
    content: 'The vault room seats up to eighteen under its original brick arches.',
  },
  {
    icon: 'heart',
    title: 'Chef’s table',
    content:
      'Six seats at the pass, watching the fire, with dishes served by the cooks who made them.',
  },
  {
    icon: 'calendar',
    title: 'Sunday lunch',
    content: 'A joint from the fire, roasted roots and a crumble to share, from noon until four.',
  },
];

export const guestbookHeading: HeadingData = {
  eyebrow: 'Guestbook',
  title: 'Written at our tables',
};

export const guestbook: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'The halibut was the best fish I have eaten in Scotland, and the staff remembered my mother’s birthday from the booking notes without a word from us.',
    name: 'Morag Fleming',
    role: 'Dinner for four, March',
    avatar: avatar('/artwork/restaurant-avatar-21-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'We sat at the chef’s table and watched the lamb go from the fire to our plates. Warm, unhurried, and the honey tart is worth the trip alone.',
    name: 'Daniel Okafor',
    role: 'Chef’s table, June',
    avatar: avatar('/artwork/restaurant-avatar-22-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    quote:
      'Our wedding lunch in the vault room felt like a dinner party at a friend’s house, if your friend could cook like this.',
    name: 'Aileen and Tom Brodie',
    role: 'Private dining, September',
    avatar: avatar('/artwork/restaurant-avatar-23-160x160.svg'),
    rating: 5,
  },
];

export const eventsHeading: HeadingData = {
  eyebrow: 'Food events',
  title: 'Evenings worth putting in the diary',
};

export const events: readonly SlideItem[] = [
  {
    subtitle: 'First Wednesday of the month',
    title: 'Growers’ supper',
    img: art('/artwork/restaurant-table-31-640x800.svg', 'A long table set for a supper'),
    btnTitle: 'Reserve a seat',
    btnLink: '#book',
  },
  {
    subtitle: 'October to January',
    title: 'Game season',
    img: art('/artwork/restaurant-food-32-640x800.svg', 'A dark plate of roast game'),
    btnTitle: 'Reserve a seat',
    btnLink: '#book',
  },
  {
    subtitle: 'Saturday mornings',
    title: 'Cooking over fire',
    img: art('/artwork/restaurant-food-33-640x800.svg', 'Vegetables charring on a grill'),
    btnTitle: 'Reserve a seat',
    btnLink: '#book',
  },
  {
    subtitle: 'Every quarter',
    title: 'Whisky and cheese',
    img: art(
      '/artwork/restaurant-table-34-640x800.svg',
      'Glasses and a cheese board by candlelight',
    ),
    btnTitle: 'Reserve a seat',
    btnLink: '#book',
  },
];

export const bookingHeading: HeadingData = {
  eyebrow: 'Reservations',
  title: 'Book a table',
  lead: `We hold tables for fifteen minutes. For more than ${booking.party.max} guests, or the vault room, call our host on 0131 496 0218.`,
};

export const hours: Pick<
  OpeningHoursProps,
  'heading' | 'timeZone' | 'phone' | 'address' | 'hours' | 'notes'
> = {
  heading: { eyebrow: 'Opening hours', title: 'When the fire is lit' },
  timeZone: booking.timeZone,
  phone: { display: '0131 496 0218', number: '+441314960218' },
  address: {
    lines: ['Aurelia', '41 George Street', 'Edinburgh EH2 2HT'],
    mapHref: 'https://www.google.com/maps/search/?api=1&query=George+Street+Edinburgh',
  },
  hours: booking.hours,
  notes: bookingNotes(booking),
};

export const findUsHeading: HeadingData = {
  eyebrow: 'Find us',
  title: 'Under the old bank clock',
  lead: 'Aurelia is in the vaulted ground floor of a former bank on George Street: ten minutes on foot from Waverley station, three from the tram at St Andrew Square. The door is step-free, and Castle Street has evening parking.',
};

/** The dining room on the map. */
export const place: MapPlace = {
  name: 'Aurelia',
  address: ['41 George Street', 'Edinburgh EH2 2HT', 'Scotland'],
  query: '41 George Street, Edinburgh EH2 2HT',
  phone: '0131 496 0218',
  hours: 'Dinner Tuesday to Sunday, lunch at the weekend',
};
