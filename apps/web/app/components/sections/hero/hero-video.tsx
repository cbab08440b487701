import { useEffect, useRef, useState } from 'react';
import type { ArtImageData } from '~/components/ui/art-image.tsx';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Container } from '~/components/ui/container.tsx';
import { SectionRoot, type SectionProps } from '~/components/ui/section.tsx';
import type { HeroData } from './hero.tsx';
import { HeroActions } from './hero-actions.tsx';
import { whenIdleAfterLoad } from './when-idle-after-load.ts';
import { withBase } from '~/shell/site-base.ts';

export interface HeroVideoSource {
  src: string;
  /** MIME type, e.g. `video/webm`. */
  type: string;
}

export interface HeroVideoData extends Omit<HeroData, 'image'> {
  /** The still picture: painted first (the LCP image) and kept under reduced motion. */
  poster: ArtImageData;
  /** The loop, best format first; it has no sound. */
  sources: readonly HeroVideoSource[];
}

interface HeroVideoProps extends Omit<SectionProps, 'tone' | 'spacing'> {
  data: HeroVideoData;
  headingLevel?: 'h1' | 'h2';
}

const reducedMotion = '(prefers-reduced-motion: reduce)';

type Connection = { saveData?: boolean };

/**
 * A hero over a muted background loop. The poster is a prerendered picture (the LCP); the video element is
 * created only once the page has loaded and the browser is idle, never under prefers-reduced-motion or
 * Save-Data (the still stays). A visible button pauses and resumes the loop.
 */
export function HeroVideo({
  data,
  headingLevel: Heading = 'h1',
  id = 'hero',
  width,
  className,
  label,
}: HeroVideoProps) {
  const [video, setVideo] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const motion = window.matchMedia(reducedMotion);
    const saveData = (navigator as Navigator & { connection?: Connection }).connection?.saveData;
    if (motion.matches || saveData) return;
    const cancel = whenIdleAfterLoad(() => setVideo(true));
    // Turning reduced motion on later removes the loop again.
    const onChange = () => motion.matches && setVideo(false);
    motion.addEventListener('change', onChange);
    return () => {
      cancel();
      motion.removeEventListener('change', onChange);
    };
  }, []);

  const toggle = () => {
    const element = videoRef.current;
    if (!element) return;
    if (element.paused) {
      void element.play();
      setPaused(false);
    } else {
      element.pause();
      setPaused(true);
    }
  };

  return (
    <SectionRoot
      id={id}
      data-variant="video"
      label={label}
      className={cn('bg-inverse relative isolate overflow-hidden text-white', className)}
    >
      <ArtImage
        {...data.poster}
        priority
        embed
        data-hero-poster
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {video && (
        <video
          ref={videoRef}
          muted
          loop
          autoPlay
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          data-hero-video
          onPlaying={() => setPlaying(true)}
          className={cn(
            'absolute inset-0 -z-20 size-full object-cover transition-opacity duration-1000',
            playing ? 'opacity-100' : 'opacity-0',
          )}
        >
          {data.sources.map((source) => (
            <source key={source.src} src={withBase(source.src)} type={source.type} />
          ))}
        </video>
      )}
      <div
        aria-hidden="true"
        className="from-inverse/95 via-inverse/70 to-inverse/20 absolute inset-0 -z-10 bg-linear-to-tr"
      />
      <Container width={width}>
        <div className="grid min-h-[max(34rem,calc(100svh-5rem))] content-center py-24 md:py-32">
          <div className="max-w-3xl">
            {data.eyebrow && (
              <p className="text-accent mb-5 text-sm font-bold tracking-[0.25em] uppercase">
                {data.eyebrow}
              </p>
            )}
            <Heading className="font-display text-4xl leading-[1.05] font-bold text-balance sm:text-6xl lg:text-7xl">
              {data.title}
            </Heading>
            <p className="mt-6 max-w-xl text-lg text-white/85 sm:text-xl">{data.lead}</p>
            <HeroActions
              primary={data.primary}
              secondary={data.secondary}
              secondaryVariant="outline-light"
            />
          </div>
        </div>
      </Container>
      {video && (
        <button
          type="button"
          onClick={toggle}
          aria-label={paused ? 'Play background video' : 'Pause background video'}
          className="absolute inset-e-4 bottom-4 grid size-11 place-items-center rounded-full border border-white/50 bg-black/30 text-white backdrop-blur transition-colors hover:bg-white hover:text-black md:inset-e-8 md:bottom-8"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d={paused ? 'M8 5v14l11-7z' : 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z'}
              fill="currentColor"
            />
          </svg>
        </button>
      )}
    </SectionRoot>
  );
}
