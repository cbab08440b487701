import type { TeamMember, TeamSocial } from '~/components/sections/team/team-card.tsx';

const socials = (handle: string): TeamSocial[] => [
  { icon: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/in/${handle}` },
  { icon: 'x', label: 'X', href: `https://x.com/${handle}` },
  { icon: 'instagram', label: 'Instagram', href: `https://www.instagram.com/${handle}` },
];

/** Sample team: eight people, enough for a looping four-up carousel. */
export const teamMembers: readonly TeamMember[] = [
  {
    id: 1,
    img: {
      src: '/artwork/portrait-11-600x720.svg',
      alt: 'Portrait of Maya Lindqvist',
      width: 600,
      height: 720,
    },
    name: 'Maya Lindqvist',
    designation: 'Founder & CEO',
    description: 'Started the studio after a decade of shipping products for airlines and banks.',
    socials: socials('maya-lindqvist'),
  },
  {
    id: 2,
    img: {
      src: '/artwork/portrait-12-600x720.svg',
      alt: 'Portrait of Daniel Okafor',
      width: 600,
      height: 720,
    },
    name: 'Daniel Okafor',
    designation: 'Creative Director',
    description: 'Turns fuzzy briefs into sharp identities and keeps every pixel honest.',
    socials: socials('daniel-okafor'),
  },
  {
    id: 3,
    img: {
      src: '/artwork/portrait-13-600x720.svg',
      alt: 'Portrait of Sofia Marin',
      width: 600,
      height: 720,
    },
    name: 'Sofia Marin',
    designation: 'Lead Engineer',
    description: 'Builds fast, accessible front ends and the tooling that keeps them that way.',
    socials: socials('sofia-marin'),
  },
  {
    id: 4,
    img: {
      src: '/artwork/portrait-14-600x720.svg',
      alt: 'Portrait of Tomás Reyes',
      width: 600,
      height: 720,
    },
    name: 'Tomás Reyes',
    designation: 'Strategy Partner',
    description: 'Helps clients pick the few bets that matter and measure what happens next.',
    socials: socials('tomas-reyes'),
  },
  {
    id: 5,
    img: {
      src: '/artwork/portrait-15-600x720.svg',
      alt: 'Portrait of Aiko Tanaka',
      width: 600,
      height: 720,
    },
    name: 'Aiko Tanaka',
    designation: 'Product Designer',
    description: 'Sketches with users first and only opens the design tool afterwards.',
    socials: socials('aiko-tanaka'),
  },
  {
    id: 6,
    img: {
      src: '/artwork/portrait-16-600x720.svg',
      alt: 'Portrait of Liam Byrne',
      width: 600,
      height: 720,
    },
    name: 'Liam Byrne',
    designation: 'Marketing Lead',
    description: 'Writes campaigns people actually read and reports that boards actually use.',
    socials: socials('liam-byrne'),
  },
  {
    id: 7,
    img: {
      src: '/artwork/portrait-17-600x720.svg',
      alt: 'Portrait of Noor Haddad',
      width: 600,
      height: 720,
    },
    name: 'Noor Haddad',
    designation: 'Project Manager',
    description: 'Keeps timelines realistic, meetings short and clients in the loop.',
    socials: socials('noor-haddad'),
  },
  {
    id: 8,
    img: {
      src: '/artwork/portrait-18-600x720.svg',
      alt: 'Portrait of Jonas Weber',
      width: 600,
      height: 720,
    },
    name: 'Jonas Weber',
    designation: 'Motion Designer',
    description: 'Adds the small movements that make an interface feel alive but never slow.',
    socials: socials('jonas-weber'),
  },
];
