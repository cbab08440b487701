import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { HeroSlide } from '~/components/sections/hero/hero-slider.tsx';
import type { ShopProductRailData } from '~/features/shop/components/shop-product-rail.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { HeadingData, SlideItem } from '~/content/types.ts';
import type { DemoPostCard } from '~/content/home-posts.ts';
import { art } from '~/content/home-art.ts';
import demo from '~/content/demos/fashion-shop.ts';

/** Its theme: made from its recipe (content/demos/fashion-shop.ts). */
export const theme: DemoTheme = demo.theme;

const category = (id: string) => `/shop/only-categories?category=${id}`;
const product = (id: string) => `/shop/single-product?product=${id}`;

export const slides: readonly HeroSlide[] = [
  {
    eyebrow: 'Halde · Autumn–winter collection',
    title: 'Clothes for a long walk',
    lead: 'Boiled wool, washed linen and lambswool knits in the colours of a beach in November. Cut simply, sewn in small runs, meant to be worn for years.',
    primary: { label: 'Shop the collection', href: '#collection' },
    secondary: { label: 'See the lookbook', href: '#lookbook' },
    image: art(
      '/artwork/fashion-shop-garment-501-1600x900.svg',
      'A long wrap coat on a hanger in soft morning light',
    ),
  },
  {
    eyebrow: 'Outerwear',
    title: 'The Bothy coat, unlined and weatherproof',
    lead: 'Boiled merino keeps out the wind without a lining, so it folds over an arm when the sun comes out.',
    primary: { label: 'Shop the Bothy', href: product('bothy-wool-coat') },
    image: art(
      '/artwork/fashion-shop-garment-504-1600x900.svg',
      'A boiled-wool coat hanging on a rail',
    ),
  },
  {
    eyebrow: 'Carry',
    title: 'Bags and scarves that outlast the season',
    lead: 'Waxed-canvas totes, silk twill scarves and bridle-leather belts, finished by hand.',
    primary: { label: 'Shop accessories', href: category('accessories') },
    image: art(
      '/artwork/fashion-shop-garment-502-1600x900.svg',
      'A waxed-canvas tote with leather handles',
    ),
  },
];

export const categoriesHeading: HeadingData = {
  eyebrow: 'Shop',
  title: 'Two rails, one wardrobe',
};

export const categories: readonly SlideItem[] = [
  {
    subtitle: 'Clothing',
    title: 'Coats, shirts and knits',
    img: art('/artwork/fashion-shop-garment-507-800x600.svg', 'A linen overshirt on a hanger'),
    btnTitle: 'Shop clothing',
    btnLink: category('clothing'),
  },
  {
    subtitle: 'Bags & accessories',
    title: 'Totes, scarves and belts',
    img: art('/artwork/fashion-shop-garment-505-800x600.svg', 'A canvas tote bag'),
    btnTitle: 'Shop accessories',
    btnLink: category('accessories'),
  },
];

export const collection: ShopProductRailData = {
  heading: {
    eyebrow: 'The collection',
    title: 'Autumn–winter, in six pieces',
    lead: 'Each piece is made in a run of a few hundred; sizes come back once, then the next season starts.',
  },
  categories: ['clothing', 'accessories'],
  tabs: true,
  allLabel: 'All',
  action: { label: 'View all', href: '/shop/shop-wide' },
};

export const lookbookHeading: HeadingData = {
  eyebrow: 'Lookbook',
  title: 'Worn on the coast road',
};

export const lookbook: readonly SlideItem[] = [
  {
    subtitle: 'Look 01',
    title: 'Overshirt, jumper and a very long scarf',
    img: art(
      '/artwork/fashion-shop-portrait-506-480x600.svg',
      'A model in a sand overshirt and scarf',
    ),
    btnTitle: 'Shop the overshirt',
    btnLink: product('coast-linen-overshirt'),
  },
  {
    subtitle: 'Look 02',
    title: 'The wrap coat, belted against the wind',
    img: art('/artwork/fashion-shop-portrait-507-480x600.svg', 'A model in a belted charcoal coat'),
    btnTitle: 'Shop the coat',
    btnLink: product('bothy-wool-coat'),
  },
  {
    subtitle: 'Look 03',
    title: 'Moss-stitch and a market tote',
    img: art('/artwork/fashion-shop-portrait-508-480x600.svg', 'A model carrying a canvas tote'),
    btnTitle: 'Shop the jumper',
    btnLink: product('moss-stitch-jumper'),
  },
  {
    subtitle: 'Look 04',
    title: 'Silk at the collar, leather at the waist',
    img: art(
      '/artwork/fashion-shop-portrait-509-480x600.svg',
      'A model with a silk scarf and belt',
    ),
    btnTitle: 'Shop the scarf',
    btnLink: product('estuary-silk-scarf'),
  },
];

export const saleHeading: HeadingData = {
  eyebrow: 'End of season',
  title: 'Last sizes, up to 20 % off',
  lead: 'The season’s last sizes are marked down until the month is out. After that, they go back to the workshop.',
};
export const sale = {
  label: 'Time left in the end-of-season sale',
  finishedText: 'The sale has closed: the new season is in the shop.',
  action: { label: 'Shop the sale', href: '/shop/shop-wide' },
};

export const journalHeading: HeadingData = {
  eyebrow: 'Journal',
  title: 'Where the clothes have been',
};

/** Posts from the blog (each opens its own page; resolved by the part that shows them: `demoPosts`). */
export const journal: readonly DemoPostCard[] = [{ id: 10 }, { id: 15 }, { id: 26 }];

export const letter: CallToActionData = {
  eyebrow: 'The Halde letter',
  title: '15 % off your first order',
  lead: 'One letter a month: new pieces before they go on sale, the makers behind them, and a code for 15 % off when you sign up.',
  action: { kind: 'subscribe', buttonLabel: 'Sign me up', formVariant: 'underline' },
};
