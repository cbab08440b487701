import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  beginInitialHydration,
  endInitialHydration,
  HydrateLater,
  useInitialHydrationDone,
} from './hydrate-later.tsx';

function DoneProbe() {
  return <p>{useInitialHydrationDone() ? 'loading allowed' : 'holding'}</p>;
}

describe('HydrateLater', () => {
  afterEach(async () => {
    await act(() => endInitialHydration());
  });

  it('renders its children at once outside the first hydration', async () => {
    render(
      <HydrateLater>
        <p>Pricing</p>
      </HydrateLater>,
    );
    expect(screen.getByText('Pricing')).toBeInTheDocument();
    let turns = -1;
    await act(async () => {
      turns = await endInitialHydration();
    });
    expect(turns).toBe(0);
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
    let turns = -1;
    await act(async () => {
      turns = await endInitialHydration();
    });
    // Each boundary took a turn of its own (root.tsx writes this count on <html> for the browser tests).
    expect(turns).toBe(3);
    expect(seen.filter((name, i) => seen.indexOf(name) === i)).toEqual([
      'header',
      'hero',
      'footer',
    ]);
    for (const name of ['header', 'hero', 'footer'])
      expect(screen.getByText(name)).toBeInTheDocument();
  });

  it('reports the first hydration done where there is none to wait for', async () => {
    render(<DoneProbe />);
    expect(screen.getByText('loading allowed')).toBeInTheDocument();
  });

  it('holds useInitialHydrationDone false while boundaries wait their turn', async () => {
    beginInitialHydration();
    render(
      <>
        <DoneProbe />
        <HydrateLater>
          <p>pricing</p>
        </HydrateLater>
      </>,
    );
    expect(screen.getByText('holding')).toBeInTheDocument();
    expect(screen.queryByText('pricing')).not.toBeInTheDocument();
    await act(() => endInitialHydration());
    expect(screen.getByText('pricing')).toBeInTheDocument();
    expect(screen.getByText('loading allowed')).toBeInTheDocument();
  });
});
