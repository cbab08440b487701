import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { beginInitialHydration, endInitialHydration, HydrateLater } from './hydrate-later.tsx';

describe('HydrateLater', () => {
  afterEach(async () => {
    await act(() => endInitialHydration());
  });

  it('renders its children at once outside the first hydration', () => {
    render(
      <HydrateLater>
        <p>Pricing</p>
      </HydrateLater>,
    );
    expect(screen.getByText('Pricing')).toBeInTheDocument();
  });

  it('during the first hydration, renders each boundary in a later task, in order, then reports the page done', async () => {
    beginInitialHydration();
    const seen: string[] = [];
    const Probe = ({ name }: { name: string }) => {
      seen.push(name);
      return <p>{name}</p>;
    };
    render(
      <>
        <HydrateLater>
          <Probe name="header" />
        </HydrateLater>
        <HydrateLater>
          <Probe name="hero" />
        </HydrateLater>
        <HydrateLater>
          <Probe name="footer" />
        </HydrateLater>
      </>,
    );
    expect(seen).toEqual([]);
    expect(screen.queryByText('header')).not.toBeInTheDocument();
    await act(() => endInitialHydration());
    expect(seen.filter((name, i) => seen.indexOf(name) === i)).toEqual([
      'header',
      'hero',
      'footer',
    ]);
    for (const name of ['header', 'hero', 'footer'])
      expect(screen.getByText(name)).toBeInTheDocument();
  });
});
