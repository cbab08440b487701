import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { PageTitleProps } from '~/components/sections/page-title/page-title.tsx';
import type { TeamMember, TeamSocial } from '~/components/sections/team/team-card.tsx';
import type { TeamColumns } from '~/components/sections/team/team.tsx';
import type { TeamVariant } from '~/components/sections/team/team-card.tsx';
import type { CounterItem, HeadingData } from '~/content/types.ts';

export const ourTeamTitle: PageTitleProps = {
  eyebrow: 'Our team',
  title: 'The people behind the work',
  lead: 'Twenty-eight designers, engineers and strategists who would rather show you a prototype than a slide deck.',
  breadcrumbs: [
    { label: 'Home', href: '/' },
    { label: 'About us', href: '/page/about-us' },
    { label: 'Our team', href: '/page/our-team' },
  ],
};

export const teamStats: readonly CounterItem[] = [
  { value: 28, label: 'People on the team', icon: 'users' },
  { value: 11, label: 'Nationalities', icon: 'globe' },
  { value: 9, suffix: ' yrs', label: 'Average experience', icon: 'clock' },
  { value: 4, label: 'Studios on two continents', icon: 'map-pin' },
];

const linkedin = (handle: string): TeamSocial[] => [
  { icon: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/in/${handle}` },
];

// Literal artwork paths: the build draws every `/artwork/...` path it finds in the source.
const member = (
  id: number,
  src: string,
  name: string,
  designation: string,
  description: string,
  handle: string,
): TeamMember => ({
  id,
  img: { src, alt: `Portrait of ${name}`, width: 600, height: 720 },
  name,
  designation,
  description,
  socials: linkedin(handle),
});

export interface TeamGroup {
  key: 'leadership' | 'design' | 'engineering';
  heading: HeadingData;
  variant: TeamVariant;
  columns: TeamColumns;
  members: readonly TeamMember[];
}

/** The team by discipline (spec: id, img, name, description, designation). */
export const teamGroups: readonly TeamGroup[] = [
  {
    key: 'leadership',
    heading: {
      eyebrow: 'Leadership',
      title: 'Setting the course',
      lead: 'Three founders who still sit in on client workshops every week.',
    },
    variant: 'card',
    columns: 3,
    members: [
      member(
        1,
        '/artwork/portrait-500-600x720.svg',
        'Elena Marsh',
        'Co-founder & CEO',
        'Ran product at two fintech start-ups before starting Contrail to build the studio she wanted to hire.',
        'elena-marsh',
      ),
      member(
        2,
        '/artwork/portrait-501-600x720.svg',
        'Jonah Adeyemi',
        'Co-founder & COO',
        'Keeps projects on time and budgets honest, and writes the weekly notes every client reads first.',
        'jonah-adeyemi',
      ),
      member(
        3,
        '/artwork/portrait-502-600x720.svg',
        'Sofia Brandt',
        'Chief Strategy Officer',
        'Fifteen years in brand strategy; turns research interviews into positioning a sales team can repeat.',
        'sofia-brandt',
      ),
    ],
  },
  {
    key: 'design',
    heading: {
      eyebrow: 'Design',
      title: 'Making it clear and beautiful',
      lead: 'Brand, product and motion designers who share one design system per client.',
    },
    variant: 'classic',
    columns: 4,
    members: [
      member(
        4,
        '/artwork/portrait-503-600x720.svg',
        'Ravi Menon',
        'Design Director',
        'Leads the design team and reviews every screen before it reaches a client.',
        'ravi-menon',
      ),
      member(
        5,
        '/artwork/portrait-504-600x720.svg',
        'Clara Vidal',
        'Brand Designer',
        'Draws logos and type systems that hold up on a billboard and a favicon alike.',
        'clara-vidal',
      ),
      member(
        6,
        '/artwork/portrait-505-600x720.svg',
        'Tobias Lang',
        'Product Designer',
        'Runs usability tests on Tuesdays and ships the fixes by Friday.',
        'tobias-lang',
      ),
      member(
        7,
        '/artwork/portrait-506-600x720.svg',
        'Aiko Sato',
        'Motion Designer',
        'Adds movement that explains rather than decorates, always with a reduced-motion fallback.',
        'aiko-sato',
      ),
    ],
  },
  {
    key: 'engineering',
    heading: {
      eyebrow: 'Engineering',
      title: 'Building it to last',
      lead: 'Engineers who care about page weight, accessibility and the person who maintains the code next.',
    },
    variant: 'circle',
    columns: 4,
    members: [
      member(
        8,
        '/artwork/portrait-507-600x720.svg',
        'Marcus Hale',
        'Head of Engineering',
        'Sets the technical direction and keeps our build times under a minute.',
        'marcus-hale',
      ),
      member(
        9,
        '/artwork/portrait-508-600x720.svg',
        'Nadia Karim',
        'Front-end Engineer',
        'Turns design systems into components that pass an accessibility audit first time.',
        'nadia-karim',
      ),
      member(
        10,
        '/artwork/portrait-509-600x720.svg',
        'Pieter de Vries',
        'Back-end Engineer',
        'Designs the APIs and data models that keep client sites fast under launch-day traffic.',
        'pieter-de-vries',
      ),
      member(
        11,
        '/artwork/portrait-510-600x720.svg',
        'Lucía Ortega',
        'QA Engineer',
        'Tests on real phones, slow networks and screen readers before anything goes live.',
        'lucia-ortega',
      ),
    ],
  },
];

export const joinUsCta: CallToActionData = {
  eyebrow: 'Join us',
  title: 'Want to do the best work of your career?',
  lead: 'We hire a few thoughtful people each year. Send us a note about something you made and why you are proud of it.',
  action: { kind: 'link', label: 'Write to our team', href: 'mailto:careers@contrail.example' },
};
