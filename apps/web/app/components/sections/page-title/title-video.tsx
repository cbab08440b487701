import { useEffect, useRef, useState } from 'react';
import { useMotionAllowed } from '~/shell/use-motion-allowed.ts';
import { Icon } from '~/components/ui/icon.tsx';

export interface TitleVideoProps {
  /** A short, silent clip served by the site (`/media/….webm`); it loops. */
  src: string;
  type?: string;
  /** Artwork shown before the clip plays and whenever it cannot (`/artwork/….svg`). */
  poster: string;
  /** What the clip is, for the button: "Pause background video" / "Play background video". */
  label: string;
}

/** A muted local clip looping behind a page title, and its pause / play button (README: when it starts). */
export function TitleVideo({ src, type = 'video/webm', poster, label }: TitleVideoProps) {
  const motion = useMotionAllowed();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  // Once the visitor has pressed the button, a change of the motion preference no longer overrides them.
  const chosen = useRef(false);

  const play = (element: HTMLVideoElement) => {
    element.muted = true;
    // A browser may refuse to play (power saving, autoplay rules): the poster stays and the button says Play.
    void element.play()?.catch(() => setPlaying(false));
  };

  useEffect(() => {
    const element = video.current;
    if (!element || chosen.current) return;
    if (motion) play(element);
    else element.pause();
  }, [motion]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    chosen.current = true;
    if (element.paused) play(element);
    else element.pause();
  };

  return (
    <>
      {/* Decorative and silent (muted, no speech): nothing to caption. */}
      <video
        ref={video}
        aria-hidden="true"
        muted
        loop
        playsInline
        preload="none"
        poster={poster}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        data-title-video={playing ? 'playing' : 'paused'}
        className="bg-inverse absolute inset-0 -z-10 size-full object-cover"
      >
        <source src={src} type={type} />
      </video>
      <button
        type="button"
        onClick={toggle}
        className="absolute inset-e-4 bottom-4 z-10 inline-flex items-center gap-2 rounded-full bg-black/75 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-black focus-visible:outline-white sm:inset-e-6 sm:bottom-6"
      >
        <Icon
          name={playing ? 'pause' : 'play'}
          size={18}
          strokeWidth={playing ? 2.5 : 1.8}
          className={playing ? undefined : 'fill-current'}
        />
        {playing ? 'Pause' : 'Play'}
        <span className="sr-only"> {label}</span>
      </button>
    </>
  );
}
