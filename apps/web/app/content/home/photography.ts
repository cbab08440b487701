import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { Client } from '~/components/sections/clients/client-logo.tsx';
import type { HeroSlide } from '~/components/sections/hero/hero-slider.tsx';
import type { GalleryImage } from '~/components/sections/image-gallery/image-gallery.tsx';
import type {
  PortfolioCategoryTitles,
  PortfolioProject,
} from '~/components/sections/portfolio/portfolio-data.ts';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { HeadingData } from '~/content/types.ts';
import { art, demoProject, logo, type DemoProjectRow } from '~/content/home-art.ts';
import type { DemoPostCard } from '~/content/home-posts.ts';
import demo from '~/content/demos/photography.ts';

/** Its theme: made from its recipe (content/demos/photography.ts). */
export const theme: DemoTheme = demo.theme;

export const photoSlides: readonly HeroSlide[] = [
  {
    eyebrow: 'Elin Vasko · Photographs',
    title: 'Light that was only there once',
    lead: 'Landscapes, people and places from the far north, made on film and printed by hand in Tromsø.',
    primary: { label: 'View the gallery', href: '#gallery' },
    secondary: { label: 'Commission a shoot', href: '#commission' },
    image: art(
      '/artwork/photography-landscape-601-1920x1080.svg',
      'Low winter sun over layered hills and a still fjord',
    ),
  },
  {
    eyebrow: 'Series · Harbour Hands, 2026',
    title: 'The people who unload the dark',
    lead: 'Eighteen months of night shifts with the fish-dock crews of Finnmark, for a book out this spring.',
    primary: { label: 'View the series', href: '#series' },
    image: art(
      '/artwork/photography-portrait-602-1920x1080.svg',
      'A dock worker in oilskins lit by a single harbour lamp',
    ),
  },
  {
    eyebrow: 'Series · Polar Towns, 2025',
    title: 'Streets at two in the afternoon',
    lead: 'Towns above the Arctic Circle in the weeks when the sun never rises above the roofs.',
    primary: { label: 'View the series', href: '#series' },
    image: art(
      '/artwork/photography-city-603-1920x1080.svg',
      'Wooden houses and a church spire under a blue polar noon',
    ),
  },
];

export const photoAbout: AboutData = {
  eyebrow: 'About',
  title: 'I photograph slowly, and mostly in the cold',
  lead: 'I grew up on a trawler and learned to print in my father’s darkroom. For fifteen years I have shot for magazines, tourist boards and the odd brave brand, always on medium-format film.',
  points: [
    'Medium format, colour and black and white',
    'Hand prints on fibre paper, signed',
    'Assignments anywhere the ferries go',
  ],
  image: art(
    '/artwork/photography-portrait-604-640x560.svg',
    'The photographer with a folding camera on a rocky shore',
  ),
  secondImage: art(
    '/artwork/photography-landscape-605-320x320.svg',
    'A contact sheet of hillside frames',
  ),
  badge: { value: '15 years', label: 'On assignment' },
  action: { label: 'Commission a shoot', href: '#commission' },
};

export const galleryHeading: HeadingData = {
  eyebrow: 'Gallery',
  title: 'Recent frames',
  lead: 'Open any picture to see it large; use the arrow keys to move through the set.',
};

export const gallery: readonly GalleryImage[] = [
  {
    id: 'fjord',
    caption: 'Fjord at first light, Lyngen',
    thumb: art('/artwork/photography-landscape-611-600x800.svg', 'A fjord at first light'),
    full: art('/artwork/photography-landscape-611-1200x1600.svg', 'A fjord at first light'),
  },
  {
    id: 'net-mender',
    caption: 'Net mender, Honningsvåg',
    thumb: art('/artwork/photography-portrait-612-600x450.svg', 'A man mending a fishing net'),
    full: art('/artwork/photography-portrait-612-1600x1200.svg', 'A man mending a fishing net'),
  },
  {
    id: 'harbour-night',
    caption: 'Harbour at 2 p.m., December',
    thumb: art('/artwork/photography-city-613-600x600.svg', 'A lit harbour front at dusk'),
    full: art('/artwork/photography-city-613-1400x1400.svg', 'A lit harbour front at dusk'),
  },
  {
    id: 'ridge',
    caption: 'Ridge walk, Senja',
    thumb: art('/artwork/photography-landscape-614-600x400.svg', 'Hikers on a mountain ridge'),
    full: art('/artwork/photography-landscape-614-1800x1200.svg', 'Hikers on a mountain ridge'),
  },
  {
    id: 'skipper',
    caption: 'Skipper, Båtsfjord',
    thumb: art('/artwork/photography-portrait-615-600x780.svg', 'A skipper at the wheel'),
    full: art('/artwork/photography-portrait-615-1200x1560.svg', 'A skipper at the wheel'),
  },
  {
    id: 'church',
    caption: 'Church in snow, Vardø',
    thumb: art('/artwork/photography-city-616-600x500.svg', 'A small church half buried in snow'),
    full: art('/artwork/photography-city-616-1440x1200.svg', 'A small church half buried in snow'),
  },
  {
    id: 'shore',
    caption: 'Kelp shore, low tide',
    thumb: art('/artwork/photography-landscape-617-600x700.svg', 'Kelp on a stony shore'),
    full: art('/artwork/photography-landscape-617-1200x1400.svg', 'Kelp on a stony shore'),
  },
  {
    id: 'ferry',
    caption: 'Last ferry out, Hammerfest',
    thumb: art('/artwork/photography-city-618-600x420.svg', 'A ferry leaving a lit quay'),
    full: art('/artwork/photography-city-618-1700x1190.svg', 'A ferry leaving a lit quay'),
  },
  {
    id: 'sisters',
    caption: 'The Olsen sisters, Kjøllefjord',
    thumb: art('/artwork/photography-portrait-619-600x640.svg', 'Two sisters in knitted jumpers'),
    full: art('/artwork/photography-portrait-619-1200x1280.svg', 'Two sisters in knitted jumpers'),
  },
];

