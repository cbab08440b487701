import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '~/i18n/i18n-context.tsx';
import { en } from '~/i18n/messages.ts';
import { StarRating } from './star-rating.tsx';

const filledStars = (container: HTMLElement) =>
  [...container.querySelectorAll('svg')].map((star) => star.classList.contains('fill-current'));

describe('StarRating', () => {
  it('is one image named by its rating, with that many of its five stars filled', () => {
    const { container } = render(<StarRating rating={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(filledStars(container)).toEqual([true, true, true, true, false]);
  });

  it('fills the nearest whole number of stars for a rating with decimals', () => {
    const { container } = render(<StarRating rating={4.6} decorative />);
    expect(filledStars(container)).toEqual([true, true, true, true, true]);
    const { container: lower } = render(<StarRating rating={3.4} decorative />);
    expect(filledStars(lower)).toEqual([true, true, true, false, false]);
  });

  it('says the rating in the page’s language', () => {
    render(
      <I18nProvider messages={{ ...en, rated: (stars) => `Mit ${stars} von 5 Sternen bewertet` }}>
        <StarRating rating={5} />
      </I18nProvider>,
    );
    expect(screen.getByRole('img', { name: 'Mit 5 von 5 Sternen bewertet' })).toBeInTheDocument();
  });

  it('is hidden from screen readers when decorative (the rating is said beside it)', () => {
    const { container } = render(<StarRating rating={4} decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
