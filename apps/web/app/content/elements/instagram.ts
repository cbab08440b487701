import type {
  InstagramPost,
  InstagramProfile,
  InstagramVariant,
} from '~/components/sections/instagram/instagram-feed.tsx';

/** Nine sample posts with local artwork (literal paths, so the build draws them). */
const posts: ReadonlyArray<readonly [src: string, alt: string, likes: number, comments: number]> = [
  ['/artwork/food-91-480x480.svg', 'Breakfast on the terrace', 1240, 38],
  ['/artwork/interior-92-480x480.svg', 'Morning light in the studio', 860, 12],
  ['/artwork/landscape-93-480x480.svg', 'Hills after the rain', 2310, 96],
  ['/artwork/portrait-94-480x480.svg', 'Portrait of our lead designer', 540, 7],
  ['/artwork/city-95-480x480.svg', 'Evening skyline from the office', 15800, 412],
  ['/artwork/product-96-480x480.svg', 'Our new ceramic mug', 720, 19],
  ['/artwork/food-97-480x480.svg', 'Fresh pastries at the launch party', 1930, 44],
  ['/artwork/interior-98-480x480.svg', 'A calm reading corner', 410, 5],
  ['/artwork/aircraft-99-480x480.svg', 'Sunrise over the airfield', 3050, 120],
];

/** Sample posts; nothing is fetched from Instagram. */
export const instagramPosts: readonly InstagramPost[] = posts.map(
  ([src, alt, likes, comments], i) => ({
    id: `post-${i + 1}`,
    image: { src, alt, width: 480, height: 480 },
    likes,
    comments,
    href: 'https://www.instagram.com/',
  }),
);

export const instagramProfile: InstagramProfile = {
  handle: '@contrail.studio',
  name: 'Contrail design studio',
  avatar: {
    src: '/artwork/avatar-90-160x160.svg',
    alt: 'Contrail studio logo',
    width: 160,
    height: 160,
  },
  href: 'https://www.instagram.com/',
  stats: [
    { label: 'posts', value: '412' },
    { label: 'followers', value: '18.4k' },
    { label: 'following', value: '210' },
  ],
};

export const instagramDemos: ReadonlyArray<{
  variant: InstagramVariant;
  label: string;
  count: number;
}> = [
  { variant: 'grid-3', label: 'Three columns', count: 6 },
  { variant: 'grid-4', label: 'Four columns', count: 8 },
  { variant: 'strip', label: 'Gapless strip', count: 6 },
  { variant: 'rounded', label: 'Rounded cards', count: 6 },
  { variant: 'profile', label: 'With profile', count: 9 },
];
