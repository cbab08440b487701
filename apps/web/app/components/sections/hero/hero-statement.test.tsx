import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroStatement } from './hero-statement.tsx';
import { stubMedia } from './hero-test-media.ts';

const data = {
  eyebrow: 'Studio',
  statement: { before: 'We build', words: ['brands', 'products', 'launches'], after: '.' },
  lead: 'A lead.',
  primary: { label: 'See work', href: '#work' },
};

const word = (container: HTMLElement) =>
  container.querySelector('[data-fancy-visual] [data-motion]')?.textContent;

function renderStatement() {
  return render(
    <MemoryRouter>
      <HeroStatement data={data} hold={1000} />
    </MemoryRouter>,
  );
}

describe('HeroStatement', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is the page h1 and gives screen readers the whole sentence once', () => {
    stubMedia({ reduced: false });
    renderStatement();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^We build brands, products, and launches\./,
    );
  });

  it('cycles the last word', () => {
    stubMedia({ reduced: false });
    const { container } = renderStatement();
    expect(word(container)).toBe('brands.');
    act(() => vi.advanceTimersByTime(1000));
    expect(word(container)).toBe('products.');
  });

  it('draws the cycling words in the look it is given (brand by default)', () => {
    stubMedia({ reduced: true });
    const { container, unmount } = renderStatement();
    expect(container.querySelector('[data-fancy-visual] [data-motion]')).toHaveClass('text-brand');
    unmount();
    const outlined = render(
      <MemoryRouter>
        <HeroStatement data={data} look="outline" />
      </MemoryRouter>,
    );
    expect(outlined.container.querySelector('[data-fancy-visual] [data-motion]')).toHaveClass(
      'text-transparent',
    );
  });

  it('stops the cycle under reduced motion', () => {
    stubMedia({ reduced: true });
    const { container } = renderStatement();
    act(() => vi.advanceTimersByTime(5000));
    expect(word(container)).toBe('brands.');
  });
});

describe('HeroStatement highlight', () => {
  it('colours the eyebrow and the cycling word in the accent colour when asked', () => {
    stubMedia({ reduced: true });
    const { container } = render(
      <MemoryRouter>
        <HeroStatement data={data} highlight="accent" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Studio')).toHaveClass('text-accent');
    const accented = [...container.querySelectorAll('[data-fancy-visual] .text-accent')];
    expect(accented.some((element) => element.textContent?.includes('brands'))).toBe(true);
    expect(container.querySelector('.text-brand')).toBeNull();
  });
});
