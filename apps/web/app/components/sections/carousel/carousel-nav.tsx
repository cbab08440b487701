import { useState, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { useCarouselTexts } from './carousel-texts.ts';

export type CarouselControls = 'pagination' | 'arrows' | 'both' | 'none';
export type CarouselTone = 'default' | 'inverse';

const arrowTones: Record<CarouselTone, string> = {
  default: 'border-line bg-surface text-ink hover:bg-brand hover:text-on-brand hover:border-brand',
  inverse: 'border-white/40 bg-transparent text-white hover:bg-white hover:text-inverse',
};
const dotTones: Record<CarouselTone, { idle: string; active: string }> = {
  default: { idle: 'bg-ink/25', active: 'bg-brand w-7' },
  inverse: { idle: 'bg-white/45', active: 'bg-white w-7' },
};

interface CarouselNavProps {
  swiperRef: RefObject<SwiperInstance | null>;
  /** The slides' keys (one dot a slide). */
  keys: readonly (string | number)[];
  active: number;
  controls: CarouselControls;
  tone: CarouselTone;
  /** Shows the toggle that stops and restarts autoplay (WCAG 2.2.2). */
  autoplaying: boolean;
  /** Autoplay was asked for: the toggle's place is kept from the first paint, so it arrives without moving the dots. */
  autoplay?: boolean;
  /** false: the dots show from 640 px only (a long row of them would wrap beside the arrows on a phone). */
  dotsOnPhone?: boolean;
}

/** The carousel's buttons: previous / next, a dot a slide, and the autoplay toggle. */
export function CarouselNav({
  swiperRef,
  keys,
  active,
  controls,
  tone,
  autoplaying,
  autoplay = false,
  dotsOnPhone = true,
}: CarouselNavProps) {
  const [stopped, setStopped] = useState(false);
  const texts = useCarouselTexts();
  const showArrows = controls === 'arrows' || controls === 'both';
  const showDots = controls === 'pagination' || controls === 'both';
  if (!showArrows && !showDots && !autoplaying && !autoplay) return null;
  return (
    <div className="mt-8 flex items-center justify-center gap-4">
      {showArrows && (
        <ArrowButton direction="prev" tone={tone} onClick={() => swiperRef.current?.slidePrev()} />
      )}
      {showDots && (
        <div
          className={cn(
            'flex-wrap items-center justify-center',
            dotsOnPhone ? 'flex' : 'hidden sm:flex',
          )}
        >
          {keys.map((key, index) => (
            <button
              key={key}
              type="button"
              aria-label={texts.goTo(index + 1)}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => swiperRef.current?.slideToLoop(index)}
              className="grid h-6 min-w-6 place-items-center px-0.5"
            >
              <span
                className={cn(
                  'block h-2 w-2 rounded-full transition-all',
                  index === active ? dotTones[tone].active : dotTones[tone].idle,
                )}
              />
            </button>
          ))}
        </div>
      )}
      {showArrows && (
        <ArrowButton direction="next" tone={tone} onClick={() => swiperRef.current?.slideNext()} />
      )}
      {autoplay && !autoplaying && (
        // Swiper starts autoplay (and this toggle) after the page loads, never under reduced motion.
        <span data-toggle-slot className="invisible size-10 shrink-0 motion-reduce:hidden" />
      )}
      {autoplaying && (
        <button
          type="button"
          aria-label={stopped ? texts.start : texts.stop}
          onClick={() => {
            const autoplay = swiperRef.current?.autoplay;
            if (stopped) autoplay?.start();
            else {
              // Pressing the toggle focused it, which paused autoplay; Swiper's stop() keeps that paused flag and
              // start() does not clear it, so hovering the slides after a restart would no longer pause them.
              if (autoplay?.paused) autoplay.resume();
              autoplay?.stop();
            }
            setStopped(!stopped);
          }}
          className={cn(
            'grid size-10 place-items-center rounded-full border transition-colors',
            arrowTones[tone],
          )}
        >
          {stopped ? (
            <Icon name="play" size={16} className="fill-current" />
          ) : (
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
            </svg>
          )}
        </button>
      )}
    </div>
  );
}

function ArrowButton({
  direction,
  tone,
  onClick,
}: {
  direction: 'prev' | 'next';
  tone: CarouselTone;
  onClick: () => void;
}) {
  const texts = useCarouselTexts();
  return (
    <button
      type="button"
      aria-label={direction === 'prev' ? texts.previous : texts.next}
      onClick={onClick}
      className={cn(
        'grid size-12 place-items-center rounded-full border transition-colors',
        arrowTones[tone],
      )}
    >
      <Icon name={direction === 'prev' ? 'arrow-left' : 'arrow-right'} size={20} />
    </button>
  );
}
