import type { HeroSlide } from '~/components/sections/hero/hero-slider.tsx';
import type { InfoBannerData } from '~/components/sections/info-banner/info-banner.tsx';
import type { InstagramPost } from '~/components/sections/instagram/instagram-feed.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import type { ShopProductRailData } from '~/features/shop/components/shop-product-rail.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { HeadingData, SlideItem } from '~/content/types.ts';
import type { DemoPostCard } from '~/content/home-posts.ts';
import { art, avatar } from '~/content/home-art.ts';
import demo from '~/content/demos/furniture-shop.ts';

/** Its theme: made from its recipe (content/demos/furniture-shop.ts). */
export const theme: DemoTheme = demo.theme;

const category = (id: string) => `/shop/only-categories?category=${id}`;
const product = (id: string) => `/shop/single-product?product=${id}`;

export const slides: readonly HeroSlide[] = [
  {
    eyebrow: 'Northgrain · Made in our own workshop',
    title: 'Furniture built slowly, for rooms you live in every day',
    lead: 'Solid oak and beech, joined by hand and finished with oil, not lacquer. Every piece ships assembled and comes with a ten-year frame guarantee.',
    primary: { label: 'Shop new arrivals', href: '#products' },
    secondary: { label: 'Browse by room', href: '#rooms' },
    image: art(
      '/artwork/furniture-shop-lounge-301-1600x900.svg',
      'A sunlit living room: a deep sofa with cushions under an arched floor lamp',
    ),
  },
  {
    eyebrow: 'New this autumn',
    title: 'The Marlow sofa, deep enough to lose an afternoon in',
    lead: 'Feather-wrapped cushions, zip-off covers and arms low enough to lie across. In two sizes and three quiet colours.',
    primary: { label: 'See the Marlow', href: product('marlow-three-seat-sofa') },
    image: art(
      '/artwork/furniture-shop-furniture-301-1600x900.svg',
      'A three-seat sofa in soft charcoal fabric',
    ),
  },
  {
    eyebrow: 'Dining',
    title: 'One long table, ten chairs and nobody on a stool',
    lead: 'The Greystone trestle table seats eight with room for ten. The trestles come apart, so it fits up any staircase.',
    primary: { label: 'Shop dining', href: category('dining') },
    image: art(
      '/artwork/furniture-shop-interior-303-1600x900.svg',
      'A long trestle dining table laid for dinner',
    ),
  },
];

export const roomsHeading: HeadingData = {
  eyebrow: 'Shop by room',
  title: 'Start with the room you are furnishing',
};

export const rooms: readonly SlideItem[] = [
  {
    subtitle: 'Living room',
    title: 'Sofas, lounge chairs and tables',
    img: art(
      '/artwork/furniture-shop-furniture-303-480x600.svg',
      'An oak lounge chair with a teal seat',
    ),
    btnTitle: 'Shop living room',
    btnLink: category('living'),
  },
  {
    subtitle: 'Dining',
    title: 'Tables, boards and stoneware',
    img: art(
      '/artwork/furniture-shop-furniture-305-480x600.svg',
      'An oak table with a bowl on top',
    ),
    btnTitle: 'Shop dining',
    btnLink: category('dining'),
  },
  {
    subtitle: 'Bedroom',
    title: 'Night stands, linen and throws',
    img: art('/artwork/furniture-shop-interior-306-480x600.svg', 'A calm bedroom in oak and linen'),
    btnTitle: 'Shop bedroom',
    btnLink: category('bedroom'),
  },
  {
    subtitle: 'Lighting',
    title: 'Lamps and pendants, warm and dimmable',
    img: art(
      '/artwork/furniture-shop-lamp-307-480x600.svg',
      'A pendant lamp glowing over the table',
    ),
    btnTitle: 'Shop lighting',
    btnLink: category('lighting'),
  },
];

