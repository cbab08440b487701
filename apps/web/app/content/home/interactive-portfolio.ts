import type { InfoBannerData } from '~/components/sections/info-banner/info-banner.tsx';
import type { ShowcaseHeading } from '~/components/sections/showcase/showcase.tsx';
import type { HeadingData } from '~/components/ui/section-heading.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import { art } from '~/content/home-art.ts';
import { showcaseProjects } from '~/content/showcase.ts';

/** /home-interactive-portfolio: a two-person design studio. Lavender on near-black, Funnel Display headings. */
export const theme: DemoTheme = {
  name: 'interactive-portfolio',
  brand: '#c4b5fd',
  brandStrong: '#ddd6fe',
  brandSoft: '#221d33',
  accent: '#f0abfc',
  ink: '#f4f2fa',
  muted: '#a9a6b8',
  surface: '#0d0d10',
  surfaceAlt: '#16151c',
  card: '#1d1c24',
  line: '#2e2c38',
  inverse: '#08080a',
  onBrand: '#0d0d10',
  radius: '0.5rem',
  scheme: 'dark',
  displayFamily:
    "'Funnel Display Variable', 'Funnel Display Variable Fallback', ui-sans-serif, system-ui, sans-serif",
  bodyFamily: "'Inter Variable', 'Inter Fallback', ui-sans-serif, system-ui, sans-serif",
  headingCase: 'none',
  headingTracking: '-0.02em',
};

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
