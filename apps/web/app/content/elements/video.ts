import type { VideoSource } from '~/components/sections/video/video-embed.tsx';
import type { VideoVariant } from '~/components/sections/video/video.tsx';
import type { ArtImageData } from '~/components/ui/art-image.tsx';

const poster = (src: string): ArtImageData => ({ src, alt: '', width: 1280, height: 720 });

/** Sample films: our own short loop for HTML5 (served from the site); YouTube and Vimeo embeds load only after play. */
export const videoSources = {
  html5: {
    kind: 'html5',
    src: '/media/contrail-loop.webm',
  },
  youtube: { kind: 'youtube', id: 'aqz-KE-bpKQ' },
  vimeo: { kind: 'vimeo', id: '1084537' },
} as const satisfies Record<string, VideoSource>;

/** The video element page: HTML5, YouTube and Vimeo players in four frames. */
export const videoDemos: ReadonlyArray<{
  label: string;
  variant: VideoVariant;
  source: VideoSource;
  title: string;
  poster: ArtImageData;
}> = [
  {
    label: 'HTML5 video',
    variant: 'rounded',
    source: videoSources.html5,
    title: 'Big Buck Bunny (HTML5 video)',
    poster: poster('/artwork/landscape-81-1280x720.svg'),
  },
  {
    label: 'YouTube, pulsing button',
    variant: 'pulse',
    source: videoSources.youtube,
    title: 'Big Buck Bunny on YouTube',
    poster: poster('/artwork/aircraft-82-1280x720.svg'),
  },
  {
    label: 'Vimeo, labelled button',
    variant: 'pill',
    source: videoSources.vimeo,
    title: 'Big Buck Bunny on Vimeo',
    poster: poster('/artwork/city-83-1280x720.svg'),
  },
  {
    label: 'Square frame',
    variant: 'square',
    source: videoSources.youtube,
    title: 'Studio showreel on YouTube',
    poster: poster('/artwork/abstract-84-1280x720.svg'),
  },
];
