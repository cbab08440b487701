import type { AppShowcaseData } from '~/components/sections/app-showcase/app-showcase.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { OnePageSection } from '~/components/sections/header/header-config.ts';
import type { TextTabItem } from '~/components/sections/tabs/tabs.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { CounterItem, HeadingData, IconItem, PricingSet } from '~/content/types.ts';
import { art, avatar } from '~/content/home-art.ts';
import demo from '~/content/demos/application.ts';

/** Its theme: made from its recipe (content/demos/application.ts). */
export const theme: DemoTheme = demo.theme;

/** The one-page menu: every entry is a section id on the page. */
export const sections: readonly OnePageSection[] = [
  { id: 'hero', label: 'Overview' },
  { id: 'features', label: 'Features' },
  { id: 'tools', label: 'Tools' },
  { id: 'screens', label: 'Screens' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'download', label: 'Sleep letter' },
];

const badges: AppShowcaseData['badges'] = [
  { store: 'app-store', href: 'https://www.apple.com/app-store/' },
  { store: 'google-play', href: 'https://play.google.com/store/apps' },
];

export const hero: AppShowcaseData = {
  eyebrow: 'Nightjar · sleep, gently',
  title: 'Fall asleep faster and wake up on the right side of the bed',
  lead: 'Nightjar builds a ten-minute wind-down from what kept you up last night, plays it in the dark without a glowing screen, and wakes you in your lightest sleep.',
  appName: 'Nightjar',
  badges,
  points: ['Rated 4.8 by 92,000 sleepers', 'No account needed to start', 'Works offline'],
  screens: [
    {
      image: art(
        '/artwork/application-screen-40-360x780.svg',
        'Nightjar’s tonight screen: a bedtime card, three wind-down steps and a week of sleep bars',
      ),
    },
    {
      image: art(
        '/artwork/application-screen-42-360x780.svg',
        'Nightjar’s weekly sleep score, a pink ring at 82 per cent with four small figures',
      ),
    },
  ],
};

export const featuresHeading: HeadingData = {
  eyebrow: 'Why it works',
  title: 'Built with sleep researchers, not growth hackers',
  lead: 'Everything in Nightjar has one job: fewer minutes lying awake.',
};

export const features: readonly IconItem[] = [
  {
    icon: 'clock',
    title: 'A routine that adapts',
    content:
      'Late coffee, a long day, a busy head: tell Nightjar in two taps and tonight’s wind-down changes.',
  },
  {
    icon: 'heart',
    title: 'Calm, not clever',
    content: 'Dimmed colours, no streaks to lose and no notifications after nine in the evening.',
  },
  {
    icon: 'shield',
    title: 'Your nights stay yours',
    content: 'Sleep data lives on your phone. Syncing is opt-in and end-to-end encrypted.',
  },
];

export const toolsHeading: HeadingData = {
  eyebrow: 'Inside the app',
  title: 'Four tools for the hour before bed',
};

export const tools: readonly TextTabItem[] = [
  {
    id: 'wind-down',
    label: 'Wind-down',
    icon: 'layers',
    title: 'Ten minutes that tell your body it is bedtime',
    content:
      'Breathing, a short body scan and a page of reading light enough to forget. Each step fades the screen a little further until it goes dark on its own.',
    image: art(
      '/artwork/application-abstract-51-720x480.svg',
      'Soft pink and violet waves fading into a dark blue night',
    ),
  },
  {
    id: 'sounds',
    label: 'Soundscapes',
    icon: 'play',
    title: '140 soundscapes recorded outdoors',
    content:
      'Rain on a Cornish slate roof, a night train through the Alps, a Kyoto garden after dark. Mix up to three and set them to fade out as you drift off.',
    image: art(
      '/artwork/application-landscape-52-720x480.svg',
      'Hills at night under a violet moon',
    ),
  },
  {
    id: 'alarm',
    label: 'Smart alarm',
    icon: 'bulb',
    title: 'Woken in your lightest sleep, never at 3 am by mistake',
    content:
      'Pick a thirty-minute window. Nightjar listens for movement through the microphone, on the phone only, and wakes you with light sound when you are closest to waking anyway.',
    image: art(
      '/artwork/application-pattern-53-720x480.svg',
      'A field of small pink and violet dots like stars',
    ),
  },
  {
    id: 'diary',
    label: 'Sleep diary',
    icon: 'calendar',
    title: 'A diary that spots the pattern for you',
    content:
      'Two questions each morning. After two weeks Nightjar shows what helps you and what does not, in plain sentences instead of charts.',
    image: art(
      '/artwork/application-abstract-54-720x480.svg',
      'Overlapping translucent shapes in pink and indigo',
    ),
  },
];

