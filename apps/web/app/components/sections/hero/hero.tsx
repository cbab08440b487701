import type { ArtImageData } from '~/components/ui/art-image.tsx';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Container } from '~/components/ui/container.tsx';
import { SectionRoot, type SectionProps } from '~/components/ui/section.tsx';
import { HeroActions, type HeroAction } from './hero-actions.tsx';

export type { HeroAction };

export type HeroVariant = 'split' | 'centered' | 'dark-art';

export interface HeroData {
  eyebrow?: string;
  title: string;
  lead: string;
  primary?: HeroAction;
  secondary?: HeroAction;
  image: ArtImageData;
}

interface HeroProps extends SectionProps {
  variant?: HeroVariant;
  data: HeroData;
  /** The hero's title is the page's h1 unless a page already has one. */
  headingLevel?: 'h1' | 'h2';
}

const roots: Record<HeroVariant, string> = {
  split: 'bg-surface text-ink',
  centered: 'bg-brand-soft text-ink',
  'dark-art': 'relative isolate overflow-hidden bg-inverse text-white',
};
const grids: Record<HeroVariant, string> = {
  split: 'grid items-center gap-12 py-16 md:py-24 lg:grid-cols-[1.05fr_1fr]',
  centered: 'grid justify-items-center gap-12 pt-16 text-center md:pt-24',
  'dark-art': 'grid min-h-[34rem] content-center py-24 md:py-32',
};
const eyebrows: Record<HeroVariant, string> = {
  split: 'text-brand',
  centered: 'text-brand',
  'dark-art': 'text-white/85',
};
const leads: Record<HeroVariant, string> = {
  split: 'text-muted',
  centered: 'text-muted mx-auto',
  'dark-art': 'text-white/85',
};
const secondaryButtons: Record<HeroVariant, 'outline' | 'light'> = {
  split: 'outline',
  centered: 'outline',
  'dark-art': 'light',
};

/** The first section of a page: title, lead, calls to action and a picture, in three layouts. */
export function Hero({
  variant = 'split',
  data,
  headingLevel: Heading = 'h1',
  id = 'hero',
  className,
  width,
  label,
}: HeroProps) {
  const image = (
    <ArtImage
      {...data.image}
      priority
      embed
      className={cn(
        variant === 'dark-art'
          ? 'absolute inset-0 -z-10 size-full object-cover opacity-35'
          : 'rounded-card w-full shadow-xl',
        variant === 'centered' && 'max-w-5xl rounded-b-none shadow-none',
      )}
    />
  );
  return (
    <SectionRoot
      id={id}
      label={label}
      data-variant={variant}
      className={cn(roots[variant], className)}
    >
      {variant === 'dark-art' && image}
      <Container width={width}>
        <div className={grids[variant]}>
          <div className={cn('max-w-2xl', variant === 'dark-art' && 'max-w-3xl')}>
            {data.eyebrow && (
              <p
                className={cn(
                  'mb-4 text-sm font-semibold tracking-[0.2em] uppercase',
                  eyebrows[variant],
                )}
              >
                {data.eyebrow}
              </p>
            )}
            <Heading className="text-4xl leading-[1.08] font-extrabold sm:text-5xl lg:text-6xl">
              {data.title}
            </Heading>
            <p className={cn('mt-6 max-w-xl text-lg sm:text-xl', leads[variant])}>{data.lead}</p>
            <HeroActions
              primary={data.primary}
              secondary={data.secondary}
              secondaryVariant={secondaryButtons[variant]}
              className={cn(variant === 'centered' && 'justify-center')}
            />
          </div>
          {variant !== 'dark-art' && image}
        </div>
      </Container>
    </SectionRoot>
  );
}
