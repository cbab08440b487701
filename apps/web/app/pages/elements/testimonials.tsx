import { ElementPage } from '~/components/layout/element-page.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { testimonialGridDemos } from '~/content/elements/people-grids.ts';
import { testimonials } from '~/content/elements/testimonials.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function TestimonialsPage() {
  return (
    <ElementPage
      demos={testimonialGridDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Testimonials
            testimonials={testimonials.slice(0, demo.count)}
            variant={demo.variant}
            columns={demo.columns}
            tone={demo.tone}
            spacing="sm"
            label={`${demo.label} testimonials`}
          />
        ),
      }))}
    />
  );
}
