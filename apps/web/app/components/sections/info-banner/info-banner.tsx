import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { ButtonLink, type ButtonVariant } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';

export type InfoBannerVariant =
  'split' | 'split-reverse' | 'overlay' | 'band' | 'card' | 'dark-split';

export interface InfoBannerData {
  eyebrow?: string;
  title: string;
  text: string;
  image: ArtImageData;
  cta: { label: string; to: string };
}

const looks: Record<
  InfoBannerVariant,
  {
    wrap: string;
    media: string;
    body: string;
    eyebrow: string;
    text: string;
    button: ButtonVariant;
    /** Focus outline that shows on this background. */
    ring: string;
  }
> = {
  split: {
    wrap: 'grid items-center gap-10 lg:grid-cols-2',
    media: 'rounded-card overflow-hidden',
    body: '',
    eyebrow: 'text-brand',
    text: 'text-muted',
    button: 'solid',
    ring: '',
  },
  'split-reverse': {
    wrap: 'grid items-center gap-10 lg:grid-cols-2',
    media: 'rounded-card overflow-hidden lg:order-last',
    body: '',
    eyebrow: 'text-brand-strong',
    text: 'text-muted',
    button: 'dark',
    ring: '',
  },
  overlay: {
    wrap: 'rounded-card relative isolate grid min-h-96 place-items-center overflow-hidden p-8 text-center text-white sm:p-16',
    media: 'absolute inset-0 -z-10 after:bg-inverse/75 after:absolute after:inset-0',
    body: 'max-w-2xl',
    eyebrow: 'text-white/85',
    text: 'text-white/85',
    button: 'light',
    ring: 'focus-visible:outline-white',
  },
  band: {
    wrap: 'bg-brand rounded-card flex flex-col items-start gap-6 p-8 text-on-brand md:flex-row md:items-center sm:p-12',
    media: 'hidden',
    body: 'flex-1',
    eyebrow: 'text-on-brand/90',
    text: 'text-on-brand/90',
    button: 'light',
    ring: 'focus-visible:outline-on-brand',
  },
  card: {
    wrap: 'bg-surface rounded-card grid overflow-hidden shadow-xl md:grid-cols-[2fr_3fr]',
    media: 'h-full',
    body: 'p-8 sm:p-10',
    eyebrow: 'text-brand',
    text: 'text-muted',
    button: 'outline',
    ring: '',
  },
  'dark-split': {
    wrap: 'bg-inverse rounded-card grid items-center overflow-hidden text-white lg:grid-cols-2',
    media: 'h-full',
    body: 'p-8 sm:p-12',
    eyebrow: 'text-amber-300',
    text: 'text-white/80',
    button: 'gradient',
    ring: 'focus-visible:outline-white',
  },
};

interface InfoBannerProps extends SectionProps {
  data: InfoBannerData;
  variant?: InfoBannerVariant;
  /** Level of the banner title. */
  as?: 'h2' | 'h3';
}

/** A promotional banner: image, eyebrow, title, text and one call to action, in six layouts. */
export function InfoBanner({
  data,
  variant = 'split',
  as: Tag = 'h2',
  ...section
}: InfoBannerProps) {
  const look = looks[variant];
  return (
    <Section spacing="md" {...section}>
      <div data-variant={variant} className={look.wrap}>
        <div className={look.media}>
          <ArtImage {...data.image} className="size-full object-cover" />
        </div>
        <div className={look.body}>
          {data.eyebrow && (
            <p
              className={cn('mb-3 text-sm font-semibold tracking-[0.2em] uppercase', look.eyebrow)}
            >
              {data.eyebrow}
            </p>
          )}
          <Tag className="text-3xl font-bold sm:text-4xl">{data.title}</Tag>
          <p className={cn('mt-4 text-lg leading-relaxed', look.text)}>{data.text}</p>
          {variant !== 'band' && (
            <ButtonLink
              to={data.cta.to}
              variant={look.button}
              shape="pill"
              className={cn('mt-8', look.ring)}
            >
              {data.cta.label}
            </ButtonLink>
          )}
        </div>
        {variant === 'band' && (
          <ButtonLink
            to={data.cta.to}
            variant={look.button}
            shape="pill"
            size="lg"
            className={look.ring}
          >
            {data.cta.label}
          </ButtonLink>
        )}
      </div>
    </Section>
  );
}
