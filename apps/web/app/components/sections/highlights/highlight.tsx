import { Fragment } from 'react';
import { cn } from '../../ui/cn.ts';

export type HighlightVariant =
  'marker' | 'half' | 'underline' | 'wavy' | 'solid' | 'dark' | 'outline' | 'gradient';

const marks: Record<HighlightVariant, string> = {
  marker: 'text-ink rounded-sm bg-amber-200 px-1',
  half: 'text-ink bg-linear-to-b from-transparent from-60% to-amber-200 to-60% px-0.5',
  underline: 'decoration-brand underline decoration-4 underline-offset-[0.3em]',
  wavy: 'decoration-accent underline decoration-wavy decoration-2 underline-offset-[0.3em]',
  solid: 'bg-brand rounded px-2 text-white',
  dark: 'bg-inverse px-2 text-white',
  outline: 'ring-brand rounded-full px-2 ring-2',
  gradient: 'bg-linear-to-r from-brand bg-clip-text to-fuchsia-700 text-transparent',
};

/** Inline emphasis: text marked in one of eight styles, announced as emphasised text. */
export function Highlight({
  variant = 'marker',
  children,
}: {
  variant?: HighlightVariant;
  children: string;
}) {
  return (
    <mark
      data-variant={variant}
      className={cn('bg-transparent [box-decoration-break:clone] text-inherit', marks[variant])}
    >
      {children}
    </mark>
  );
}

/** A run of text where some pieces are highlighted. */
export type HighlightSegment = string | { text: string; highlight: HighlightVariant };

export function HighlightedText({
  segments,
  className,
}: {
  segments: readonly HighlightSegment[];
  className?: string;
}) {
  return (
    <p className={className}>
      {segments.map((s, i) => (
        <Fragment key={i}>
          {typeof s === 'string' ? s : <Highlight variant={s.highlight}>{s.text}</Highlight>}
        </Fragment>
      ))}
    </p>
  );
}
