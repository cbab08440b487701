import {
  FancyText,
  type FancyTextData,
  type FancyTextLook,
} from '~/components/sections/fancy-text/fancy-text.tsx';
import type { ArtImageData } from '~/components/ui/art-image.tsx';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Container } from '~/components/ui/container.tsx';
import { SectionRoot, type SectionProps } from '~/components/ui/section.tsx';
import { HeroActions, type HeroAction } from './hero-actions.tsx';

export interface HeroStatementData {
  eyebrow?: string;
  /** The statement: fixed words, then the cycling word (keep each word short, about ten letters at most). */
  statement: FancyTextData;
  lead: string;
  primary?: HeroAction;
  secondary?: HeroAction;
  /** A wide picture under the statement (a showreel still, a studio), loaded first. */
  image?: ArtImageData;
}

interface HeroStatementProps extends Omit<SectionProps, 'tone' | 'spacing'> {
  data: HeroStatementData;
  /** `dark` sits on the inverse colour, `light` on the page surface. */
  tone?: 'dark' | 'light';
  /** Milliseconds each word stays. */
  hold?: number;
  /** How the cycling words stand out; defaults to `highlight`'s colour. `outline`: hollow letters, e.g. a name. */
  look?: FancyTextLook;
  /**
   * Colour of the eyebrow and the cycling word: `accent` where the brand colour is too dark for the inverse
   * background (a light theme's dark hero).
   */
  highlight?: StatementHighlight;
}

export type StatementHighlight = 'brand' | 'accent';

const highlights: Record<StatementHighlight, { text: string; rule: string }> = {
  brand: { text: 'text-brand', rule: 'bg-brand' },
  accent: { text: 'text-accent', rule: 'bg-accent' },
};

/**
 * A statement in very large type whose last word cycles (FancyText's slide). Screen readers get the whole
 * sentence once; the cycle never starts under prefers-reduced-motion or on narrow screens.
 */
export function HeroStatement({
  data,
  tone = 'dark',
  hold = 2400,
  look,
  highlight = 'brand',
  id = 'hero',
  width = 'wide',
  className,
  label,
}: HeroStatementProps) {
  const dark = tone === 'dark';
  return (
    <SectionRoot
      id={id}
      data-variant="statement"
      label={label}
      className={cn(
        'relative isolate overflow-hidden',
        dark ? 'bg-inverse text-white' : 'bg-surface text-ink',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="bg-brand/25 absolute -inset-e-40 -top-40 -z-10 size-[36rem] rounded-full blur-3xl"
      />
      <Container width={width}>
        <div className="pt-20 pb-14 md:pt-28 md:pb-20">
          {data.eyebrow && (
            <p
              className={cn(
                'mb-8 flex items-center gap-4 text-sm font-bold tracking-[0.3em] uppercase',
                highlights[highlight].text,
              )}
            >
              <span aria-hidden="true" className={cn('h-px w-12', highlights[highlight].rule)} />
              {data.eyebrow}
            </p>
          )}
          <FancyText
            as="h1"
            effect="slide"
            look={look ?? highlight}
            hold={hold}
            data={data.statement}
            className="font-display text-[clamp(3rem,10.5vw,10rem)] leading-[0.95] font-extrabold tracking-[-0.04em] text-balance"
          />
          <div className="mt-12 grid items-end gap-8 md:grid-cols-[minmax(0,36rem)_auto] md:justify-between">
            <p className={cn('text-lg sm:text-xl', dark ? 'text-white/80' : 'text-muted')}>
              {data.lead}
            </p>
            <HeroActions
              primary={data.primary}
              secondary={data.secondary}
              secondaryVariant={dark ? 'outline-light' : 'outline'}
              className="mt-0"
            />
          </div>
        </div>
        {data.image && (
          <ArtImage
            {...data.image}
            priority
            embed
            className="rounded-t-card aspect-[21/8] w-full object-cover"
          />
        )}
      </Container>
    </SectionRoot>
  );
}
