import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testimonials } from '~/content/elements/testimonials.ts';
import { Testimonials, type TestimonialVariant } from './testimonials.tsx';

vi.mock('~/components/sections/carousel/load-swiper.ts', () => ({
  loadSwiper: () => new Promise(() => {}),
}));

const testimonialVariants: TestimonialVariant[] = [
  'classic',
  'bubble',
  'centered',
  'card',
  'minimal',
  'side',
  'dark',
  'outline',
  'headline',
];

describe('Testimonials', () => {
  it.each(testimonialVariants)(
    'shows every quote with its author in the %s style',
    async (variant) => {
      render(
        <Testimonials
          testimonials={testimonials}
          variant={variant}
          layout="carousel"
          label="Quotes"
        />,
      );
      // The carousel is a chunk of its own: wait for it.
      expect(await screen.findAllByRole('figure')).toHaveLength(testimonials.length);
      expect(screen.getAllByText('Hannah Cole')).toHaveLength(1);
      if (variant === 'card')
        expect(screen.getAllByRole('img', { name: /Rated \d out of 5/ })).toHaveLength(
          testimonials.length,
        );
    },
  );
});