export const newProducts: ShopProductRailData = {
  heading: {
    eyebrow: 'New products',
    title: 'Fresh from the workshop',
    lead: 'Every piece here is in stock and leaves the workshop within ten days.',
  },
  categories: ['living', 'dining', 'bedroom', 'lighting'],
  tabs: true,
  allLabel: 'All rooms',
  sort: 'newest',
  action: { label: 'View the whole shop', href: '/shop/shop-wide' },
};

export const armchair: InfoBannerData = {
  eyebrow: 'Chair of the month · save $60',
  title: 'The Ashford lounge chair, now $369',
  text: 'A low oak frame, a woven wool seat you can brush clean and a back that leans just far enough for a long book. Made to order in oak, sand or sage.',
  image: art(
    '/artwork/furniture-shop-furniture-309-800x600.svg',
    'The Ashford lounge chair with its woven wool seat',
  ),
  cta: { label: 'See the Ashford', to: product('ashford-lounge-chair') },
};

export const dealHeading: HeadingData = {
  eyebrow: 'Month-end offer',
  title: 'Free white-glove delivery on every sofa',
  lead: 'Order a sofa before the month is out and two of our fitters bring it in, unwrap it and take the packaging away.',
};
export const deal = {
  label: 'Time left on the free delivery offer',
  finishedText: 'This month’s offer has ended: a new one starts today.',
  action: { label: 'Shop sofas', href: category('living') },
};

export const reviewsHeading: HeadingData = {
  eyebrow: 'From our customers',
  title: 'Ten years on, still the first seat taken',
};

export const reviews: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'The dining table arrived in pieces we could carry up three flights and went together in twenty minutes. It is the centre of the flat now.',
    name: 'Tomasz W.',
    role: 'Greystone dining table',
    avatar: avatar('/artwork/furniture-shop-avatar-309-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'We have had the Marlow for two years, two children and one dog. The covers go in the wash and come out like new.',
    name: 'Hannah L.',
    role: 'Marlow three-seat sofa',
    avatar: avatar('/artwork/furniture-shop-avatar-310-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    quote:
      'I asked about a scratch on a side table and they sent oil and a cloth the next day, no questions. It looks better than when it came.',
    name: 'Priya S.',
    role: 'Pebble side table',
    avatar: avatar('/artwork/furniture-shop-avatar-311-160x160.svg'),
    rating: 5,
  },
];

export const journalHeading: HeadingData = {
  eyebrow: 'From the journal',
  title: 'Notes on living well in small spaces',
};

/** Posts from the blog (each opens its own page; resolved by the part that shows them: `demoPosts`). */
export const journal: readonly DemoPostCard[] = [{ id: 22 }, { id: 9 }, { id: 18 }];

// Whole paths, not a template: the artwork generator draws the `/artwork/…svg` paths written in the source.
const feed: ReadonlyArray<readonly [path: string, alt: string, likes: number, comments: number]> = [
  [
    '/artwork/furniture-shop-interior-312-480x480.svg',
    'A reading nook with the Ashford chair',
    1840,
    41,
  ],
  [
    '/artwork/furniture-shop-interior-313-480x480.svg',
    'Oak shavings on the workshop floor',
    960,
    18,
  ],
  [
    '/artwork/furniture-shop-interior-314-480x480.svg',
    'A customer’s dining room after dinner',
    2210,
    64,
  ],
  [
    '/artwork/furniture-shop-interior-315-480x480.svg',
    'The Rowan night stand with a stack of books',
    730,
    12,
  ],
  [
    '/artwork/furniture-shop-interior-316-480x480.svg',
    'Fitting a sofa cover in the showroom',
    1120,
    23,
  ],
  [
    '/artwork/furniture-shop-interior-317-480x480.svg',
    'A pendant light over a kitchen island',
    1560,
    37,
  ],
];

export const instagram: readonly InstagramPost[] = feed.map(([path, alt, likes, comments]) => ({
  id: `northgrain-${path.match(/-(\d+)-480x480/)![1]}`,
  image: art(path, alt),
  likes,
  comments,
  href: 'https://www.instagram.com/',
}));
