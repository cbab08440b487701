import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PieChart } from '~/components/sections/pie-chart/pie-chart.tsx';
import { ProgressBar } from './progress-bar.tsx';

function stubMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function allowMotion() {
  stubMotion(true);
  // Everything is in view at once.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe() {
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    },
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ProgressBar', () => {
  it('shows its value at once when motion is off', () => {
    stubMotion(false);
    render(<ProgressBar item={{ label: 'Design', value: 72 }} />);
    const bar = screen.getByRole('progressbar', { name: 'Design' });
    expect(bar).toHaveAttribute('aria-valuenow', '72');
    expect(screen.getByText('72%')).toBeInTheDocument();
    expect(bar.firstElementChild).toHaveStyle({ width: '72%' });
  });

  it('animates from 0 to its value once in view when motion is allowed', () => {
    vi.useFakeTimers();
    allowMotion();
    render(<ProgressBar item={{ label: 'Design', value: 72 }} variant="tooltip" />);
    const fill = screen.getByRole('progressbar').firstElementChild;
    expect(fill).toHaveStyle({ width: '0%' });
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByText('72%')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('72%')).toBeInTheDocument();
    expect(fill).toHaveStyle({ width: '72%' });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '72');
  });
});

describe('PieChart', () => {
  it('shows its value at once when motion is off, with the value as text', () => {
    stubMotion(false);
    render(<PieChart item={{ label: 'Strategy', value: 85 }} />);
    expect(screen.getByText('85%')).toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveTextContent('Strategy: 85%');
  });

  it('fills its ring to the value once in view', () => {
    vi.useFakeTimers();
    allowMotion();
    const { container } = render(
      <PieChart item={{ label: 'Strategy', value: 50 }} variant="gradient" />,
    );
    const ring = container.querySelectorAll('circle')[1];
    const length = Number(ring?.getAttribute('stroke-dasharray'));
    expect(Number(ring?.getAttribute('stroke-dashoffset'))).toBeCloseTo(length);
    act(() => vi.advanceTimersByTime(2000));
    expect(Number(ring?.getAttribute('stroke-dashoffset'))).toBeCloseTo(length / 2);
    expect(screen.getByText('50%')).toBeInTheDocument();
  });
});
