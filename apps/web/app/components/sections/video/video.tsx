import { useState } from 'react';
import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { VideoEmbed, type VideoSource } from './video-embed.tsx';

export type VideoVariant = 'rounded' | 'pulse' | 'pill' | 'square';

const frames: Record<VideoVariant, string> = {
  rounded: 'rounded-card shadow-2xl',
  pulse: 'rounded-card',
  pill: 'rounded-[2rem]',
  square: 'rounded-none',
};
const buttons: Record<VideoVariant, string> = {
  rounded: 'size-20 rounded-full bg-card text-brand shadow-xl hover:scale-110',
  pulse:
    'size-24 rounded-full bg-brand text-on-brand ring-[12px] ring-white/30 hover:ring-white/50 motion-safe:animate-pulse',
  pill: 'gap-3 rounded-full bg-card px-7 py-4 font-semibold text-ink shadow-xl hover:bg-brand hover:text-on-brand',
  square: 'size-20 bg-accent text-white hover:bg-inverse',
};

export interface VideoProps {
  source: VideoSource;
  /** Names the player and the play button ("Play video: …"). */
  title: string;
  poster: ArtImageData;
  variant?: VideoVariant;
  className?: string;
}

/** A poster with a play button; the player (HTML5, YouTube or Vimeo) loads only when it is pressed. */
export function Video({ source, title, poster, variant = 'rounded', className }: VideoProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <div
      className={cn('relative aspect-video overflow-hidden bg-black', frames[variant], className)}
      data-playing={playing || undefined}
    >
      {playing ? (
        <VideoEmbed source={source} title={title} poster={poster.src} />
      ) : (
        <>
          <ArtImage {...poster} className="absolute inset-0 size-full object-cover" />
          <div className="absolute inset-0 grid place-items-center bg-black/25">
            <button
              type="button"
              onClick={() => setPlaying(true)}
              aria-label={variant === 'pill' ? undefined : `Play video: ${title}`}
              className={cn('inline-flex items-center justify-center transition', buttons[variant])}
            >
              <Icon name="play" size={28} className="fill-current" />
              {variant === 'pill' && (
                <span>
                  Watch the film<span className="sr-only">: {title}</span>
                </span>
              )}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