export const screens: AppShowcaseData = {
  eyebrow: 'Screens',
  title: 'Dark by design, readable at 2 am',
  lead: 'Large type, no pure white and nothing that flashes: every screen is made for eyes that are half closed.',
  appName: 'Nightjar',
  badges,
  screens: [
    {
      image: art(
        '/artwork/application-screen-44-360x780.svg',
        'Tonight: the bedtime card with a pink gradient and three tiles for breathing, sounds and alarm',
      ),
      title: 'Tonight',
      caption: 'Your bedtime and tonight’s wind-down on one card.',
    },
    {
      image: art(
        '/artwork/application-screen-45-360x780.svg',
        'Soundscapes: a searchable list of recordings, one marked as playing',
      ),
      title: 'Soundscapes',
      caption: 'Mix rain, wind and trains; set a fade-out.',
    },
    {
      image: art(
        '/artwork/application-screen-46-360x780.svg',
        'Weekly score: a ring chart of this week’s sleep and a trend line',
      ),
      title: 'Weekly score',
      caption: 'One number for the week, and what moved it.',
    },
    {
      image: art(
        '/artwork/application-screen-47-360x780.svg',
        'Welcome: a moon with a tick mark and a single button to begin',
      ),
      title: 'First night',
      caption: 'Three questions, then straight to sleep.',
    },
  ],
};

export const numbers: readonly CounterItem[] = [
  { value: 310, suffix: 'k', label: 'People asleep with Nightjar each night' },
  { value: 23, suffix: ' min', label: 'Less time lying awake, on average' },
  { value: 140, label: 'Soundscapes recorded outdoors' },
  { value: 92, suffix: 'k', label: 'Store ratings, averaging 4.8 stars' },
];

export const pricingHeading: HeadingData = {
  eyebrow: 'Pricing',
  title: 'Free to sleep on; pay when it helps',
  lead: 'Every plan starts with fourteen nights of Plus. Cancel in the store in two taps.',
};

const plan = (
  title: string,
  subtitle: string,
  price: string,
  term: 'PER MONTH' | 'PER YEAR',
  plans: readonly string[],
  buttonTitle: string,
  popular = false,
) => ({
  title,
  subtitle,
  price,
  term,
  plans,
  buttonTitle,
  buttonLink: '#download',
  ...(popular ? { popular: true } : {}),
});

export const pricing: readonly PricingSet[] = [
  {
    key: 'monthly',
    label: 'Monthly',
    plans: [
      plan(
        'Free',
        'For trying it out',
        '£0',
        'PER MONTH',
        ['Wind-down routine', 'Ten soundscapes', 'Basic alarm'],
        'Start free',
      ),
      plan(
        'Plus',
        'For better nights',
        '£4.99',
        'PER MONTH',
        ['Every soundscape', 'Smart alarm', 'Sleep diary insights', 'Offline downloads'],
        'Try Plus free',
        true,
      ),
      plan(
        'Household',
        'Up to five sleepers',
        '£8.99',
        'PER MONTH',
        ['Plus for five people', 'Children’s stories', 'Shared quiet hours'],
        'Choose Household',
      ),
    ],
  },
  {
    key: 'yearly',
    label: 'Yearly (save 33 %)',
    plans: [
      plan(
        'Free',
        'For trying it out',
        '£0',
        'PER YEAR',
        ['Wind-down routine', 'Ten soundscapes', 'Basic alarm'],
        'Start free',
      ),
      plan(
        'Plus',
        'For better nights',
        '£39.99',
        'PER YEAR',
        ['Every soundscape', 'Smart alarm', 'Sleep diary insights', 'Offline downloads'],
        'Try Plus free',
        true,
      ),
      plan(
        'Household',
        'Up to five sleepers',
        '£71.99',
        'PER YEAR',
        ['Plus for five people', 'Children’s stories', 'Shared quiet hours'],
        'Choose Household',
      ),
    ],
  },
];

export const reviewsHeading: HeadingData = {
  eyebrow: 'Reviews',
  title: 'Mornings, reported by the people having them',
};

export const reviews: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'I work night shifts at a hospital. Nightjar is the first app that did not assume I go to bed at eleven. I sleep through the school run now.',
    name: 'Adaeze Okafor',
    role: 'Nurse, Leeds',
    avatar: avatar('/artwork/application-avatar-61-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'The smart alarm is uncanny. I used to snooze four times; now I am up before the second chime, and I do not hate everyone until lunch.',
    name: 'Tomás Herrera',
    role: 'Sound engineer, Valencia',
    avatar: avatar('/artwork/application-avatar-62-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    quote:
      'The diary told me in week three that my late runs were the problem, not coffee. Moved them to lunchtime and my score went from 61 to 84.',
    name: 'Mira Lindqvist',
    role: 'Product manager, Malmö',
    avatar: avatar('/artwork/application-avatar-63-160x160.svg'),
    rating: 5,
  },
  {
    id: 4,
    quote:
      'We use Household for the kids’ bedtime stories. Ten minutes, lights out, no arguments about one more video. Worth it for that alone.',
    name: 'Gareth Pryce',
    role: 'Father of three, Cardiff',
    avatar: avatar('/artwork/application-avatar-64-160x160.svg'),
    rating: 4,
  },
];

export const letter: CallToActionData = {
  eyebrow: 'The sleep letter',
  title: 'One calm e-mail a month about sleeping better',
  lead: 'New soundscapes, what the research says, and nothing to buy. Unsubscribe in one click.',
  action: { kind: 'subscribe', buttonLabel: 'Subscribe' },
};
