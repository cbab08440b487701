import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { useParallax, type ParallaxOffset } from '~/components/sections/parallax/use-parallax.ts';
import { TitleVideo } from './title-video.tsx';

/** A picture behind the page title; the text over it is white on a dark scrim. */
export type PageTitleBackground =
  /** One picture that scrolls slower than the page (still under reduced motion and below 768 px). */
  | { kind: 'parallax'; image: ArtImageData; speed?: number }
  /** Several pictures as tiles (three per row on phones, six from 768 px). */
  | { kind: 'gallery'; images: readonly ArtImageData[] }
  /** A muted clip served by the site, looping, with a pause / play button named by `label` (see TitleVideo). */
  | { kind: 'video'; src: string; type?: string; poster: string; label: string };

export type PageTitleBackgroundKind = PageTitleBackground['kind'];

/** Scrims that keep white text at AA contrast over any of our artwork. */
const scrims: Record<PageTitleBackgroundKind, string> = {
  parallax: 'bg-inverse/75',
  gallery: 'bg-inverse/80',
  video: 'from-inverse/85 to-inverse/70 bg-linear-to-t',
};

/** Speeds above this would move the layer past the extra height it has below the title. */
const MAX_SPEED = 0.5;

/**
 * Down by `speed` × how far the frame has scrolled above the window, at most `speed` × the frame's height,
 * so the layer never shows an edge (the banner's default centres on mid-window instead).
 */
const titleOffset: ParallaxOffset = (frame, speed) =>
  Math.min(Math.max(-frame.getBoundingClientRect().top, 0), frame.offsetHeight) * speed;

function ParallaxLayer({ image, speed }: { image: ArtImageData; speed: number }) {
  const layer = useParallax<HTMLDivElement>(Math.min(Math.max(speed, 0), MAX_SPEED), titleOffset);
  return (
    <div
      ref={layer}
      data-parallax-layer
      className="absolute inset-x-0 top-0 -bottom-1/2 -z-10 will-change-transform"
    >
      <ArtImage {...image} alt="" priority className="size-full object-cover" />
    </div>
  );
}

/** The background layers of a page title: picture(s), then the scrim (and the video's button). */
export function PageTitleBackdrop({ background }: { background: PageTitleBackground }) {
  return (
    <>
      {background.kind === 'parallax' && (
        <ParallaxLayer image={background.image} speed={background.speed ?? 0.4} />
      )}
      {background.kind === 'gallery' && (
        <div
          aria-hidden="true"
          data-gallery-tiles
          className="bg-inverse absolute inset-0 -z-10 grid grid-cols-3 grid-rows-2 gap-1 md:grid-cols-6 md:grid-rows-1"
        >
          {background.images.map((image, index) => (
            <ArtImage
              key={`${index}-${image.src}`}
              {...image}
              alt=""
              priority={index < 3}
              className="size-full object-cover"
            />
          ))}
        </div>
      )}
      {background.kind === 'video' && (
        <TitleVideo
          src={background.src}
          type={background.type}
          poster={background.poster}
          label={background.label}
        />
      )}
      <div aria-hidden="true" className={cn('absolute inset-0 -z-10', scrims[background.kind])} />
    </>
  );
}
