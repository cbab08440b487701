import type { InfoBannerData } from '~/components/sections/info-banner/info-banner.tsx';
import type { ShowcaseHeading } from '~/components/sections/showcase/showcase.tsx';
import type { HeadingData } from '~/components/ui/section-heading.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import { art } from '~/content/home-art.ts';
import { showcaseProjects } from '~/content/showcase.ts';
import demo from '~/content/demos/interactive-portfolio.ts';

/** Its theme: made from its recipe (content/demos/interactive-portfolio.ts). */
export const theme: DemoTheme = demo.theme;

export const heading: ShowcaseHeading = {
  eyebrow: 'Oriel & Vane · Design studio',
  title: 'Six projects we would happily make again',
  lead: 'Identities, books and places for clients who want to be remembered for the right reasons. Point at a title to see the work.',
};

export const projects = showcaseProjects([
  ['halden-ferries', '/artwork/interactive-portfolio-city-306-1600x1000.svg'],
  ['marrow-and-pine', '/artwork/interactive-portfolio-interior-312-1600x1000.svg'],
  ['northlight-observatory', '/artwork/interactive-portfolio-landscape-310-1600x1000.svg'],
  ['tidewater-market-hall', '/artwork/interactive-portfolio-interior-303-1600x1000.svg'],
  ['kestrel-air', '/artwork/interactive-portfolio-aircraft-311-1600x1000.svg'],
  ['saltmarsh-festival', '/artwork/interactive-portfolio-abstract-305-1600x1000.svg'],
]);

export const about: InfoBannerData = {
  eyebrow: 'About the studio',
  title: 'Two designers, one long table, no account managers',
  text: 'Ines Oriel and Tomas Vane started the studio in a former print shop in 2017. Every project is drawn by one of us from the first sketch to the last proof, and we take on eight a year so that stays true.',
  image: art(
    '/artwork/interactive-portfolio-workspace-41-960x720.svg',
    'The studio table with proofs, a cutting mat and two lamps',
  ),
  cta: { label: 'Read about our process', to: '/page/about-me' },
};

export const contactHeading: HeadingData = {
  eyebrow: 'Start a project',
  title: 'Tell us what you are making',
  lead: 'A few lines are enough. We reply within two working days, with questions rather than a quote.',
};
