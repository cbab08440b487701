import type { ArtImageData } from '~/components/ui/art-image.tsx';
import type { IconName } from '~/components/ui/icon.tsx';

/** Sample-content shapes of spec §3, shared by the sections that render them and the data files. */

/** Eyebrow + title + lead at the top of a section. */
export interface HeadingData {
  eyebrow?: string;
  title: string;
  lead?: string;
}

/** Icon item (spec §3): icon, title, content. */
export interface IconItem {
  icon: IconName;
  title: string;
  content: string;
}

/** Feature or service (spec §3): icon, title, content, optional link; an optional picture for image cards. */
export interface FeatureItem extends IconItem {
  linkTitle?: string;
  link?: string;
  img?: ArtImageData;
}

/** Process step (spec §3). */
export interface ProcessStep {
  title: string;
  content: string;
}

/** Slide item (spec §3). */
export interface SlideItem {
  subtitle: string;
  title: string;
  img: ArtImageData;
  btnTitle: string;
  btnLink: string;
}

/** A statistic shown by the counters: the number counts up, prefix and suffix stay. */
export interface CounterItem {
  value: number;
  prefix?: string;
  suffix?: string;
  label: string;
  icon?: IconName;
}

export type PricingTerm = 'monthly' | 'yearly' | 'PER MONTH' | 'PER YEAR';

/** Pricing plan (spec §3). */
export interface PricingPlan {
  title: string;
  subtitle: string;
  price: string;
  term: PricingTerm;
  plans: readonly string[];
  buttonTitle: string;
  buttonLink: string;
  popular?: boolean;
  icon?: IconName;
}

/** One tab of a pricing table: a label and its plans. */
export interface PricingSet {
  key: string;
  label: string;
  plans: readonly PricingPlan[];
}

export type BlogType =
  | 'grid'
  | 'classic'
  | 'simple'
  | 'masonry'
  | 'sideImage'
  | 'metro'
  | 'clean'
  | 'widget'
  | 'overlayImage'
  | 'modern'
  | 'standard'
  | 'lifestyle';

/** Blog post (spec §3). `img` carries its intrinsic size so masonry never shifts. */
export interface BlogPost {
  id: number;
  category: readonly string[];
  blogType: BlogType;
  tags: readonly string[];
  img: ArtImageData;
  title: string;
  content: string;
  /** Author id, 1–9. */
  author: number;
  likes: number;
  comments: number;
  date: string;
  double_col?: boolean;
  link?: string;
}
