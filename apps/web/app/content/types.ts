/**
 * Sample-content shapes of spec §3. Each is owned by the section that renders it; the data files and
 * pages import them from here.
 */
export type { HeadingData } from '~/components/ui/section-heading.tsx';
export type { IconItem } from '~/components/sections/icon-with-text/icon-with-text.tsx';
export type { FeatureItem } from '~/components/sections/services/services.tsx';
export type { ProcessStep } from '~/components/sections/process/process-steps.tsx';
export type { SlideItem } from '~/components/sections/interactive-banners/banner-card.tsx';
export type { CounterItem } from '~/components/sections/counters/counters.tsx';
export type { PricingTerm, PricingPlan } from '~/components/sections/pricing/pricing-table.tsx';
export type { PricingSet } from '~/components/sections/pricing/pricing.tsx';
export type { BlogType, BlogPost } from '~/components/sections/blog/blog-post.ts';
