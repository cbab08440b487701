import type { ArtImageData } from '~/components/ui/art-image.tsx';
import type { IconName } from '~/components/ui/icon.tsx';
import { artImage } from '~/lib/artwork.ts';

// What the startup demo shows below its first screen in every language but English's own modules
// (content/startup.ts): pictures, icons, figures, links and dates, no words. The lower parts' copy
// (startup.lower.<locale>.ts) reads these; the first screen's are in startup.media.ts.

type Picture = Omit<ArtImageData, 'alt'>;

/** A decorative picture (its words are the text beside it), its size read from its path. */
const art = (src: string): ArtImageData => artImage(src, '');

export const statFigures: readonly { value: number; suffix?: string; icon: IconName }[] = [
  { value: 175, suffix: '+', icon: 'globe' },
  { value: 20, icon: 'clock' },
  { value: 200, suffix: '+', icon: 'users' },
];

export const aboutPictures: { main: Picture; second: Picture } = {
  main: { src: '/artwork/interior-8-640x560.svg', width: 640, height: 560 },
  second: { src: '/artwork/portrait-5-320x320.svg', width: 320, height: 320 },
};

/** The offers' banners: decorative pictures (alt ''), each leading to the offer page. */
export const offerLink = '/page/what-we-offer';
export const slidePictures: readonly ArtImageData[] = [31, 32, 33, 34, 35, 36, 37, 38].map((n) => ({
  src: `/artwork/abstract-${n}-600x720.svg`,
  alt: '',
  width: 600,
  height: 720,
}));

export const serviceIcons: readonly IconName[] = [
  'pen',
  'layers',
  'code',
  'chart',
  'target',
  'rocket',
];
export const allServicesHref = '/page/our-services/';

/** The three plans (basic, standard: the popular one, premium): their limits and prices in cents. */
export const planFigures = {
  icons: ['box', 'rocket', 'star'] as readonly IconName[],
  popular: 1,
  link: '/page/pricing-packages',
  domains: [5, 10, 20],
  uploadGb: [2, 2, 4],
  storageGb: [20, 40, 60],
  monthlyCents: [999, 1999, 2999],
  yearlyCents: [9099, 19999, 29099],
} as const;

/** The six newest startup posts (content/blog-posts.ts ids 1–6): picture, author, counts, date. */
export const postFigures: readonly {
  id: number;
  img: ArtImageData;
  author: number;
  likes: number;
  comments: number;
  date: string;
}[] = [
  {
    id: 1,
    img: art('/artwork/workspace-51-600x420.svg'),
    author: 1,
    likes: 48,
    comments: 12,
    date: '2026-03-12',
  },
  {
    id: 2,
    img: art('/artwork/city-52-600x720.svg'),
    author: 2,
    likes: 35,
    comments: 8,
    date: '2026-03-04',
  },
  {
    id: 3,
    img: art('/artwork/abstract-53-600x520.svg'),
    author: 3,
    likes: 61,
    comments: 21,
    date: '2026-02-26',
  },
  {
    id: 4,
    img: art('/artwork/interior-54-600x640.svg'),
    author: 4,
    likes: 27,
    comments: 6,
    date: '2026-02-18',
  },
  {
    id: 5,
    img: art('/artwork/portrait-55-600x460.svg'),
    author: 5,
    likes: 42,
    comments: 14,
    date: '2026-02-09',
  },
  {
    id: 6,
    img: art('/artwork/pattern-56-600x600.svg'),
    author: 6,
    likes: 53,
    comments: 17,
    date: '2026-01-30',
  },
];
