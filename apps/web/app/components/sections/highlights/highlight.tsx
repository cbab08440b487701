import { Fragment, useEffect, useRef, useState } from 'react';
import { useMotionAllowed } from '~/shell/use-motion-allowed.ts';
import { cn } from '~/components/ui/cn.ts';

export type HighlightVariant =
  'marker' | 'half' | 'underline' | 'wavy' | 'solid' | 'dark' | 'outline' | 'gradient';

const marks: Record<HighlightVariant, string> = {
  marker:
    'text-ink dark:text-stone-950 rounded-sm bg-transparent bg-linear-to-r from-amber-200 to-amber-200 bg-no-repeat px-1',
  half: 'text-ink dark:text-stone-950 bg-transparent bg-linear-to-r from-amber-200 to-amber-200 bg-[position:0_90%] bg-no-repeat px-0.5',
  underline:
    'bg-transparent text-inherit decoration-brand underline decoration-4 underline-offset-[0.3em]',
  wavy: 'bg-transparent text-inherit decoration-accent underline decoration-wavy decoration-2 underline-offset-[0.3em]',
  solid: 'bg-brand rounded px-2 text-on-brand',
  dark: 'bg-inverse px-2 text-white',
  outline: 'bg-transparent text-inherit ring-brand rounded-full px-2 ring-2',
  gradient:
    'bg-transparent bg-linear-to-r from-brand bg-clip-text to-fuchsia-700 text-transparent dark:to-fuchsia-300',
};

type Sweep = 'waiting' | 'done';
// Marker styles sweep in from the left once scrolled into view (only when motion is allowed).
const sweeps: Record<HighlightVariant, Record<Sweep, string>> = {
  marker: { waiting: '[background-size:0%_100%]', done: '[background-size:100%_100%]' },
  half: { waiting: '[background-size:0%_40%]', done: '[background-size:100%_40%]' },
  underline: { waiting: '', done: '' },
  wavy: { waiting: '', done: '' },
  solid: { waiting: '', done: '' },
  dark: { waiting: '', done: '' },
  outline: { waiting: '', done: '' },
  gradient: { waiting: '', done: '' },
};

function useSweep() {
  const ref = useRef<HTMLElement>(null);
  const motion = useMotionAllowed();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!motion || seen || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setSeen(true);
      },
      { threshold: 0.6 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [motion, seen]);
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const sweep: Sweep = motion && canObserve && !seen ? 'waiting' : 'done';
  return { ref, sweep };
}

/** Inline emphasis: text marked in one of eight styles; marker styles sweep in when seen. */
export function Highlight({
  variant = 'marker',
  children,
}: {
  variant?: HighlightVariant;
  children: string;
}) {
  const { ref, sweep } = useSweep();
  return (
    <mark
      ref={ref}
      data-variant={variant}
      data-sweep={sweep}
      data-motion
      className={cn(
        '[box-decoration-break:clone] transition-[background-size] duration-1000 ease-out',
        marks[variant],
        sweeps[variant][sweep],
      )}
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
