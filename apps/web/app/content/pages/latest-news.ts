import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { Client } from '~/components/sections/clients/client-logo.tsx';
import type { PageTitleProps } from '~/components/sections/page-title/page-title.tsx';
import { blogPosts } from '~/content/blog-posts.ts';
import type { BlogPost, HeadingData, IconItem } from '~/content/types.ts';

export const latestNewsTitle: PageTitleProps = {
  eyebrow: 'Journal',
  title: 'Latest news',
  lead: 'Notes from the studio on launching, growing and running a small company, written by the people doing the work.',
  breadcrumbs: [
    { label: 'Home', href: '/' },
    { label: 'About us', href: '/page/about-us' },
    { label: 'Latest news', href: '/page/latest-news' },
  ],
};

/** The story shown large at the top of the news list. */
export const featuredPostId = 1;

/**
 * The studio's own stories (posts 1–9): the news page lists these, while the /blogs/* pages carry the
 * whole journal, so adding a journal post does not reshuffle the news page.
 */
export const newsPosts: readonly BlogPost[] = blogPosts.filter((post) => post.id <= 9);

export const newsTopicsHeading: HeadingData = {
  eyebrow: 'What we write about',
  title: 'Three topics, one promise: no filler',
  lead: 'Every article starts from a project we shipped and ends with something you can try this week.',
};

export const newsTopics: readonly IconItem[] = [
  {
    icon: 'rocket',
    title: 'Launching',
    content: 'Checklists, timelines and honest post-mortems from the weeks around a release.',
  },
  {
    icon: 'chart',
    title: 'Growing',
    content: 'Pricing, marketing and research experiments, with the numbers that came out of them.',
  },
  {
    icon: 'users',
    title: 'Working together',
    content: 'How we hire, plan and give feedback as a small team spread over four studios.',
  },
];

export const pressHeading: HeadingData = {
  eyebrow: 'In the press',
  title: 'Where our work has been featured',
};

// Literal artwork paths: the build draws every `/artwork/...` path it finds in the source.
const press = (id: number, name: string, src: string, caption: string): Client => ({
  id,
  name,
  logo: { src, alt: `${name} logo`, width: 240, height: 96 },
  caption,
});

export const pressLogos: readonly Client[] = [
  press(1, 'The Founder Weekly', '/artwork/logo-511-240x96.svg', 'Newsletter'),
  press(2, 'Product Circle', '/artwork/logo-512-240x96.svg', 'Podcast'),
  press(3, 'Design Ledger', '/artwork/logo-513-240x96.svg', 'Magazine'),
  press(4, 'Northline Business', '/artwork/logo-514-240x96.svg', 'Daily news'),
  press(5, 'Studio Notes', '/artwork/logo-515-240x96.svg', 'Blog'),
];

export const newsletterCta: CallToActionData = {
  eyebrow: 'Newsletter',
  title: 'One new story in your inbox every other Thursday',
  lead: 'Join 12,000 founders and makers. No spam, and you can leave with one click.',
  action: { kind: 'subscribe', buttonLabel: 'Subscribe' },
};
