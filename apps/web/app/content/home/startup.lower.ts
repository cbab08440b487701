import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import { blogAuthors, postsInCategory } from '~/content/blog-posts.ts';
import { pricingSets } from '~/content/pricing.ts';
import {
  allServicesAction,
  designServices,
  servicesHeading as services,
} from '~/content/services.ts';
import * as startup from '~/content/startup.ts';
import type {
  BlogPost,
  CounterItem,
  FeatureItem,
  HeadingData,
  PricingSet,
  ProcessStep,
  SlideItem,
} from '~/content/types.ts';

// The startup demo below its first screen, in English (pages/home/lower/home-startup.tsx renders it, in a chunk
// of its own). startup.lower.de.ts and startup.lower.ar.ts have the same shape.

/** The counters' accessible name. */
export const statsLabel: string = 'Statistics';
export const stats: readonly CounterItem[] = startup.startupStats;
export const about: AboutData = startup.startupAbout;
export const bannerHeading: HeadingData = startup.startupBannerHeading;
export const intro: readonly string[] = startup.startupIntro;
export const slides: readonly SlideItem[] = startup.startupSlides;
export const servicesHeading: HeadingData = services;
export const serviceItems: readonly FeatureItem[] = designServices;
export const servicesAction: { label: string; href: string } = allServicesAction;
export const processHeading: HeadingData = startup.startupProcessHeading;
export const process: readonly ProcessStep[] = startup.startupProcess;
export const pricingHeading: HeadingData = startup.startupPricingHeading;
export const pricing: readonly PricingSet[] = pricingSets;
export const blogHeading: HeadingData = startup.startupBlogHeading;
export const posts: readonly BlogPost[] = postsInCategory('startup').slice(0, 6);
export const authors: Readonly<Record<number, string>> = blogAuthors;
export const cta: CallToActionData = startup.startupCta;
