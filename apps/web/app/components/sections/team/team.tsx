import type { CarouselPerView } from '~/components/sections/carousel/carousel-config.ts';
import {
  GridOrCarousel,
  type CardFamilyProps,
  type GridOrCarouselLayout,
} from '~/components/sections/carousel/grid-or-carousel.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { TeamCard, type TeamMember, type TeamVariant } from './team-card.tsx';

export type TeamLayout = GridOrCarouselLayout;
export type TeamColumns = 2 | 3 | 4;

export interface TeamProps extends CardFamilyProps<TeamVariant, TeamColumns> {
  members: readonly TeamMember[];
}

const grids: Record<TeamColumns, string> = {
  2: 'grid gap-8 md:grid-cols-2',
  3: 'grid gap-8 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid gap-8 sm:grid-cols-2 lg:grid-cols-4',
};
const perViews: Record<TeamColumns, CarouselPerView> = {
  2: { base: 1, md: 2 },
  3: { base: 1, sm: 2, lg: 3 },
  4: { base: 1, sm: 2, lg: 3, xl: 4 },
};

/** The team section: member cards in a grid or a carousel, in one of five card styles. */
export function Team({
  members,
  variant = 'classic',
  layout = 'grid',
  columns = variant === 'side' ? 2 : 4,
  heading,
  label,
  ...section
}: TeamProps) {
  return (
    <Section {...section} label={layout === 'grid' ? label : undefined}>
      {heading && <SectionHeading {...heading} />}
      <GridOrCarousel
        items={members}
        getKey={(member) => member.id}
        layout={layout}
        gridClassName={grids[columns]}
        label={label ?? heading?.title ?? 'Team members'}
        perView={perViews[columns]}
        controls="arrows"
        renderItem={(member) => <TeamCard member={member} variant={variant} className="h-full" />}
      />
    </Section>
  );
}

export type { TeamMember, TeamSocial, TeamVariant } from './team-card.tsx';
