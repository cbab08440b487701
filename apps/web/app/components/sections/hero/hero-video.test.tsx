import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroVideo, type HeroVideoData } from './hero-video.tsx';
import { stubMedia } from './hero-test-media.ts';

const data: HeroVideoData = {
  title: 'Steady growth, clearly reported',
  lead: 'A lead.',
  primary: { label: 'Talk to us', href: '#contact' },
  poster: { src: '/artwork/city-3-1600x900.svg', alt: 'Skyline', width: 1600, height: 900 },
  sources: [
    { src: '/media/video/loop.webm', type: 'video/webm' },
    { src: '/media/video/loop.mp4', type: 'video/mp4' },
  ],
};

let idle: Array<() => void> = [];

function renderVideo() {
  return render(
    <MemoryRouter>
      <HeroVideo data={data} />
    </MemoryRouter>,
  );
}

describe('HeroVideo', () => {
  beforeEach(() => {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('paints the poster first (eager, high priority, sized) with no video element', () => {
    stubMedia({ reduced: false });
    const { container } = renderVideo();
    const poster = screen.getByRole('img', { name: 'Skyline' });
    expect(poster).toHaveAttribute('loading', 'eager');
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    expect(poster).toHaveAttribute('width', '1600');
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(data.title);
  });

  it('creates the muted loop once the browser is idle after load, with a pause button', async () => {
    stubMedia({ reduced: false });
    const { container } = renderVideo();
    expect(idle).toHaveLength(1);
    await act(async () => idle.forEach((run) => run()));
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video?.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(
      [...(video?.querySelectorAll('source') ?? [])].map((s) => s.getAttribute('type')),
    ).toEqual(['video/webm', 'video/mp4']);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeInTheDocument();
  });

  it('keeps the still picture under reduced motion', async () => {
    stubMedia({ reduced: true });
    const { container } = renderVideo();
    await act(async () => idle.forEach((run) => run()));
    expect(idle).toHaveLength(0);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: 'Skyline' })).toBeVisible();
  });
});
