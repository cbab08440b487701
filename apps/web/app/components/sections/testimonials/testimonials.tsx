import { Carousel } from '~/components/sections/carousel/carousel.tsx';
import type { CarouselPerView } from '~/components/sections/carousel/carousel-config.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { TestimonialCard, type Testimonial, type TestimonialVariant } from './testimonial-card.tsx';

export type TestimonialsLayout = 'grid' | 'carousel';
export type TestimonialsColumns = 1 | 2 | 3;

export interface TestimonialsProps extends SectionProps {
  testimonials: readonly Testimonial[];
  variant?: TestimonialVariant;
  layout?: TestimonialsLayout;
  columns?: TestimonialsColumns;
  /** Carousel controls (default: pagination dots). */
  controls?: 'pagination' | 'arrows' | 'both';
  heading?: { eyebrow?: string; title: string; lead?: string };
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
  const tone = section.tone === 'dark' || section.tone === 'brand' ? 'inverse' : 'default';
  return (
    <Section {...section} label={layout === 'grid' ? label : undefined}>
      {heading && <SectionHeading {...heading} tone={tone} />}
      {layout === 'carousel' ? (
        <Carousel
          items={testimonials}
          getKey={(t) => t.id}
          label={label ?? heading?.title ?? 'Testimonials'}
          perView={perViews[columns]}
          controls={controls}
          tone={tone}
          renderSlide={(t) => (
            <TestimonialCard testimonial={t} variant={variant} className="h-full" />
          )}
        />
      ) : (
        <ul className={grids[columns]}>
          {testimonials.map((t) => (
            <li key={t.id}>
              <TestimonialCard testimonial={t} variant={variant} className="h-full" />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export type { Testimonial, TestimonialVariant } from './testimonial-card.tsx';
