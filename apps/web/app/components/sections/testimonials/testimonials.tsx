import type { CarouselPerView } from '~/components/sections/carousel/carousel-config.ts';
import {
  GridOrCarousel,
  type CardFamilyProps,
  type GridOrCarouselLayout,
} from '~/components/sections/carousel/grid-or-carousel.tsx';
import { isInverseTone, Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { TestimonialCard, type Testimonial, type TestimonialVariant } from './testimonial-card.tsx';

export type TestimonialsLayout = GridOrCarouselLayout;
export type TestimonialsColumns = 1 | 2 | 3;

export interface TestimonialsProps extends CardFamilyProps<
  TestimonialVariant,
  TestimonialsColumns
> {
  testimonials: readonly Testimonial[];
  /** Carousel controls (default: pagination dots). */
  controls?: 'pagination' | 'arrows' | 'both';
}

const grids: Record<TestimonialsColumns, string> = {
  1: 'grid gap-12',
  2: 'grid gap-8 md:grid-cols-2',
  3: 'grid gap-8 md:grid-cols-2 lg:grid-cols-3',
};
const perViews: Record<TestimonialsColumns, CarouselPerView> = {
  1: { base: 1 },
  2: { base: 1, md: 2 },
  3: { base: 1, md: 2, lg: 3 },
};

/** Customer quotes in a grid or a carousel, in one of nine card styles. */
export function Testimonials({
  testimonials,
  variant = 'classic',
  layout = 'grid',
  columns = 3,
  controls = 'pagination',
  heading,
  label,
  ...section
}: TestimonialsProps) {
  const tone = isInverseTone(section.tone) ? 'inverse' : 'default';
  return (
    <Section {...section} label={layout === 'grid' ? label : undefined}>
      {heading && <SectionHeading {...heading} tone={tone} />}
      <GridOrCarousel
        items={testimonials}
        getKey={(t) => t.id}
        layout={layout}
        gridClassName={grids[columns]}
        label={label ?? heading?.title ?? 'Testimonials'}
        perView={perViews[columns]}
        controls={controls}
        tone={tone}
        renderItem={(t) => <TestimonialCard testimonial={t} variant={variant} className="h-full" />}
      />
    </Section>
  );
}

export type { Testimonial, TestimonialVariant } from './testimonial-card.tsx';
