import { paintDemo, type Demo, type PaintedDemo } from './recipe.ts';
import startup from './startup.ts';
import consulting from './consulting.ts';
import webAgency from './web-agency.ts';
import creativeAgency from './creative-agency.ts';
import brandingAgency from './branding-agency.ts';
import marketingAgency from './marketing-agency.ts';
import business from './business.ts';
import corporate from './corporate.ts';
import finance from './finance.ts';
import digitalAgency from './digital-agency.ts';
import seoAgency from './seo-agency.ts';
import application from './application.ts';
import designAgency from './design-agency.ts';
import personalPortfolio from './personal-portfolio.ts';
import freelancer from './freelancer.ts';
import magazine from './magazine.ts';
import lifestyleBlog from './lifestyle-blog.ts';
import classicBlog from './classic-blog.ts';
import blogMetro from './blog-metro.ts';
import restaurant from './restaurant.ts';
import cafe from './cafe.ts';
import hotelResort from './hotel-resort.ts';
import travelAgency from './travel-agency.ts';
import yogaMeditation from './yoga-meditation.ts';
import gymFitness from './gym-fitness.ts';
import spaSalon from './spa-salon.ts';
import dentist from './dentist.ts';
import decor from './decor.ts';
import furnitureShop from './furniture-shop.ts';
import fashionShop from './fashion-shop.ts';
import interactivePortfolio from './interactive-portfolio.ts';
import creativePortfolio from './creative-portfolio.ts';
import verticalPortfolio from './vertical-portfolio.ts';
import splitPortfolio from './split-portfolio.ts';
import eventsConference from './events-conference.ts';
import architecture from './architecture.ts';
import interiorDesign from './interior-design.ts';
import photography from './photography.ts';

export type { Demo, DemoRecipe, PaintedDemo, Palette } from './recipe.ts';

/**
 * Every home demo, in menu order (the Home mega-menu's and the landing gallery's columns list them in this
 * order). `npm run new:demo -- <name>` adds a line here.
 */
export const demos: readonly Demo[] = [
  startup,
  consulting,
  webAgency,
  creativeAgency,
  brandingAgency,
  marketingAgency,
  business,
  corporate,
  finance,
  digitalAgency,
  seoAgency,
  application,
  designAgency,
  personalPortfolio,
  freelancer,
  magazine,
  lifestyleBlog,
  classicBlog,
  blogMetro,
  restaurant,
  cafe,
  hotelResort,
  travelAgency,
  yogaMeditation,
  gymFitness,
  spaSalon,
  dentist,
  decor,
  furnitureShop,
  fashionShop,
  interactivePortfolio,
  creativePortfolio,
  verticalPortfolio,
  splitPortfolio,
  eventsConference,
  architecture,
  interiorDesign,
  photography,
];

const painted = new Map<string, PaintedDemo>();

/** The demo of `<name>` (of `/home-<name>`) with its artwork's palettes, if there is one. */
export function demoNamed(slug: string): PaintedDemo | undefined {
  const demo = demos.find((one) => one.slug === slug);
  if (!demo) return undefined;
  if (!painted.has(slug)) painted.set(slug, paintDemo(demo));
  return painted.get(slug);
}
