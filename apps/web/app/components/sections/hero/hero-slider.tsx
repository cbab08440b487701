import { useEffect, useRef, useState } from 'react';
import { Carousel } from '~/components/sections/carousel/carousel.tsx';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Container } from '~/components/ui/container.tsx';
import { SectionRoot, type SectionProps } from '~/components/ui/section.tsx';
import type { HeroData } from './hero.tsx';
import { HeroActions } from './hero-actions.tsx';

/** One slide: the hero's data; its `image` is the full-bleed background (the first one is the page's LCP). */
export type HeroSlide = HeroData;

interface HeroSliderProps extends Omit<SectionProps, 'tone' | 'spacing'> {
  slides: readonly HeroSlide[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Autoplay delay in ms. */
  delay?: number;
  /** Text block position on wide screens. */
  align?: 'start' | 'center';
}

/** A key press or a pointer press inside the slider this long ago still counts as the visitor's move. */
const userMoveMs = 1500;

/**
 * Full-viewport slides on the shared carousel. The first slide's picture is embedded in the prerendered
 * HTML and loaded eagerly with high priority (the page's LCP); later slides load lazily. Autoplay,
 * pausing (hover, focus within, the visible toggle, reduced motion), arrow keys and the slide groups come
 * from the carousel; this adds a polite announcement of the slide the visitor moved to.
 */
export function HeroSlider({
  slides,
  label,
  delay = 6000,
  align = 'start',
  id = 'hero',
  width,
  className,
}: HeroSliderProps) {
  const rootRef = useRef<HTMLElement>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let lastMove = 0;
    const moved = () => {
      lastMove = Date.now();
    };
    // The carousel's arrow keys listen on the document while it is in view.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') moved();
    };
    // The carousel marks the current dot ("Go to slide n") with aria-current: its documented contract.
    const observer = new MutationObserver(() => {
      if (Date.now() - lastMove > userMoveMs) return;
      const dots = [...root.querySelectorAll('button[aria-label^="Go to slide"]')];
      const index = dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
      const slide = slides[index];
      if (slide) setAnnouncement(`Slide ${index + 1} of ${slides.length}: ${slide.title}`);
    });
    observer.observe(root, { subtree: true, attributeFilter: ['aria-current'] });
    root.addEventListener('pointerdown', moved);
    document.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      root.removeEventListener('pointerdown', moved);
      document.removeEventListener('keydown', onKey);
    };
  }, [slides]);

  return (
    <SectionRoot
      ref={rootRef}
      id={id}
      data-variant="slider"
      className={cn('bg-inverse relative text-white', className)}
    >
      <Carousel
        items={slides}
        getKey={(slide) => slide.title}
        label={label}
        gap={0}
        delay={delay}
        controls="both"
        tone="inverse"
        // The controls sit over the bottom of the slides instead of below them.
        className="relative [&>div:last-child]:absolute [&>div:last-child]:inset-x-0 [&>div:last-child]:bottom-6 [&>div:last-child]:z-10 [&>div:last-child]:mt-0 md:[&>div:last-child]:bottom-10"
        renderSlide={(slide, index) => {
          const Heading = index === 0 ? 'h1' : 'h2';
          return (
            <div className="relative isolate flex min-h-[max(34rem,calc(100svh-5rem))] items-center overflow-hidden pt-16 pb-32">
              <ArtImage
                {...slide.image}
                priority={index === 0}
                embed={index === 0}
                className="absolute inset-0 -z-20 size-full object-cover"
              />
              <div
                aria-hidden="true"
                className="from-inverse via-inverse/75 to-inverse/10 absolute inset-0 -z-10 bg-linear-to-r rtl:bg-linear-to-l"
              />
              <Container width={width}>
                <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
                  {slide.eyebrow && (
                    <p className="text-accent mb-5 text-sm font-bold tracking-[0.25em] uppercase">
                      {slide.eyebrow}
                    </p>
                  )}
                  <Heading className="font-display text-4xl leading-[1.04] font-extrabold text-balance sm:text-6xl lg:text-7xl">
                    {slide.title}
                  </Heading>
                  <p className="mt-6 max-w-xl text-lg text-white/85 sm:text-xl">{slide.lead}</p>
                  <HeroActions
                    primary={slide.primary}
                    secondary={slide.secondary}
                    secondaryVariant="outline-light"
                    className={cn(align === 'center' && 'justify-center')}
                  />
                </div>
              </Container>
            </div>
          );
        }}
      />
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-slider-announcement>
        {announcement}
      </p>
    </SectionRoot>
  );
}
