import type { ClientVariant, ClientsColumns } from '~/components/sections/clients/clients.tsx';
import type { TeamColumns, TeamVariant } from '~/components/sections/team/team.tsx';
import type {
  TestimonialsColumns,
  TestimonialVariant,
} from '~/components/sections/testimonials/testimonials.tsx';
import type { SectionTone } from '~/components/ui/section.tsx';

/** Styles shown on /elements/team-carousel (data: content/elements/team.ts). */
export const teamCarouselDemos: ReadonlyArray<{
  label: string;
  variant: TeamVariant;
  columns: TeamColumns;
  tone?: SectionTone;
}> = [
  { label: 'Overlay', variant: 'overlay', columns: 4 },
  { label: 'Classic', variant: 'classic', columns: 4, tone: 'alt' },
  { label: 'Circle', variant: 'circle', columns: 4 },
  { label: 'Card', variant: 'card', columns: 3, tone: 'alt' },
  { label: 'Side by side', variant: 'side', columns: 2 },
];

/** Styles shown on /elements/client-carousel (data: content/elements/clients.ts). */
export const clientCarouselDemos: ReadonlyArray<{
  label: string;
  variant: ClientVariant;
  columns: ClientsColumns;
  tone?: SectionTone;
}> = [
  { label: 'Plain', variant: 'plain', columns: 5 },
  { label: 'Boxed', variant: 'boxed', columns: 4 },
  { label: 'Shadow cards', variant: 'shadow', columns: 4, tone: 'alt' },
  { label: 'Circles', variant: 'circle', columns: 5 },
  { label: 'On dark', variant: 'inverse', columns: 5, tone: 'dark' },
  { label: 'With caption', variant: 'caption', columns: 4 },
];

/** The nine styles of /elements/testimonials-carousel (data: content/elements/testimonials.ts). */
export const testimonialCarouselDemos: ReadonlyArray<{
  label: string;
  variant: TestimonialVariant;
  columns: TestimonialsColumns;
  controls: 'pagination' | 'arrows' | 'both';
  tone?: SectionTone;
}> = [
  { label: 'Classic', variant: 'classic', columns: 3, controls: 'pagination' },
  {
    label: 'Speech bubble',
    variant: 'bubble',
    columns: 3,
    controls: 'pagination',
    tone: 'default',
  },
  { label: 'Centered', variant: 'centered', columns: 1, controls: 'both', tone: 'alt' },
  { label: 'Card with rating', variant: 'card', columns: 3, controls: 'pagination', tone: 'alt' },
  { label: 'Minimal', variant: 'minimal', columns: 1, controls: 'arrows' },
  { label: 'Side image', variant: 'side', columns: 2, controls: 'arrows', tone: 'alt' },
  { label: 'Dark card', variant: 'dark', columns: 3, controls: 'pagination' },
  { label: 'Outline', variant: 'outline', columns: 2, controls: 'both' },
  { label: 'Headline', variant: 'headline', columns: 3, controls: 'pagination' },
];
