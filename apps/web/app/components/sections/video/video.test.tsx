import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Video } from './video.tsx';
import { videoType } from './video-embed.tsx';

const poster = {
  src: '/artwork/landscape-1-1280x720.svg',
  alt: 'Poster',
  width: 1280,
  height: 720,
};

describe('Video', () => {
  it('loads a youtube-nocookie iframe only after play is pressed', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Video source={{ kind: 'youtube', id: 'abc123' }} title="Studio tour" poster={poster} />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play video: Studio tour' }));
    const frame = screen.getByTitle('Studio tour');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123\?/,
    );
  });

  it('uses a Vimeo player with do-not-track', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Video
        source={{ kind: 'vimeo', id: '76979871' }}
        title="Showreel"
        poster={poster}
        variant="pill"
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Watch the film.*Showreel/ }));
    expect(screen.getByTitle('Showreel').getAttribute('src')).toMatch(
      /^https:\/\/player\.vimeo\.com\/video\/76979871\?dnt=1/,
    );
  });

  it('renders the HTML5 <video> (and fetches its file) only after play', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Video source={{ kind: 'html5', src: '/media/tour.mp4' }} title="Tour" poster={poster} />,
    );
    expect(container.querySelector('video')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Play video: Tour' }));
    expect(container.querySelector('video source')).toHaveAttribute('src', '/media/tour.mp4');
    expect(container.querySelector('video source')).toHaveAttribute('type', 'video/mp4');
  });

  it('names a WebM file video/webm (a browser without MP4 support still plays it)', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Video
        source={{ kind: 'html5', src: '/media/contrail-loop.webm' }}
        title="Loop"
        poster={poster}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Play video: Loop' }));
    expect(container.querySelector('video source')).toHaveAttribute('type', 'video/webm');
    expect(videoType({ kind: 'html5', src: '/clip.ogv?v=2' })).toBe('video/ogg');
    expect(videoType({ kind: 'html5', src: '/clip' })).toBeUndefined();
  });
});
