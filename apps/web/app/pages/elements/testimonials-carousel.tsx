import { ElementPage } from '~/components/layout/element-page.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { testimonialCarouselDemos } from '~/content/elements/carousels.ts';
import { testimonials } from '~/content/elements/testimonials.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function TestimonialsCarouselPage() {
  return (
    <ElementPage
      demos={testimonialCarouselDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Testimonials
            testimonials={testimonials}
            variant={demo.variant}
            columns={demo.columns}
            controls={demo.controls}
            tone={demo.tone}
            layout="carousel"
            spacing="sm"
            label={`${demo.label} testimonials carousel`}
          />
        ),
      }))}
    />
  );
}
