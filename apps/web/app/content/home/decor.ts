import type { Client } from '~/components/sections/clients/client-logo.tsx';
import type { HeroSlide } from '~/components/sections/hero/hero-slider.tsx';
import type { InfoBannerData } from '~/components/sections/info-banner/info-banner.tsx';
import type { InstagramPost } from '~/components/sections/instagram/instagram-feed.tsx';
import type { ShopProductRailData } from '~/features/shop/components/shop-product-rail.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { HeadingData, SlideItem } from '~/content/types.ts';
import type { DemoPostCard } from '~/content/home-posts.ts';
import { art, logo } from '~/content/home-art.ts';
import demo from '~/content/demos/decor.ts';

/** Its theme: made from its recipe (content/demos/decor.ts). */
export const theme: DemoTheme = demo.theme;

const category = (id: string) => `/shop/only-categories?category=${id}`;

export const slides: readonly HeroSlide[] = [
  {
    eyebrow: 'Kiln & Loom · Homeware from small studios',
    title: 'Things for the home, made by hand and meant to be used',
    lead: 'Thrown pots, block-printed linen and paper lamps from fourteen makers we visit ourselves. Nothing mass-made, nothing flown in.',
    primary: { label: 'Shop new pieces', href: '#products' },
    secondary: { label: 'Shop by room', href: '#rooms' },
    image: art(
      '/artwork/decor-shelf-401-1600x900.svg',
      'Oak shelves of vases, books and a trailing plant under a paper pendant',
    ),
  },
  {
    eyebrow: 'The autumn table',
    title: 'Stoneware that goes from the oven to the table',
    lead: 'Plates, bowls and serving boards in glazes the colour of wet sand, river clay and moss.',
    primary: { label: 'Shop kitchen & dining', href: category('dining') },
    image: art('/artwork/decor-vase-404-1600x900.svg', 'Stacked stoneware plates and bowls'),
  },
  {
    eyebrow: 'Long evenings',
    title: 'Warm light for the darker months',
    lead: 'Ceramic table lamps and paper shades that glow instead of glare, each wired and tested in our studio.',
    primary: { label: 'Shop lighting', href: category('lighting') },
    image: art('/artwork/decor-interior-403-1600x900.svg', 'A paper lamp glowing in a dim room'),
  },
];

export const roomsHeading: HeadingData = {
  eyebrow: 'Shop by room',
  title: 'A little something for every corner',
};

export const rooms: readonly SlideItem[] = [
  {
    subtitle: 'Decor',
    title: 'Vases, mirrors and cushions',
    img: art('/artwork/decor-vase-405-480x600.svg', 'A terracotta vase with dried grasses'),
    btnTitle: 'Shop decor',
    btnLink: category('decor'),
  },
  {
    subtitle: 'Bedroom',
    title: 'Linen, throws and soft things',
    img: art('/artwork/decor-pattern-405-480x600.svg', 'Folded linen in earthy stripes'),
    btnTitle: 'Shop bedroom',
    btnLink: category('bedroom'),
  },
  {
    subtitle: 'Lighting',
    title: 'Lamps that glow, never glare',
    img: art('/artwork/decor-lamp-408-480x600.svg', 'A ceramic table lamp with a linen shade'),
    btnTitle: 'Shop lighting',
    btnLink: category('lighting'),
  },
];

export const products: ShopProductRailData = {
  heading: {
    eyebrow: 'Just arrived',
    title: 'New from the studios',
    lead: 'Each piece is made in a small batch; when it is gone, the next one will be a little different.',
  },
  categories: ['decor', 'lighting', 'bedroom', 'dining'],
  tabs: true,
  allLabel: 'All pieces',
  sort: 'newest',
};

export const makers: InfoBannerData = {
  eyebrow: 'Meet the makers',
  title: 'Fourteen studios, all within a day’s drive',
  text: 'We buy straight from the potters, weavers and lamp makers we work with, pay them before the pieces sell, and print each maker’s name on the label.',
  image: art('/artwork/decor-workspace-407-800x600.svg', 'A potter trimming a vase on the wheel'),
  cta: { label: 'Shop everything', to: '/shop/shop-wide' },
};

export const studios: readonly Client[] = [
  {
    id: 1,
    name: 'Riverbank Pottery',
    logo: logo('/artwork/decor-logo-408-240x96.svg', 'Riverbank Pottery'),
  },
  {
    id: 2,
    name: 'Hollin Weavers',
    logo: logo('/artwork/decor-logo-409-240x96.svg', 'Hollin Weavers'),
  },
  { id: 3, name: 'Ember & Wick', logo: logo('/artwork/decor-logo-410-240x96.svg', 'Ember & Wick') },
  {
    id: 4,
    name: 'Saltmarsh Prints',
    logo: logo('/artwork/decor-logo-411-240x96.svg', 'Saltmarsh Prints'),
  },
  {
    id: 5,
    name: 'Coppice Woodworks',
    logo: logo('/artwork/decor-logo-412-240x96.svg', 'Coppice Woodworks'),
  },
];

export const journalHeading: HeadingData = {
  eyebrow: 'Journal',
  title: 'Stories from slow rooms',
};

/** Posts from the blog (each opens its own page; resolved by the part that shows them: `demoPosts`). */
export const journal: readonly DemoPostCard[] = [
  { id: 22 },
  { id: 26 },
  { id: 13 },
  { id: 24 },
  { id: 9 },
  { id: 18 },
];

const feed: ReadonlyArray<readonly [src: string, alt: string, likes: number, comments: number]> = [
  ['/artwork/decor-vase-412-480x480.svg', 'Three vases on a windowsill', 1420, 33],
  ['/artwork/decor-pattern-414-480x480.svg', 'A block-printed cushion, close up', 880, 15],
  ['/artwork/decor-interior-415-480x480.svg', 'A linen-covered bed in morning light', 2050, 58],
  ['/artwork/decor-workspace-416-480x480.svg', 'Glazes drying in the studio', 640, 9],
  ['/artwork/decor-lamp-417-480x480.svg', 'A table lamp with a pleated shade', 1310, 27],
  ['/artwork/decor-interior-418-480x480.svg', 'A hallway mirror above a bench', 970, 21],
];

export const instagram: readonly InstagramPost[] = feed.map(([src, alt, likes, comments], i) => ({
  id: `kiln-loom-${i + 1}`,
  image: art(src, alt),
  likes,
  comments,
  href: 'https://www.instagram.com/',
}));