/** What each commission was (the portfolio's category keys, renamed). */
export const photoCategoryTitles: PortfolioCategoryTitles = {
  branding: 'Editorial',
  web: 'Portrait',
  photography: 'Landscape',
  print: 'Product',
  packaging: 'Travel',
};

/** A commission: the hover picture is another frame of the series. */
const series = (row: DemoProjectRow) =>
  demoProject({ ...row, hoverAlt: `${row.alt}, another frame` });

export const photoSeries: readonly PortfolioProject[] = [
  series({
    id: 1,
    title: 'Marrow & Pine',
    client: 'Marrow & Pine Workshop',
    categories: ['print'],
    summary:
      'Close-ups of oak grain and hand-cut joints for a furniture workshop’s first online shop.',
    images: [
      '/artwork/photography-product-621-720x480.svg',
      '/artwork/photography-interior-622-720x480.svg',
    ],
    alt: 'An oak chair in raking window light',
    caseStudy: 2,
  }),
  series({
    id: 2,
    title: 'Kestrel Air',
    client: 'Kestrel Air',
    categories: ['packaging', 'branding'],
    summary:
      'Twelve turboprops, twelve small airports: the crews and the weather for a regional airline.',
    images: [
      '/artwork/photography-landscape-623-720x540.svg',
      '/artwork/photography-aircraft-624-720x540.svg',
    ],
    alt: 'A turboprop on a gravel runway under low cloud',
    caseStudy: 5,
  }),
  series({
    id: 3,
    title: 'Harbour Hands',
    client: 'Nordlys Magazine',
    categories: ['branding', 'web'],
    summary: 'Night shifts on the fish docks of Finnmark, published as a twelve-page essay.',
    images: [
      '/artwork/photography-portrait-625-720x540.svg',
      '/artwork/photography-city-626-720x540.svg',
    ],
    alt: 'Dock workers under sodium lamps',
  }),
  series({
    id: 4,
    title: 'Polar Towns',
    client: 'Visit Arctic Norway',
    categories: ['packaging', 'photography'],
    summary: 'Eight towns in the weeks without sunrise, for a winter travel campaign.',
    images: [
      '/artwork/photography-city-627-640x640.svg',
      '/artwork/photography-landscape-628-640x640.svg',
    ],
    alt: 'A town street in blue noon light',
  }),
  series({
    id: 5,
    title: 'Knitters of Lofoten',
    client: 'Ullvare Yarns',
    categories: ['web', 'print'],
    summary:
      'Portraits of the knitters behind a yarn company, each with the jumper they are proudest of.',
    images: [
      '/artwork/photography-portrait-629-640x640.svg',
      '/artwork/photography-product-630-640x640.svg',
    ],
    alt: 'A knitter holding a patterned jumper',
  }),
];

export const photoClients: readonly Client[] = [
  {
    id: 1,
    name: 'Nordlys Magazine',
    logo: logo('/artwork/photography-logo-641-240x96.svg', 'Nordlys Magazine'),
  },
  {
    id: 2,
    name: 'Visit Arctic Norway',
    logo: logo('/artwork/photography-logo-642-240x96.svg', 'Visit Arctic Norway'),
  },
  {
    id: 3,
    name: 'Kestrel Air',
    logo: logo('/artwork/photography-logo-643-240x96.svg', 'Kestrel Air'),
  },
  {
    id: 4,
    name: 'Ullvare Yarns',
    logo: logo('/artwork/photography-logo-644-240x96.svg', 'Ullvare Yarns'),
  },
  {
    id: 5,
    name: 'Marrow & Pine Workshop',
    logo: logo('/artwork/photography-logo-645-240x96.svg', 'Marrow & Pine Workshop'),
  },
  {
    id: 6,
    name: 'The Coastal Review',
    logo: logo('/artwork/photography-logo-646-240x96.svg', 'The Coastal Review'),
  },
];

export const notesHeading: HeadingData = {
  eyebrow: 'Field notes',
  title: 'Writing between shoots',
};

/** Sample posts as this demo's cards (resolved by the part that shows them: `demoPosts`). */
export const notes: readonly DemoPostCard[] = [
  {
    id: 26,
    img: art('/artwork/photography-landscape-651-960x640.svg', 'A camera on a windowsill at dawn'),
    blogType: 'metro',
    double_col: true,
  },
  {
    id: 10,
    img: art('/artwork/photography-landscape-652-640x640.svg', 'Mountains from a train window'),
    blogType: 'metro',
  },
  {
    id: 24,
    img: art('/artwork/photography-landscape-653-640x640.svg', 'A lake under a pale sky'),
    blogType: 'metro',
  },
  {
    id: 21,
    img: art('/artwork/photography-city-654-960x640.svg', 'Market stalls at sunrise'),
    blogType: 'metro',
    double_col: true,
  },
];

export const commissionCta: CallToActionData = {
  eyebrow: 'Commissions and prints',
  title: 'Have a story that needs the weather in it?',
  lead: 'I take six commissions a year and sell signed prints of every frame on this page. Write with a place and a season in mind.',
  action: { kind: 'link', label: 'Write to Elin', href: '/page/contact-classic' },
  image: art(
    '/artwork/photography-landscape-655-1600x700.svg',
    'Northern lights over a dark mountain ridge',
  ),
};
