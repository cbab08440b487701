import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { ButtonLink, type ButtonVariant } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Container } from '~/components/ui/container.tsx';
import type { SectionProps, SectionSpacing } from '~/components/ui/section.tsx';
import { useParallax } from './use-parallax.ts';

export type ParallaxMode = 'scroll' | 'fixed';
export type ParallaxLook = 'dark' | 'brand' | 'card' | 'left';

export interface ParallaxData {
  eyebrow?: string;
  title: string;
  text: string;
  image: ArtImageData;
  cta?: { label: string; to: string };
}

const pads: Record<SectionSpacing, string> = {
  none: '',
  sm: 'py-16',
  md: 'py-24',
  lg: 'py-28 md:py-40',
};
const looks: Record<
  ParallaxLook,
  { scrim: string; inner: string; text: string; eyebrow: string; button: ButtonVariant }
> = {
  dark: {
    scrim: 'bg-inverse/75',
    inner: 'mx-auto max-w-3xl text-center text-white',
    text: 'text-white/85',
    eyebrow: 'text-white/85',
    button: 'light',
  },
  brand: {
    scrim: 'bg-brand-strong/85',
    inner: 'mx-auto max-w-3xl text-center text-white',
    text: 'text-white/90',
    eyebrow: 'text-white/90',
    button: 'outline-light',
  },
  card: {
    scrim: 'bg-inverse/30',
    inner: 'bg-surface text-ink rounded-card max-w-xl p-8 shadow-2xl sm:p-12',
    text: 'text-muted',
    eyebrow: 'text-brand',
    button: 'solid',
  },
  left: {
    scrim: 'from-inverse/90 via-inverse/70 to-inverse/20 bg-linear-to-r rtl:bg-linear-to-l',
    inner: 'max-w-xl text-white',
    text: 'text-white/85',
    eyebrow: 'text-amber-300',
    button: 'gradient',
  },
};

interface ParallaxBannerProps extends Omit<SectionProps, 'tone'> {
  data: ParallaxData;
  /** `scroll` moves the image with JavaScript; `fixed` uses CSS background-attachment. */
  mode?: ParallaxMode;
  look?: ParallaxLook;
  /** Scroll mode only: 0 (still) to 1 (fast). */
  speed?: number;
  as?: 'h2' | 'h3';
}

/**
 * A banner whose background image scrolls slower than the page. Both modes stand still under
 * prefers-reduced-motion and below 768 px (the JS hook checks `useMotionAllowed`; the fixed
 * background applies only from `md` with `motion-safe`).
 */
export function ParallaxBanner({
  data,
  mode = 'scroll',
  look: lookName = 'dark',
  speed = 0.3,
  as: Tag = 'h2',
  id,
  spacing = 'lg',
  width,
  className,
  label,
}: ParallaxBannerProps) {
  const layer = useParallax<HTMLDivElement>(mode === 'scroll' ? speed : 0);
  const look = looks[lookName];
  return (
    <section
      id={id}
      aria-label={label}
      data-parallax={mode}
      className={cn('relative isolate overflow-hidden', pads[spacing], className)}
    >
      {mode === 'scroll' ? (
        <div ref={layer} className="absolute inset-x-0 -inset-y-[20%] -z-10 will-change-transform">
          <ArtImage {...data.image} alt="" className="size-full object-cover" />
        </div>
      ) : (
        <div
          className="absolute inset-0 -z-10 bg-cover bg-center md:motion-safe:bg-fixed"
          style={{ backgroundImage: `url(${data.image.src})` }}
        />
      )}
      <div aria-hidden="true" className={cn('absolute inset-0 -z-10', look.scrim)} />
      <Container width={width}>
        <div className={look.inner}>
          {data.eyebrow && (
            <p
              className={cn('mb-3 text-sm font-semibold tracking-[0.2em] uppercase', look.eyebrow)}
            >
              {data.eyebrow}
            </p>
          )}
          <Tag className="text-3xl font-bold sm:text-5xl">{data.title}</Tag>
          <p className={cn('mt-5 text-lg leading-relaxed', look.text)}>{data.text}</p>
          {data.cta && (
            <ButtonLink
              to={data.cta.to}
              variant={look.button}
              shape="pill"
              className={cn('mt-8', lookName !== 'card' && 'focus-visible:outline-white')}
            >
              {data.cta.label}
            </ButtonLink>
          )}
        </div>
      </Container>
    </section>
  );
}
