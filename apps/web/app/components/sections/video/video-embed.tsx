import { withBase } from '~/shell/site-base.ts';

export type VideoSource =
  | { kind: 'html5'; src: string; type?: string }
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string };

const videoTypes: Record<string, string> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  ogv: 'video/ogg',
};

/** The MIME type of an HTML5 source: the one given, else the one its file extension names. */
export function videoType(source: Extract<VideoSource, { kind: 'html5' }>): string | undefined {
  return (
    source.type ??
    videoTypes[/\.([a-z0-9]+)(?:[?#].*)?$/i.exec(source.src)?.[1]?.toLowerCase() ?? '']
  );
}

/** Privacy-friendly player addresses: youtube-nocookie.com and Vimeo with do-not-track. */
export function embedUrl(source: Exclude<VideoSource, { kind: 'html5' }>, autoplay = true): string {
  const play = autoplay ? '1' : '0';
  if (source.kind === 'youtube')
    return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(source.id)}?autoplay=${play}&rel=0&modestbranding=1`;
  return `https://player.vimeo.com/video/${encodeURIComponent(source.id)}?dnt=1&autoplay=${play}&title=0&byline=0`;
}

/**
 * The player itself; render it only after the visitor asked to play (it starts at once), so nothing is
 * requested from YouTube, Vimeo or the video file before that.
 */
export function VideoEmbed({
  source,
  title,
  poster,
}: {
  source: VideoSource;
  title: string;
  poster?: string;
}) {
  if (source.kind === 'html5')
    return (
      // Captions belong to the real video; the demo's sample has no speech.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        controls
        autoPlay
        playsInline
        poster={poster === undefined ? undefined : withBase(poster)}
        aria-label={title}
        className="absolute inset-0 size-full bg-black object-cover"
      >
        <source src={withBase(source.src)} type={videoType(source)} />
      </video>
    );
  return (
    <iframe
      src={embedUrl(source)}
      title={title}
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="absolute inset-0 size-full border-0"
    />
  );
}
