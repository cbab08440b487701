import { cn } from '~/components/ui/cn.ts';

export type HeadingVariant =
  'eyebrow' | 'underline' | 'lines' | 'backdrop' | 'split' | 'numbered' | 'accent' | 'pill';

export interface HeadingData {
  title: string;
  /** Words after the title, drawn in the brand colour (`accent`) or as part of the title. */
  accent?: string;
  eyebrow?: string;
  lead?: string;
  /** Big number of the `numbered` style. */
  number?: string;
  /** Faint word behind the `backdrop` style (decorative). */
  backdrop?: string;
}

const looks: Record<
  HeadingVariant,
  { wrap: string; eyebrow: string; title: string; accent: string; lead: string }
> = {
  eyebrow: {
    wrap: 'max-w-2xl',
    eyebrow: 'text-brand mb-3 text-sm font-semibold tracking-[0.2em] uppercase',
    title: 'text-4xl font-bold',
    accent: '',
    lead: 'text-muted mt-4 text-lg',
  },
  underline: {
    wrap: 'max-w-2xl text-center mx-auto',
    eyebrow: 'text-muted mb-2 text-sm font-semibold uppercase',
    title:
      'after:bg-brand text-4xl font-bold after:mx-auto after:mt-5 after:block after:h-1 after:w-16 after:rounded-full',
    accent: '',
    lead: 'text-muted mt-5 text-lg',
  },
  lines: {
    wrap: 'text-center',
    eyebrow:
      'text-brand before:bg-brand after:bg-brand mb-3 flex items-center justify-center gap-3 text-sm font-semibold tracking-[0.2em] uppercase before:h-px before:w-10 after:h-px after:w-10',
    title: 'text-4xl font-bold',
    accent: '',
    lead: 'text-muted mx-auto mt-4 max-w-2xl text-lg',
  },
  backdrop: {
    wrap: 'relative isolate py-6 text-center',
    eyebrow: 'text-brand mb-2 text-sm font-semibold tracking-[0.2em] uppercase',
    title:
      'text-4xl font-bold before:absolute before:inset-x-0 before:top-0 before:-z-10 before:text-[5rem] before:leading-none before:font-extrabold before:tracking-tight before:text-ink/5 before:uppercase before:content-[attr(data-backdrop)] sm:before:text-[8rem]',
    accent: '',
    lead: 'text-muted mx-auto mt-4 max-w-2xl text-lg',
  },
  split: {
    wrap: 'grid items-end gap-6 md:grid-cols-2',
    eyebrow: 'text-brand mb-3 text-sm font-semibold tracking-[0.2em] uppercase',
    title: 'text-4xl font-bold',
    accent: '',
    lead: 'text-muted border-line text-lg md:border-s md:ps-8',
  },
  numbered: {
    wrap: 'flex items-start gap-6',
    eyebrow: 'text-muted mb-2 text-sm font-semibold uppercase',
    title: 'text-4xl font-bold',
    accent: '',
    lead: 'text-muted mt-3 text-lg',
  },
  accent: {
    wrap: 'max-w-3xl',
    eyebrow: 'text-muted mb-3 text-sm font-semibold uppercase',
    title: 'text-5xl leading-tight font-extrabold',
    accent: 'text-brand',
    lead: 'text-muted mt-4 text-lg',
  },
  pill: {
    wrap: 'max-w-2xl text-center mx-auto',
    eyebrow:
      'bg-brand-soft text-brand-strong mb-4 inline-block rounded-full px-4 py-1.5 text-xs font-bold tracking-widest uppercase',
    title: 'text-4xl font-bold',
    accent: '',
    lead: 'text-muted mt-4 text-lg',
  },
};

/** A section heading in one of eight styles; `as` sets the level, the look stays the same. */
export function StyledHeading({
  data,
  variant = 'eyebrow',
  as: Tag = 'h2',
  className,
}: {
  data: HeadingData;
  variant?: HeadingVariant;
  as?: 'h2' | 'h3';
  className?: string;
}) {
  const look = looks[variant];
  const title = (
    <>
      {data.eyebrow && <p className={look.eyebrow}>{data.eyebrow}</p>}
      <Tag data-backdrop={data.backdrop} className={look.title}>
        {data.title}
        {data.accent && <span className={look.accent}>{` ${data.accent}`}</span>}
      </Tag>
    </>
  );
  const lead = data.lead && <p className={look.lead}>{data.lead}</p>;
  return (
    <div data-variant={variant} className={cn(look.wrap, className)}>
      {variant === 'numbered' && data.number && (
        <span aria-hidden="true" className="text-brand font-display text-6xl font-extrabold">
          {data.number}
        </span>
      )}
      {variant === 'split' ? (
        <>
          <div>{title}</div>
          {lead}
        </>
      ) : variant === 'numbered' ? (
        <div>
          {title}
          {lead}
        </div>
      ) : (
        <>
          {title}
          {lead}
        </>
      )}
    </div>
  );
}
