import type { ClientVariant, ClientsColumns } from '~/components/sections/clients/clients.tsx';
import type { TeamColumns, TeamVariant } from '~/components/sections/team/team.tsx';
import type {
  TestimonialsColumns,
  TestimonialVariant,
} from '~/components/sections/testimonials/testimonials.tsx';
import type { SectionTone } from '~/components/ui/section.tsx';

/** Grid styles of /elements/teams (data: content/elements/team.ts). */
export const teamGridDemos: ReadonlyArray<{
  label: string;
  variant: TeamVariant;
  columns: TeamColumns;
  tone?: SectionTone;
}> = [
  { label: 'Overlay with social links', variant: 'overlay', columns: 4 },
  { label: 'Classic', variant: 'classic', columns: 4, tone: 'alt' },
  { label: 'Circle portraits', variant: 'circle', columns: 4 },
  { label: 'Cards', variant: 'card', columns: 3, tone: 'alt' },
  { label: 'Side by side', variant: 'side', columns: 2 },
];

/** Grid styles of /elements/clients (data: content/elements/clients.ts). */
export const clientGridDemos: ReadonlyArray<{
  label: string;
  variant: ClientVariant;
  columns: ClientsColumns;
  tone?: SectionTone;
}> = [
  { label: 'Plain', variant: 'plain', columns: 6 },
  { label: 'Bordered grid', variant: 'bordered', columns: 5 },
  { label: 'Boxed', variant: 'boxed', columns: 4, tone: 'alt' },
  { label: 'Shadow cards', variant: 'shadow', columns: 4 },
  { label: 'Tinted', variant: 'tinted', columns: 5 },
  { label: 'Circles', variant: 'circle', columns: 5, tone: 'alt' },
  { label: 'On dark', variant: 'inverse', columns: 5, tone: 'dark' },
  { label: 'With caption', variant: 'caption', columns: 3 },
];

/** Grid styles of /elements/testimonials (data: content/elements/testimonials.ts). */
export const testimonialGridDemos: ReadonlyArray<{
  label: string;
  variant: TestimonialVariant;
  columns: TestimonialsColumns;
  count: number;
  tone?: SectionTone;
}> = [
  { label: 'Classic', variant: 'classic', columns: 3, count: 3 },
  { label: 'Speech bubbles', variant: 'bubble', columns: 3, count: 3, tone: 'alt' },
  { label: 'Centred', variant: 'centered', columns: 1, count: 1 },
  { label: 'Cards with rating', variant: 'card', columns: 3, count: 3, tone: 'alt' },
  { label: 'Minimal', variant: 'minimal', columns: 2, count: 2 },
  { label: 'Side portrait', variant: 'side', columns: 2, count: 2, tone: 'alt' },
  { label: 'Dark', variant: 'dark', columns: 3, count: 3, tone: 'dark' },
  { label: 'Outline', variant: 'outline', columns: 3, count: 3 },
  { label: 'Headline', variant: 'headline', columns: 2, count: 2, tone: 'alt' },
];
